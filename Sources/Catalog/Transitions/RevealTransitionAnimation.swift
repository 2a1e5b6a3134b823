import Motion
import TransitionKit

/// The outgoing view moves away to an edge, revealing the incoming view beneath it; for a
/// dismissing operation the incoming view comes back from that edge over the outgoing one.
/// Cancelling moves back and leaves both views as they were.
@MainActor
open class RevealTransitionAnimation: EdgeTransitionAnimation {
    private var views: TransitionViews?
    /// The outgoing view's transform off screen, or the incoming view's, for a dismissal.
    private var offscreen = Transform2D.identity

    /// A reveal towards `edge` (for every operation) with `timingParameters`.
    public convenience init(towards edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.init(edge: edge, timingParameters: timingParameters)
    }

    open override class func forTabBarTransitions(rightToLeft: Bool = false) -> EdgeTransitionAnimation {
        RevealTransitionAnimation(transitionEdges: TransitionEdges.forTabBarTransitions(rightToLeft: rightToLeft))
    }

    open override func setup(in operationContext: TransitionOperationContext) {
        let views = TransitionViews(operationContext, toBelow: !operationContext.operation.isDismissing)
        self.views = views
        guard let edge = movingEdge(for: operationContext.operation), let container = views.container else { return }
        offscreen = transformForTranslatingViewTo(edge: edge, outside: container.bounds)
        if views.dismissing { views.to?.transform = offscreen }
    }

    open override func animate() {
        guard let views else { return }
        if views.dismissing {
            views.to?.transform = .identity
        } else {
            views.from?.transform = offscreen
        }
    }

    open override func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }

    override var layerIdentifier: String { "reveal" }
}
