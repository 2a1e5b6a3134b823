/// Which way a directed transition goes: forward presents the fore controller, backward
/// dismisses it.
public enum TransitionDirection: String, Sendable {
    case forward, backward
}

/// A part of a transition's timeline: where it starts and how long it is, as fractions.
public struct TransitionSegment: Sendable, Hashable {
    /// Where the segment starts, 0…1.
    public let position: Double
    /// How long it is, more than 0, with `position + length ≤ 1`.
    public let length: Double

    /// A segment from `position` for `length`; values are clamped into the timeline.
    public init(position: Double, length: Double) {
        let start = position.isFinite ? min(max(position, 0), 1) : 0
        self.position = start
        let longest = max(1 - start, 1e-9)
        self.length = length.isFinite ? min(max(length, 1e-9), longest) : longest
    }

    public static let entire = TransitionSegment(position: 0, length: 1)
    public static let firstHalf = TransitionSegment(position: 0, length: 0.5)
    public static let latterHalf = TransitionSegment(position: 0.5, length: 0.5)
    public static let firstQuarter = TransitionSegment(position: 0, length: 0.25)
    public static let secondQuarter = TransitionSegment(position: 0.25, length: 0.25)
    public static let thirdQuarter = TransitionSegment(position: 0.5, length: 0.25)
    public static let lastQuarter = TransitionSegment(position: 0.75, length: 0.25)

    /// The segment as a backward transition plays it: starting at 1 − (position + length).
    public var mirrored: TransitionSegment { TransitionSegment(position: 1 - (position + length), length: length) }

    /// The segment's own progress, 0…1, at timeline progress `progress`.
    public func localProgress(at progress: Double) -> Double {
        min(max((progress - position) / length, 0), 1)
    }
}

/// The progress of a directed transition, 0 (start) … 1 (end), advancing in real time over its
/// duration, scrubbed by hand while something holds it (``isScrubbing``), and heading back to 0
/// when the transition is called off.
@MainActor
public final class TransitionTimeline {
    /// The transition's duration, in seconds.
    public let duration: Double
    // Plain values read and written every frame, never held in an access across a call: they
    // skip the runtime's exclusivity checks (about 75 instructions each).

    /// Where the timeline is, 0…1.
    @exclusivity(unchecked) public var progress: Double = 0 {
        didSet { if !progress.isFinite { progress = oldValue } else { progress = min(max(progress, 0), 1) } }
    }
    /// Whether something scrubs the timeline by hand (it then doesn't advance by itself).
    @exclusivity(unchecked) public var isScrubbing = false
    /// Whether the timeline heads for 1 (the transition completes) or back to 0 (called off).
    @exclusivity(unchecked) public var isHeadingToEnd = true

    init(duration: Double) { self.duration = duration > 0 && duration.isFinite ? duration : 0.4 }

    /// Advances by `interval` seconds towards where it is heading (unless scrubbed).
    func advance(by interval: Double) {
        guard !isScrubbing, interval > 0 else { return }
        progress += (isHeadingToEnd ? 1 : -1) * interval / duration
    }

    /// Whether the timeline has reached where it is heading.
    var hasArrived: Bool { isHeadingToEnd ? progress >= 1 : progress <= 0 }
}
