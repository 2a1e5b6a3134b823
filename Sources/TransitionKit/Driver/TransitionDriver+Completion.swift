import Motion

/// Completion, once: layers and plans settle, the animation's and shared element's completions,
/// the phase delegates, then `completeTransition`.
extension TransitionDriver {
    func finish() {
        guard !isFinished else { return }
        markFinished()
        leaveLoop()
        removeHoldRecognizers()
        let completed = heading == .end
        let position: AnimatingPosition = completed ? .end : .start
        timeline.setFraction(completed ? 1 : 0)
        applyOffset()
        for animator in layerAnimatorsForCompletion {
            // Each layer's animator is active (paused and scrubbed) from the driver's start
            // until now: it stops, then finishes.
            control(animator, "a layer") { animator throws(PropertyAnimatorError) in
                try animator.stopAnimation(false)
                try animator.finishAnimation(at: position)
            }
        }
        stopSharedElementAnimator()
        // Plans land where the transition ended, and let go of every gesture they followed.
        plans.finish()
        plans.tearDown()
        transition.animation.completion(position: position)
        sharedElementPart?.completion(position: position)
        // The shared element is per transition: let it go (a transition object that is its own
        // shared element would otherwise keep itself alive).
        transition.sharedElementTransition?.sharedElement = nil
        notifyPhase { delegate, from, to in
            if completed {
                delegate.didTransition(from: from, to: to, with: sharedElement)
            } else {
                delegate.cancelledTransition(from: from, to: to, with: sharedElement)
            }
        }
        context.completeTransition(completed)
        interactionController?.resetInteraction()
        onFinish?(self)
        onFinish = nil
    }
}
