import Demos
import Foundation
import Recording
import Report

/// Records scenes, writes their report (an index and one page per scene) and says what
/// happened: the lab's `demo` and `run` share it.
@MainActor
struct LabReport {
    /// The scenes to record.
    var scenes: [DemoScene]
    /// Frames per second of the recording.
    var framesPerSecond: Double
    /// The output folder.
    var folder: URL
    /// The index page's title.
    var title: String
    /// Where progress goes; `nil` for none.
    var progress: ProgressBar?

    /// Records every scene, writes the report, and returns the summary to print.
    ///
    /// - Throws: ``LabFailure`` naming the scene that failed, or the folder that can't be written.
    func make() throws -> String {
        defer { progress?.finish() }
        var entries: [IndexPage.Entry] = []
        var lines: [String] = []
        for (index, scene) in scenes.enumerated() {
            progress?.update(done: index, of: scenes.count, label: scene.identifier)
            let timer = EngineTimer()
            let recorded: RecordedScene
            do {
                recorded = try scene.record(framesPerSecond: framesPerSecond, observer: timer)
            } catch {
                throw LabFailure("scene \(scene.identifier) failed: \(error)")
            }
            let engine = "engine: worst frame \(Self.microseconds(timer.worstMicroseconds)) µs over \(timer.frameCount) frames"
            let summary = SceneSummary(recorded).lines + [engine]
            entries.append(IndexPage.Entry(page: ScenePage(scene: recorded, notes: [engine]), lines: summary))
            lines.append("\(scene.identifier): \(scene.title)")
            lines += summary.map { "  " + $0 }
        }
        progress?.update(done: scenes.count, of: scenes.count, label: "writing")
        var files: [(name: String, contents: String)] = []
        do {
            for entry in entries { files.append((entry.page.fileName, try entry.page.html())) }
        } catch {
            throw LabFailure("cannot render the report: \(error)")
        }
        files.append(("index.html", IndexPage(title: title, entries: entries).html()))
        let written: [URL]
        do {
            written = try ReportWriter(folder: folder).write(files)
        } catch {
            throw LabFailure(error.description)
        }
        lines.append("")
        lines.append("Open \(written.last?.path ?? folder.path)")
        // Paths come from --out, titles and transition names may come from a file (a live
        // recording): each line is printed with its control characters escaped.
        return lines.map(Printable.escaped).joined(separator: "\n")
    }

    static func microseconds(_ value: Double) -> String { String(format: "%.1f", value) }
}
