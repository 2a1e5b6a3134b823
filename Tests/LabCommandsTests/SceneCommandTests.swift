import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Testing
@testable import LabCommands

@MainActor
@Suite("transition-lab demo, run and list")
struct SceneCommandTests {
    @Test("list names every transition with its hosts, every example script and every demo scene")
    func list() throws {
        let output = try ListCommand.parse([]).output()
        for name in ["dissolve", "move", "push", "reveal", "photo"] { #expect(output.contains("  \(name) ")) }
        #expect(output.contains("[hosts: navigation, modal, tabbar]"))
        #expect(output.contains("[hosts: modal, navigation]"))
        for script in ExampleScript.all { #expect(output.contains("  \(script.name) ")) }
        #expect(output.contains("photo-grabMidDismissal"))
        // Issue 31: the Zoom transition has example scripts too.
        for name in ["zoom-drag-down", "zoom-drag-and-restore", "zoom-page-then-dismiss"] {
            #expect(output.split(separator: "\n").contains { $0.hasPrefix("  \(name) ") && $0.contains("zoom: ") })
        }
    }

    @Test("every example script ships, reads and validates")
    func examples() throws {
        for example in ExampleScript.all {
            #expect(ExampleScript.url(named: example.name) != nil, "\(example.name).json ships in the bundle")
            guard case let .script(script) = try ExampleScript.load(example.name) else {
                Issue.record("\(example.name) is not a gesture script")
                continue
            }
            #expect(!script.steps.isEmpty)
        }
    }

    @Test("run writes the scene's page and an index, and prints its summary and the path to open",
          arguments: [("push", "tabbar", "swipe-back"), ("reveal", "modal", "swipe-down"), ("photo", "navigation", "photo-tap"),
                      ("dissolve", "navigation", "swipe-back-slowly"), ("photo", "modal", "photo-drag-and-restore"),
                      ("zoom", "modal", "zoom-drag-down"), ("zoom", "navigation", "zoom-drag-down"),
                      ("zoom", "modal", "zoom-drag-and-restore"), ("zoom", "navigation", "zoom-drag-and-restore"),
                      ("zoom", "modal", "zoom-page-then-dismiss"), ("zoom", "navigation", "zoom-page-then-dismiss")])
    func run(transition: String, host: String, script: String) throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = temporary.appendingPathComponent("report")
        let output = try RunCommand.parse([transition, "--host", host, "--script", script, "--out", out.path, "--fps", "60"]).report()
        let page = out.appendingPathComponent("\(transition)-\(host).html")
        #expect(FileManager.default.fileExists(atPath: page.path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
        #expect(output.contains("phases: ") && output.contains("transitions ended: ") && output.contains("engine: worst frame"))
        #expect(output.hasSuffix("Open \(out.appendingPathComponent("index.html").path)"))
        let expected = script.hasSuffix("-slowly") || script.hasSuffix("-and-restore") ? "cancelled" : "completed"
        let ended = output.split(separator: "\n").first { $0.contains("transitions ended: ") }
        #expect(ended?.hasSuffix("(\(expected))") == true, "\(ended ?? "no transition ended")")
        // A built-in transition's forward step is recorded; the photo and Zoom open theirs unrecorded.
        let count = DemoTransition(rawValue: transition)?.builtIn == nil ? 1 : 2
        #expect(Self.endedCount(output) == count, "\(ended ?? "")")
    }

    /// How many transitions the printed summary says ended.
    nonisolated static func endedCount(_ output: String) -> Int {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("transitions ended: ") }),
              !line.hasSuffix("transitions ended: none") else { return 0 }
        return line.components(separatedBy: "; ").count
    }

    @Test("zoom-page-then-dismiss pages from the third story to the fourth, then dismisses that one, in both hosts",
          arguments: ["modal", "navigation"])
    func zoomPageThenDismiss(host: String) throws {
        /// The story whose image is centred on screen just before the script's transition starts.
        func storyDismissed(by script: String) throws -> String? {
            let frames = try RunCommand.parse(["zoom", "--host", host, "--script", script]).scene().record(framesPerSecond: 60).frames
            let start = try #require(frames.firstIndex { $0.transition != nil })
            #expect(start > 0)
            return frames[start - 1].views.first { $0.name.hasPrefix("detail image ") && abs($0.centerX - 195) < 1 }?.name
        }
        #expect(try storyDismissed(by: "zoom-drag-down") == "detail image Tile")
        #expect(try storyDismissed(by: "zoom-page-then-dismiss") == "detail image Panorama")
    }

    /// The scenes each example is written for, by what ``ExampleScript/all`` says.
    nonisolated static func suited(_ writtenFor: String) -> [(DemoTransition, DemoHost)] {
        let builtIns = DemoTransition.allCases.filter { $0.builtIn != nil }
        switch writtenFor {
        case "navigation or tab bar": return builtIns.flatMap { [($0, .navigation), ($0, .tabbar)] }
        case "modal": return builtIns.map { ($0, .modal) }
        case "photo": return [(.photo, .modal), (.photo, .navigation)]
        case "zoom": return [(.zoom, .modal), (.zoom, .navigation)]
        default: return []
        }
    }

    @Test("a script whose gestures find nothing to act on in the host warns, naming what it is written for", arguments: [
        (["push", "--host", "modal", "--script", "swipe-back"],
         "the script 'swipe-back' found nothing to act on: played on push in a modal host, its gestures started no transition "
             + "and moved nothing on screen (swipe-back is written for navigation or tab bar; see transition-lab list)"),
        (["push", "--script", "zoom-drag-down"],
         "the script 'zoom-drag-down' found nothing to act on: played on push in a navigation host, its gestures started no transition "
             + "and moved nothing on screen (zoom-drag-down is written for zoom; see transition-lab list)"),
    ])
    func warning(arguments: [String], message: String) throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = temporary.appendingPathComponent("report")
        let outcome = try RunCommand.parse(arguments + ["--out", out.path, "--fps", "30"]).outcome()
        #expect(outcome.warning == message)
        #expect(Self.endedCount(outcome.text) == 1, "the report says so too: only the way forward ended")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path), "the report is written all the same")
    }

    @Test("every example, in every scene: one that starts a transition never warns; in the scenes it is written for, it does")
    func examplesInEveryScene() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        var warned: Set<String> = []
        for example in ExampleScript.all {
            let suited = Self.suited(example.writtenFor)
            #expect(!suited.isEmpty, "\(example.name) is written for scenes the test knows")
            for transition in DemoTransition.allCases {
                for host in transition.hosts {
                    let scene = "\(example.name) on \(transition.rawValue) in \(host.rawValue)"
                    let command = try RunCommand.parse([transition.rawValue, "--host", host.rawValue, "--script", example.name,
                                                        "--out", temporary.appendingPathComponent("report").path, "--fps", "30"])
                    let outcome = try command.outcome()
                    // The way forward is the one transition a built-in scene starts before its script.
                    let started = Self.endedCount(outcome.text) > (transition.builtIn == nil ? 0 : 1)
                    if started { #expect(outcome.warning == nil, "\(scene)") }
                    if suited.contains(where: { $0 == (transition, host) }) {
                        #expect(started, "\(scene): written for it, it starts a transition")
                        #expect(outcome.warning == nil, "\(scene)")
                    }
                    if outcome.warning != nil { warned.insert("\(example.name) \(transition.rawValue) \(host.rawValue)") }
                }
            }
        }
        // The issue's cases: swipe-back on a modal host warns; photo-tap on push no longer does,
        // since a tap on one of the screen's rows pushes, as in an app.
        #expect(warned.contains("swipe-back push modal"))
        #expect(warned.contains("zoom-drag-down push navigation"))
        #expect(!warned.contains("photo-tap push navigation"), "a tap on a row pushes")
    }

    @Test("run plays a live recording without naming the transition; a recording of another scene is refused")
    func liveRecording() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        // Forward at 0.2 s, then a swipe back from the left edge past the threshold.
        let script = GestureScript(startTime: 1, steps: [.drag(path: [CGPoint(x: 4, y: 420), CGPoint(x: 300, y: 420)], duration: 0.3)])
        let recording = LiveRecording(demo: .push, host: .navigation, actions: [LiveAction(time: 0.2, kind: .forward)], script: script)
        let file = temporary.appendingPathComponent("session.json")
        try JSONEncoder().encode(recording).write(to: file)
        let out = temporary.appendingPathComponent("report")
        let output = try RunCommand.parse(["--script", file.path, "--out", out.path]).report()
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("live-push-navigation.html").path))
        #expect(output.contains("transitions ended: push from Home to Screen 2 at end (completed); pop from Screen 2 to Home at end (completed)"))
        #expect(throws: (any Error).self) { try RunCommand.parse(["dissolve", "--script", file.path]) }
        #expect(throws: (any Error).self) { try RunCommand.parse(["--script", file.path, "--host", "modal"]) }
        #expect(throws: (any Error).self) { try RunCommand.parse(["--out", out.path]) }
    }

    @Test("without a script, a built-in transition swipes back with a grab: every phase shows")
    func defaultScript() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = temporary.appendingPathComponent("report")
        let output = try RunCommand.parse(["move", "--out", out.path]).report()
        for phase in ["animating", "interactive", "interrupted"] { #expect(output.contains(phase)) }
        #expect(output.contains("transitions ended: push from Home to Screen 2 at end (completed); pop from Screen 2 to Home at end (completed)"))
    }

    @Test("demo records every scene, writes one page each and an index")
    func demo() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let out = temporary.appendingPathComponent("report")
        let output = try DemoCommand.parse(["--out", out.path, "--fps", "30"]).report()
        let pages = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(pages == ["dissolve.html", "index.html", "move.html", "photo-grabMidDismissal.html", "photo-grabWhileOpening.html",
                          "photo-pinchRotateFlick.html", "photo-present.html", "photo-push-grabWhileOpening.html", "photo-restore.html",
                          "push.html", "reveal.html", "zoom-dismissByDrag.html", "zoom-grabWhileOpening.html", "zoom-open.html",
                          "zoom-pageThenDismiss.html", "zoom-push-dismissByDrag.html", "zoom-reducedMotion.html", "zoom-restore.html",
                          "zoom-scrollThenDismiss.html", "zoom-sourceScrolledAway.html"])
        // One line per scene (19), and the text before the first.
        #expect(output.components(separatedBy: "engine: worst frame").count == 20)
    }

    nonisolated static let badRuns: [([String], String)] = [
        (["run", "spin"], "unknown transition 'spin'; known transitions: dissolve, move, push, reveal, photo, zoom"),
        (["run", "photo", "--host", "tabbar"], "--host 'tabbar' is not a host for photo; use one of: modal, navigation"),
        (["run", "push", "--host", "window"], "--host 'window' is not a host for push; use one of: navigation, modal, tabbar"),
        (["run", "push", "--fps", "0"], "--fps must be a number of frames per second from 1 to 1000, got 0"),
        (["run", "push", "--fps", "0.5"], "--fps must be a number of frames per second from 1 to 1000, got 0.5"),
        (["demo", "--fps", "1001"], "--fps must be a number of frames per second from 1 to 1000, got 1001"),
        (["run", "psh"], "unknown transition 'psh' (did you mean 'push'?); known transitions: dissolve, move, push, reveal, photo, zoom"),
        (["run", "push", "--host", "modl"], "--host 'modl' is not a host for push (did you mean 'modal'?); use one of: navigation, modal, tabbar"),
        (["run", "zoom", "--host", "tabbar"], "--host 'tabbar' is not a host for zoom; use one of: modal, navigation"),
        (["run", "push", "--script", "nope"],
         "cannot read the script 'nope': no such file, and no example script has that name (see transition-lab list)"),
        (["run", "push", "--script", "swipe-bakc"],
         "cannot read the script 'swipe-bakc': no such file, and no example script has that name (did you mean 'swipe-back'? see transition-lab list)"),
        (["demo", "--fps", "nan"], "--fps must be a number of frames per second from 1 to 1000, got nan"),
        (["run", "push", "--script", "/no/such/script.json"], "cannot read the script '/no/such/script.json': no such file"),
    ]

    @Test("bad arguments exit 2 with one line saying what is wrong", arguments: badRuns)
    func badRun(arguments: [String], message: String) {
        #expect(throws: (any Error).self) { try TransitionLab.parseAsRoot(arguments) }
        do {
            _ = try TransitionLab.parseAsRoot(arguments)
        } catch {
            #expect(LabMain.oneLine(for: error) == message)
        }
    }

    @Test("a malformed script names the file and the JSON path of the problem")
    func malformedScript() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let path = try file(#"{"steps": [{"kind": "drag", "path": [[0, 0], [10, "far"]]}]}"#, in: folder)
        do {
            _ = try TransitionLab.parseAsRoot(["run", "push", "--script", path])
            Issue.record("expected an error")
        } catch {
            #expect(LabMain.oneLine(for: error).hasPrefix("\(path): "))
            #expect(LabMain.oneLine(for: error).contains("steps[0].path[1]"))
        }
        let invalid = try file(#"{"steps": [{"kind": "hold", "duration": -1}]}"#, name: "invalid.json", in: folder)
        do {
            _ = try TransitionLab.parseAsRoot(["run", "push", "--script", invalid])
            Issue.record("expected an error")
        } catch {
            #expect(LabMain.oneLine(for: error).hasPrefix("\(invalid): "))
            #expect(LabMain.oneLine(for: error).contains("steps[0]"))
        }
    }

    @Test("an output folder that can't be written exits 1 with one line, and nothing is left behind")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let blocker = try file("not a folder", name: "blocker", in: folder)
        let out = URL(fileURLWithPath: blocker).appendingPathComponent("report").path
        let status = LabMain.run(arguments: ["run", "push", "--out", out])
        #expect(status == LabMain.failureStatus)
        #expect(try contents(of: folder) == ["blocker"])
        let onFile = LabMain.run(arguments: ["run", "push", "--out", blocker])
        #expect(onFile == LabMain.failureStatus)
        #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "not a folder")
    }
}
