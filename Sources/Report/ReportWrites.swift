import Foundation

/// The reports being written in a process, and whether the process has been told to stop.
///
/// A process that must stop (an interrupt) calls ``stop()``: every write under way then undoes
/// itself at its next step — in its own thread, so that one thread alone ever touches its files —
/// and throws ``ReportError/interrupted(folder:)``, and no write starts any more;
/// ``waitUntilEnded()`` returns once they have.
///
/// `@unchecked Sendable`: every access to the stored state holds `condition`, only for a read or
/// an update, never while a file is written.
final class ReportWrites: @unchecked Sendable {
    /// The writes of this process.
    static let shared = ReportWrites()

    private let condition = NSCondition()
    private var stopped = false
    private var active = 0

    /// Registers a write about to start in `folder`.
    ///
    /// - Throws: ``ReportError/interrupted(folder:)`` once the process has been told to stop.
    func begin(_ folder: String) throws(ReportError) {
        let refused = condition.withLock {
            if stopped { return true }
            active += 1
            return false
        }
        if refused { throw .interrupted(folder: folder) }
    }

    /// Called between the steps of a write.
    ///
    /// - Throws: ``ReportError/interrupted(folder:)`` once the process has been told to stop.
    func checkpoint(_ folder: String) throws(ReportError) {
        if condition.withLock({ stopped }) { throw .interrupted(folder: folder) }
    }

    /// Unregisters a write that has ended, after it has removed everything it won't keep.
    func end() {
        condition.withLock {
            active -= 1
            condition.broadcast()
        }
    }

    /// Stops every write: those under way undo themselves at their next step, later ones don't
    /// start.
    ///
    /// - Returns: Whether a write was under way.
    @discardableResult
    func stop() -> Bool {
        condition.withLock {
            stopped = true
            return active > 0
        }
    }

    /// Blocks until no write is under way. Never call it from a writer's thread while it writes.
    func waitUntilEnded() {
        condition.withLock {
            while active > 0 { condition.wait() }
        }
    }
}
