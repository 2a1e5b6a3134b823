import Motion
import TransitionKit

/// The incoming view moves in from an edge over the outgoing one; for a dismissing operation the
/// outgoing view moves out to that edge, uncovering the incoming one. Cancelling moves back and
/// leaves both views as they were.
@MainActor
open class MoveTransitionAnimation: EdgeTransitionAnimation {
    private var views: TransitionViews?
    /// The incoming view's transform off screen, or the outgoing view's, for a dismissal.
    private var offscreen = Transform2D.identity

    /// A move from `edge` (for every operation) with `timingParameters`.
    public convenience init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.init(edge: edge, timingParameters: timingParameters)
    }

    open override class func forTabBarTransitions(rightToLeft: Bool = false) -> EdgeTransitionAnimation {
        MoveTransitionAnimation(transitionEdges: TransitionEdges.forTabBarTransitions(rightToLeft: rightToLeft))
    }

    open override func setup(in operationContext: TransitionOperationContext) {
        let views = TransitionViews(operationContext, toBelow: operationContext.operation.isDismissing)
        self.views = views
        guard let edge = movingEdge(for: operationContext.operation), let container = views.container else { return }
        offscreen = transformForTranslatingViewTo(edge: edge, outside: container.bounds)
        if !views.dismissing { views.to?.transform = offscreen }
    }

    open override func animate() {
        guard let views else { return }
        if views.dismissing {
            views.from?.transform = offscreen
        } else {
            views.to?.transform = .identity
        }
    }

    open override func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }

    override var layerIdentifier: String { "move" }
}
