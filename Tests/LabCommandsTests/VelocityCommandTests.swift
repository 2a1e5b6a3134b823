import Foundation
import Testing
@testable import LabCommands

@Suite("transition-lab velocity")
struct VelocityCommandTests {
    /// A stroke at 800 pt/s right and 300 pt/s up, sampled every 10 ms, lifting at the last one.
    private let steadyStroke = """
    {"cases": [{"name": "steady", "samples": [
      {"t_ns": 0, "x": 0, "y": 0, "up": false},
      {"t_ns": 10000000, "x": 8, "y": -3, "up": false},
      {"t_ns": 20000000, "x": 16, "y": -6, "up": false},
      {"t_ns": 30000000, "x": 24, "y": -9, "up": false},
      {"t_ns": 30000000, "x": 24, "y": -9, "up": true}],
     "expected_velocity_pt_per_s": {"lsq2": {"x": 800, "y": -300}}}]}
    """

    struct Result: Decodable {
        struct Velocity: Decodable { var x: Double; var y: Double }
        var name: String
        var velocity: Velocity
    }

    @Test("--json prints each stroke's name and velocity in points per second")
    func json() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let output = try VelocityCommand.parse([file(steadyStroke, name: "strokes.json", in: folder), "--json"]).output()
        let results = try JSONDecoder().decode([Result].self, from: Data(output.utf8))
        #expect(results.count == 1)
        #expect(results.first?.name == "steady")
        #expect(abs((results.first?.velocity.x ?? 0) - 800) < 1e-6)
        #expect(abs((results.first?.velocity.y ?? 0) + 300) < 1e-6)
    }

    @Test("the table puts the tracker beside the reference")
    func table() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let lines = try VelocityCommand.parse([file(steadyStroke, name: "strokes.json", in: folder)]).output().split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].contains("800.0") && lines[1].contains("lsq2") && lines[1].contains("0.0 %"))
        #expect(lines[2].contains("-300.0"))
    }

    @Test("a malformed file names the JSON path of the problem")
    func malformed() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let path = try file(#"{"cases": [{"name": "a", "samples": [{"t_ns": 0, "x": 1, "y": 2}, {"t_ns": "soon", "x": 1, "y": 2}]}]}"#, in: folder)
        #expect(throws: (any Error).self) { try VelocityCommand.parse([path]).output() }
        do {
            _ = try VelocityCommand.parse([path]).output()
        } catch {
            #expect(LabMain.oneLine(for: error) == "\(path): cases[0].samples[1].t_ns: expected a whole number, got a string")
        }
    }

    @Test("a missing key and invalid JSON are named too")
    func missingKey() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let missing = try file(#"{"cases": [{"samples": []}]}"#, name: "missing.json", in: folder)
        do {
            _ = try VelocityCommand.parse([missing]).output()
            Issue.record("expected an error")
        } catch {
            #expect(LabMain.oneLine(for: error) == "\(missing): cases[0].name: required key \"name\" is missing")
        }
        let broken = try file("{\"cases\": [", name: "broken.json", in: folder)
        do {
            _ = try VelocityCommand.parse([broken]).output()
            Issue.record("expected an error")
        } catch {
            #expect(LabMain.oneLine(for: error).hasPrefix("\(broken): not valid JSON"))
        }
    }

    @Test("a file that cannot be read says so")
    func unreadable() throws {
        do {
            _ = try VelocityCommand.parse(["/nonexistent/strokes.json"]).output()
            Issue.record("expected an error")
        } catch {
            #expect(LabMain.oneLine(for: error).hasPrefix("cannot read '/nonexistent/strokes.json'"))
        }
    }

    @Test("samples going back in time are named by case")
    func backwards() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let path = try file(#"{"cases": [{"name": "late", "samples": [{"t_ns": 10, "x": 0, "y": 0}, {"t_ns": 5, "x": 1, "y": 1}]}]}"#, in: folder)
        do {
            _ = try VelocityCommand.parse([path]).output()
            Issue.record("expected an error")
        } catch {
            #expect(LabMain.oneLine(for: error).hasPrefix("cases[0] (late): timestamp 5e-09 s is earlier"))
        }
    }
}

@Suite("transition-lab velocity: cases without a velocity, and names from the file")
struct VelocityCommandRefusalTests {
    @Test("a case with fewer than two samples before the lift is refused, naming it (exit 2), not reported as 0 pt/s",
          arguments: [
              (#"[]"#, "no samples"),
              (#"[{"t_ns": 0, "x": 1, "y": 2, "up": true}]"#, "no sample before the finger lifts"),
              (#"[{"t_ns": 0, "x": 1, "y": 2}, {"t_ns": 9, "x": 1, "y": 2, "up": true}]"#, "one sample before the finger lifts"),
          ])
    func tooFewSamples(samples: String, has: String) throws {
        // Issue 29, point 15: an empty case was printed as 0 pt/s, −100 %.
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let text = #"{"cases": [{"name": "steady", "samples": [{"t_ns": 0, "x": 0, "y": 0}, {"t_ns": 10000000, "x": 8, "y": 0}]}, "#
            + #"{"name": "hollow", "samples": \#(samples), "expected_velocity_pt_per_s": {"lsq2": {"x": 800, "y": 0}}}]}"#
        let path = try file(text, in: folder)
        do {
            let output = try VelocityCommand.parse([path]).output()
            Issue.record("expected a refusal, got \(output)")
        } catch {
            #expect(LabMain.oneLine(for: error) == "cases[1] (hollow): \(has); a velocity needs at least two")
        }
        #expect(LabMain.run(arguments: ["velocity", path, "--json"]) == LabMain.usageErrorStatus)
    }

    @Test("names from the file are printed with their control characters escaped: no escape code reaches the terminal")
    func escapedNames() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let text = #"{"cases": [{"name": "\u001b[2J\u001b[31mred\nline", "samples": [{"t_ns": 0, "x": 0, "y": 0}, "#
            + #"{"t_ns": 10000000, "x": 8, "y": 0}]}]}"#
        let output = try VelocityCommand.parse([try file(text, in: folder)]).output()
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B })
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix(#"\u{1B}[2J\u{1B}[31mred\nline  x "#))
        // The JSON form escapes them as JSON does.
        let json = try VelocityCommand.parse([try file(text, in: folder), "--json"]).output()
        #expect(json.hasPrefix(#"[{"name":"\u001b[2J\u001b[31mred\nline","#))
    }
}
