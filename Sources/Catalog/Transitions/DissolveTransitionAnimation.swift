import Motion
import TransitionKit

/// A cross-dissolve: the incoming view fades in over the outgoing one (for a dismissing
/// operation, the outgoing view fades out over the incoming one). Cancelling fades back and
/// leaves both views as they were.
@MainActor
open class DissolveTransitionAnimation: TransitionAnimation {
    /// Timing given explicitly, which takes the place of ``animationCurve``.
    private var givenTiming: AnimationTimingParameters?
    /// The named curve of the dissolve (ease-in-out by default), read each time the layers are
    /// made.
    open var animationCurve: AnimationCurve = .easeInOut {
        didSet { givenTiming = nil }
    }
    /// The timing of the dissolve: ``animationCurve``'s, unless timing was given.
    open var timingParameters: AnimationTimingParameters {
        get { givenTiming ?? AnimationTimingParameters(animationCurve: animationCurve) }
        set { givenTiming = newValue }
    }
    private var views: TransitionViews?

    /// A dissolve timed by ``animationCurve`` (ease-in-out by default).
    public init() {}

    /// A dissolve with `timingParameters`.
    public init(timingParameters: AnimationTimingParameters) {
        givenTiming = timingParameters
    }

    open func setup(in operationContext: TransitionOperationContext) {
        let dismissing = operationContext.operation.isDismissing
        let views = TransitionViews(operationContext, toBelow: dismissing)
        if !dismissing { views.to?.alpha = 0 }
        self.views = views
    }

    open var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: animate, identifier: "dissolve")]
    }

    /// Fades the incoming view in (the outgoing one out, for a dismissal).
    open func animate() {
        guard let views else { return }
        if views.dismissing { views.from?.alpha = 0 } else { views.to?.alpha = 1 }
    }

    open func completion(position: AnimatingPosition) {
        views?.restore()
        views = nil
    }
}
