import Motion
import TransitionKit

/// The incoming view pushes the outgoing one away: it comes in from an edge while the outgoing
/// view leaves by the opposite edge (a dismissing operation runs the other way). Cancelling
/// moves both back and leaves them as they were.
@MainActor
public final class PushTransitionAnimation: TransitionAnimation {
    /// The edge the incoming view comes from (for presenting operations).
    public let edge: TransitionScreenEdge
    private let timingParameters: TimingParameters
    private var views: TransitionViews?

    /// A push from `edge` with `timingParameters`.
    public init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.edge = edge
        self.timingParameters = timingParameters
    }

    private var incomingEdge: TransitionScreenEdge { views?.dismissing == true ? edge.opposite : edge }

    public func setup(in operationContext: TransitionOperationContext) {
        let views = TransitionViews(operationContext, toBelow: false)
        self.views = views
        if let container = views.container {
            views.to?.transform = EdgeGeometry.offscreen(incomingEdge, of: container.bounds)
        }
    }

    public var layers: [AnimationLayer] {
        let outgoingEdge = incomingEdge.opposite
        return [AnimationLayer(timingParameters: timingParameters, animation: { [views] in
            guard let views, let container = views.container else { return }
            views.to?.transform = .identity
            views.from?.transform = EdgeGeometry.offscreen(outgoingEdge, of: container.bounds)
        }, identifier: "push")]
    }

    public func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
