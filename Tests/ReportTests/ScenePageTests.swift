import Foundation
import Recording
import Testing
@testable import Report

@Suite("ScenePage and IndexPage: self-contained HTML")
struct ScenePageTests {
    let scene = recordedScene([
        RecordedFrame(time: 0.5, views: [recordedView("a", center: (10, 10))],
                      transition: RecordedTransition(name: "t", fractionComplete: 0, phase: .animating)),
        RecordedFrame(time: 0.6, views: [recordedView("a", center: (20, 10))],
                      transition: RecordedTransition(name: "t", fractionComplete: 1, phase: .animating)),
    ])

    /// The JSON array in the script element `id` of `html`.
    func embedded<T: Decodable>(_ id: String, in html: String, as type: T.Type) throws -> T {
        let start = try #require(html.range(of: "<script id=\"\(id)\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try JSONDecoder().decode(T.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    @Test("every frame is embedded as SVG with its time; the first is shown")
    func frames() throws {
        let html = try ScenePage(scene: scene).html()
        let frames = try embedded("frames", in: html, as: [String].self)
        let renderer = FrameRenderer(scene: scene)
        #expect(frames == scene.frames.map(renderer.svg))
        #expect(try embedded("times", in: html, as: [Double].self) == [0.5, 0.6])
        #expect(html.contains("<div id=\"screen\">\(frames[0])</div>"))
    }

    @Test("the page loads nothing from elsewhere and escapes the scene's words")
    func selfContained() throws {
        let html = try ScenePage(scene: scene, notes: ["engine: 1 µs"]).html()
        #expect(!html.contains("src="))
        #expect(!html.contains("href=\"http"))
        #expect(!html.contains("<link"))
        #expect(html.contains("Test &lt;scene&gt;") && html.contains("a &amp; b"))
        #expect(html.contains("engine: 1 µs"))
        for control in ["id=\"play\"", "id=\"scrubber\"", "id=\"previous\"", "id=\"next\"", "value=\"0.25\"", "value=\"1\""] {
            #expect(html.contains(control))
        }
    }

    @Test("a frame's text can't end the data block early")
    func scriptSafe() throws {
        let tricky = recordedScene([RecordedFrame(time: 0, views: [recordedView("x", content: .text("</script><b>"))])])
        let html = try ScenePage(scene: tricky).html()
        #expect(html.components(separatedBy: "</script>").count == 4, "the two data blocks and the player, nothing else")
    }

    @Test("the frames' data is byte for byte JSONEncoder's array of the frames' SVG")
    func framesAsJSONEncoder() throws {
        let tricky = recordedScene([
            RecordedFrame(time: 0, views: [recordedView("x", content: .text("</script> \"Ünï\" \\ 😀\n"))]),
            RecordedFrame(time: 0.5, views: [recordedView("y", center: (20, 30))]),
        ])
        let html = try ScenePage(scene: tricky).html()
        let start = try #require(html.range(of: "<script id=\"frames\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let renderer = FrameRenderer(scene: tricky)
        let encoded = try JSONEncoder().encode(tricky.frames.map(renderer.svg))
        #expect(Array(html[start.upperBound..<end.lowerBound].utf8) == Array(encoded))
        let empty = try ScenePage(scene: recordedScene([])).html()
        #expect(empty.contains("<script id=\"frames\" type=\"application/json\">[]</script>"))
    }

    @Test("written in pieces, a piece after each frame once the bytes reach the size asked, the same document")
    func pieces() throws {
        let page = ScenePage(scene: scene)
        var pieces: [[UInt8]] = []
        try page.write(chunkSize: 1) { bytes in
            pieces.append(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
        // The head and first frame, the second frame, then the rest of the page.
        #expect(pieces.count == scene.frames.count + 1)
        #expect(pieces.joined().elementsEqual(try page.html().utf8))
        var whole: [[UInt8]] = []
        try page.write(chunkSize: .max) { bytes in
            whole.append(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
        #expect(whole.count == 1)
        #expect(whole.joined().elementsEqual(try page.html().utf8))
    }

    @Test("the index links every scene's page")
    func index() {
        let html = IndexPage(title: "Lab", entries: [.init(page: ScenePage(scene: scene), lines: ["phases: none"])]).html()
        #expect(html.contains("href=\"test.html\""))
        #expect(html.contains("phases: none"))
    }
}
