import Gestures
import Motion

/// Interaction: the gesture moves the position by hand; its end picks where to animate.
extension TransitionDriver {
    /// Hands the transition to `gestureRecognizer` from where it is (pausing any animation).
    ///
    /// Interaction starts once: after an interruption (whose touch-down already started it, as
    /// in the seed library) the gesture only takes over.
    func beginInteraction(with gestureRecognizer: GestureRecognizer) {
        switch phase {
        case .animating:
            pauseForInteraction()
            takeLayersInHand()
            startSharedElementInteraction(with: gestureRecognizer)
            setPhase(.interactive)
            interactionController?.interactionStarted(
                in: operationContext, gestureRecognizer: gestureRecognizer, fractionComplete: fractionComplete)
        case .interrupted:
            setPhase(.interactive)
        case .interactive, .finished:
            return
        }
    }

    /// Moves the transition to where `progress` says.
    func updateInteraction(_ progress: TransitionProgress) {
        guard phase == .interactive else { return }
        setPosition(fraction: progress.applied(to: fractionComplete))
        applyPosition()
        context.updateInteractiveTransition(fractionComplete)
        if let interactionController, let sharedElementPart {
            sharedElementPart.updateInteraction(in: context, interactionController: interactionController, progress: progress)
        }
        reportState()
    }

    /// Ends interaction and animates to `position` over the time that remains. `.current`
    /// continues towards where the transition was heading (it is never reported as a cancel
    /// while heading for the end).
    func endInteraction(at position: AnimatingPosition) {
        guard phase == .interactive || phase == .interrupted else { return }
        let destination: AnimatingPosition = position == .current ? target : position
        interactionController?.interactionEnded(in: operationContext, fractionComplete: fractionComplete)
        if destination == .end {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        runAnimationPhase(towards: destination)
    }

    /// Pauses every animator and the context, keeping everything where it is on screen.
    func pauseForInteraction() {
        leaveLoop()
        stopSharedElementAnimator()
        context.pauseInteractiveTransition()
    }
}
