import ArgumentParser
import Motion

/// `transition-lab curve`: a cubic Bézier timing curve sampled as JSON.
struct CurveCommand: TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print a timing curve's progress y at times x as JSON: [{\"x\":…,\"y\":…},…].",
        discussion: "Example: transition-lab curve --points 0.42,0,0.58,1 --at 0,0.1,0.5"
    )

    @Option(parsing: .unconditional, help: "The inner control points x1,y1,x2,y2 (x in 0…1), or a preset: linear, easeIn, easeOut, easeInEaseOut, default.")
    var points: String

    @Option(parsing: .unconditional, help: "Comma-separated times x in 0…1.")
    var at: NumberList?

    @Option(parsing: .unconditional, help: "A number of evenly spaced times from 0 to 1 (2 to 100000).")
    var samples: Int?

    func validate() throws {
        _ = try curve()
        _ = try times()
    }

    func output() throws -> String {
        let curve = try curve()
        return JSONNumber.array(of: try times().map { [("x", $0), ("y", curve.value(at: $0))] })
    }

    static let presets: [String: CubicBezierCurve] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut, "default": .default,
    ]

    func curve() throws -> CubicBezierCurve {
        if let preset = Self.presets[points] { return preset }
        guard let list = NumberList(argument: points), list.values.count == 4 else {
            throw ValidationError("--points: expected four numbers x1,y1,x2,y2 or a preset name, got '\(points)'")
        }
        do {
            return try CubicBezierCurve(x1: list.values[0], y1: list.values[1], x2: list.values[2], y2: list.values[3])
        } catch {
            throw ValidationError("--points: \(error)")
        }
    }

    func times() throws -> [Double] {
        switch (at, samples) {
        case let (list?, nil):
            if let outside = list.values.first(where: { !(0...1).contains($0) }) {
                throw ValidationError("--at: times must lie in 0…1, got \(NumberText.text(outside))")
            }
            return list.values
        case let (nil, count?):
            guard count >= 2, count <= NumberList.maximumSampleCount else {
                throw ValidationError("--samples: must be from 2 to \(NumberList.maximumSampleCount), got \(count)")
            }
            return NumberList.evenlySpaced(count, from: 0, to: 1)
        case (nil, nil):
            throw ValidationError("--at or --samples: give the times to sample")
        case (.some, .some):
            throw ValidationError("--at and --samples: give only one of them")
        }
    }
}
