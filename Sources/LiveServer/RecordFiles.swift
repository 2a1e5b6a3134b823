import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `transition-lab live --record FILE` writes each recording: one file per demo shown on a
/// page (a "take"), so switching demos never overwrites what was recorded before.
///
/// The first take is written to `FILE` itself; later ones beside it, numbered in the order they
/// are first written: `session.json`, `session-2.json`, `session-3.json`, … A take saved again
/// (a second "Save", or the page going away) overwrites its own file with the longer recording.
public struct RecordFiles: Sendable {
    /// One demo shown on one page.
    struct Take: Hashable, Sendable {
        /// The page's number.
        let page: Int
        /// The session's scene number (``/Live/LiveSession/sceneNumber``).
        let scene: Int
    }

    /// The most files written; later takes all go to the last of them (a page that keeps
    /// switching demos can't fill the disk with files).
    static let maximumFiles = 1000

    /// The first take's file.
    let first: URL
    private var assigned: [Take: URL] = [:]

    /// The files for `first`.
    init(_ first: URL) {
        self.first = first
    }

    /// The file of `take`, given one the first time it is asked for.
    mutating func url(for take: Take) -> URL {
        if let url = assigned[take] { return url }
        let number = min(assigned.count + 1, Self.maximumFiles)
        let url = number == 1 ? first : Self.numbered(first, number)
        assigned[take] = url
        return url
    }

    /// Why `url` can't be written as a recording, or nil if it can: it doesn't exist yet, or it
    /// is a regular file (never followed through a symbolic link).
    public static func refusal(for url: URL) -> String? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            return errno == ENOENT ? nil : "can't look at \(url.path.debugDescription): \(String(cString: strerror(errno)))"
        }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: kind = "a symbolic link"
        case S_IFDIR: kind = "a folder"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        return "\(url.path.debugDescription) is \(kind): recordings are written only to regular files (or to a path that doesn't exist yet)"
    }

    /// `first` with `-number` before its extension.
    static func numbered(_ first: URL, _ number: Int) -> URL {
        let name = first.deletingPathExtension().lastPathComponent
        let numbered = first.deletingLastPathComponent().appendingPathComponent("\(name)-\(number)")
        return first.pathExtension.isEmpty ? numbered : numbered.appendingPathExtension(first.pathExtension)
    }
}
