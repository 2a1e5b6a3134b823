import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// Describes a transition with plans, as the Photo specification's directors do: ``setUp()``
/// adds the tweens, springs and replicas that make it, and ``add(_:)`` the plans that let a
/// gesture take part.
///
/// A director runs on the one engine like every other transition: hand it to a ``Transition``
/// (``Transition/init(duration:director:contextElement:configure:)``), which any
/// ``TransitionController`` runs — in a navigation controller, a tab bar controller or modal
/// presentations — with interaction controllers, interruption, the phase delegates and the one
/// release rule.
@MainActor
public protocol TransitionDirector: AnyObject {
    /// A director for `transition`.
    init(transition: DirectedTransition)
    /// Adds the plans that make the transition (tweens, springs, replicas).
    func setUp()
    /// Adds the plans that let `gestureRecognizer` take part (pausing springs, following the
    /// fingers, scrubbing the timeline). Called for the gestures a transition starts with, and
    /// for every gesture that grabs the shared element while it flies.
    func add(_ gestureRecognizer: GestureRecognizer)
    /// Undoes what ``setUp()`` changed outside the plans (hidden views, replicas). Called once,
    /// when the transition ends.
    func tearDown()
    /// Where the element a touch takes rests at each end of `transition` — its frame at the back
    /// end and at the fore end, in the container's coordinates (points) — worked out without
    /// setting up. The engine asks when the transition runs without its director (reduced
    /// motion makes it a cross-fade): the gestures then decide their release as they would have
    /// on the flying element — a pinch that spreads and closes back on a card leaves it closed.
    /// `nil` by default: they decide as on a transition with no shared element.
    static func sharedElementFrames(for transition: DirectedTransition) -> (back: CGRect, fore: CGRect)?
}

extension TransitionDirector {
    public func tearDown() {}

    public static func sharedElementFrames(for transition: DirectedTransition) -> (back: CGRect, fore: CGRect)? { nil }
}
