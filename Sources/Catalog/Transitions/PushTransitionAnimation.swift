import Motion
import TransitionKit

/// The incoming view pushes the outgoing one away: it comes in from an edge while the outgoing
/// view leaves by the opposite edge (a dismissing operation runs the other way). Cancelling
/// moves both back and leaves them as they were.
@MainActor
open class PushTransitionAnimation: EdgeTransitionAnimation {
    private var views: TransitionViews?
    /// Where the incoming view starts, off screen.
    private var incomingOffscreen = Transform2D.identity
    /// Where the outgoing view goes, off screen on the other side.
    private var outgoingOffscreen = Transform2D.identity

    /// A push from `edge` (for presenting operations; dismissing ones run the other way) with
    /// `timingParameters`.
    public convenience init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.init(edge: edge, timingParameters: timingParameters)
    }

    open override class func forTabBarTransitions(rightToLeft: Bool = false) -> EdgeTransitionAnimation {
        PushTransitionAnimation(transitionEdges: TransitionEdges.forTabBarTransitions(rightToLeft: rightToLeft))
    }

    open override func setup(in operationContext: TransitionOperationContext) {
        let views = TransitionViews(operationContext, toBelow: false)
        self.views = views
        guard let moving = movingEdge(for: operationContext.operation), let container = views.container else { return }
        let incoming = views.dismissing ? moving.opposite : moving
        incomingOffscreen = transformForTranslatingViewTo(edge: incoming, outside: container.bounds)
        outgoingOffscreen = transformForTranslatingViewTo(edge: incoming.opposite, outside: container.bounds)
        views.to?.transform = incomingOffscreen
    }

    open override func animate() {
        views?.to?.transform = .identity
        views?.from?.transform = outgoingOffscreen
    }

    open override func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }

    override var layerIdentifier: String { "push" }
}
