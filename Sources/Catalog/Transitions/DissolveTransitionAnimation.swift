import Motion
import TransitionKit

/// A cross-dissolve: the incoming view fades in over the outgoing one (for a dismissing
/// operation, the outgoing view fades out over the incoming one). Cancelling fades back and
/// leaves both views as they were.
@MainActor
open class DissolveTransitionAnimation: TransitionAnimation {
    /// The timing of the dissolve (ease-in-ease-out by default).
    open var timingParameters: AnimationTimingParameters
    /// The named curve of the dissolve; setting it sets ``timingParameters``.
    open var animationCurve: AnimationCurve = .easeInOut {
        didSet { timingParameters = AnimationTimingParameters(animationCurve: animationCurve) }
    }
    private var views: TransitionViews?

    /// A dissolve with `timingParameters` (ease-in-ease-out by default).
    public init(timingParameters: AnimationTimingParameters = .easeInEaseOut) {
        self.timingParameters = timingParameters
    }

    open func setup(in operationContext: TransitionOperationContext) {
        let dismissing = operationContext.operation.isDismissing
        let views = TransitionViews(operationContext, toBelow: dismissing)
        if !dismissing { views.to?.alpha = 0 }
        self.views = views
    }

    open var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: { [views] in
            guard let views else { return }
            if views.dismissing { views.from?.alpha = 0 } else { views.to?.alpha = 1 }
        }, identifier: "dissolve")]
    }

    open func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
