import Foundation
import Testing
@testable import Report

@Suite("ReportDraft: a report written page by page, all or nothing")
struct ReportDraftTests {
    let support = ReportWriterTests()

    @Test("each page is staged as it is added, and nothing is in place before the commit")
    func stagedThenCommitted() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = try support.oldReport(in: parent)
        let draft = try ReportWriter(folder: folder).begin()
        try draft.add("a.html", contents: "new A")
        try draft.add("b.html", contents: "new B")
        // Staged in the folder's hidden staging folder; the old report is untouched.
        let staged = try support.leftovers(in: folder)
        #expect(staged.count == 1)
        #expect(try support.tree(folder.appendingPathComponent(staged[0])) == ["a.html": "new A", "b.html": "new B"])
        #expect(try String(contentsOf: folder.appendingPathComponent("a.html"), encoding: .utf8) == "old A")
        try draft.add("index.html", contents: "new index")
        let urls = try draft.commit()
        #expect(urls.map(\.lastPathComponent) == ["a.html", "b.html", "index.html"])
        #expect(try support.tree(folder) == ["a.html": "new A", "b.html": "new B", "index.html": "new index", "notes.txt": "mine"])
    }

    @Test("a new folder appears only at the commit")
    func newFolder() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = parent.appendingPathComponent("deep/report")
        let draft = try ReportWriter(folder: folder).begin()
        try draft.add("index.html", contents: "<p>hi</p>")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        try draft.commit()
        #expect(try support.tree(folder) == ["index.html": "<p>hi</p>"])
        #expect(try support.leftovers(in: folder.deletingLastPathComponent()).isEmpty)
    }

    @Test("a draft dropped without a commit leaves the folder as it was, and the folders it made are gone")
    func dropped() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let existing = try support.oldReport(in: parent)
        let before = try support.tree(existing)
        do {
            let draft = try ReportWriter(folder: existing).begin()
            try draft.add("a.html", contents: "new A")
        }
        #expect(try support.tree(existing) == before)
        let fresh = parent.appendingPathComponent("deep/report")
        do {
            let draft = try ReportWriter(folder: fresh).begin()
            try draft.add("a.html", contents: "new A")
        }
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("deep").path))
    }

    @Test("a second file of the same name is refused, and the draft is over")
    func sameNameTwice() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = try support.oldReport(in: parent)
        let before = try support.tree(folder)
        let draft = try ReportWriter(folder: folder).begin()
        try draft.add("a.html", contents: "new A")
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: "two files are named a.html")) {
            try draft.add("a.html", contents: "again")
        }
        #expect(try support.tree(folder) == before)
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: "an earlier error ended this report")) { try draft.commit() }
    }

    @Test("nothing can be added or committed after the commit")
    func afterCommit() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = parent.appendingPathComponent("report")
        let draft = try ReportWriter(folder: folder).begin()
        try draft.add("index.html", contents: "one")
        try draft.commit()
        let reason = "the report is already written"
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: reason)) { try draft.add("b.html", contents: "two") }
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: reason)) { try draft.commit() }
        #expect(try support.tree(folder) == ["index.html": "one"])
    }
}
