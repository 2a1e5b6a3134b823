import Motion
import TransitionKit

/// The outgoing view moves away to an edge, revealing the incoming view beneath it; for a
/// dismissing operation the incoming view comes back from that edge over the outgoing one.
/// Cancelling moves back and leaves both views as they were.
@MainActor
public final class RevealTransitionAnimation: TransitionAnimation {
    /// The edge the outgoing view moves to (for presenting operations).
    public let edge: TransitionScreenEdge
    private let timingParameters: TimingParameters
    private var views: TransitionViews?

    /// A reveal towards `edge` with `timingParameters`.
    public init(towards edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.edge = edge
        self.timingParameters = timingParameters
    }

    public func setup(in operationContext: TransitionOperationContext) {
        let dismissing = operationContext.operation.isDismissing
        let views = TransitionViews(operationContext, toBelow: !dismissing)
        if dismissing, let container = views.container {
            views.to?.transform = EdgeGeometry.offscreen(edge, of: container.bounds)
        }
        self.views = views
    }

    public var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: { [views, edge] in
            guard let views, let container = views.container else { return }
            if views.dismissing {
                views.to?.transform = .identity
            } else {
                views.from?.transform = EdgeGeometry.offscreen(edge, of: container.bounds)
            }
        }, identifier: "reveal")]
    }

    public func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
