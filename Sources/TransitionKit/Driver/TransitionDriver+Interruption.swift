import Gestures
import Motion

/// Interruption: a touch-down on the shared element (or on the container when there is none)
/// holds a running transition where it is, in either direction; on a shared element flown by
/// springs, a pan, pinch or rotation then takes it in hand.
extension TransitionDriver {
    /// Installs the driver's own gestures, once, at the first animation phase.
    func installHoldRecognizers() {
        guard holdRecognizers == nil else { return }
        let view = sharedElementView ?? context.containerView
        let flies = sharedElementView.map { plans.fliesOnSprings($0) } ?? false
        let recognizers = HoldRecognizers(on: view, manipulates: flies)
        // Each action looks at the state before the driver: a held gesture changes every frame,
        // and a change is nothing to either (the weak load would cost a frame ~110 each).
        recognizers.touchDown.addTarget { [weak self] recognizer in
            let state = recognizer.state
            guard state == .began || state == .ended || state == .cancelled else { return }
            self?.touchDownChanged(recognizer)
        }
        for manipulator in recognizers.manipulators {
            manipulator.addTarget { [weak self] recognizer in
                guard recognizer.state == .began else { return }
                self?.manipulatorChanged(recognizer)
            }
        }
        holdRecognizers = recognizers
    }

    /// Removes the driver's own gestures.
    func removeHoldRecognizers() {
        holdRecognizers?.remove()
        holdRecognizers = nil
    }

    private func touchDownChanged(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began where phase == .animating:
            beginHold(with: recognizer, phase: .interrupted)
            // The shared element's springs hold still under the finger.
            addPlans(for: recognizer)
            followedLocation = nil
            ensureInLoop()
        case .ended, .cancelled:
            // Lifted without moving: on towards where it was heading (``releasePosition()``).
            letGo()
        default:
            break
        }
    }

    private func manipulatorChanged(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .began, !isFinished else { return }
        // The plans follow the fingers from where they touched down: nothing jumps.
        addPlans(for: recognizer)
        beginHold(with: recognizer, phase: .interactive)
        followProposedFraction(beginning: true)
    }

    /// Whether the touch-down holds the transition.
    var isHeldByTouchDown: Bool { holdRecognizers?.isTouchDownActive ?? false }

    /// Whether the touch-down holds the transition while the interaction controller's gesture
    /// tracks the same finger but has not begun (it waits for its movement threshold). The
    /// gesture looked at first is the one the interaction controller had as the transition
    /// started (``interactionGesture``).
    var isFollowingTouchDown: Bool {
        guard let recognizers = holdRecognizers, let gesture = interactionGesture,
              recognizers.isTouchDownActive(whileUnbegun: gesture), let interactionController
        else { return false }
        // (An interaction controller whose gesture is another one now is asked of that one.)
        let current = interactionController.gestureRecognizer
        return current === gesture || (current.state == .possible && current.numberOfTouches > 0)
    }

    /// Once a frame while ``isFollowingTouchDown``: as soon as the finger moves, the transition
    /// and the shared element follow it (interactive), so that nothing jumps when the gesture
    /// begins — the element is under the finger from its first movement.
    func followDuringInterruption() {
        guard isFollowingTouchDown, let interactionController else { return }
        let location = interactionController.gestureRecognizer.location(in: nil)
        guard let followed = followedLocation else {
            followedLocation = location
            return
        }
        guard location != followed else { return }
        followedLocation = location
        interactionTookPart = true
        if phase == .interrupted { phase = .interactive }
        updateInteraction(interactionController.progress(in: operationContext), at: interactionController.gestureRecognizer.timestamp,
                          from: interactionController)
        interactionController.resetProgressIfNeeded(in: operationContext)
    }
}
