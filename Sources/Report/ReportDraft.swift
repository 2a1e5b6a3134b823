import Foundation

/// A report written file by file, all or nothing as ``ReportWriter/write(_:)`` writes one: each
/// file goes to the hidden staging folder as soon as it is added, so a caller that makes its pages
/// one at a time holds only one in memory; ``commit()`` then puts every file in place at once.
///
/// A draft that is never committed (its maker threw, say) leaves the folder as it was when it is
/// released. Used from one thread.
public final class ReportDraft {
    private let transaction: ReportTransaction
    private let folder: URL
    private var names: [String] = []
    /// Why nothing more can be written, once the draft is committed or has failed.
    private var ended: String?

    init(transaction: ReportTransaction, folder: URL) {
        self.transaction = transaction
        self.folder = folder
    }

    deinit {
        if ended == nil { transaction.finish() }
    }

    /// Writes `contents` as the file `name` into the staging folder.
    ///
    /// - Throws: ``ReportError`` when the file can't be written, when an earlier file has the same
    ///   name, after ``commit()`` or an earlier error, or when the process has been told to stop
    ///   (``ReportWriter/interruptAll()``). After an error the draft is over and the folder as it
    ///   was.
    public func add(_ name: String, contents: String) throws(ReportError) {
        try add(name) { try transaction.stage(name: name, contents: contents) }
    }

    /// Writes `page` as the file named after its scene (``ScenePage/fileName``) into the staging
    /// folder, as it is made: the draft holds a few tens of kilobytes of it at a time, not the
    /// page (``ScenePage/html()`` returns the same document whole).
    ///
    /// - Throws: ``ReportError`` as ``add(_:contents:)`` does, or
    ///   ``ReportError/cannotWrite(folder:reason:)`` saying the page can't be rendered (a frame's
    ///   time isn't finite); the draft is then over and the folder as it was.
    public func add(_ page: ScenePage) throws(ReportError) {
        try add(page.fileName) {
            try transaction.stage(name: page.fileName) { file in
                try page.write(chunkSize: Self.chunkSize, to: file.write)
            }
        }
    }

    /// The bytes of a page ``add(_:)`` gathers before writing them to its file.
    static let chunkSize = 1 << 16

    /// Adds the file `name`, which `stage` writes into the staging folder (made first).
    private func add(_ name: String, staging stage: () throws -> Void) throws(ReportError) {
        if let ended { throw .cannotWrite(folder: folder.path, reason: ended) }
        do throws(ReportError) {
            guard !names.contains(name) else {
                throw .cannotWrite(folder: folder.path, reason: "two files are named \(name)")
            }
            try transaction.prepare()
            do {
                try stage()
            } catch let error as ReportError {
                throw error
            } catch {
                throw .cannotWrite(folder: folder.path, reason: "cannot render the page: \(error)")
            }
        } catch {
            end(because: "an earlier error ended this report")
            throw error
        }
        names.append(name)
    }

    /// Puts every file added into the folder and returns the URL of each, in the order added.
    ///
    /// - Throws: ``ReportError`` as ``ReportWriter/write(_:)`` does; the folder is then as it was.
    @discardableResult
    public func commit() throws(ReportError) -> [URL] {
        if let ended { throw .cannotWrite(folder: folder.path, reason: ended) }
        do throws(ReportError) {
            try transaction.prepare()
            try transaction.commit(names)
        } catch {
            end(because: "an earlier error ended this report")
            throw error
        }
        end(because: "the report is already written")
        return names.map { folder.appendingPathComponent($0) }
    }

    /// Ends the write (undone unless committed) and remembers why.
    private func end(because reason: String) {
        guard ended == nil else { return }
        ended = reason
        transaction.finish()
    }
}
