import Gestures
import Motion

/// Holding and releasing: any gesture that takes part holds the transition where it is; the
/// last to let go releases it, and ``releasePosition()`` decides where it goes.
extension TransitionDriver {
    /// Whether a gesture holds the transition now.
    var isHeld: Bool {
        if let gesture = interactionController?.gestureRecognizer, interactionTookPart, gesture.state.isActive { return true }
        if let recognizers = holdRecognizers, recognizers.isActive { return true }
        return plans.isHeldByGesture
    }

    /// `gesture` takes hold: an animating transition stops where it is on screen and goes to
    /// `phase` (interrupted for a touch-down, interactive otherwise); an interrupted one becomes
    /// interactive when a gesture that moves takes over.
    func beginHold(with gesture: GestureRecognizer?, phase newPhase: TransitionPhase, starting: Bool = false) {
        switch phase {
        case .animating:
            // A transition that starts held was never animating: there is nothing to pause.
            if !starting { pauseForInteraction() }
            holdLayers()
            heldElementCenter = sharedElementView?.center
            phase = newPhase
            if let gesture {
                startSharedElementInteraction(with: gesture)
                interactionController?.interactionStarted(
                    in: operationContext, gestureRecognizer: gesture, fractionComplete: fractionComplete)
            }
            reportState()
        case .interrupted where newPhase == .interactive:
            setPhase(.interactive)
        case .interrupted, .interactive:
            break
        }
    }

    /// The interaction controller's gesture began while the transition runs: it takes hold
    /// from where the transition is.
    func beginInteraction(with gestureRecognizer: GestureRecognizer) {
        guard !isFinished else { return }
        // A finger followed under the threshold has nothing to catch up with.
        catchesUpAsInteractionBegins = !interactionTookPart
        interactionTookPart = true
        interactionRecognized = true
        beginHold(with: gestureRecognizer, phase: .interactive)
    }

    /// Moves the transition to where `progress` says (while a gesture holds it), as the
    /// interaction controller's gesture heard at `time` seconds — catching up with it when it is
    /// `beginning` (``GestureCatchUp``). `interactionController` is the driver's own, loaded once
    /// by the caller (a weak reference: each load costs a frame slow reference counting).
    func updateInteraction(_ progress: TransitionProgress, at time: Double, beginning: Bool = false,
                           from interactionController: any TransitionInteractionController) {
        guard !isFinished, phase != .animating else { return }
        // A step applies to where the gestures hold the transition, not to where it shows.
        let base = fractionCatchUp == nil ? fractionComplete : heldFraction
        moveHeld(to: progress.applied(to: base), at: time, beginning: beginning && catchesUpAsInteractionBegins)
        applyOffset()
        context.updateInteractiveTransition(fractionComplete)
        if let sharedElementPart {
            sharedElementPart.updateInteraction(in: context, interactionController: interactionController, progress: progress)
        }
        reportState()
    }

    /// The interaction controller's gesture ended (or was cancelled): the transition is
    /// released unless another gesture still holds it.
    func interactionGestureEnded(cancelled: Bool) {
        guard !isFinished, phase != .animating, interactionTookPart else { return }
        if cancelled { interactionCancelled = true }
        letGo()
    }

    /// A gesture let go: when none holds the transition any more, it is released.
    func letGo() {
        guard !isFinished, phase != .animating, !isHeld else { return }
        endInteraction(at: releasePosition(), releasedAt: releaseTime)
    }

    /// When the gestures that held the transition let go: the latest time any of the
    /// transition's gestures heard (touch times never go back, so that is the releasing touch).
    private var releaseTime: Double? {
        var latest: Double?
        var gestures = plans.gestures + (holdRecognizers?.all ?? [])
        if let gesture = interactionController?.gestureRecognizer { gestures.append(gesture) }
        for gesture in gestures where gesture.timestamp > (latest ?? -.infinity) { latest = gesture.timestamp }
        return latest
    }

    /// Where a released transition goes — the one place that decides:
    /// - the interaction controller's answer, when its gesture took part (the start, when the
    ///   gesture was cancelled); a finger the transition followed that never became the gesture
    ///   (it stayed under its movement threshold) is no gesture: on towards where the transition
    ///   was heading;
    /// - a touch-down lifted without moving: on towards where the transition was heading;
    /// - a shared element held by pan, pinch and rotation: the ``ReleaseRule`` around its place
    ///   in the fore controller (``TransitionPlans/releasePosition(for:)``) — under reduced
    ///   motion, the same rule on where the gestures would have put it (``ReducedMotionHold``);
    /// - otherwise on towards where the transition was heading.
    func releasePosition() -> AnimatingPosition {
        if interactionTookPart, let interactionController {
            if interactionCancelled { return .start }
            guard interactionRecognized else { return heading }
            return interactionController.completionPosition(in: operationContext, fractionComplete: fractionComplete)
        }
        if phase == .interrupted { return heading }
        if let hold = reducedMotionHold, hold.isHeld {
            if let geometry = hold.geometry(), let position = plans.releasePosition(for: geometry) { return position }
            if let pan = hold.pan { return plans.releasePosition(ofScrubbing: pan) }
            return heading
        }
        plans.placeManipulatedViews()
        return plans.releaseGeometry().flatMap(plans.releasePosition(for:)) ?? heading
    }

