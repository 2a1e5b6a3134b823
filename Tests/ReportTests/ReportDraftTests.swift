import Foundation
import Recording
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

    @Test("a scene's page is staged as it is made, in several pieces: the document ScenePage.html() makes")
    func page() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = parent.appendingPathComponent("report")
        let frames = (0..<400).map { index in
            RecordedFrame(time: Double(index) / 120, views: (0..<3).map { recordedView("v\($0)", center: (Double(index), 10)) })
        }
        let page = ScenePage(scene: recordedScene(frames))
        let html = try page.html()
        #expect(html.utf8.count > 2 * ReportDraft.chunkSize, "more than one piece")
        let draft = try ReportWriter(folder: folder).begin()
        try draft.add(page)
        let urls = try draft.commit()
        #expect(urls.map(\.lastPathComponent) == ["test.html"])
        #expect(try Data(contentsOf: urls[0]) == Data(html.utf8))
        #expect(try support.leftovers(in: parent).isEmpty)
    }

    @Test("a page named as an earlier file ends the draft")
    func pageTwice() throws {
        let parent = try temporaryFolder()
        defer { removeItem(parent) }
        let folder = parent.appendingPathComponent("report")
        let page = ScenePage(scene: recordedScene([RecordedFrame(time: 0, views: [recordedView("a")])]))
        let draft = try ReportWriter(folder: folder).begin()
        try draft.add(page)
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: "two files are named test.html")) { try draft.add(page) }
        #expect(throws: ReportError.cannotWrite(folder: folder.path, reason: "an earlier error ended this report")) { try draft.commit() }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
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
