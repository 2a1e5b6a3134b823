import Demos
import Foundation
import Fuzzing

/// What `transition-lab fuzz` prints: the counts, and for a failure the violations, a shrunk
/// reproducer (saved as JSON) and how to replay it. A reproducer that can't be saved is printed
/// all the same, and the failure says where it could not be saved.
@MainActor
struct FuzzReport {
    let seed: UInt64
    let transitions: [DemoTransition]
    let lanes: Int
    let summary: FuzzSummary
    let elapsed: Duration
    /// Where a reproducer is saved.
    let folder: URL

    /// The text, and the one-line failure when a promise was broken.
    func make() -> (text: String, failure: String?) {
        var lines: [String] = []
        let perTransition = transitions.map { "\($0.rawValue) \(summary.schedulesByTransition[$0.rawValue] ?? 0)" }
        lines.append("fuzz: seed \(seed), \(summary.schedules) schedules (\(perTransition.joined(separator: ", "))), "
            + "\(lanes) \(lanes == 1 ? "process" : "processes")")
        lines.append("  transitions: \(summary.transitionsCompleted) completed, \(summary.transitionsCancelled) cancelled; "
            + "\(summary.requestsRefused) requests refused as documented; \(summary.frames) frames")
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let perSchedule = summary.schedules > 0 ? seconds * 1000 / Double(summary.schedules) : 0
        lines.append("  time: \(format(seconds)) s (\(format(perSchedule)) ms per schedule)")
        guard let first = summary.failures.first else {
            lines.append("  violations: none")
            return (lines.joined(separator: "\n"), nil)
        }
        let kinds = summary.violationsByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines.append("  VIOLATIONS: \(summary.failedSchedules) schedules broke a promise (\(kinds.joined(separator: ", ")))")
        for failure in summary.failures {
            lines.append("  schedule #\(failure.index) (seed \(failure.schedule.seed), \(failure.schedule.transition.rawValue) "
                + "in a \(failure.schedule.host.rawValue) host):")
            lines += failure.violations.prefix(3).map { "    \($0)" }
        }
        let shrunk = ScheduleShrinker.shrink(first.schedule)
        let file = folder.appendingPathComponent("reproducer-\(first.index).json")
        // The path is --out's: printed with its control characters escaped, on one line.
        let path = Printable.escaped(file.path)
        let steps = "\(first.schedule.steps.count) → \(shrunk.steps.count) steps"
        let failure = "\(summary.failedSchedules) of \(summary.schedules) schedules broke a promise"
        if let problem = save(shrunk, to: file) {
            let unsaved = "the reproducer could not be saved to \(path): \(problem)"
            lines.append("  shrunk reproducer of schedule #\(first.index) (\(steps)); \(unsaved):")
            lines.append(shrunk.json(pretty: true))
            lines.append("  replay: save the JSON above to a file, then transition-lab fuzz --replay FILE")
            return (lines.joined(separator: "\n"), "\(failure); \(unsaved)")
        }
        lines.append("  shrunk reproducer of schedule #\(first.index) (\(steps)), saved to \(path):")
        lines.append(shrunk.json(pretty: true))
        lines.append("  replay: transition-lab fuzz --replay \(path)")
        return (lines.joined(separator: "\n"), failure)
    }

    /// Saves `schedule` as JSON in `file`; returns why it could not, if it could not.
    private func save(_ schedule: FuzzSchedule, to file: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((schedule.json(pretty: true) + "\n").utf8).write(to: file, options: .atomic)
            return nil
        } catch {
            return SystemError.reason(error)
        }
    }

    private func format(_ value: Double) -> String {
        String(format: value >= 100 ? "%.0f" : (value >= 10 ? "%.1f" : "%.2f"), value)
    }
}