    /// Ends interaction and animates to `position` over the time that remains, from
    /// `releasedAt` seconds on (when the gestures let go). `.current` continues towards where the
    /// transition was heading.
    func endInteraction(at position: AnimatingPosition, releasedAt: Double? = nil) {
        guard !isFinished, phase != .animating else { return }
        let heading: AnimatingPosition = position == .current ? self.heading : position
        reducedMotionHold?.release()
        interactionController?.interactionEnded(in: operationContext, fractionComplete: fractionComplete)
        if heading == .end {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        runAnimationPhase(towards: heading, from: releasedAt)
    }

    /// Sends a transition that animates on its own back towards where it started (a viewer's
    /// dismiss tap while the viewer comes in), from where it is, as a gesture that took it and
    /// let go at once would. Held by a gesture, it stays in that gesture's hands.
    func sendBack() {
        guard !isFinished, phase == .animating else { return }
        beginHold(with: nil, phase: .interactive)
        endInteraction(at: heading == .end ? .start : .end)
    }

    /// Pauses every animator and the context, keeping everything where it is on screen.
    func pauseForInteraction() {
        if !plans.hasPlans { leaveLoop() }
        stopSharedElementAnimator()
        context.pauseInteractiveTransition()
    }

    /// Moves the transition to where a drag-radius plan proposes, if one did (while a gesture
    /// holds it) — catching up with a pan that is `beginning` (``GestureCatchUp``).
    func followProposedFraction(beginning: Bool = false) {
        guard let proposal = plans.takeProposedFraction() else { return }
        scrubbed(to: proposal.fraction, at: proposal.time, beginning: beginning)
    }

    /// Moves the transition to `fraction` while a gesture holds it, as the gesture heard at
    /// `time` seconds (catching up with one that is `beginning`).
    func scrubbed(to fraction: AnimationFraction, at time: Double, beginning: Bool = false) {
        guard !isFinished, phase != .animating else { return }
        moveHeld(to: fraction, at: time, beginning: beginning)
        applyOffset()
        context.updateInteractiveTransition(fractionComplete)
        reportState()
    }

    /// `gesture` joins the transition (a gesture that would start it, while it runs): its plans
    /// are added, and it holds the transition while it is active — tracked, as ``startHeld(by:)``
    /// tracks its gestures, so its end lets go even when no plan of its own watches it (a
    /// rotation joining the reduced-motion cross-fade has none).
    func hold(by gesture: GestureRecognizer) {
        guard !isFinished else { return }
        addPlans(for: gesture)
        if gesture.state.isActive {
            plans.track(gesture)
            beginHold(with: gesture, phase: .interactive)
            followProposedFraction(beginning: true)
        }
    }

    /// Hands `gesture` to the transition's plans: the director's ``TransitionDirector/add(_:)``,
    /// or, without a director, the plans that let it hold a shared element flown by springs.
    /// Under reduced motion (no director, no shared element), a pan or a pinch that isn't the
    /// interaction controller's — a dismissal gesture, a pinch that opens a card — holds the
    /// cross-fade and decides its release as it would have on the flying element
    /// (``ReducedMotionHold``): a pan scrubs the fade over 150 points, a pinch (with no pan)
    /// by how far it would have scaled the element towards the other end.
    func addPlans(for gesture: GestureRecognizer) {
        if let director = plans.director {
            director.add(gesture)
        } else if let view = sharedElementView, plans.fliesOnSprings(view) {
            plans.addHoldPlans(for: gesture, on: view)
        } else if reducedMotionHold != nil, gesture !== interactionController?.gestureRecognizer {
            addReducedMotionPlans(for: gesture)
        }
    }

    /// Lets `gesture`, a pan or a pinch, hold the reduced-motion cross-fade.
    private func addReducedMotionPlans(for gesture: GestureRecognizer) {
        switch gesture {
        case let pan as PanGestureRecognizer:
            reducedMotionHold?.pan = pan
            plans.addPlan(MapDragRadius(150, panGestureRecognizer: pan), to: timeline)
        case let pinch as PinchGestureRecognizer:
            reducedMotionHold?.pinch = pinch
            // Its scrub is added with its tracking, once per pinch (a pinch may join again).
            let tracked = plans.gestures
            if !tracked.contains(where: { $0 === pinch }) {
                plans.addTarget(to: pinch) { [weak self] _ in self?.reducedMotionPinchChanged() }
                plans.track(pinch)
            }
        default:
            return
        }
        if reducedMotionHold?.start == nil {
            reducedMotionHold?.start = timeline.direction == .forward ? fractionComplete : 1 - fractionComplete
        }
    }

    /// Under reduced motion, a pinch with no pan scrubs the cross-fade by how far it would have
    /// scaled the shared element from one end's width towards the other's.
    private func reducedMotionPinchChanged() {
        guard let hold = reducedMotionHold, hold.pan == nil, let pinch = hold.pinch, pinch.state.isActive,
              let towardsFore = hold.geometry()?.towardsFore
        else { return }
        let fraction = timeline.direction == .forward ? towardsFore : 1 - towardsFore
        scrubbed(to: min(max(fraction, 0), 1), at: pinch.timestamp)
    }
}

extension TransitionDriver: TransitionPlansObserver {
    func planGestureChanged(_ recognizer: GestureRecognizer) {
        // The touch-down has its own path (it interrupts; lifted without moving, it resumes).
        guard recognizer !== holdRecognizers?.touchDown else { return }
        switch recognizer.state {
        case .began:
            beginHold(with: recognizer, phase: .interactive)
            followProposedFraction(beginning: true)
        case .changed:
            beginHold(with: recognizer, phase: .interactive)
            followProposedFraction()
        case .ended, .cancelled:
            letGo()
        default:
            break
        }
    }
}
