import Foundation

/// One report being written: where its files are staged, the folders it created, the files it
/// has replaced so far, and how to undo all of it.
///
/// The files are staged in a hidden folder with a short name (`.partial-XXXXXX`, made by
/// mkdtemp(3), so that any legal folder name still works): inside the output folder when it exists
/// — on its file system, even when the folder is a mount point — and beside it otherwise. A new
/// folder then moves into place in one rename(2). Into an existing folder, every target is checked
/// first (a folder can't be replaced by a page); then each file moves in with rename(2), which
/// replaces the old one atomically, after the old one has been kept (hard-linked) in the staging
/// folder. A failure or an interrupt at any step puts back every file as it was, and removes the
/// staging folder and the folders the write created.
///
/// Used by one thread, the writer's.
final class ReportTransaction {
    /// A target file the write has touched.
    private struct Touched {
        /// The target's path.
        var target: String
        /// Where its old version is kept, if it had one.
        var old: String?
        /// Whether the new file is in place (otherwise the old one was moved aside, not linked).
        var isReplaced: Bool
    }

    /// The output folder.
    let folder: URL
    private let writes: ReportWrites
    private let replace: @Sendable (_ source: String, _ target: String) -> Int32
    /// Whether the output folder existed.
    private let existed: Bool
    /// The folders this write created, outermost first.
    private var createdFolders: [String] = []
    /// The staging folder, while it exists.
    private var staging: String?
    /// The targets touched so far, in order.
    private var touched: [Touched] = []
    /// Whether the files are in place.
    private var isCommitted = false

    /// Starts a write into `folder`, registered with `writes`; `replace` moves a file or a folder
    /// onto a path (rename(2) but in tests).
    ///
    /// - Throws: ``ReportError/notAFolder(_:)`` when `folder` is a file, ``ReportError/interrupted(folder:)``
    ///   once the process has been told to stop.
    init(folder: URL, writes: ReportWrites, replace: @escaping @Sendable (String, String) -> Int32) throws(ReportError) {
        self.folder = folder
        self.writes = writes
        self.replace = replace
        var isDirectory: ObjCBool = false
        existed = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        if existed, !isDirectory.boolValue { throw .notAFolder(folder.path) }
        try writes.begin(folder.path)
    }

    /// Writes every file into the staging folder (``prepare()`` first).
    func stage(_ files: [(name: String, contents: String)]) throws(ReportError) {
        try prepare()
        for file in files { try stage(name: file.name, contents: file.contents) }
    }

    /// Makes the staging folder, creating the output folder's missing parents first when it is
    /// new. Once is enough; later calls do nothing.
    func prepare() throws(ReportError) {
        guard staging == nil else { return }
        try step()
        let home: String
        if existed {
            home = folder.path
        } else {
            home = folder.deletingLastPathComponent().path
            try createFolders(upTo: home)
        }
        try step()
        var template = Array((home + "/.partial-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw failure() }
        staging = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes one file into the staging folder (made by ``prepare()``).
    func stage(name: String, contents: String) throws(ReportError) {
        try step()
        guard let staging else { throw .cannotWrite(folder: folder.path, reason: "nothing is being written") }
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: staging).appendingPathComponent(name))
        } catch {
            throw .cannotWrite(folder: folder.path, reason: Self.reason(error))
        }
    }

    /// Writes one file into the staging folder (made by ``prepare()``) piece by piece: `body`
    /// writes its pieces to the file it is given.
    ///
    /// - Throws: ``ReportError`` when the file can't be written, or what `body` throws.
    func stage(name: String, writing body: (StagedFile) throws -> Void) throws {
        try step()
        guard let staging else { throw ReportError.cannotWrite(folder: folder.path, reason: "nothing is being written") }
        let file = try StagedFile(path: URL(fileURLWithPath: staging).appendingPathComponent(name).path, folder: folder)
        try body(file)
        try file.close()
    }

    /// Moves the staged files into place: the whole folder when it is new, file by file into an
    /// existing one, each old file kept until the end.
    func commit(_ names: [String]) throws(ReportError) {
        guard let staging else { return }
        try step()
        guard existed else {
            guard replace(staging, folder.path) == 0 else { throw failure() }
            self.staging = nil
            isCommitted = true
            return
        }
        for name in names {
            var info = stat()
            guard lstat(folder.appendingPathComponent(name).path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                throw .cannotWrite(folder: folder.path, reason: "\(name) is a folder and can't be replaced by a page")
            }
        }
        let keep = staging + "/.replaced"
        guard mkdir(keep, 0o700) == 0 else { throw failure() }
        for name in names {
            try step()
            let target = folder.appendingPathComponent(name).path
            var old: String? = keep + "/" + name
            var movedAside = false
            if let kept = old, link(target, kept) != 0 {
                if errno == ENOENT {
                    old = nil
                } else {
                    // No hard links here (or not for this file): move the old file aside instead.
                    var info = stat()
                    guard lstat(target, &info) == 0, info.st_mode & S_IFMT != S_IFDIR, rename(target, kept) == 0 else {
                        throw failure()
                    }
                    movedAside = true
                }
            }
            if movedAside { touched.append(Touched(target: target, old: old, isReplaced: false)) }
            guard replace(staging + "/" + name, target) == 0 else { throw failure() }
            if movedAside {
                touched[touched.count - 1].isReplaced = true
            } else {
                touched.append(Touched(target: target, old: old, isReplaced: true))
            }
        }
        isCommitted = true
    }

    /// Ends the write: undoes it unless it was committed, and removes the staging folder (with the
    /// old files kept there).
    func finish() {
        if !isCommitted {
            for file in touched.reversed() {
                if let old = file.old {
                    _ = rename(old, file.target)
                } else if file.isReplaced {
                    _ = unlink(file.target)
                }
            }
            touched = []
        }
        if let staging { try? FileManager.default.removeItem(atPath: staging) }
        staging = nil
        if !isCommitted {
            // Deepest first; one that isn't empty any more (someone else wrote there) stays, with its parents.
            for created in createdFolders.reversed() {
                guard rmdir(created) == 0 else { break }
            }
            createdFolders = []
        }
        writes.end()
    }

    /// Between steps: stops when the process has been told to.
    private func step() throws(ReportError) {
        try writes.checkpoint(folder.path)
    }

    /// Creates `path` and its missing parents, remembering each one made.
    private func createFolders(upTo path: String) throws(ReportError) {
        var missing: [String] = []
        var candidate = URL(fileURLWithPath: path)
        while candidate.path != "/" {
            var info = stat()
            if lstat(candidate.path, &info) == 0 { break }
            missing.append(candidate.path)
            candidate = candidate.deletingLastPathComponent()
        }
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                createdFolders.append(path)
            } else if errno != EEXIST {
                throw failure()
            }
        }
    }

    /// The error for the last failed system call.
    private func failure() -> ReportError {
        .cannotWrite(folder: folder.path, reason: String(cString: strerror(errno)))
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
