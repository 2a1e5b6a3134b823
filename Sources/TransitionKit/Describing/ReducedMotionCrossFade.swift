import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// What every transition becomes when its host prefers reduced motion
/// (``ViewControllerContextTransitioning/prefersReducedMotion``): a cross-fade over the same
/// progress and duration, with no travel, scale or rotation and no shared element.
///
/// Going forward (a push, a presentation, a tab switch) the incoming view fades in over the
/// outgoing one; going back (a pop, a dismissal) the outgoing view fades out over the incoming
/// one. The fade is linear in the transition's progress, so a gesture that scrubs the
/// transition scrubs the fade; cancelled, it fades back. The opacities it changed are put back
/// at the end.
///
/// Nothing flies, but the gestures still decide as they would have on the flying element: the
/// fade measures where the transition's shared element rests at each end
/// (``sharedElementFrames``), asked of the animation it stands in for.
@MainActor
final class ReducedMotionCrossFade: TransitionAnimation {
    private var views: TransitionViews?
    /// The view that fades, and its opacity before the fade.
    private var fading: (view: any HostView, alpha: Double)?
    /// The animation the fade stands in for, asked where its shared element rests.
    private let original: (any SharedElementFramesSource)?
    /// Where the shared element of the transition it stands in for rests at the back end and
    /// at the fore end (the container's coordinates), once set up; `nil` when it has none.
    private(set) var sharedElementFrames: (back: CGRect, fore: CGRect)?

    /// The fade for a transition whose animation is `original`.
    init(standingInFor original: any TransitionAnimation) {
        self.original = original as? any SharedElementFramesSource
    }

    func setup(in operationContext: TransitionOperationContext) {
        let dismissing = operationContext.operation.isDismissing
        let views = TransitionViews(operationContext, toBelow: dismissing)
        // Measured with the incoming view in place, before anything fades.
        sharedElementFrames = original?.sharedElementFrames(in: operationContext)
        if let view = dismissing ? views.from : views.to {
            fading = (view, view.alpha)
            if !dismissing { view.alpha = 0 }
        }
        self.views = views
    }

    var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: AnimationTimingParameters(animationCurve: .linear), animation: fade, identifier: "reduced motion")]
    }

    private func fade() {
        guard let fading, let views else { return }
        fading.view.alpha = views.dismissing ? 0 : fading.alpha
    }

    func completion(position: AnimatingPosition) {
        if let fading { fading.view.alpha = fading.alpha }
        fading = nil
        views = nil
    }
}

extension Transition {
    /// The cross-fade this transition becomes under reduced motion: ``reducedMotionDuration``
    /// long if it has one, else as long as the transition would have lasted (its effective
    /// duration), fading linearly.
    func reducedMotion() -> Transition {
        if let chosen = reducedMotionDuration, chosen.isFinite, chosen > 0 {
            return Transition(duration: chosen, animation: ReducedMotionCrossFade(standingInFor: animation))
        }
        let schedule = TransitionSchedule(layers: animation.layers, of: self, hasSharedElement: false)
        let duration = schedule.isRunnable && schedule.duration.isFinite && schedule.duration > 0 ? schedule.duration : self.duration
        return Transition(duration: duration, animation: ReducedMotionCrossFade(standingInFor: animation))
    }
}
