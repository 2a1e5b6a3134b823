import Motion

/// Which way a transition goes: forward shows the fore controller (a push, a presentation),
/// backward takes it away (a pop, a dismissal).
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

/// The one timeline of a running transition: where it is, which way its operation goes, and
/// where it is heading now. The transition's driver moves it (animating in real time, scrubbed
/// by a gesture); plans read it (a ``TransitionTween`` is scrubbed by it, a ``TransitionSpring``
/// springs to the values of the end it is heading for).
@MainActor
public final class TransitionTimeline {
    /// Which way the operation goes: forward for a push, a presentation or a switch to a higher
    /// tab; backward for a pop, a dismissal or a switch to a lower tab.
    public let direction: TransitionDirection
    /// The transition's effective duration, in seconds.
    public internal(set) var duration: Double {
        get { state.duration }
        set { state.duration = newValue }
    }
    /// Where the transition is, in seconds from its start (0 … ``duration``).
    public internal(set) var position: Double {
        get { state.position }
        set { state.position = newValue }
    }
    /// Where the transition is heading: its end (it completes) or its start (it is cancelled).
    public internal(set) var heading: AnimatingPosition {
        get { state.heading }
        set { state.heading = newValue }
    }
    /// The time of the frame the plans are stepped to, in seconds, on the host's clock: a plan
    /// that a gesture let go of part-way through the frame moves only for the part after.
    public internal(set) var time: Double {
        get { state.time }
        set { state.time = newValue }
    }
    private let state: TimelineState

    /// A timeline for an operation going `direction`, `duration` seconds long.
    public init(direction: TransitionDirection, duration: Double) {
        self.direction = direction
        state = TimelineState(duration: duration.isFinite && duration > 0 ? duration : 0)
    }

    /// How far the transition is, 0 (start) … 1 (end).
    public var fractionComplete: AnimationFraction { duration > 0 ? position / duration : 0 }

    /// Whether the fore controller's values are the ones to head for: going forward to the end,
    /// or backward to the start (a cancelled dismissal).
    public var isHeadingToFore: Bool { (direction == .forward) == (heading == .end) }

    /// Moves to `fraction` (clamped to 0…1; a value that is not finite changes nothing).
    func setFraction(_ fraction: AnimationFraction) {
        guard fraction.isFinite else { return }
        position = min(max(fraction, 0), 1) * duration
    }
}

extension TransitionDirection {
    /// The direction of `operation`: forward for a push, a presentation and a switch to a
    /// higher tab.
    public init(_ operation: TransitionOperation) {
        switch operation {
        case .navigation(.push), .modal(.present), .tabBar(.increaseIndex): self = .forward
        default: self = .backward
        }
    }
}
