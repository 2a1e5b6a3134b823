import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits for an entry to appear in a folder, with no timer: inotify(7) reports each entry made in
/// the folder, and the wait also ends when a process's output becomes readable (it printed its
/// result or ended), so it can't outlast the process.
final class FolderWatch {
    private let descriptor: Int32

    /// Watches `folder`, which must exist.
    init(_ folder: URL) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) >= 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    deinit { close(descriptor) }

    /// Blocks until an entry whose name contains `fragment` appears (returns its name) or until
    /// the pipe `output` reads from has something to read or has ended (returns `nil`).
    func waitForEntry(containing fragment: String, orOutputOn output: Int32) -> String? {
        let headerSize = 16 // struct inotify_event: wd, mask, cookie, len; then len bytes of name
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
            if poll(&watched, 2, -1) < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if watched[0].revents & Int16(POLLIN) != 0 {
                let count = read(descriptor, &buffer, buffer.count)
                var offset = 0
                while count > 0, offset + headerSize <= count {
                    let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)) }
                    let bytes = buffer[(offset + headerSize)..<min(offset + headerSize + length, count)].prefix { $0 != 0 }
                    let name = String(decoding: bytes, as: UTF8.self)
                    if name.contains(fragment) { return name }
                    offset += headerSize + length
                }
            }
            if watched[1].revents != 0 { return nil }
        }
    }
}
