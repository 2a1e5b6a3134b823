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

    /// The most frames a scene's page shows (``SceneReel``): the memory a scene takes is bounded
    /// by it, whatever the scene's length and frame rate.
    var frameLimit = SceneReel.defaultLimit

    /// What recording the scenes made: the summary to print, and what each scene's gestures did.
    struct Outcome {
        /// The summary to print.
        var text: String
        /// Whether each scene's gestures acted, in the order of ``LabReport/scenes``.
        var effects: [ScriptEffect]
    }

    /// Records every scene, writes the report, and returns the summary to print.
    ///
    /// - Throws: What ``record()`` throws.
    func make() throws -> String {
        try record().text
    }

    /// Records every scene, writes the report, and returns the summary to print with what each
    /// scene's gestures did.
    ///
    /// Each scene's frames go into a ``SceneReel`` (and a ``ScriptEffect``) as they are recorded,
    /// and its page is written to the report's staging folder as it is made, as soon as the scene
    /// ends (``ReportDraft/add(_:)``, a few tens of kilobytes at a time): what stays until the
    /// report is committed is the one frame of each scene the index shows.
    ///
    /// - Throws: ``LabFailure`` naming the scene that failed, or the folder that can't be written.
    func record() throws -> Outcome {
        defer { progress?.finish() }
        var effects: [ScriptEffect] = []
        var entries: [IndexPage.Entry] = []
        var lines: [String] = []
        let draft: ReportDraft
        do {
            draft = try ReportWriter(folder: folder).begin()
        } catch {
            throw LabFailure(error.description)
        }
        for (index, scene) in scenes.enumerated() {
            progress?.update(done: index, of: scenes.count, label: scene.identifier)
            let timer = EngineTimer()
            var reel = SceneReel(limit: frameLimit)
            var effect = ScriptEffect()
            var recorded: RecordedScene
            do {
                recorded = try scene.record(framesPerSecond: framesPerSecond, observer: timer) { frame in
                    effect.add(frame)
                    reel.add(frame)
                }
            } catch {
                throw LabFailure("scene \(scene.identifier) failed: \(error)")
            }
            effects.append(effect)
            recorded.frames = reel.frames
            let engine = "engine: worst frame \(Self.microseconds(timer.worstMicroseconds)) µs over \(timer.frameCount) frames"
            let summary = reel.summary.lines + [engine]
            let notes = [engine] + (reel.decimationNote.map { ["page: \($0)"] } ?? [])
            let page = ScenePage(scene: recorded, summary: reel.summary, notes: notes)
            do {
                try draft.add(page)
            } catch {
                throw LabFailure(error.description)
            }
            // The index shows the middle frame: only it is kept.
            if !recorded.frames.isEmpty { recorded.frames = [recorded.frames[recorded.frames.count / 2]] }
            entries.append(IndexPage.Entry(page: ScenePage(scene: recorded, summary: reel.summary), lines: summary))
            lines.append("\(scene.identifier): \(scene.title)")
            lines += (summary + notes.dropFirst()).map { "  " + $0 }
        }
        progress?.update(done: scenes.count, of: scenes.count, label: "writing")
        let written: [URL]
        do {
            try draft.add("index.html", contents: IndexPage(title: title, entries: entries).html())
            written = try draft.commit()
        } catch {
            throw LabFailure(error.description)
        }
        lines.append("")
        lines.append("Open \(written.last?.path ?? folder.path)")
        // Paths come from --out, titles and transition names may come from a file (a live
        // recording): each line is printed with its control characters escaped.
        return Outcome(text: lines.map(Printable.escaped).joined(separator: "\n"), effects: effects)
    }

    static func microseconds(_ value: Double) -> String { String(format: "%.1f", value) }
}
