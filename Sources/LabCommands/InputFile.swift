import ArgumentParser
import Foundation

/// Reading a file named on the command line: a regular file, a pipe or FIFO, a device, or `-`
/// for standard input. Each path is read once per process, however many times a command asks
/// for it (a command validates its arguments, then uses them: a FIFO or standard input can
/// only be read once).
enum InputFile {
    /// The largest input read, in bytes (16 MiB): more is refused rather than read to the end.
    static let maximumSize = 16 << 20

    /// The contents of `path`.
    ///
    /// - Parameter missing: What else was looked for under that name, said when there is no
    ///   such file: "cannot read … : no such file, and `missing`".
    /// - Throws: `ValidationError` "cannot read `what``path`: reason" — no such file,
    ///   permission denied, a folder, more than ``maximumSize`` bytes, …
    static func read(_ path: String, as what: String, missing: String? = nil) throws -> Data {
        let name = path == "-" ? "standard input" : Printable.quoted(path)
        switch contents.read(path) {
        case let .success(data): return data
        case .failure(.missing):
            throw ValidationError("cannot read \(what)\(name): \(reason(ENOENT))" + (missing.map { ", and \($0)" } ?? ""))
        case let .failure(.reason(reason)): throw ValidationError("cannot read \(what)\(name): \(reason)")
        }
    }

    /// What `path` holds, read now.
    private static func readNow(_ path: String) throws(InputError) -> Data {
        if path == "-" { return try readAll(STDIN_FILENO) }
        guard !path.isEmpty else { throw .reason("the path is empty") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .reason(reason(errno)) }
        defer { close(descriptor) }
        return try readAll(descriptor)
    }

    /// Why a path can't be read: there is no such file, or another reason, in words.
    private enum InputError: Error {
        case missing
        case reason(String)
    }

    /// Everything `descriptor` gives up to ``maximumSize`` bytes.
    private static func readAll(_ descriptor: Int32) throws(InputError) -> Data {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .reason(reason(errno)) }
        let kind: mode_t = status.st_mode & mode_t(S_IFMT)
        if kind == mode_t(S_IFDIR) { throw .reason("it is a folder, not a file") }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, into: $0) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .reason(reason(errno))
            }
            guard data.count + count <= maximumSize else {
                throw .reason("it holds more than \(maximumSize >> 20) MiB, the most an input may be")
            }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a folder, not a file"
        case ENOTDIR: "a part of the path is not a folder"
        case ENAMETOOLONG: "the path is too long"
        default: String(cString: strerror(code))
        }
    }

    /// Every path read so far, with what it gave.
    private static let contents = ReadOnce()

    /// Each path's contents (or failure), read on first use and kept.
    ///
    /// `@unchecked Sendable`: every access to the stored state holds `lock`.
    private final class ReadOnce: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [String: Result<Data, InputError>] = [:]

        func read(_ path: String) -> Result<Data, InputError> {
            lock.withLock {
                if let result = results[path] { return result }
                let result = Result { () throws(InputError) in try InputFile.readNow(path) }
                results[path] = result
                return result
            }
        }
    }
}

/// read(2), outside ``InputFile`` whose `read` would shadow it.
private func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
