import Foundation

/// The fuzz worker processes running now, so that an interrupted parent can stop them and wait
/// until they have exited: none outlives it.
///
/// `@unchecked Sendable`: every access to the stored state holds `lock`.
final class RunningWorkers: @unchecked Sendable {
    /// The process's workers.
    static let shared = RunningWorkers()

    private let lock = NSLock()
    private var running: Set<Int32> = []
    private var isStopped = false

    /// Starts `process` and keeps its identifier until ``finished(_:)``.
    ///
    /// - Returns: `false`, without starting it, once the workers have been stopped.
    /// - Throws: What `Process.run()` throws.
    func start(_ process: Process) throws -> Bool {
        try lock.withLock {
            guard !isStopped else { return false }
            try process.run()
            running.insert(process.processIdentifier)
            return true
        }
    }

    /// Forgets `process`, which has exited.
    func finished(_ process: Process) {
        _ = lock.withLock { running.remove(process.processIdentifier) }
    }

    /// Stops every worker running, waits until each has exited, and lets no other start.
    ///
    /// A worker has nothing to undo, so it gets SIGKILL: the one signal it can neither block nor
    /// ignore, whatever it is doing — even starting, before it could set up its own handling.
    func terminateAll() {
        let workers = lock.withLock {
            isStopped = true
            return running
        }
        for worker in workers { kill(worker, SIGKILL) }
        for worker in workers {
            // WNOWAIT leaves the exit status to the thread that waits on the worker.
            var info = siginfo_t()
            while waitid(P_PID, id_t(worker), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        }
    }
}
