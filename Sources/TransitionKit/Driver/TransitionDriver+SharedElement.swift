import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// The shared element: its animation in each animation phase, and the start of each interaction.
extension TransitionDriver {
    /// Animates the shared element towards `heading` over the time that remains (its
    /// animation block, in an animator with its timing) — leaving, when a finger let go of it at
    /// `time` seconds while moving it at `velocity` (points per second, in its superview), at
    /// that velocity's pace along its way (see ``sharedElementReleaseVelocity()``).
    func startSharedElementPhase(towards heading: AnimatingPosition, releasedAt time: Double, velocity: CGPoint? = nil) {
        guard let animation = sharedElementPart else { return }
        stopSharedElementAnimator()
        animation.animatingPosition = heading
        let remaining = heading == .end ? schedule.duration - offset : offset
        guard remaining > 1e-9 || animation.timingParameters.implicitDuration != nil else {
            animation.animation()
            return
        }
        let animator: PropertyAnimator
        do {
            // Cannot throw: the remaining time is finite (a runnable schedule) and a spring's
            // implicit duration is finite (checked when its timing was made).
            animator = try PropertyAnimator(
                duration: max(remaining, 1e-6), timingParameters: animation.timingParameters, loop: loop,
                animations: { animation.animation() })
        } catch {
            onFailure?(.animatorRefused(layer: "the shared element", error))
            animation.animation()
            return
        }
        animator.name = "shared element"
        sharedElementAnimator = animator
        if let velocity, let view = sharedElementView {
            // Its animation block sets where it goes; it is shown where the finger left it.
            control(animator, "the shared element") { animator throws(PropertyAnimatorError) in try animator.pauseAnimation() }
            let from = view.presentation.center, to = view.center
            let way = CGPoint(x: to.x - from.x, y: to.y - from.y)
            let length = Double(way.x * way.x + way.y * way.y)
            // The finger's velocity along the way, in fractions of it per second.
            let pace = length > 0.25 ? Double(velocity.x * way.x + velocity.y * way.y) / length : 0
            control(animator, "the shared element") { animator throws(PropertyAnimatorError) in
                try animator.continueAnimation(releasedAt: pace.isFinite ? pace : 0, time: time)
            }
        } else {
            control(animator, "the shared element") { animator throws(PropertyAnimatorError) in try animator.startAnimation() }
        }
    }

    /// How fast the finger that let go was moving the shared element, in points per second in
    /// its superview: the interaction controller's pan's velocity, when that gesture took part
    /// and the element moved while it held the transition (a guide's element that follows the
    /// finger); `nil` otherwise — the element then leaves from rest, as its timing says.
    func sharedElementReleaseVelocity() -> CGPoint? {
        guard sharedElementPart != nil, interactionTookPart, let view = sharedElementView, let start = heldElementCenter,
              view.center != start, let pan = interactionController?.gestureRecognizer as? PanGestureRecognizer
        else { return nil }
        let velocity = pan.velocity(in: view.superview)
        return velocity.x.isFinite && velocity.y.isFinite ? velocity : nil
    }

    /// Stops the shared element where it is on screen.
    func stopSharedElementAnimator() {
        guard let animator = sharedElementAnimator else { return }
        sharedElementAnimator = nil
        if animator.state == .active {
            control(animator, "the shared element") { animator throws(PropertyAnimatorError) in try animator.stopAnimation(true) }
        }
    }

    /// Tells the shared element that interaction started, once per interaction (an
    /// interruption's touch-down and the pan that follows it are one).
    func startSharedElementInteraction(with gestureRecognizer: GestureRecognizer) {
        guard !sharedElementInteractionStarted, let interaction = sharedElementPart else { return }
        sharedElementInteractionStarted = true
        interaction.startInteraction(in: context, gestureRecognizer: gestureRecognizer)
    }
}
