/// A timing curve that cannot be built from the values given.
public enum TimingCurveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A control point coordinate is NaN or infinite.
    case nonFinite(coordinate: String, value: Double)
    /// A control point's x coordinate lies outside 0…1, so the curve would not be a function of time.
    case xOutsideUnitInterval(coordinate: String, value: Double)
    /// A control point's y coordinate lies beyond ±``CubicBezierCurve/maximumOvershoot``, where
    /// the curve's progress could no longer be computed to its promised precision (or at all).
    case yOutOfRange(coordinate: String, value: Double)

    public var description: String {
        switch self {
        case let .nonFinite(coordinate, value):
            "control point \(coordinate) must be finite, got \(MessageNumber.text(value))"
        case let .xOutsideUnitInterval(coordinate, value):
            "control point \(coordinate) must lie in 0…1 (time runs forward), got \(MessageNumber.text(value))"
        case let .yOutOfRange(coordinate, value):
            "control point \(coordinate) must lie within ±\(Int(CubicBezierCurve.maximumOvershoot)), got \(MessageNumber.text(value))"
        }
    }
}
