import Gestures
import Motion

/// Interruption: a touch-down on the shared element (or on the container when there is none)
/// pauses a running transition and hands it to interaction.
extension TransitionDriver {
    /// Installs the touch-down recognizer for the current animation phase.
    func installInterruptRecognizer() {
        guard interruptRecognizer == nil, let delegate = interruptDelegate else { return }
        let recognizer = LongPressGestureRecognizer(name: "transition interruption")
        recognizer.minimumPressDuration = 0
        recognizer.allowableMovement = .greatestFiniteMagnitude
        recognizer.delegate = delegate
        recognizer.addTarget { [weak self] recognizer in self?.interruptChanged(recognizer) }
        let view = sharedElementView ?? context.containerView
        view.addGestureRecognizer(recognizer)
        setInterruptRecognizer(recognizer)
    }

    /// Removes the touch-down recognizer.
    func removeInterruptRecognizer() {
        guard let recognizer = interruptRecognizer else { return }
        setInterruptRecognizer(nil)
        (recognizer.view as? any HostView)?.removeGestureRecognizer(recognizer)
    }

    private func interruptChanged(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began where phase == .animating:
            pauseForInteraction()
            takeLayersInHand()
            setPhase(.interrupted)
            startSharedElementInteraction(with: recognizer)
            interactionController?.interactionStarted(
                in: operationContext, gestureRecognizer: recognizer, fractionComplete: fractionComplete)
        case .ended, .cancelled:
            // A grab released without moving continues towards where it was heading.
            if phase == .interrupted { endInteraction(at: target) }
        default:
            break
        }
    }

    private var interruptDelegate: (any GestureRecognizerDelegate)? { interruptionDelegate }
}
