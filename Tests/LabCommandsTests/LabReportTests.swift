import Demos
import Foundation
import Testing
@testable import LabCommands

@Suite("LabReport: a scene's page in bounded memory")
@MainActor
struct LabReportTests {
    /// The frames a written scene page carries for its player.
    func pageFrameCount(_ url: URL) throws -> Int {
        let html = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(html.range(of: "<script id=\"frames\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let frames = try JSONDecoder().decode([String].self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
        return frames.count
    }

    @Test("a scene longer than the page's limit shows every n-th frame and says so; its summary counts every frame")
    func decimated() throws {
        // Issue 29, point 13: every frame and its HTML were held (about 41 KB and 8.3 KB a Zoom frame).
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let scene = try #require(DemoScene.demo.first { $0.identifier == "zoom-dismissByDrag" })
        let all = try scene.record(framesPerSecond: 120).frames.count
        #expect(all > 60)
        var report = LabReport(scenes: [scene], framesPerSecond: 120, folder: folder, title: "t", progress: nil)
        report.frameLimit = 20
        let text = try report.make()
        let shown = try pageFrameCount(folder.appendingPathComponent("zoom-dismissByDrag.html"))
        #expect(shown <= 21 && shown >= 10)
        #expect(text.contains("  duration: "))
        #expect(text.contains(" \(all) frames\n"))
        #expect(text.contains("  page: shows every "))
        #expect(text.contains(" frame (\(shown) of \(all)): a page shows at most 20\n"))
        let page = try String(contentsOf: folder.appendingPathComponent("zoom-dismissByDrag.html"), encoding: .utf8)
        #expect(page.contains("frame 1 of \(shown)"))
        #expect(page.contains(", \(all) frames</li>"))
    }

    @Test("a scene within the limit shows every frame, and says nothing of it")
    func whole() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let scene = try #require(DemoScene.demo.first { $0.identifier == "zoom-dismissByDrag" })
        let all = try scene.record(framesPerSecond: 120).frames.count
        let text = try LabReport(scenes: [scene], framesPerSecond: 120, folder: folder, title: "t", progress: nil).make()
        #expect(try pageFrameCount(folder.appendingPathComponent("zoom-dismissByDrag.html")) == all)
        #expect(!text.contains("page: "))
    }
}
