import Foundation
import Motion
import Testing
@testable import LabCommands

private func records(_ json: String) throws -> [[String: Double]] {
    try JSONDecoder().decode([[String: Double]].self, from: Data(json.utf8))
}

@Suite("transition-lab curve and spring, called directly")
struct LabCommandsTests {
    @Test("curve at given times prints the curve's values")
    func curveAt() throws {
        let command = try CurveCommand.parse(["--points", "0.42,0,0.58,1", "--at", "0,0.1,0.5"])
        let rows = try records(command.output())
        #expect(rows.map { $0["x"] } == [0, 0.1, 0.5])
        for row in rows {
            let x = try #require(row["x"])
            #expect(row["y"] == CubicBezierCurve.easeInEaseOut.value(at: x))
        }
    }

    @Test("curve with --samples spaces the times evenly, ends included")
    func curveSamples() throws {
        let rows = try records(CurveCommand.parse(["--points", "easeOut", "--samples", "5"]).output())
        #expect(rows.map { $0["x"] } == [0, 0.25, 0.5, 0.75, 1])
        #expect(rows.first?["y"] == 0 && rows.last?["y"] == 1)
    }

    @Test("spring from 0 to 1 prints value and velocity at each time")
    func springPhysical() throws {
        let command = try SpringCommand.parse(["--mass", "1", "--stiffness", "100", "--damping", "10", "--velocity", "0", "--at", "0,0.05,0.1"])
        let rows = try records(command.output())
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(rows.map { $0["t"] } == [0, 0.05, 0.1])
        for row in rows {
            let t = try #require(row["t"])
            #expect(row["value"] == spring.value(from: 0.0, to: 1.0, initialVelocity: 0, at: t))
            #expect(row["velocity"] == spring.velocity(from: 0.0, to: 1.0, initialVelocity: 0, at: t))
        }
        #expect(rows[0]["value"] == 0 && rows[0]["velocity"] == 0)
    }

    @Test("spring given by response and damping ratio")
    func springResponse() throws {
        let rows = try records(SpringCommand.parse(["--response", "0.5", "--damping-ratio", "1", "--samples", "3"]).output())
        let spring = try Spring(dampingRatio: 1, response: 0.5)
        #expect(rows.count == 3)
        #expect(abs((rows.last?["t"] ?? 0) - spring.settlingDuration) < 1e-12)
        #expect(abs((rows.last?["value"] ?? 0) - 0.999) < 1e-6, "the last sample is where it settles within 0.001")
    }

