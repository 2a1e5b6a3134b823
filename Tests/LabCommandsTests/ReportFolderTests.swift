import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The pages `transition-lab demo` writes.
private let demoPages = ["dissolve.html", "index.html", "move.html", "photo-grabMidDismissal.html", "photo-pinchRotateFlick.html",
                         "photo-present.html", "photo-restore.html", "push.html", "reveal.html"]

@Suite("transition-lab's output folder, the built binary: a whole report or none")
struct ReportFolderTests {
    @Test("an index.html that can't be replaced (a folder) fails before a page moves: the folder is as it was")
    func indexIsAFolder() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = try oldReport(in: temporary)
        try FileManager.default.removeItem(at: out.appendingPathComponent("index.html"))
        try FileManager.default.createDirectory(at: out.appendingPathComponent("index.html"), withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: out.appendingPathComponent("index.html/inside.txt"))
        let before = try tree(temporary)
        let result = try runLab(["run", "dissolve", "--out", out.path])
        #expect(result.status == 1)
        #expect(result.error == "transition-lab: cannot write the report to \(out.path): index.html is a folder and can't be replaced by a page\n")
        #expect(try tree(temporary) == before)
    }

    @Test("an index.html that can't be replaced (a mount point) fails after a page moved: that page is put back",
          .enabled(if: TestMount.isPermitted, "needs the right to mount"))
    func indexIsAMountPoint() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = try oldReport(in: temporary)
        let source = try file("bound", name: "bound.html", in: temporary)
        let mount = try #require(TestMount.bind(URL(fileURLWithPath: source), onto: out.appendingPathComponent("index.html")))
        defer { mount.unmount() }
        let before = try tree(temporary)
        let result = try runLab(["run", "dissolve", "--out", out.path])
        #expect(result.status == 1)
        #expect(result.error == "transition-lab: cannot write the report to \(out.path): \(String(cString: strerror(EBUSY)))\n")
        #expect(try tree(temporary) == before, "the old dissolve-navigation.html is back; nothing else changed")
    }

    @Test("an output folder that is a mount point is written: the staging is inside it",
          .enabled(if: TestMount.isPermitted, "needs the right to mount"))
    func mountPoint() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = temporary.appendingPathComponent("mounted")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let mount = try #require(TestMount.tmpfs(on: out))
        defer { mount.unmount() }
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let result = try runLab(["run", "dissolve", "--out", out.path])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(try contents(of: out) == ["dissolve-navigation.html", "index.html", "notes.txt"])
        #expect(try contents(of: temporary) == ["mounted"])
    }

    @Test("any legal folder name works, new or existing", arguments: [210, 255])
    func longName(length: Int) throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = temporary.appendingPathComponent(String(repeating: "n", count: length))
        for _ in 0..<2 {
            let result = try runLab(["run", "dissolve", "--out", out.path])
            #expect(result.status == 0)
            #expect(result.error.isEmpty)
            #expect(try contents(of: out) == ["dissolve-navigation.html", "index.html"])
        }
        #expect(try contents(of: temporary) == [out.lastPathComponent])
    }

    @Test("a run that fails removes the parent folders it created")
    func createdParentsRemoved() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        // The folders a/b can be made; the report's own name is one byte too long for any file system.
        let out = temporary.appendingPathComponent("a/b/" + String(repeating: "n", count: 256))
        let result = try runLab(["run", "dissolve", "--out", out.path])
        #expect(result.status == 1)
        #expect(result.error == "transition-lab: cannot write the report to \(out.path): \(String(cString: strerror(ENAMETOOLONG)))\n")
        #expect(try contents(of: temporary).isEmpty)
    }

    @Test("--out '' is a bad argument: one line, exit 2, nothing written in the current folder", arguments: ["run", "demo"])
    func emptyOut(command: String) throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let arguments = command == "run" ? ["run", "dissolve", "--out", ""] : ["demo", "--out", ""]
        let result = try runLab(arguments, in: temporary)
        #expect(result.status == 2)
        #expect(result.error == "transition-lab: --out must name a folder, got ''\n")
        #expect(result.output.isEmpty)
        #expect(try contents(of: temporary).isEmpty)
    }

    @Test("an interrupt while the report is written removes the staging and keeps no partial report",
          arguments: [(SIGINT, false), (SIGTERM, false), (SIGINT, true)])
    func interrupted(signal: Int32, existing: Bool) throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = existing ? try oldReport(in: temporary) : temporary.appendingPathComponent("report")
        let before = try tree(temporary)
        // The staging appears in the output folder when it exists, beside it otherwise.
        let watch = try FolderWatch(existing ? out : temporary)
        let lab = try LabProcess(["demo", "--out", out.path])
        let staging = watch.waitForEntry(containing: ".partial-", orOutputOn: lab.output)
        if staging != nil {
            // Freeze the writer where its staging appeared, so that the signal lands mid-write.
            kill(lab.pid, SIGSTOP)
            kill(lab.pid, signal)
            kill(lab.pid, SIGCONT)
        }
        let result = lab.finish()
        #expect(staging != nil, "the report's staging folder appeared")
        #expect(result.ending == .exited(128 + signal))
        #expect(result.error == "transition-lab: interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM")\n")
        let after = try tree(temporary)
        #expect(!after.keys.contains { $0.contains(".partial-") }, "no staging is left")
        // Interrupted mid-write, nothing changed; had the write just ended, the report is whole.
        let pages = Set(after.keys.filter { $0.hasPrefix("report/") && $0.hasSuffix(".html") && after[$0]?.hasPrefix("old") == false })
        #expect(after == before || Set(demoPages.map { "report/" + $0 }).isSubset(of: pages), "no partial report: \(after.keys.sorted())")
    }
}
