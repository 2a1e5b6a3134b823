import ArgumentParser
import Foundation
import Gestures
import GestureScripts
import Report

/// `transition-lab velocity FILE`: the velocity tracker on recorded strokes, beside the
/// reference velocities the file gives.
struct VelocityCommand: TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "velocity",
        abstract: "Run the velocity tracker on recorded strokes and compare it with their reference velocities.",
        discussion: """
        FILE has the format of android-flings.json: {"cases": [{"name": …, "samples": [{"t_ns": …, \
        "x": …, "y": …, "up": …}, …], "expected_velocity_pt_per_s": {"lsq2": {"x": …, "y": …}}}]}. \
        Velocities are in points (or pixels) per second.
        """
    )

    @Argument(help: "A JSON file of recorded strokes.")
    var file: String

    @Flag(help: "Print [{\"name\": …, \"velocity\": {\"x\": …, \"y\": …}}, …] instead of a table.")
    var json = false

    /// One stroke's result.
    struct Row {
        var name: String
        var velocity: (x: Double, y: Double)
        var reference: (strategy: String, velocity: VelocityRecording.ReferenceVelocity)?
    }

    func output() throws -> String {
        let rows = try Self.rows(of: Self.recording(at: file))
        return json ? Self.json(rows) : Self.table(rows)
    }

    static func recording(at path: String) throws -> VelocityRecording {
        let data = try InputFile.read(path, as: "")
        do {
            return try VelocityRecording.decode(from: data)
        } catch {
            throw ValidationError("\(Printable.escaped(path)): \(error)")
        }
    }

    /// Each stroke's tracked velocity.
    ///
    /// - Throws: `ValidationError` naming the case when a stroke has fewer than two samples
    ///   before its finger lifts (no velocity can be measured, so none is made up), or when its
    ///   samples can't be tracked.
    static func rows(of recording: VelocityRecording) throws -> [Row] {
        try recording.cases.enumerated().map { index, stroke in
            let down = stroke.samples.prefix { !$0.up }.count
            guard down >= 2 else {
                let has = stroke.samples.isEmpty ? "no samples" : down == 0 ? "no sample before the finger lifts"
                    : "one sample before the finger lifts"
                throw ValidationError("cases[\(index)] (\(stroke.name)): \(has); a velocity needs at least two")
            }
            do {
                let velocity = try stroke.trackedVelocity() ?? (0, 0)
                return Row(name: stroke.name, velocity: velocity, reference: stroke.preferredReference)
            } catch {
                throw ValidationError("cases[\(index)] (\(stroke.name)): \(error)")
            }
        }
    }

    static func json(_ rows: [Row]) -> String {
        let items = rows.map { row in
            "{\"name\":\(quoted(row.name)),\"velocity\":{\"x\":\(JSONNumber.text(row.velocity.x)),\"y\":\(JSONNumber.text(row.velocity.y))}}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// The table, one line per axis of each stroke; names from the file are printed with their
    /// control characters escaped (an escape sequence in a name can't recolour the terminal).
    static func table(_ rows: [Row]) -> String {
        let names = rows.map { Printable.escaped($0.name) }
        let nameWidth = max(4, names.map(\.count).max() ?? 0)
        var lines = [
            pad("case", nameWidth) + "  axis  " + pad("tracker pt/s", 13, right: true) + "  "
                + pad("reference pt/s", 15, right: true) + "  difference",
        ]
        for (row, name) in zip(rows, names) {
            for (axis, measured, expected) in [
                ("x", row.velocity.x, row.reference?.velocity.x),
                ("y", row.velocity.y, row.reference?.velocity.y),
            ] {
                var line = pad(name, nameWidth) + "  " + pad(axis, 4) + "  " + pad(fixed(measured), 13, right: true)
                if let expected, let strategy = row.reference?.strategy {
                    line += "  " + pad(fixed(expected) + " " + strategy, 15, right: true)
                        + "  " + pad(Self.difference(measured, from: expected), 10, right: true)
                } else {
                    line += "  " + pad("-", 15, right: true)
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One decimal, for any Double.
    private static func fixed(_ value: Double) -> String { Number.fixed(value, digits: 1) }

    /// How far `measured` lies from `reference`, in percent of the reference: "n/a" when the
    /// reference is 0 and the measurement is not (no percentage of nothing exists), "0.0 %" when
    /// both are 0.
    static func difference(_ measured: Double, from reference: Double) -> String {
        if reference == 0 { return measured == 0 ? "0.0 %" : "n/a" }
        let percent = (measured - reference) / abs(reference) * 100
        guard percent.isFinite else { return "n/a" }
        let text: String = fixed(percent)
        let sign: String = percent > 0 && text != "0.0" ? "+" : ""
        return sign + text + " %"
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    private static func quoted(_ text: String) -> String {
        guard let data = try? JSONEncoder().encode(text), let string = String(data: data, encoding: .utf8) else {
            return "\"\""
        }
        return string
    }
}