    static let badArguments: [([String], String)] = [
        (["curve", "--points", "2,0,1,1", "--at", "0"], "--points: control point x1 must lie in 0…1 (time runs forward), got 2"),
        (["curve", "--points", "0,0,1", "--at", "0"], "--points: expected four numbers x1,y1,x2,y2 or a preset name, got '0,0,1'"),
        (["curve", "--points", "0,0,1,1", "--at", "1.5"], "--at: times must lie in 0…1, got 1.5"),
        (["curve", "--points", "0,0,1,1", "--at", "abc"], "The value 'abc' is invalid for '--at <at>'"),
        (["curve", "--points", "0,0,1,1"], "--at or --samples: give the times to sample"),
        (["curve", "--points", "0,0,1,1", "--samples", "1"], "--samples: must be from 2 to 100000, got 1"),
        (["spring", "--mass", "0", "--stiffness", "1", "--damping", "1", "--at", "0"], "--mass: mass must be greater than 0, got 0"),
        (["spring", "--stiffness", "1", "--damping=-2", "--at", "0"], "--damping: damping must be 0 or more, got -2"),
        (["spring", "--stiffness", "1", "--damping", "-2", "--at", "0"], "--damping: damping must be 0 or more, got -2"),
        (["spring", "--response", "0.5", "--damping-ratio=-1", "--at", "0"], "--damping-ratio: dampingRatio must be 0 or more, got -1"),
        (["spring", "--stiffness", "1", "--at", "0"], "--stiffness/--damping or --response/--damping-ratio: give one pair, complete, not both"),
        (["spring", "--stiffness", "1", "--damping", "1", "--at=-1"], "--at: times must be 0 or more, got -1"),
        (["spring", "--stiffness", "1", "--damping", "0", "--samples", "4"], "--samples: the spring never settles; give --at"),
        (["curve", "--points", "linear", "--at", "0", "--bogus"], "Unknown option '--bogus'"),
        // Issue 31: a whole number is printed whole, whatever option it was given to.
        (["curve", "--points", "0,0,1,1", "--at", "2"], "--at: times must lie in 0…1, got 2"),
        (["curve", "--points", "0,0,1,-1001", "--at", "0"], "--points: control point y2 must lie within ±1000, got -1001"),
        (["spring", "--mass", "-3", "--stiffness", "1", "--damping", "1", "--at", "0"], "--mass: mass must be greater than 0, got -3"),
        (["spring", "--mass", "0.5e0", "--stiffness", "0", "--damping", "1", "--at", "0"], "--stiffness: stiffness must be greater than 0, got 0"),
        (["spring", "--stiffness", "1", "--damping", "1", "--velocity", "inf", "--at", "0"], "--velocity: must be finite, got inf"),
        (["spring", "--stiffness", "1", "--damping", "1", "--at=-0.25"], "--at: times must be 0 or more, got -0.25"),
    ]

    @Test("bad arguments get one line naming the argument", arguments: badArguments)
    func badArgument(arguments: [String], message: String) {
        #expect(throws: (any Error).self) { try TransitionLab.parseAsRoot(arguments) }
        do {
            _ = try TransitionLab.parseAsRoot(arguments)
        } catch {
            #expect(LabMain.oneLine(for: error) == message)
            #expect(TransitionLab.exitCode(for: error) != .success)
        }
    }

    @Test("numbers print as JSON: integers bare, others shortest, non-finite as null")
    func jsonNumbers() {
        #expect(JSONNumber.text(0) == "0")
        #expect(JSONNumber.text(-0.0) == "0")
        #expect(JSONNumber.text(-3) == "-3")
        #expect(JSONNumber.text(0.1) == "0.1")
        #expect(JSONNumber.text(1e-5) == "1e-05")
        #expect(JSONNumber.text(.nan) == "null")
        #expect(JSONNumber.array(of: [[("a", 1), ("b", 0.5)]]) == #"[{"a":1,"b":0.5}]"#)
    }
}

@Suite("transition-lab, the built binary")
struct LabBinaryTests {
    @Test("a linear curve at its ends prints exactly the ends")
    func curveExactOutput() throws {
        let result = try runLab(["curve", "--points", "0,0,1,1", "--at", "0,1"])
        #expect(result.status == 0)
        #expect(result.output == "[{\"x\":0,\"y\":0},{\"x\":1,\"y\":1}]\n")
        #expect(result.error.isEmpty)
    }

    @Test("a spring at time 0 is exactly at 0 with its initial velocity")
    func springExactOutput() throws {
        let result = try runLab(["spring", "--mass", "1", "--stiffness", "100", "--damping", "30", "--velocity", "5", "--at", "0"])
        #expect(result.status == 0)
        #expect(result.output == "[{\"t\":0,\"value\":0,\"velocity\":5}]\n")
    }

