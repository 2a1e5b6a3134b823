import Motion

/// The velocity profile of a scripted motion: how progress along the motion follows time.
///
/// Each easing names one of Motion's `CubicBezierCurve` presets or gives a curve's two inner
/// control points. In JSON an easing is the preset's name (`"easeInEaseOut"`) or the four
/// numbers `[x1, y1, x2, y2]`.
public enum GestureEasing: Sendable, Hashable {
    /// Constant speed (`CubicBezierCurve.linear`).
    case linear
    /// Starts slowly, ends at speed (`CubicBezierCurve.easeIn`).
    case easeIn
    /// Starts at speed, ends slowly (`CubicBezierCurve.easeOut`).
    case easeOut
    /// Starts and ends slowly (`CubicBezierCurve.easeInEaseOut`).
    case easeInEaseOut
    /// Core Animation's default curve (`CubicBezierCurve.default`).
    case `default`
    /// A cubic Bézier timing curve with inner control points `(x1, y1)` and `(x2, y2)`; `x1` and
    /// `x2` must lie in 0…1, `y1` and `y2` may leave 0…1 to overshoot the motion.
    case curve(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The preset names, as written in JSON.
    static let presetNames: [(name: String, easing: GestureEasing)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The timing curve this easing describes.
    ///
    /// - Throws: `TimingCurveError` when control points are not finite or an x lies outside
    ///   0…1.
    public func timingCurve() throws(TimingCurveError) -> CubicBezierCurve {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        case .default: .default
        case let .curve(x1, y1, x2, y2): try CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        }
    }
}

extension GestureEasing: Codable {
    /// Reads a preset's name or the four numbers `[x1, y1, x2, y2]`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            guard let preset = Self.presetNames.first(where: { $0.name == name }) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown easing \"\(name)\"; expected one of "
                        + Self.presetNames.map(\.name).joined(separator: ", ") + " or [x1, y1, x2, y2]"
                )
            }
            self = preset.easing
            return
        }
        guard let numbers = try? container.decode([Double].self), numbers.count == 4 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected an easing name such as \"easeIn\" or four numbers [x1, y1, x2, y2]"
            )
        }
        self = .curve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// Writes a preset's name, or a curve's four numbers `[x1, y1, x2, y2]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .curve(x1, y1, x2, y2): try container.encode([x1, y1, x2, y2])
        case .linear: try container.encode("linear")
        case .easeIn: try container.encode("easeIn")
        case .easeOut: try container.encode("easeOut")
        case .easeInEaseOut: try container.encode("easeInEaseOut")
        case .default: try container.encode("default")
        }
    }
}
