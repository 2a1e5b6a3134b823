import Demos
import Foundation
import GestureScripts
import Motion
import Recording
import Testing
@testable import Report

/// The renderer writes bytes now; what it writes must be what it wrote as strings
/// (``ReferenceFrameRenderer``, the old code kept verbatim), for every frame of every demo scene
/// and for frames bent to hold awkward numbers, text, shadows, transforms and opacities.
@MainActor
@Suite("FrameRenderer: the same SVG as before, byte for byte")
struct FrameRendererIdentityTests {
    /// The scenes whose transcripts are kept (``SceneSnapshotTests``).
    nonisolated static let scenes = SceneSnapshotTests.scenes

    @Test("every frame of each demo scene", arguments: scenes.map(\.identifier))
    func demoFrames(identifier: String) throws {
        let scene = try #require(Self.scenes.first { $0.identifier == identifier })
        let recorded = try scene.record(framesPerSecond: 120)
        let new = FrameRenderer(scene: recorded), old = ReferenceFrameRenderer(scene: recorded)
        var drawn = 0
        for frame in recorded.frames {
            let svg = new.svg(frame)
            guard svg == old.svg(frame) else {
                Issue.record("\(identifier) at t=\(frame.time): the SVG differs")
                return
            }
            var bytes: [UInt8] = Array("prefix".utf8)
            new.write(frame, drawsTouches: false, to: &bytes)
            var untouched = frame
            untouched.touches = []
            #expect(bytes == Array("prefix".utf8) + Array(old.svg(untouched).utf8))
            drawn += 1
        }
        #expect(drawn == recorded.frames.count && drawn > 30)
    }

    @Test("the demo frames bent: awkward numbers, every kind of content, shadows, labels over backdrops")
    func bentFrames() throws {
        var random = SplitMix64(seed: 7)
        var frames: [RecordedFrame] = []
        for scene in Self.scenes.prefix(4) { frames += try scene.record(framesPerSecond: 30).frames }
        let awkward: [Double] = [1e-7, -1e-7, -0.0, 0, 0.005, 0.125, -0.125, 0.0005, 1e15, -1e15, 1e20, 4.5e15, 1e300, .nan, .infinity, -.infinity]
        func bend(_ value: Double) -> Double {
            switch random.next() % 6 {
            case 0: awkward[Int(random.next() % UInt64(awkward.count))]
            case 1: value * Double.random(in: -2...2, using: &random)
            case 2: value + Double.random(in: -1e-3...1e-3, using: &random)
            default: value
            }
        }
        let texts = ["Home", "<b>&\"'</b>", "café ☕️", "e\u{301}\"\u{301}", "tab\there", "", "1 < 2 > 0 & done"]
        var checked = 0
        for frame in frames {
            var bent = frame
            bent.views = frame.views.map { view in
                var view = view
                view.centerX = bend(view.centerX)
                view.centerY = bend(view.centerY)
                view.width = bend(view.width)
                view.height = bend(view.height)
                view.scaleX = bend(view.scaleX)
                view.scaleY = bend(view.scaleY)
                view.rotation = bend(view.rotation)
                view.opacity = random.next() % 3 == 0 ? Double.random(in: -0.1...1.1, using: &random) : view.opacity
                view.frameX = bend(view.frameX)
                view.frameY = bend(view.frameY)
                view.cornerRadius = bend(view.cornerRadius)
                switch random.next() % 5 {
                case 0: view.content = .text(texts[Int(random.next() % UInt64(texts.count))])
                case 1: view.content = .image(ImageReference(name: "photo-\(random.next() % 50)", pixelWidth: 4, pixelHeight: 3))
                default: break
                }
                if random.next() % 3 == 0 {
                    // Colours stay finite: a NaN channel can't be drawn (before or now).
                    view.background = Color(red: Double.random(in: -0.2...1.2, using: &random), green: Double.random(in: 0...1, using: &random),
                                            blue: Double.random(in: 0...1, using: &random), alpha: Double.random(in: -0.1...1.1, using: &random))
                }
                if random.next() % 3 == 0 {
                    view.shadow = RecordedShadow(opacity: Double.random(in: -0.2...1.5, using: &random), radius: bend(Double.random(in: -2...30, using: &random)),
                                                 offsetX: bend(Double.random(in: -10...10, using: &random)), offsetY: bend(4),
                                                 color: Color(red: 0, green: 0, blue: Double.random(in: 0...1, using: &random)))
                }
                return view
            }
            bent.touches = [RecordedTouch(id: 1, x: bend(120.25), y: bend(-0.001), phase: random.next() % 2 == 0 ? "moved" : "ended")]
            let width = random.next() % 4 == 0 ? 390.5 : 390
            let new = FrameRenderer(screenWidth: width, screenHeight: 844), old = ReferenceFrameRenderer(screenWidth: width, screenHeight: 844)
            let svg = new.svg(bent)
            guard svg == old.svg(bent) else {
                Issue.record("a bent frame at t=\(frame.time) differs:\n\(svg)\n\(old.svg(bent))")
                return
            }
            checked += 1
        }
        #expect(checked == frames.count && checked > 100)
    }

    @Test("a label's colour is the same by every backdrop")
    func labelColours() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<5_000 {
            let views = (0..<4).map { index in
                recordedView("v\(index)", center: (Double.random(in: 0...100, using: &random), 50), size: (Double.random(in: 0...200, using: &random), 100),
                             opacity: Double.random(in: -0.5...1.5, using: &random),
                             background: random.next() % 4 == 0 ? nil : Color(red: Double.random(in: -0.5...1.5, using: &random), green: Double.random(in: 0...1, using: &random),
                                                                              blue: Double.random(in: 0...1, using: &random), alpha: Double.random(in: -0.5...1.5, using: &random)),
                             content: index == 3 ? .text("label") : random.next() % 3 == 0 ? .image(ImageReference(name: "p", pixelWidth: 1, pixelHeight: 1)) : .none)
            }
            #expect(FrameRenderer.textColor(at: 3, in: views).rawValue == ReferenceFrameRenderer.textColor(at: 3, in: views).rawValue)
        }
    }
}
