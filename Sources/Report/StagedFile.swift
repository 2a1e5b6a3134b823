import Foundation

/// A file being written into a report's staging folder piece by piece, so that a page is never
/// held whole: created (or emptied) when opened, closed by ``close()`` or when released.
final class StagedFile {
    /// The report's output folder, named by the errors.
    private let folder: URL
    /// The open file, until closed.
    private var descriptor: Int32?

    /// Creates (or empties) the file at `path`, readable by all and writable by its owner as the
    /// process's umask allows, as `Data.write(to:)` makes one.
    ///
    /// - Throws: ``ReportError/cannotWrite(folder:reason:)`` naming `folder` when it can't.
    init(path: String, folder: URL) throws(ReportError) {
        self.folder = folder
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.failure(folder) }
        self.descriptor = descriptor
    }

    deinit {
        if let descriptor { _ = closeFile(descriptor) }
    }

    /// Writes all of `bytes` at the end of the file and empties `bytes` (keeping its capacity).
    ///
    /// - Throws: ``ReportError/cannotWrite(folder:reason:)`` when the file can't be written, or
    ///   after ``close()``.
    func write(_ bytes: inout [UInt8]) throws(ReportError) {
        guard let descriptor else { throw .cannotWrite(folder: folder.path, reason: "the file is closed") }
        var failed = false
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = writeFile(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                offset += written
            }
        }
        if failed { throw Self.failure(folder) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Closes the file.
    ///
    /// - Throws: ``ReportError/cannotWrite(folder:reason:)`` when closing reports an error (a
    ///   write the system had deferred failed).
    func close() throws(ReportError) {
        guard let descriptor else { return }
        self.descriptor = nil
        guard closeFile(descriptor) == 0 else { throw Self.failure(folder) }
    }

    /// The error of the failed call, from `errno`.
    private static func failure(_ folder: URL) -> ReportError {
        .cannotWrite(folder: folder.path, reason: String(cString: strerror(errno)))
    }
}

/// write(2), which ``StagedFile``'s own `write(_:)` hides inside it.
private func writeFile(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// close(2), which ``StagedFile``'s own `close()` hides inside it.
private func closeFile(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
