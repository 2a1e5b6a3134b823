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
        if let ended { throw .cannotWrite(folder: folder.path, reason: ended) }
        do throws(ReportError) {
            guard !names.contains(name) else {
                throw .cannotWrite(folder: folder.path, reason: "two files are named \(name)")
            }
            try transaction.prepare()
            try transaction.stage(name: name, contents: contents)
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
