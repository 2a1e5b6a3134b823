import Motion
import Stage
import TransitionKit

// The getting-started article's own animation, as it appears there.

final class Fade: TransitionAnimation {
    private weak var toView: HostView?

    func setup(in operationContext: TransitionOperationContext) {
        toView = operationContext.context.defaultViewSetup(for: operationContext.operation)
        toView?.alpha = 0
    }

    var layers: [AnimationLayer] {
        return [AnimationLayer(timingParameters: AnimationTimingParameters(animationCurve: .easeOut)) { self.toView?.alpha = 1 }]
    }

    func completion(position: ViewAnimatingPosition) {
        toView?.alpha = 1
    }
}
