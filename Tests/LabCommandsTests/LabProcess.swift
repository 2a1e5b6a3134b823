import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built `transition-lab` binary started as a shell starts a command — SIGINT and SIGTERM
/// with their default actions, no signal blocked — with its standard output and error piped, for
/// tests that signal it. (Foundation's `Process` passes on the test thread's blocked signals.)
final class LabProcess {
    /// The process's identifier.
    let pid: pid_t
    /// The read ends of its standard output and error.
    let output: Int32
    private let error: Int32

    /// How it ended: an exit status, or the signal that killed it.
    enum Ending: Equatable {
        case exited(Int32)
        case killed(Int32)
    }

    /// Starts the binary with `arguments`; given a `niceness`, under `nice -n niceness` (which
    /// replaces itself with the binary: the same process).
    init(_ arguments: [String], niceness: Int? = nil) throws {
        var outputPipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else { throw Self.failure() }
        // Close-on-exec: another child started meanwhile doesn't keep these pipes open.
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let lab = labBinary().path
        let path = niceness == nil ? lab : "/usr/bin/nice"
        let command = niceness.map { ["nice", "-n", String($0), lab] } ?? [lab]
        let argv: [UnsafeMutablePointer<CChar>?] = (command + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
        }
        self.pid = pid
        output = outputPipe[0]
        error = errorPipe[0]
    }

    /// Reads its standard output and error to their ends, and waits for it to end.
    func finish() -> (ending: Ending, output: String, error: String) {
        let printed = Self.readAll(output)
        let complained = Self.readAll(error)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift doesn't import.
        let ending: Ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .killed(status & 0x7F)
        return (ending, printed, complained)
    }

    deinit {
        close(output)
        close(error)
    }

    private static func readAll(_ descriptor: Int32) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func failure() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