    @Test("a bad argument exits 2 with one line on standard error")
    func badArgumentExitStatus() throws {
        let result = try runLab(["curve", "--points", "2,0,1,1", "--at", "0"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "transition-lab: --points: control point x1 must lie in 0…1 (time runs forward), got 2\n")
    }

    @Test("the live host is a command of the binary; a bad port exits 2 with one line")
    func live() throws {
        let help = try runLab(["--help"])
        #expect(help.status == 0 && help.output.contains("live"))
        let liveHelp = try runLab(["live", "--help"])
        #expect(liveHelp.status == 0 && liveHelp.output.contains("--record"))
        let result = try runLab(["live", "--port", "70000"])
        #expect(result.status == 2)
        #expect(result.error == "transition-lab: --port must be from 0 to 65535, got 70000\n")
        let missing = try runLab(["live", "--record", "/nonexistent-folder/session.json"])
        #expect(missing.status == 2)
        #expect(missing.error == "transition-lab: --record: can't write in \"/nonexistent-folder\" (it is missing or not writable)\n")
        let folder = try runLab(["live", "--record", "/tmp"])
        #expect(folder.status == 2 && folder.error == "transition-lab: --record must name a file, not the folder \"/tmp\"\n")
    }

    @Test("live --record refuses anything but a regular file: a device, a FIFO, a symbolic link (to standard output or a file)")
    func liveRecordTargets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-targets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let toOutput = folder.appendingPathComponent("out.json").path
        try FileManager.default.createSymbolicLink(atPath: toOutput, withDestinationPath: "/dev/stdout")
        let regular = folder.appendingPathComponent("regular.json").path
        #expect(FileManager.default.createFile(atPath: regular, contents: Data("{}".utf8)))
        let toRegular = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: toRegular, withDestinationPath: regular)
        for (path, kind) in [("/dev/null", "a character device"), (fifo, "a FIFO"), (toOutput, "a symbolic link"), (toRegular, "a symbolic link")] {
            let result = try runLab(["live", "--record", path])
            #expect(result.status == 2, "\(path)")
            #expect(result.error.hasPrefix("transition-lab: --record: \"\(path)\" is \(kind): recordings are written only to regular files"),
                    "\(result.error)")
        }
        let newline = try runLab(["live", "--record", folder.path + "/a\nb/session.json"])
        #expect(newline.status == 2 && newline.error.hasSuffix("a\\nb\" (it is missing or not writable)\n"), "\(newline.error)")
        #expect(newline.error.split(separator: "\n").count == 1, "one line: the newline in the path is escaped")
        #expect(try String(contentsOfFile: regular, encoding: .utf8) == "{}", "the file a link points to is untouched")
    }

    @Test("help exits 0")
    func help() throws {
        let result = try runLab(["curve", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--points"))
    }

    @Test("a mistyped command exits 2 with one line suggesting the command meant, or naming them all", arguments: [
        (["lst"], "Unknown command 'lst'. Did you mean 'list'?"),
        (["rn", "push"], "Unknown command 'rn'. Did you mean 'run'?"),
        (["liv", "--port", "0"], "Unknown command 'liv'. Did you mean 'live'?"),
        (["veloctiy", "file.json"], "Unknown command 'veloctiy'. Did you mean 'velocity'?"),
        (["xyz"], "Unknown command 'xyz'; the commands are: demo, run, list, fuzz, curve, spring, velocity, live"),
        (["l\ns"], "Unknown command 'l\\ns'. Did you mean 'list'?"),
    ])
    func mistypedCommand(arguments: [String], message: String) throws {
        let result = try runLab(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "transition-lab: \(message)\n")
    }

    @Test("a known command's own mistakes keep the parser's message; an option is suggested as before")
    func knownCommandMistakes() throws {
        let option = try runLab(["run", "push", "--hots", "modal"])
        #expect(option.status == 2)
        #expect(option.error == "transition-lab: Unknown option '--hots'. Did you mean '--host'?\n")
        let help = try runLab(["help", "run"])
        #expect(help.status == 0 && help.output.contains("--script"))
    }

    @Test("a mistyped command is found from the root's own commands, in process")
    func unknownCommandInProcess() {
        #expect(LabMain.unknownCommand(in: ["lst"], root: TransitionLab.self) == "Unknown command 'lst'. Did you mean 'list'?")
        #expect(LabMain.unknownCommand(in: ["list", "x"], root: TransitionLab.self) == nil)
        #expect(LabMain.unknownCommand(in: ["--lst"], root: TransitionLab.self) == nil)
        #expect(LabMain.unknownCommand(in: [], root: TransitionLab.self) == nil)
        // `live` is the binary's alone: the library's root doesn't know it.
        #expect(LabMain.unknownCommand(in: ["live"], root: TransitionLab.self)?.hasPrefix("Unknown command 'live'. Did you mean 'list'?") == true)
        #expect(LabMain.run(arguments: ["lst"]) == LabMain.usageErrorStatus)
    }
}

@Suite("transition-lab run, the built binary")
struct LabRunBinaryTests {
    @Test("an unknown transition exits 2 and lists the known ones, on one line")
    func unknownTransition() throws {
        let result = try runLab(["run", "spin"])
        #expect(result.status == 2)
        #expect(result.error == "transition-lab: unknown transition 'spin'; known transitions: dissolve, move, push, reveal, photo, zoom\n")
        #expect(result.output.isEmpty)
    }

    @Test("an unwritable output folder exits 1 with one line naming it")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let result = try runLab(["run", "dissolve", "--out", blocker.path])
        #expect(result.status == 1)
        #expect(result.error == "transition-lab: cannot write the report to \(blocker.path): it is not a folder\n")
    }

    @Test("run --help names every transition's hosts, Zoom's included")
    func runHelp() throws {
        let result = try runLab(["run", "--help"])
        #expect(result.status == 0)
        let flat = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("The host: navigation, modal or tabbar (photo and zoom: modal or navigation)."), "\(result.output)")
    }

    @Test("a script that acts on nothing in the host: the report, exit 0, and one warning line on standard error", arguments: [
        (["push", "--host", "modal", "--script", "swipe-back"], "swipe-back", "push in a modal host", "navigation or tab bar"),
        (["push", "--script", "zoom-drag-down"], "zoom-drag-down", "push in a navigation host", "zoom"),
    ])
    func warning(arguments: [String], script: String, scene: String, writtenFor: String) throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let out = folder.appendingPathComponent("report")
        let result = try runLab(["run"] + arguments + ["--out", out.path])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("Open \(out.path)/index.html\n"))
        #expect(result.error == "transition-lab: warning: the script '\(script)' found nothing to act on: played on \(scene), "
            + "its gestures started no transition and moved nothing on screen (\(script) is written for \(writtenFor); see transition-lab list)\n")
    }

    @Test("a script of one's own that acts on nothing warns without a hint; from standard input it is named so")
    func warningForFiles() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let script = #"{"steps":[{"kind":"tap","at":[5,5]}]}"#
        let path = try file(script, name: "corner.json", in: folder)
        let result = try runLab(["run", "push", "--script", path, "--out", folder.appendingPathComponent("a").path])
        #expect(result.status == 0)
        #expect(result.error == "transition-lab: warning: the script '\(path)' found nothing to act on: played on push in a navigation host, "
            + "its gestures started no transition and moved nothing on screen\n")
        let piped = try runLab(["run", "push", "--script", "-", "--out", folder.appendingPathComponent("b").path],
                               standardInput: Data(script.utf8))
        #expect(piped.status == 0)
        #expect(piped.error.hasPrefix("transition-lab: warning: the script from standard input found nothing to act on: "))
        let acting = try runLab(["run", "push", "--script", "swipe-back", "--out", folder.appendingPathComponent("c").path])
        #expect(acting.status == 0 && acting.error.isEmpty, "\(acting.error)")
    }

    @Test("run prints the summary and the path to open, and exits 0")
    func success() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let out = folder.appendingPathComponent("report")
        let result = try runLab(["run", "photo", "--out", out.path])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("photo-modal: Photo in a modal host\n  phases: interactive "))
        #expect(result.output.hasSuffix("Open \(out.path)/index.html\n"))
        #expect(result.error.isEmpty, "no progress bar off a terminal")
    }
}
