import Motion
import TransitionKit

/// The incoming view moves in from an edge over the outgoing one; for a dismissing operation the
/// outgoing view moves out to that edge, uncovering the incoming one. Cancelling moves back and
/// leaves both views as they were.
@MainActor
public final class MoveTransitionAnimation: TransitionAnimation {
    /// The edge the incoming view comes from.
    public let edge: TransitionScreenEdge
    private let timingParameters: TimingParameters
    private var views: TransitionViews?

    /// A move from `edge` with `timingParameters`.
    public init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.edge = edge
        self.timingParameters = timingParameters
    }

    public func setup(in operationContext: TransitionOperationContext) {
        let dismissing = operationContext.operation.isDismissing
        let views = TransitionViews(operationContext, toBelow: dismissing)
        if !dismissing, let container = views.container {
            views.to?.transform = EdgeGeometry.offscreen(edge, of: container.bounds)
        }
        self.views = views
    }

    public var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: { [views, edge] in
            guard let views, let container = views.container else { return }
            if views.dismissing {
                views.from?.transform = EdgeGeometry.offscreen(edge, of: container.bounds)
            } else {
                views.to?.transform = .identity
            }
        }, identifier: "move")]
    }

    public func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
