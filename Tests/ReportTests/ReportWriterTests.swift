import Foundation
import Testing
@testable import Report

@Suite("ReportWriter: all of a report or nothing")
struct ReportWriterTests {
    func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".partial-") }
    }

    /// Every file under `folder` (hidden ones too) with its contents; folders end with "/".
    func tree(_ folder: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        let manager = FileManager.default
        for name in try manager.subpathsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
            found[isDirectory.boolValue ? name + "/" : name] = isDirectory.boolValue
                ? "" : String(decoding: manager.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return found
    }

    /// An existing report folder: an old index and page, and a file of the user's.
    func oldReport(in parent: URL) throws -> URL {
        let folder = parent.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in [("index.html", "old index"), ("a.html", "old A"), ("notes.txt", "mine")] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    let newReport: [(name: String, contents: String)] = [("a.html", "new A"), ("b.html", "new B"), ("index.html", "new index")]

    @Test("a new folder is created with every file")
    func newFolder() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = parent.appendingPathComponent("deep/report")
        let urls = try ReportWriter(folder: folder).write([("index.html", "<p>hi</p>"), ("a.html", "A")])
        #expect(urls.map(\.lastPathComponent) == ["index.html", "a.html"])
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "<p>hi</p>")
        #expect(try leftovers(in: folder.deletingLastPathComponent()).isEmpty)
    }

    @Test("an existing folder keeps its other files; the report's files are replaced")
    func existingFolder() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = try oldReport(in: parent)
        try ReportWriter(folder: folder).write(newReport)
        #expect(try tree(folder) == ["a.html": "new A", "b.html": "new B", "index.html": "new index", "notes.txt": "mine"])
        #expect(try leftovers(in: parent).isEmpty)
    }

    @Test("a path that is a file is refused and left alone")
    func notAFolder() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let file = parent.appendingPathComponent("report")
        try Data("x".utf8).write(to: file)
        #expect(throws: ReportError.notAFolder(file.path)) { try ReportWriter(folder: file).write([("index.html", "")]) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test("a folder that can't be created says so and leaves nothing behind")
    func cannotCreate() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let file = parent.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let folder = file.appendingPathComponent("report")
        let error = #expect(throws: ReportError.self) { try ReportWriter(folder: folder).write([("index.html", "")]) }
        guard case let .cannotWrite(path, reason)? = error else {
            Issue.record("expected cannotWrite, got \(String(describing: error))")
            return
        }
        #expect(path == folder.path && !reason.isEmpty)
        #expect(error?.description.hasPrefix("cannot write the report to \(folder.path): ") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["plain-file"])
    }

    @Test("an index.html that is a folder: refused before any page moves, and the folder is as it was")
    func targetIsAFolder() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = try oldReport(in: parent)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("index.html"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("index.html"), withIntermediateDirectories: false)
        let before = try tree(folder)
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: "index.html is a folder and can't be replaced by a page")) {
            try ReportWriter(folder: folder).write(newReport)
        }
        #expect(try tree(folder) == before)
        #expect(try tree(parent).keys.sorted() == ["report/", "report/a.html", "report/index.html/", "report/notes.txt"])
    }

    @Test("a replacement that fails midway puts back every file already replaced and removes the new ones")
    func rollBack() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = try oldReport(in: parent)
        let before = try tree(folder)
        var writer = ReportWriter(folder: folder)
        writer.replace = { source, target in
            // The index can't be replaced (as a mount point or an immutable file can't).
            if target.hasSuffix("/index.html") {
                errno = EBUSY
                return -1
            }
            return rename(source, target)
        }
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: String(cString: strerror(EBUSY)))) {
            try writer.write(newReport)
        }
        #expect(try tree(folder) == before, "a.html is the old one again, b.html is gone, no staging is left")
    }

    @Test("an interrupt between two replacements undoes the write; no write starts after it")
    func interrupted() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = try oldReport(in: parent)
        let before = try tree(folder)
        let writes = ReportWrites()
        var writer = ReportWriter(folder: folder)
        writer.writes = writes
        writer.replace = { source, target in
            let result = rename(source, target)
            if target.hasSuffix("/b.html") { #expect(writes.stop(), "a write is under way") }
            return result
        }
        #expect(throws: ReportError.interrupted(folder: folder.path)) { try writer.write(newReport) }
        #expect(try tree(folder) == before)
        #expect(!writes.stop(), "the write has ended")
        writes.waitUntilEnded()
        var later = ReportWriter(folder: parent.appendingPathComponent("fresh"))
        later.writes = writes
        #expect(throws: ReportError.interrupted(folder: later.folder.path)) { try later.write(newReport) }
        #expect(try contents(of: parent) == ["report"])
    }

    @Test("an existing folder is staged inside itself, on its own file system (a mount point works)")
    func stagedInside() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = try oldReport(in: parent)
        var writer = ReportWriter(folder: folder)
        writer.replace = { source, target in
            #expect(source.hasPrefix(folder.path + "/.partial-"))
            #expect(URL(fileURLWithPath: source).deletingLastPathComponent().lastPathComponent.utf8.count == 15)
            return rename(source, target)
        }
        try writer.write(newReport)
        #expect(try tree(folder) == ["a.html": "new A", "b.html": "new B", "index.html": "new index", "notes.txt": "mine"])
    }

    @Test("any legal folder name works: the staging name is short", arguments: [250, 255])
    func longName(length: Int) throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = parent.appendingPathComponent(String(repeating: "r", count: length))
        try ReportWriter(folder: folder).write(newReport)
        try ReportWriter(folder: folder).write(newReport)
        #expect(try tree(folder) == ["a.html": "new A", "b.html": "new B", "index.html": "new index"])
        #expect(try contents(of: parent) == [folder.lastPathComponent])
    }

    @Test("a new folder that fails to move into place leaves none of the parents it created")
    func createdParentsRemoved() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        try FileManager.default.createDirectory(at: parent.appendingPathComponent("kept"), withIntermediateDirectories: false)
        let folder = parent.appendingPathComponent("kept/made/also-made/report")
        var writer = ReportWriter(folder: folder)
        writer.replace = { _, _ in
            errno = ENOSPC
            return -1
        }
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: String(cString: strerror(ENOSPC)))) {
            try writer.write(newReport)
        }
        #expect(try tree(parent) == ["kept/": ""])
    }

    /// The names in `folder`, sorted.
    func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
