import Gestures
import TransitionKit

/// Sets up a directed transition from plans, and extends it when a gesture joins.
@MainActor
public protocol TransitionDirector: AnyObject {
    /// A director for `transition`.
    init(transition: DirectedTransition)
    /// Adds the plans that make the transition (tweens, springs, replicas).
    func setUp()
    /// Adds the plans that let `gestureRecognizer` take part (pausing springs, following the
    /// fingers, scrubbing the timeline).
    func add(_ gestureRecognizer: GestureRecognizer)
    /// Undoes what ``setUp()`` changed outside the plans (hidden views, replicas). Called once,
    /// when the transition ends.
    func tearDown()
}

extension TransitionDirector {
    public func tearDown() {}
}
