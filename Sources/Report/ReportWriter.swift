import Foundation

/// Writes a report's files into a folder so that a failure leaves no half-written report: every
/// file is written to a staging folder beside the output first, and only a complete set is moved
/// into place — a new folder in one move, an existing one file by file, each replaced atomically
/// (a reader sees a whole old page or a whole new one). Other files already in the output folder
/// are left alone, and the staging folder is always removed.
public struct ReportWriter: Sendable {
    /// The output folder.
    public var folder: URL

    /// A writer into `folder` (created with its parents if missing).
    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// Writes `files` (file name → contents) and returns the URL of each, in the given order.
    ///
    /// - Throws: ``ReportError`` when the folder can't be created or written; nothing of the
    ///   report is left behind then.
    @discardableResult
    public func write(_ files: [(name: String, contents: String)]) throws(ReportError) -> [URL] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue { throw .notAFolder(folder.path) }
        let parent = folder.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(folder: folder.path, reason: Self.reason(error))
        }
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).partial-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: staging) }
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in files {
                try Data(file.contents.utf8).write(to: staging.appendingPathComponent(file.name))
            }
        } catch {
            throw .cannotWrite(folder: folder.path, reason: Self.reason(error))
        }
        if exists {
            // rename(2) replaces each file atomically: a reader sees the old page or the new one.
            for file in files {
                let source = staging.appendingPathComponent(file.name).path
                let target = folder.appendingPathComponent(file.name).path
                guard rename(source, target) == 0 else {
                    throw .cannotWrite(folder: folder.path, reason: String(cString: strerror(errno)))
                }
            }
        } else {
            do {
                try manager.moveItem(at: staging, to: folder)
            } catch {
                throw .cannotWrite(folder: folder.path, reason: Self.reason(error))
            }
        }
        return files.map { folder.appendingPathComponent($0.name) }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(posix.rawValue))
        }
        switch nsError.code {
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        case NSFileWriteVolumeReadOnlyError: return "the volume is read-only"
        default: return nsError.localizedDescription
        }
    }
}
