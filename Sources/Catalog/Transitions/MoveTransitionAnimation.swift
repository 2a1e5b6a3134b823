import Motion
import TransitionKit

/// The incoming view moves in from an edge over the outgoing one; for a dismissing operation the
/// outgoing view moves out to that edge, uncovering the incoming one. Cancelling moves back and
/// leaves both views as they were.
@MainActor
open class MoveTransitionAnimation: EdgeTransitionAnimation {
    private var views: TransitionViews?
    private var edge: TransitionScreenEdge?

    /// A move from `edge` (for every operation) with `timingParameters`.
    public convenience init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.init(edge: edge, timingParameters: timingParameters)
    }

    open override func setup(in operationContext: TransitionOperationContext) {
        let dismissing = operationContext.operation.isDismissing
        let views = TransitionViews(operationContext, toBelow: dismissing)
        edge = movingEdge(for: operationContext.operation)
        if !dismissing, let edge, let container = views.container {
            views.to?.transform = transformForTranslatingViewTo(edge: edge, outside: container.bounds)
        }
        self.views = views
    }

    open override var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: { [views, edge] in
            guard let views, let edge, let container = views.container else { return }
            if views.dismissing {
                views.from?.transform = EdgeGeometry.offscreen(edge, of: container.bounds)
            } else {
                views.to?.transform = .identity
            }
        }, identifier: "move")]
    }

    open override func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
