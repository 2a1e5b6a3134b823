import Motion

/// A property between a *back* value and a *fore* value over a segment of the transition's
/// timeline, with a timing function, scrubbed by the timeline.
///
/// Going forward (a presentation, a push) the property moves back → fore over ``segment`` along
/// ``timingFunction``. Going backward (a dismissal, a pop) it moves fore → back over the mirrored
/// segment (starting at 1 − (position + length)) along the inverted curve (control points
/// 1−x2, 1−y2, 1−x1, 1−y1), so that going back looks like going forward played in reverse.
@MainActor
public struct TransitionTween<Value: Interpolatable> {
    public let property: PlanProperty<Value>
    public let segment: TransitionSegment
    public let back: Value
    public let fore: Value
    /// The curve forward (linear by default).
    public var timingFunction: CubicBezierCurve {
        get { timing.curve }
        set { timing = TweenTiming(segment: segment, curve: newValue) }
    }
    private(set) var timing: TweenTiming

    public init(_ property: PlanProperty<Value>, segment: TransitionSegment = .entire, back: Value, fore: Value,
                timingFunction: CubicBezierCurve = .linear) {
        self.property = property
        self.segment = segment
        self.back = back
        self.fore = fore
        timing = TweenTiming(segment: segment, curve: timingFunction)
    }

    /// The value at fraction complete `progress` in `direction`.
    public func value(at progress: Double, direction: TransitionDirection) -> Value {
        timing.value(between: back, and: fore, at: progress, direction: direction)
    }
}

/// Applies a tween every frame.
///
/// It keeps the tween's parts one by one rather than the tween: a frame that read a generic
/// struct whole would look its type up at run time, every frame.
@MainActor
final class TweenPerformer<Value: Interpolatable>: PlanPerformer {
    private let back: Value
    private let fore: Value
    private let timing: TweenTiming
    private let set: @MainActor (any HostView, Value) -> Void
    let view: any HostView
    // Strong: a timeline holds nothing back, and reading a strong reference costs no retain.
    let timeline: TransitionTimeline

    init(tween: TransitionTween<Value>, view: any HostView, timeline: TransitionTimeline) {
        back = tween.back
        fore = tween.fore
        timing = tween.timing
        set = tween.property.set
        self.view = view
        self.timeline = timeline
        apply()
    }

    func apply() {
        set(view, timing.value(between: back, and: fore, at: timeline.fractionComplete, direction: timeline.direction))
    }

    func step(by interval: Double) { apply() }
    var isAtRest: Bool { true }
    func finish() { apply() }
}
