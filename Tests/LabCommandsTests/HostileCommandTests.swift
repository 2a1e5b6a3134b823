import Foundation
import PropertyBased
import Testing

/// `transition-lab` against a hostile user: every reproducer of the hostile-input issue, run on
/// the built binary, checking the exit status, the one line on standard error, and what is left
/// on disk. Each test works in a scratch folder it removes.
@Suite("transition-lab against hostile input")
struct HostileCommandTests {
    /// Runs `body` with a fresh scratch folder, removed afterwards.
    private func inScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        return try body(folder)
    }

    /// Writes `text` to `name` in `folder` and returns its path.
    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        try file(text, name: name, in: folder)
    }

    /// Expects a refusal: `status`, exactly one line on standard error that contains every one
    /// of `parts`, nothing on standard output.
    private func expectRefusal(
        _ result: (status: Int32, output: String, error: String), status: Int32 = 2, mentions parts: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "status \(result.status): \(result.error)", sourceLocation: sourceLocation)
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "not one line: \(result.error)", sourceLocation: sourceLocation)
        #expect(result.error.hasPrefix("transition-lab: "), sourceLocation: sourceLocation)
        for part in parts {
            #expect(result.error.contains(part), "'\(part)' missing from: \(result.error)", sourceLocation: sourceLocation)
        }
        #expect(result.output.isEmpty, "printed: \(result.output.prefix(200))", sourceLocation: sourceLocation)
    }

    /// A recording with one stroke measured at 1000 pt/s right, and the reference `reference`.
    private func stroke(reference: String) -> String {
        """
        {"cases":[{"name":"a","samples":[{"t_ns":0,"x":0,"y":0},{"t_ns":10000000,"x":10,"y":0},
        {"t_ns":20000000,"x":20,"y":0,"up":true}],"expected_velocity_pt_per_s":{"lsq2":{"x":\(reference),"y":0}}}]}
        """
    }

    /// The difference column of the table's x row.
    private func xDifference(_ table: String) -> String? {
        guard let row = table.split(separator: "\n").first(where: { $0.hasPrefix("a     x") }) else { return nil }
        let words = row.split(separator: " ", omittingEmptySubsequences: true)
        return words.suffix(words.last == "%" ? 2 : 1).joined(separator: " ")
    }

    // MARK: Numbers for people

    @Test("velocity's table prints any reference: huge, tiny or zero (n/a, never +0.0 %)")
    func velocityTableNumbers() throws {
        try inScratchFolder { folder in
            // 1000 pt/s measured against 1e18: -100.0 %; against 1e-16: a percentage of 1e21.
            let huge = try runLab(["velocity", write(stroke(reference: "1e18"), "huge.json", in: folder)])
            #expect(huge.status == 0, "\(huge.error)")
            #expect(xDifference(huge.output) == "-100.0 %")
            #expect(huge.output.contains("1000000000000000000.0 lsq2"))
            let tiny = try runLab(["velocity", write(stroke(reference: "1e-16"), "tiny.json", in: folder)])
            #expect(tiny.status == 0, "\(tiny.error)")
            let percent = try #require(xDifference(tiny.output))
            #expect(percent.hasPrefix("+1000000000000000") && percent.hasSuffix(" %"), "\(percent)")
            let zero = try runLab(["velocity", write(stroke(reference: "0"), "zero.json", in: folder)])
            #expect(zero.status == 0, "\(zero.error)")
            #expect(xDifference(zero.output) == "n/a", "\(zero.output)")
            #expect(!zero.output.contains("+0.0 %"))
            let extreme = try runLab(["velocity", write(stroke(reference: "1.7976931348623157e308"), "max.json", in: folder)])
            #expect(extreme.status == 0, "\(extreme.error)")
        }
    }

    @Test("the velocity tracker stays finite for positions near ±1.7e308")
    func velocityOfExtremePositions() throws {
        try inScratchFolder { folder in
            let recording = """
            {"cases":[{"name":"far","samples":[{"t_ns":0,"x":-1.7e308,"y":1.7e308},{"t_ns":10000000,"x":0,"y":0},
            {"t_ns":20000000,"x":1.7e308,"y":-1.7e308,"up":true}]}]}
            """
            let result = try runLab(["velocity", "--json", write(recording, "far.json", in: folder)])
            #expect(result.status == 0, "\(result.error)")
            #expect(!result.output.contains("null"), "\(result.output)")
            struct Row: Decodable { struct V: Decodable { var x: Double; var y: Double }; var velocity: V }
            let rows = try JSONDecoder().decode([Row].self, from: Data(result.output.utf8))
            #expect(rows.first.map { $0.velocity.x > 1e300 && $0.velocity.y < -1e300 } == true, "\(result.output)")
        }
    }

    @Test("curve refuses control points whose progress would overflow, naming the point")
    func curveOverflow() throws {
        let result = try runLab(["curve", "--points", "0.3,6e307,0.7,6e307", "--at", "0.5"])
        expectRefusal(result, mentions: ["--points", "y1", "±1000"])
        let limit = try runLab(["curve", "--points", "0.3,1000,0.7,-1000", "--at", "0.5"])
        #expect(limit.status == 0)
        #expect(!limit.output.contains("null"))
    }

    // MARK: Counts and times

    @Test("--samples has an upper bound, named in the one line", arguments: [
        ["curve", "--points", "linear", "--samples", "9223372036854775807"],
        ["curve", "--points", "linear", "--samples", "100001"],
        ["spring", "--stiffness", "100", "--damping", "10", "--samples", "100001"],
    ])
    func sampleBound(arguments: [String]) throws {
        expectRefusal(try runLab(arguments), mentions: ["--samples", "100000"])
    }

    @Test("the largest --samples runs")
    func largestSampleCount() throws {
        let result = try runLab(["curve", "--points", "linear", "--samples", "100000"])
        #expect(result.status == 0)
        #expect(result.output.components(separatedBy: "{\"x\"").count - 1 == 100_000)
    }

    @Test("fuzz --replay refuses frames a clock can't play (it used to hang)")
    func replayRefusesHugeFrames() throws {
        try inScratchFolder { folder in
            let schedule = """
            {"seed":1,"transition":"push","host":"navigation","steps":[{"step":"frames","intervals":[1e17]},
            {"step":"forward","animated":true}]}
            """
            let result = try runLab(["fuzz", "--replay", write(schedule, "hang.json", in: folder)])
            expectRefusal(result, mentions: ["steps[0].intervals[0]", "1e+17"])
        }
    }

    @Test("fuzz --replay refuses a script far in the future or the past instead of blaming the engine", arguments: [
        (#""startTime":1000,"#, "startTime included"), (#""startTime":-5,"#, "startTime"),
    ])
    func replayRefusesUnplayableScripts(startTime: String, part: String) throws {
        try inScratchFolder { folder in
            let schedule = """
            {"seed":1,"transition":"push","host":"navigation","steps":[{"step":"forward","animated":false},
            {"step":"gesture","script":{\(startTime)"steps":[{"kind":"tap","at":[100,100]}]}}]}
            """
            let result = try runLab(["fuzz", "--replay", write(schedule, "far.json", in: folder)])
            expectRefusal(result, mentions: ["steps[1]", part])
        }
    }

    @Test("a hidden option is input too: --first-index near Int.max is refused")
    func hiddenOptionOverflow() throws {
        let result = try runLab(["fuzz", "--worker", "--first-index", "9223372036854775807", "--count", "1"])
        #expect(result.status == 2, "status \(result.status): \(result.error)")
        #expect(result.error.contains("--first-index"))
    }

    // MARK: Scripts

    @Test("run refuses a script that starts in the past, and writes nothing")
    func negativeStartTime() throws {
        try inScratchFolder { folder in
            let script = #"{"startTime":-0.2,"steps":[{"kind":"drag","path":[[10,400],[300,400]],"duration":0.3}]}"#
            let out = folder.appendingPathComponent("out")
            let result = try runLab(["run", "push", "--script", write(script, "past.json", in: folder), "--out", out.path])
            expectRefusal(result, mentions: ["startTime", "-0.2"])
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test("run refuses a script that ends with fingers down or plays too long, saying what to change", arguments: [
        (#"{"steps":[{"kind":"drag","path":[[10,400],[300,400]],"duration":0.3,"lift":false}]}"#, "1 finger down"),
        (#"{"steps":[{"kind":"longPress","at":[195,400],"duration":99}]}"#, "at most 60 s"),
        (#"{"startTime":60,"steps":[{"kind":"tap","at":[195,400]}]}"#, "at most 60 s"),
    ])
    func unfinishedScripts(script: String, part: String) throws {
        try inScratchFolder { folder in
            let result = try runLab(["run", "push", "--script", write(script, "s.json", in: folder), "--out", folder.appendingPathComponent("out").path])
            expectRefusal(result, mentions: [part])
        }
    }

    @Test("run refuses a live recording whose first touch is before the demo was shown, at validation (exit 2)")
    func recordingStartsInThePast() throws {
        try inScratchFolder { folder in
            let recording = #"{"scene": {"demo": "push", "host": "navigation", "actions": []}, "#
                + #""script": {"startTime": -1, "steps": [{"kind": "tap", "at": [195, 400]}]}}"#
            let out = folder.appendingPathComponent("out")
            let result = try runLab(["run", "--script", write(recording, "r.json", in: folder), "--out", out.path])
            expectRefusal(result, mentions: ["script.startTime: must be 0 or more"])
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test("JSON with a number of the wrong kind names the field and what was expected", arguments: [
        (#"{"steps":[{"kind":"tap","at":[10,10],"fingers":2.5}]}"#, "steps[0].fingers: expected a whole number, got 2.5"),
        (#"{"seed":-1,"steps":[]}"#, "seed: expected a whole number from 0 to 18446744073709551615, got -1"),
        (#"{"seed":"one","steps":[]}"#, "seed: expected a whole number, got a string"),
        ("{\"steps\": [\n  {\"kind\":\"tap\",\n  \"at\":[10,10]}\n  oops]}", "not valid JSON at line 4, column 3"),
        ("[1]", "expected an object"),
        ("", "not valid JSON"),
        (#"{"steps":[{"kind":"tap","at":[10,1e400]}]}"#, "steps[0].at[1]: the number 1e400 can't be read"),
        (#"{"steps":[{"kind":"wait","duration":1e-400}]}"#, "steps[0].duration: the number 1e-400 can't be read"),
    ])
    func jsonMessages(script: String, message: String) throws {
        try inScratchFolder { folder in
            let result = try runLab(["run", "push", "--script", write(script, "s.json", in: folder)])
            expectRefusal(result, mentions: [message])
        }
    }

    @Test("files that are not regular files: a folder is named as one, a device is bounded")
    func unusualFiles() throws {
        try inScratchFolder { folder in
            expectRefusal(try runLab(["run", "push", "--script", folder.path]), mentions: ["is a folder"])
            expectRefusal(try runLab(["velocity", "/dev/zero"]), mentions: ["/dev/zero", "16 MiB"])
        }
    }

    @Test("a script can come from standard input (-) or a FIFO")
    func pipesAndFIFOs() throws {
        try inScratchFolder { folder in
            let script = #"{"steps":[{"kind":"tap","at":[195,400]}]}"#
            let piped = try runLab(["run", "push", "--script", "-", "--out", folder.appendingPathComponent("piped").path],
                                   standardInput: Data(script.utf8))
            #expect(piped.status == 0, "\(piped.error)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("piped/index.html").path))

            let fifo = folder.appendingPathComponent("script.fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            // A writer for the FIFO: its open waits for the lab's, then it writes the script and closes.
            let written = DispatchSemaphore(value: 0)
            let writer = Thread {
                // open(2) itself: Foundation's FileHandle opens without waiting for a reader.
                let descriptor = open(fifo, O_WRONLY)
                if descriptor >= 0 {
                    _ = script.utf8CString.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
                    close(descriptor)
                }
                written.signal()
            }
            writer.start()
            let result = try runLab(["run", "push", "--script", fifo, "--out", folder.appendingPathComponent("fifo").path])
            written.wait()
            #expect(result.status == 0, "\(result.error)")
        }
    }

    // MARK: Arguments

    @Test("a negative number is a value: --velocity -4")
    func negativeValues() throws {
        let result = try runLab(["spring", "--stiffness", "100", "--damping", "10", "--velocity", "-4", "--at", "0"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("\"velocity\":-4"))
    }

    @Test("--response too short is blamed on --response, not on the stiffness it derives")
    func responseBlame() throws {
        expectRefusal(try runLab(["spring", "--response", "1e-300", "--damping-ratio", "1", "--at", "0"]), mentions: ["--response"])
    }

    @Test("an argument holding a newline stays on the one line, escaped")
    func newlineInArgument() throws {
        expectRefusal(try runLab(["run", "pu\nsh"]), mentions: ["'pu\\nsh'"])
        expectRefusal(try runLab(["run", "push", "--script", "a\nb"]), mentions: ["a\\nb", "no such file"])
    }

    // MARK: Generated

    /// Option values a hostile user tries.
    static let hostileValues = [
        "", "-", "0", "-0", "1", "-1", "2.5", "1e308", "-1e308", "1e400", "nan", "inf", "-inf", "5e-324",
        "9223372036854775807", "-9223372036854775808", "18446744073709551616", "0x10", "1,2", "a\nb", "\u{1B}[31m", "🙂",
        String(repeating: "9", count: 400), "/dev/null", "/", "linear", "--at",
    ]

    @Test("generated argument lists: exit 0, 1 or 2, at most one line on error, nothing left behind")
    func generatedArguments() async throws {
        let commands: [[String]] = [
            ["curve", "--points"], ["curve", "--points", "linear", "--at"], ["curve", "--points", "linear", "--samples"],
            ["spring", "--stiffness", "100", "--damping"], ["spring", "--response", "0.5", "--damping-ratio"],
            ["spring", "--mass"], ["spring", "--stiffness", "10", "--damping", "1", "--velocity"],
            ["velocity"], ["run", "push", "--fps"], ["run"], ["run", "push", "--host"], ["run", "photo", "--script"],
            ["fuzz", "--count"], ["fuzz", "--jobs"], ["fuzz", "--seed"], ["fuzz", "--transition"], ["list"],
        ]
        await propertyCheck(count: 40, input: Gen.element(of: commands), Gen.element(of: Self.hostileValues),
                            Gen.element(of: Self.hostileValues)) { command, first, second in
            guard let command, let first, let second else { return }
            try inScratchFolder { folder in
                let out = folder.appendingPathComponent("out").path
                var arguments = command + [first]
                if command[0] == "curve", !arguments.contains("--at"), !arguments.contains("--samples") { arguments += ["--at", second] }
                if command[0] == "spring", !arguments.contains("--at") { arguments += ["--at", "0"] }
                if command[0] == "run" || command[0] == "fuzz" { arguments += ["--out", out] }
                if command[0] == "fuzz", !arguments.contains("--count") { arguments += ["--count", "2"] }
                let result = try runLab(arguments, in: folder)
                #expect([0, 1, 2].contains(result.status), "\(arguments): status \(result.status)")
                if result.status != 0 {
                    #expect(result.error.split(separator: "\n").count == 1, "\(arguments): \(result.error)")
                    // A failed command leaves nothing in the folder it ran in.
                    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    #expect(left.isEmpty, "\(arguments) left \(left)")
                }
            }
        }
    }
}

@Suite("transition-lab: negative numbers and file-derived text on the terminal")
struct TerminalTextTests {
    @Test("a negative count, job count, seed or frame rate is refused by its range, not as a missing value", arguments: [
        (["fuzz", "--count", "-1"], "--count must be from 1 to 100000000, got -1"),
        (["fuzz", "--jobs", "-3"], "--jobs must be from 1 to 64, got -3"),
        (["fuzz", "--seed", "-3"], "The value '-3' is invalid for '--seed <seed>'"),
        (["demo", "--fps", "-5"], "--fps must be a number of frames per second from 1 to 1000, got -5"),
        (["run", "push", "--fps", "-5"], "--fps must be a number of frames per second from 1 to 1000, got -5"),
        (["live", "--port", "-1"], "--port must be from 0 to 65535, got -1"),
    ])
    func negativeValues(arguments: [String], message: String) throws {
        // Issue 29, point 15: `--count -1` said "Missing value for '--count <count>'".
        let result = try runLab(arguments)
        #expect(result.status == 2)
        #expect(result.error == "transition-lab: \(message)\n")
    }

    @Test("a failure naming a path prints it on one line, its control characters escaped")
    func failurePathEscaped() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let blocker = try file("not a folder", name: "plain\nfile\u{1B}[31m", in: folder)
        let result = try runLab(["demo", "--out", blocker])
        #expect(result.status == 1)
        #expect(result.error == "transition-lab: cannot write the report to \(folder.path)/plain\\nfile\\u{1B}[31m: it is not a folder\n")
    }

    @Test("--replay's path is printed on one line, its control characters escaped")
    func replayPathEscaped() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let path = try file(#"{"seed": 1, "transition": "push", "host": "tabbar", "steps": [{"step": "forward", "animated": true}]}"#,
                            name: "a\nb\u{1B}[31m.json", in: folder)
        let result = try runLab(["fuzz", "--replay", path])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("replay of \(folder.path)/a\\nb\\u{1B}[31m.json: push in a tabbar host, 1 steps, "))
    }

    @Test("the report's path (from --out) is printed on one line, its control characters escaped")
    func reportPathEscaped() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let result = try runLab(["run", "push", "--out", folder.appendingPathComponent("re\nport").path])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("\nOpen \(folder.path)/re\\nport/index.html\n"))
    }
}
