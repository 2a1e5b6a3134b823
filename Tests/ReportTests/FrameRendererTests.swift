import Foundation
import Motion
import Recording
import Testing
@testable import Report

@Suite("FrameRenderer: recorded frames as SVG")
struct FrameRendererTests {
    let renderer = FrameRenderer(screenWidth: 390, screenHeight: 844)

    @Test("the view box is the screen, in points")
    func viewBox() {
        let svg = renderer.svg(RecordedFrame(time: 0, views: []))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 390 844\""))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test("a view is drawn about its centre, rotated in degrees and scaled, with its opacity")
    func transform() {
        let view = recordedView("card", center: (100, 200), size: (80, 40), scale: 1.5, rotation: .pi / 2, opacity: 0.5)
        let svg = renderer.svg(RecordedFrame(time: 0, views: [view]))
        #expect(svg.contains("<g transform=\"translate(100 200) rotate(90) scale(1.5000 1.5000)\" opacity=\"0.500\">"))
        #expect(svg.contains("<rect x=\"-40\" y=\"-20\" width=\"80\" height=\"40\" fill=\"rgba(255,255,255,1)\"/>"))
    }

    @Test("views with nothing to draw, no size or no opacity are left out")
    func invisible() {
        let frame = RecordedFrame(time: 0, views: [
            recordedView("clear", background: nil),
            recordedView("flat", size: (0, 10)),
            recordedView("gone", opacity: 0),
        ])
        #expect(renderer.svg(frame) == renderer.svg(RecordedFrame(time: 0, views: [])))
    }

    @Test("a finger is a dot where it touches; a lifted one is hollow")
    func touches() {
        let frame = RecordedFrame(time: 0, views: [], touches: [
            RecordedTouch(id: 1, x: 10, y: 20.5, phase: "moved"), RecordedTouch(id: 2, x: 30, y: 40, phase: "ended"),
        ])
        let svg = renderer.svg(frame)
        #expect(svg.contains("<circle cx=\"10\" cy=\"20.5\" r=\"18\" fill=\"#ffffff99\""))
        #expect(svg.contains("<circle cx=\"30\" cy=\"40\" r=\"18\" fill=\"none\""))
    }

    @Test("text is escaped; an image is drawn in its own stable colour")
    func content() {
        let text = recordedView("label", content: .text("<b>&</b>"))
        let image = recordedView("photo", background: nil, content: .image(ImageReference(name: "harbour", pixelWidth: 4, pixelHeight: 3)))
        let svg = renderer.svg(RecordedFrame(time: 0, views: [text, image]))
        #expect(svg.contains("&lt;b&gt;&amp;&lt;/b&gt;"))
        #expect(!svg.contains("<b>"))
        // The hue comes from FNV-1a (the same on every run, unlike `hashValue`): its published
        // test vectors, then the hue it gives the image.
        #expect(FrameRenderer.stableHash("") == 0xcbf2_9ce4_8422_2325, "FNV-1a's offset basis for no bytes")
        #expect(FrameRenderer.stableHash("a") == 0xaf63_dc4c_8601_ec8c, "FNV-1a 64 of \"a\", a published test vector")
        #expect(svg.contains("fill=\"hsl(\(FrameRenderer.stableHash("harbour") % 360),55%,72%)\""))
    }

    @Test("colours are clamped to 0…1 before they become CSS")
    func colours() {
        #expect(FrameRenderer.css(.init(red: 2, green: -1, blue: 0.5, alpha: 0.25)) == "rgba(255,0,128,0.25)")
    }

    @Test("text is dark on a light backdrop and light on a dark one, with no outline")
    func textColour() {
        let label = recordedView("label", center: (50, 50), size: (80, 20), background: nil, content: .text("Hi"))
        let onWhite = renderer.svg(RecordedFrame(time: 0, views: [recordedView("card"), label]))
        #expect(onWhite.contains("fill=\"#1c1c1e\">Hi</text>"), "dark on a white card")
        #expect(!onWhite.contains("stroke=\"#0007\""), "no outline")
        let dark = Color(red: 0.1, green: 0.1, blue: 0.2)
        let onDark = renderer.svg(RecordedFrame(time: 0, views: [recordedView("card", background: dark), label]))
        #expect(onDark.contains("fill=\"#fff\">Hi</text>"), "light on a dark card")
        #expect(renderer.svg(RecordedFrame(time: 0, views: [label])).contains("fill=\"#fff\">Hi</text>"), "light on the black screen")
    }

    @Test("the backdrop is what is under the label's centre: a view elsewhere, or a faint one, doesn't count")
    func textBackdrop() {
        let label = recordedView("label", center: (50, 50), size: (80, 20), background: nil, content: .text("Hi"))
        let away = recordedView("card", center: (300, 300))
        #expect(FrameRenderer.textColor(at: 1, in: [away, label]) == .light)
        let faint = recordedView("card", opacity: 0.2)
        #expect(FrameRenderer.textColor(at: 1, in: [faint, label]) == .light, "a white card at 20 % over black stays dark")
        let image = recordedView("photo", background: nil, content: .image(ImageReference(name: "sky", pixelWidth: 4, pixelHeight: 3)))
        #expect(FrameRenderer.textColor(at: 1, in: [image, label]) == .dark, "an image's light sky")
        let blue = recordedView("bar", background: Color(red: 0.2, green: 0.45, blue: 0.85))
        #expect(FrameRenderer.textColor(at: 1, in: [blue, label]) == .light, "white contrasts more with a mid blue")
        let orange = recordedView("bar", background: Color(red: 0.9, green: 0.5, blue: 0.15))
        #expect(FrameRenderer.textColor(at: 1, in: [orange, label]) == .dark, "dark contrasts more with orange")
        let own = recordedView("label", background: .white, content: .text("Hi"))
        #expect(FrameRenderer.textColor(at: 0, in: [own]) == .dark, "a label's own fill")
    }
}
