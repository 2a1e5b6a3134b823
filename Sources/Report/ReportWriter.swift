import Foundation

/// Writes a report's files into a folder, all or nothing: either every file of the report is in
/// place or the folder is as it was.
///
/// Every file is first written to a hidden staging folder with a short name — inside the output
/// folder when it exists (so that it is on the same file system, even when the folder is a mount
/// point), beside it otherwise. A new folder then moves into place in one rename; into an existing
/// one, each file is replaced atomically (a reader sees a whole old page or a whole new one) once
/// every target has been checked, with the old files kept until the end: should any step fail,
/// they are put back and the new ones removed. Other files already in the output folder are left
/// alone; the staging folder, and on a failure the parent folders the write created, are always
/// removed.
///
/// A process that is told to stop (an interrupt) calls ``interruptAll()``: a write under way then
/// undoes itself the same way at its next step, and the process exits once it has.
public struct ReportWriter: Sendable {
    /// The output folder.
    public var folder: URL
    /// The writes this one joins: the process's own but in tests.
    var writes = ReportWrites.shared
    /// Moves a staged file or folder onto its target: rename(2) but in tests.
    var replace: @Sendable (_ source: String, _ target: String) -> Int32 = { rename($0, $1) }

    /// A writer into `folder` (created with its parents if missing).
    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// Writes `files` (file name → contents) and returns the URL of each, in the given order.
    ///
    /// - Throws: ``ReportError`` when the folder can't be created or written, or when the process
    ///   has been told to stop (``interruptAll()``); the folder is then as it was.
    @discardableResult
    public func write(_ files: [(name: String, contents: String)]) throws(ReportError) -> [URL] {
        let names = files.map(\.name)
        if let twice = names.enumerated().first(where: { names.firstIndex(of: $0.element) != $0.offset }) {
            throw .cannotWrite(folder: folder.path, reason: "two files are named \(twice.element)")
        }
        let transaction = try ReportTransaction(folder: folder, writes: writes, replace: replace)
        defer { transaction.finish() }
        try transaction.stage(files)
        try transaction.commit(names)
        return files.map { folder.appendingPathComponent($0.name) }
    }

    /// Starts a report written file by file (``ReportDraft``): the same all-or-nothing write as
    /// ``write(_:)``, for a caller that makes its pages one at a time and shouldn't hold them all.
    ///
    /// - Throws: ``ReportError/notAFolder(_:)`` when the folder is a file,
    ///   ``ReportError/interrupted(folder:)`` once the process has been told to stop.
    public func begin() throws(ReportError) -> ReportDraft {
        ReportDraft(transaction: try ReportTransaction(folder: folder, writes: writes, replace: replace), folder: folder)
    }

    /// Stops every report being written in this process, and every one that would start later,
    /// and returns once those under way have ended: each undoes what it did at its next step, in
    /// its writer's thread — old files put back, staging folder and created folders removed — and
    /// throws ``ReportError/interrupted(folder:)``.
    ///
    /// Call it when the process must stop (on SIGINT or SIGTERM, say), then exit: from any thread
    /// but a writer's.
    public static func interruptAll() {
        ReportWrites.shared.stop()
        ReportWrites.shared.waitUntilEnded()
    }
}
