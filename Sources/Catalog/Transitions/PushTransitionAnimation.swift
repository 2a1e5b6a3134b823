import Motion
import TransitionKit

/// The incoming view pushes the outgoing one away: it comes in from an edge while the outgoing
/// view leaves by the opposite edge (a dismissing operation runs the other way). Cancelling
/// moves both back and leaves them as they were.
@MainActor
open class PushTransitionAnimation: EdgeTransitionAnimation {
    private var views: TransitionViews?
    /// The edge the incoming view comes from in the transition set up.
    private var incomingEdge: TransitionScreenEdge?

    /// A push from `edge` (for presenting operations; dismissing ones run the other way) with
    /// `timingParameters`.
    public convenience init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        self.init(edge: edge, timingParameters: timingParameters)
    }

    open override func setup(in operationContext: TransitionOperationContext) {
        let views = TransitionViews(operationContext, toBelow: false)
        self.views = views
        let moving = movingEdge(for: operationContext.operation)
        incomingEdge = views.dismissing ? moving?.opposite : moving
        if let incomingEdge, let container = views.container {
            views.to?.transform = transformForTranslatingViewTo(edge: incomingEdge, outside: container.bounds)
        }
    }

    open override var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: { [views, incomingEdge] in
            guard let views, let incomingEdge, let container = views.container else { return }
            views.to?.transform = .identity
            views.from?.transform = EdgeGeometry.offscreen(incomingEdge.opposite, of: container.bounds)
        }, identifier: "push")]
    }

    open override func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
