import Gestures
import Motion

/// The shared element: its animation in each animation phase, and the start of each interaction.
extension TransitionDriver {
    /// Animates the shared element towards `heading` over the time that remains (its
    /// animation block, in an animator with its timing).
    func startSharedElementPhase(towards heading: AnimatingPosition) {
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
        control(animator, "the shared element") { animator throws(PropertyAnimatorError) in try animator.startAnimation() }
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
