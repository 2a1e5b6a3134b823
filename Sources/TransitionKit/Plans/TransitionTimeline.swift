import Motion

/// Which way a transition goes: forward shows the fore controller (a push, a presentation),
/// backward takes it away (a pop, a dismissal).
public enum TransitionDirection: String, Sendable {
    case forward, backward
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
        get { durationValue }
        set { durationValue = newValue }
    }
    /// Where the transition is, in seconds from its start (0 … ``duration``): its offset.
    public internal(set) var offset: Double {
        get { offsetValue }
        set { offsetValue = newValue }
    }
    /// The offset under its former name.
    @available(*, deprecated, renamed: "offset")
    public var position: Double { offset }
    /// Where the transition is heading: its end (it completes) or its start (it is cancelled).
    public internal(set) var heading: AnimatingPosition {
        get { headingValue }
        set { headingValue = newValue }
    }
    /// The time of the frame the plans are stepped to, in seconds, on the host's clock: a plan
    /// that a gesture let go of part-way through the frame moves only for the part after.
    public internal(set) var time: Double {
        get { timeValue }
        set { timeValue = newValue }
    }
    // The values that change as the transition runs, read by the driver and by every plan, every
    // frame. Private and plain values, only ever read or written whole through the accessors
    // above, in statements that call nothing out: the optimizer proves no two accesses overlap,
    // so none pays for a runtime exclusivity check (no `@exclusivity(unchecked)` needed).
    private var durationValue: Double
    private var offsetValue = 0.0
    private var headingValue: AnimatingPosition = .end
    private var timeValue = 0.0

    /// A timeline for an operation going `direction`, `duration` seconds long.
    public init(direction: TransitionDirection, duration: Double) {
        self.direction = direction
        durationValue = duration.isFinite && duration > 0 ? duration : 0
    }

    /// How far the transition is, 0 (start) … 1 (end).
    public var fractionComplete: AnimationFraction { duration > 0 ? offset / duration : 0 }

    /// Whether the fore controller's values are the ones to head for: going forward to the end,
    /// or backward to the start (a cancelled dismissal).
    public var isHeadingToFore: Bool { (direction == .forward) == (heading == .end) }

    /// Moves to `fraction` (clamped to 0…1; a value that is not finite changes nothing).
    func setFraction(_ fraction: AnimationFraction) {
        guard fraction.isFinite else { return }
        offset = min(max(fraction, 0), 1) * duration
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
