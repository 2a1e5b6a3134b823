import Foundation
import Testing
@testable import Report

@Suite("ReportWriter: all of a report or nothing")
struct ReportWriterTests {
    func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".partial-") }
    }

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
        let folder = parent.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("old".utf8).write(to: folder.appendingPathComponent("index.html"))
        try ReportWriter(folder: folder).write([("index.html", "new")])
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "new")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        #expect(try leftovers(in: folder.deletingLastPathComponent()).isEmpty)
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
}
