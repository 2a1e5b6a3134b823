import Motion
import TransitionKit

/// The outgoing view moves away to an edge, revealing the incoming view beneath it; for a
/// dismissing operation the incoming view comes back from that edge over the outgoing one.
/// Cancelling moves back and leaves both views as they were.
@MainActor
open class RevealTransitionAnimation: EdgeTransitionAnimation {
    private var views: TransitionViews?
    private var edge: TransitionScreenEdge?

    /// A reveal towards `edge` (for every operation) with `timingParameters`.
    public convenience init(towards edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.init(edge: edge, timingParameters: timingParameters)
    }

    open override func setup(in operationContext: TransitionOperationContext) {
        let dismissing = operationContext.operation.isDismissing
        let views = TransitionViews(operationContext, toBelow: !dismissing)
        edge = movingEdge(for: operationContext.operation)
        if dismissing, let edge, let container = views.container {
            views.to?.transform = transformForTranslatingViewTo(edge: edge, outside: container.bounds)
        }
        self.views = views
    }

    open override var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: { [views, edge] in
            guard let views, let edge, let container = views.container else { return }
            if views.dismissing {
                views.to?.transform = .identity
            } else {
                views.from?.transform = EdgeGeometry.offscreen(edge, of: container.bounds)
            }
        }, identifier: "reveal")]
    }

    open override func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
