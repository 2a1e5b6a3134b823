import Foundation

/// A progress bar on standard error, shown only once the work has taken more than a second and
/// only on a terminal.
final class ProgressBar {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var shown = false
    private let isTerminal: Bool

    init() {
        start = clock.now
        isTerminal = isatty(STDERR_FILENO) == 1
    }

    /// `done` of `total` steps are done; `label` names the one under way.
    func update(done: Int, of total: Int, label: String) {
        guard isTerminal, clock.now - start > .seconds(1), total > 0 else { return }
        let width = 30
        let filled = width * min(done, total) / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(label)\u{1B}[K".utf8))
        shown = true
    }

    /// Clears the bar.
    func finish() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}
