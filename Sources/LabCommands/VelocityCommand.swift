import ArgumentParser
import Foundation
import Gestures

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
            throw ValidationError("\(path): \(error)")
        }
    }

    static func rows(of recording: VelocityRecording) throws -> [Row] {
        try recording.cases.enumerated().map { index, stroke in
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

    static func table(_ rows: [Row]) -> String {
        let nameWidth = max(4, rows.map(\.name.count).max() ?? 0)
        var lines = [
            pad("case", nameWidth) + "  axis  " + pad("tracker pt/s", 13, right: true) + "  "
                + pad("reference pt/s", 15, right: true) + "  difference",
        ]
        for row in rows {
            for (axis, measured, expected) in [
                ("x", row.velocity.x, row.reference?.velocity.x),
                ("y", row.velocity.y, row.reference?.velocity.y),
            ] {
                var line = pad(row.name, nameWidth) + "  " + pad(axis, 4) + "  " + pad(fixed(measured), 13, right: true)
                if let expected, let strategy = row.reference?.strategy {
                    let difference = expected == 0 ? 0 : (measured - expected) / abs(expected) * 100
                    line += "  " + pad(fixed(expected) + " " + strategy, 15, right: true)
                        + "  " + pad((difference >= 0 ? "+" : "") + fixed(difference) + " %", 10, right: true)
                } else {
                    line += "  " + pad("-", 15, right: true)
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let tenths = (value * 10).rounded()
        let sign = tenths < 0 ? "-" : ""
        let magnitude = Int64(abs(tenths))
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
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
