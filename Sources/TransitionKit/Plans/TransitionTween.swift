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
        didSet { invertedCurve = timingFunction.inverted }
    }
    /// The curve backward: made once, since building a curve builds its sample table.
    private var invertedCurve: CubicBezierCurve

    public init(_ property: PlanProperty<Value>, segment: TransitionSegment = .entire, back: Value, fore: Value,
                timingFunction: CubicBezierCurve = .linear) {
        self.property = property
        self.segment = segment
        self.back = back
        self.fore = fore
        self.timingFunction = timingFunction
        invertedCurve = timingFunction.inverted
    }

    /// The value at fraction complete `progress` in `direction`.
    public func value(at progress: Double, direction: TransitionDirection) -> Value {
        switch direction {
        case .forward:
            return back.interpolated(to: fore, progress: timingFunction.value(at: segment.localProgress(at: progress)))
        case .backward:
            let local = segment.mirrored.localProgress(at: progress)
            return fore.interpolated(to: back, progress: invertedCurve.value(at: local))
        }
    }
}

/// Applies a tween every frame.
@MainActor
final class TweenPerformer<Value: Interpolatable>: PlanPerformer {
    let tween: TransitionTween<Value>
    let target: any HostView
    unowned let timeline: TransitionTimeline

    init(tween: TransitionTween<Value>, target: any HostView, timeline: TransitionTimeline) {
        self.tween = tween
        self.target = target
        self.timeline = timeline
        apply()
    }

    func apply() {
        tween.property.set(target, tween.value(at: timeline.fractionComplete, direction: timeline.direction))
    }

    func step(by interval: Double) { apply() }
    var isAtRest: Bool { true }
    func finish() { apply() }
}
