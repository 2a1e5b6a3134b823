import Motion
import TransitionKit

/// A property between a *back* value and a *fore* value over a segment of the transition's
/// timeline, with a timing curve, scrubbed by the timeline's progress.
///
/// Going forward (presenting) the property moves back → fore over ``segment`` along
/// ``timingCurve``. Going backward (dismissing) it moves fore → back over the mirrored segment
/// (starting at 1 − (position + length)) along the inverted curve (control points
/// 1−x2, 1−y2, 1−x1, 1−y1), so a dismissal looks like the presentation played in reverse.
@MainActor
public struct TransitionTween<Value: Interpolatable> {
    public let property: PlanProperty<Value>
    public let segment: TransitionSegment
    public let back: Value
    public let fore: Value
    public var timingCurve: CubicBezierCurve {
        didSet { invertedCurve = timingCurve.inverted }
    }
    /// The curve backward: made once, since building a curve builds its sample table.
    private var invertedCurve: CubicBezierCurve

    public init(_ property: PlanProperty<Value>, segment: TransitionSegment = .entire, back: Value, fore: Value,
                timingCurve: CubicBezierCurve = .linear) {
        self.property = property
        self.segment = segment
        self.back = back
        self.fore = fore
        self.timingCurve = timingCurve
        invertedCurve = timingCurve.inverted
    }

    /// The value at timeline progress `progress` in `direction`.
    public func value(at progress: Double, direction: TransitionDirection) -> Value {
        switch direction {
        case .forward:
            return back.interpolated(to: fore, progress: timingCurve.value(at: segment.localProgress(at: progress)))
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
    unowned let transition: DirectedTransition

    init(tween: TransitionTween<Value>, target: any HostView, transition: DirectedTransition) {
        self.tween = tween
        self.target = target
        self.transition = transition
        apply()
    }

    func apply() {
        tween.property.set(target, tween.value(at: transition.timeline.progress, direction: transition.direction))
    }

    func step(by interval: Double) { apply() }
    var isAtRest: Bool { true }
    func finish() { apply() }
}
