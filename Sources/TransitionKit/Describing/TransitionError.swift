/// A transition described with values that can't work.
public enum TransitionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An animation range outside 0 ≤ start < end ≤ 1.
    case invalidRange(start: Double, end: Double)
    /// A duration that is not finite and greater than 0 (seconds).
    case invalidDuration(Double)
    /// A completion threshold outside 0…1.
    case invalidThreshold(Double)
    /// A flick velocity that is not finite and greater than 0 (points per second).
    case invalidFlickVelocity(Double)
    /// A pan distance multiplier that is not finite and greater than 0.
    case invalidPanDistanceMultiplier(Double)
    /// A transition whose layers cannot run: their schedule has no finite duration (seconds).
    case unschedulable(duration: Double)

    public var description: String {
        switch self {
        case let .invalidRange(start, end): "animation range must satisfy 0 ≤ start < end ≤ 1, got \(start)…\(end)"
        case let .invalidDuration(duration): "duration must be finite and greater than 0 seconds, got \(duration)"
        case let .invalidThreshold(threshold): "completion threshold must lie in 0…1, got \(threshold)"
        case let .invalidFlickVelocity(velocity): "minimum flick velocity must be finite and greater than 0 pt/s, got \(velocity)"
        case let .invalidPanDistanceMultiplier(multiplier): "pan distance multiplier must be finite and greater than 0, got \(multiplier)"
        case let .unschedulable(duration):
            "the transition's layers cannot be scheduled: their effective duration would be \(duration) s (a spring's implicit duration too long for its range)"
        }
    }
}
