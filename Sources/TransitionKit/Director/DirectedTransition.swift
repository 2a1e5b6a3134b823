import Foundation
import Gestures
import Motion

/// What a ``TransitionDirector`` works with: the transition's controllers and views, the element
/// it starts from, and the ``runtime`` its plans go to.
///
/// It is a view of one transition run by the one engine (a ``TransitionController``'s driver):
/// the ``timeline`` is the transition's own, and where a release goes is decided by the engine.
@MainActor
public final class DirectedTransition {
    /// Forward presents (or pushes) the fore controller; backward dismisses (or pops) it.
    public var direction: TransitionDirection { runtime.timeline.direction }
    /// The operation and the host's context.
    public let operationContext: TransitionOperationContext
    /// The presented (fore) controller.
    public let foreViewController: any HostViewController
    /// The presenting (back) controller.
    public let backViewController: any HostViewController
    /// The element the transition starts from (for example the tapped thumbnail's cell).
    public let contextElement: AnyObject?

    init(operationContext: TransitionOperationContext, fore: any HostViewController, back: any HostViewController,
         contextElement: AnyObject?) {
        self.operationContext = operationContext
        foreViewController = fore
        backViewController = back
        self.contextElement = contextElement
    }

    /// The host's context.
    public var context: any ViewControllerContextTransitioning { operationContext.context }
    /// The container view.
    public var containerView: any HostView { context.containerView }
    /// Runs the plans every frame (`transition.runtime.addPlan(fadeIn, to: foreView)`).
    public var runtime: TransitionPlans { operationContext.runtime }
    /// The transition's timeline.
    public var timeline: TransitionTimeline { runtime.timeline }
    /// The view that plays the shared element (the photo's replica): a touch on it takes the
    /// transition in hand, in either direction.
    public var sharedElementView: (any HostView)? {
        get { runtime.sharedElementView }
        set { runtime.sharedElementView = newValue }
    }
}
