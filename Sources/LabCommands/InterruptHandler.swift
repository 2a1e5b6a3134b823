import Dispatch
import Foundation
import Report

/// What `transition-lab` does on Ctrl-C (SIGINT) or SIGTERM: it stops its fuzz workers and waits
/// for them to exit, waits for a report being written to be undone (``ReportWriter/interruptAll()``),
/// and exits with status 128 + the signal's number (130 for SIGINT, 143 for SIGTERM) after one
/// line on standard error.
///
/// The handler alone prints that line and exits: the main thread, should it finish meanwhile,
/// waits for it (``waitIfInterrupted()``). Later signals change nothing: the first one is being
/// handled.
///
/// `@unchecked Sendable`: every access to the stored state holds `lock`.
final class InterruptHandler: @unchecked Sendable {
    /// The process's handler.
    static let shared = InterruptHandler()

    /// The signals handled.
    static let signals: [Int32] = [SIGINT, SIGTERM]

    /// The handlers' queue: a serial queue of its own gets a thread even when the global queues'
    /// threads are all busy (fuzz lanes block theirs waiting on workers).
    private let queue = DispatchQueue(label: "transition-lab.interrupts")
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    private var received: Int32?

    /// Installs the handler, once.
    ///
    /// `nonisolated`: the handlers run on a queue of their own, so they must not be main-actor closures.
    nonisolated func install() {
        lock.withLock {
            guard sources.isEmpty else { return }
            for number in Self.signals {
                // A dispatch source sees the signal only once its default action is off.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { [self] in handle(number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Gives the signals their default action back and unblocks them in the calling thread, for a
    /// fuzz worker: it has nothing to undo, so it dies of them quietly (a Ctrl-C reaches the whole
    /// process group) and leaves the one line to its parent. A worker inherits from its parent
    /// the signals it ignores (these, while the parent handles them) and the mask of the thread
    /// that started it, which may block them.
    nonisolated func restoreDefaults() {
        lock.withLock {
            var set = sigset_t()
            sigemptyset(&set)
            for number in Self.signals {
                signal(number, SIG_DFL)
                sigaddset(&set, number)
            }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }

    /// The first signal received, if any.
    var signalReceived: Int32? {
        lock.withLock { received }
    }

    /// Returns at once unless a signal has been received; then never returns, and the handler
    /// exits the process.
    func waitIfInterrupted() {
        guard signalReceived != nil else { return }
        DispatchSemaphore(value: 0).wait()
    }

    /// The exit status after `signal`.
    static func status(after signal: Int32) -> Int32 { 128 + signal }

    /// The line to print after `signal`.
    static func message(after signal: Int32) -> String {
        "interrupted by \(signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)")"
    }

    private func handle(_ number: Int32) {
        let isFirst = lock.withLock {
            guard received == nil else { return false }
            received = number
            return true
        }
        guard isFirst else { return }
        RunningWorkers.shared.terminateAll()
        ReportWriter.interruptAll()
        if isatty(STDERR_FILENO) == 1 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        FileHandle.standardError.write(Data("transition-lab: \(Self.message(after: number))\n".utf8))
        _exit(Self.status(after: number))
    }
}
