import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// Runs one transition — every transition, however it is described: its layers in their
/// windows of the effective duration, its shared element, its plans, interaction and
/// interruption, the one release rule and the one completion.
///
/// The driver moves the transition's one ``TransitionTimeline`` (its offset in seconds, 0 …
/// effective duration; fraction complete = offset ÷ duration). Every layer has an animator
/// that follows the offset as its ``LayerPacing`` says: scrubbed along its own curve to the
/// layer's local fraction while the transition animates, linearly while a gesture drives it,
/// and running on its own from where a gesture left it. A guide-style shared element runs its
/// own animator in each animation phase, over the time that remains. The
/// transition's plans (``TransitionPlans``: tweens, springs, gestures that hold and follow views) step
/// every frame with it. Every change of offset or phase is handed down to the host's context
/// (``ViewControllerContextTransitioning/transitionDidUpdate(_:)``).
///
/// Any gesture that takes part — the interaction controller's, the touch-down on the shared
/// element (or the container), the pan, pinch and rotation that grab a shared element flown by
/// springs, the gestures a transition was started with — *holds* the transition: it leaves the
/// animation phase where it is. When the last one lets go, ``releasePosition()`` decides where
/// the transition goes, in one place.
@MainActor
final class TransitionDriver: FrameStepping {
    let operationContext: TransitionOperationContext
    /// The transition it runs: the one asked for, or under reduced motion the cross-fade that
    /// stands in for it.
    let transition: Transition
    let schedule: TransitionSchedule
    let sharedElement: (any SharedElement)?
    /// The transition's shared-element part, when a shared element takes part in it.
    let sharedElementPart: (any SharedElementTransition)?
    /// The view that plays the shared element — the guide's shared element's view, or the view
    /// the plans fly as one — read once set up (it is handed down to the context every frame). A
    /// `let`: a frame hands it down borrowed, with no retain and release (views are referenced
    /// weakly, so each of those takes the runtime's slow path).
    let sharedElementView: (any HostView)?
    weak var interactionController: (any TransitionInteractionController)?
    /// The interaction controller's gesture when the transition started, kept to be looked at
    /// every held frame (``isFollowingTouchDown``) with no weak load and no retain of the
    /// weakly referenced recognizer; whether the interaction controller is still there is
    /// asked only when its gesture says the finger is followed.
    let interactionGesture: GestureRecognizer?
    let loop: AnimationLoop
    /// Called once, after `completeTransition`.
    var onFinish: (@MainActor (TransitionDriver) -> Void)?
    /// Told of anything that kept the transition from running as described.
    var onFailure: (@MainActor (TransitionFailure) -> Void)?

    /// Who moves the transition.
    var phase: TransitionPhase = .animating {
        // What lets the plans skip telling the driver of a change it would do nothing with.
        didSet { plans.observerIsInteractive = phase == .interactive }
    }
    /// Whether the transition has completed (or been cancelled) and handed back.
    private(set) var isFinished = false
    /// Up to when the timeline has moved: the latest frame's time, or a later release's (the
    /// timeline moves on only for the part of the frame after it).
    private var lastTime: Double
    /// The latest frame's time: the plans step by whole frames (a spring a gesture let go of
    /// moves only for the part after, by itself; the others never stopped).
    private var lastFrameTime: Double
    /// The layers' animators. Like ``pacings``, only ever read or replaced whole, in statements
    /// that call nothing out (``setPacing(_:at:)`` changes one pacing out of the property), so the
    /// optimizer proves no two accesses overlap: a frame reads both with no exclusivity check.
    private var layerAnimators: [PropertyAnimator] = []
    /// How each layer's animator follows the offset.
    private var pacings: [LayerPacing] = []
    /// Each layer animator's `scrubsLinearly`, as the driver (the only one that sets it) last
    /// set it: a frame sets it only when it changes (each set of the animator's property pays
    /// for an exclusivity check). Only ever read or replaced whole, as ``pacings``.
    private var linearScrubs: [Bool] = []
    /// How fast the gestures that hold the transition move its offset: how fast the layers
    /// they move go when they let go. Like ``heldFraction`` and ``fractionCatchUp`` (read every
    /// held frame), a plain value only ever read or replaced whole, in statements that call
    /// nothing out, so the optimizer proves no two accesses overlap and none pays for a runtime
    /// exclusivity check.
    private var heldMotion = HeldMotion()
    /// Where the gestures that hold the transition put its fraction; the timeline shows it less
    /// what is left of ``fractionCatchUp``.
    private(set) var heldFraction: AnimationFraction = 0
    /// The jump of fraction a gesture made as it began (the finger's travel under its
    /// threshold) and when, fading out (``GestureCatchUp``): the transition moves on from where
    /// it was, with no step.
    private(set) var fractionCatchUp: (offset: Double, start: Double)?
    /// Where the shared element was when the current hold took the transition: the element moved
    /// while held (a guide's element follows the finger) when it is elsewhere at the release.
    var heldElementCenter: CGPoint?
    /// Whether the interaction controller's gesture, as it begins, makes a jump to catch up
    /// with: not when the transition followed its finger under the threshold already.
    var catchesUpAsInteractionBegins = true
    /// Layers without an animator: set to their final values at once when the transition
    /// starts.
    private var unscheduledLayers: [AnimationLayer] = []
    /// Why the transition cannot be scheduled at all, if so: it then ends as it starts.
    private var scheduleFailure: TransitionError?
    /// Failures met while the driver was built, reported when it starts.
    private var pendingFailures: [TransitionFailure] = []
    /// The shared element's animator in the current animation phase, if any.
    var sharedElementAnimator: PropertyAnimator?
    /// The touch-down that interrupts, and the gestures that grab a shared element flown by
    /// springs, once installed.
    var holdRecognizers: HoldRecognizers?
    /// Whether the shared element was told that the current interaction started.
    var sharedElementInteractionStarted = false
    /// Whether the interaction controller's gesture took part in the current hold (its finger
    /// followed, recognized or not).
    var interactionTookPart = false
    /// Whether the interaction controller's gesture was recognized in the current hold: a finger
    /// the transition followed under the gesture's movement threshold never was.
    var interactionRecognized = false
    /// Whether the interaction controller's gesture was cancelled in the current hold.
    var interactionCancelled = false
    /// Where the touch-down's finger was last followed (window coordinates).
    var followedLocation: CGPoint?
    private var isInLoop = false
    /// What the host heard last.
    private var lastReport: StateReport?
    /// Whether the transition runs as the reduced-motion cross-fade.
    let reducesMotion: Bool
    /// Under reduced motion, the gestures that hold the cross-fade, whose release decides as it
    /// would have on the flying shared element; `nil` with full motion.
    var reducedMotionHold: ReducedMotionHold?

    var debugName: String { "transition \(operationContext.operation)" }
    var context: any ViewControllerContextTransitioning { operationContext.context }
    var plans: TransitionPlans { operationContext.runtime }
    var timeline: TransitionTimeline { operationContext.runtime.timeline }
    /// The transition's offset: where it is, in seconds from its start.
    var offset: Double { timeline.offset }
    /// Where the current animation phase goes (or went, before a gesture took hold).
    var heading: AnimatingPosition { timeline.heading }
    /// The fraction of the transition complete, 0…1.
    var fractionComplete: AnimationFraction { schedule.duration > 0 ? offset / schedule.duration : 1 }

    init(
        transition: Transition, operationContext: TransitionOperationContext,
        sharedElement: (any SharedElement)?, interactionController: (any TransitionInteractionController)?
    ) {
        // Reduced motion: the transition runs as a cross-fade over the same progress, with no
        // shared element (no travel, scale or rotation); its gestures still drive it.
        let reducesMotion = operationContext.context.prefersReducedMotion
        let transition = reducesMotion ? transition.reducedMotion() : transition
        let sharedElement = reducesMotion ? nil : sharedElement
        self.reducesMotion = reducesMotion
        self.transition = transition
        self.operationContext = operationContext
        self.sharedElement = sharedElement
        sharedElementPart = sharedElement == nil ? nil : transition.sharedElementTransition
        self.interactionController = interactionController
        interactionGesture = interactionController?.gestureRecognizer
        loop = operationContext.context.animationLoop
        lastTime = loop.now
        lastFrameTime = lastTime

        transition.sharedElementTransition?.sharedElement = sharedElement
        operationContext.runtime.displayScale = operationContext.context.displayScale
        transition.animation.setup(in: operationContext)
        if reducesMotion {
            reducedMotionHold = ReducedMotionHold(frames: (transition.animation as? ReducedMotionCrossFade)?.sharedElementFrames)
        }
        sharedElementPart?.setup(in: operationContext)
        sharedElementView = sharedElement?.transitioningView ?? operationContext.runtime.sharedElementView
        let layers = transition.animation.layers
        let described = TransitionSchedule(layers: layers, of: transition, hasSharedElement: sharedElementPart != nil)
        if described.isRunnable {
            schedule = described
        } else {
            // Implicit durations too long for their ranges: nothing can be scheduled, so the
            // transition will end at once (see `start`).
            scheduleFailure = .unschedulable(duration: described.duration)
            unscheduledLayers = layers
            schedule = TransitionSchedule(nominalDuration: transition.duration, ranges: [], implicitDurations: [])
        }
        operationContext.runtime.timeline.duration = schedule.duration
        var animators: [PropertyAnimator] = []
        for (layer, window) in zip(layers, schedule.windows) {
            do {
                // Cannot throw: the window is finite and positive (a runnable schedule) and a
                // spring's implicit duration is finite (checked when its timing was made).
                let animator = try PropertyAnimator(
                    duration: window.duration, timingParameters: layer.timingParameters, loop: loop, animations: layer.animation)
                animator.name = layer.identifier
                animator.scrubsLinearly = false
                // A layer running on its own waits at the end of its range for the transition.
                animator.pausesOnCompletion = true
                animator.fractionComplete = 0
                animators.append(animator)
            } catch {
                unscheduledLayers.append(layer)
                pendingFailures.append(.animatorRefused(layer: layer.identifier ?? "a layer", error))
            }
        }
        layerAnimators = animators
        pacings = Array(repeating: .alongCurve, count: animators.count)
        linearScrubs = Array(repeating: false, count: animators.count)
        operationContext.runtime.observer = self
        notifyPhase { delegate, from, to in delegate.willTransition(from: from, to: to, with: sharedElement) }
    }

    // MARK: Starting

    /// Starts the first animation phase, towards the end.
    func startAnimating() {
        guard !endsAtOnce() else { return }
        runAnimationPhase(towards: .end)
    }

    /// Starts in interaction, driven by the interaction controller's `gestureRecognizer`.
    func startInteractive(with gestureRecognizer: GestureRecognizer) {
        guard !endsAtOnce() else { return }
        interactionTookPart = true
        interactionRecognized = true
        catchesUpAsInteractionBegins = true
        beginHold(with: gestureRecognizer, phase: .interactive, starting: true)
        ensureInLoop()
    }

    /// Starts in the hands of `gestures` (for example the viewer's gestures that start a photo's
    /// dismissal): each is handed to the transition's plans; when none is active any more, the
    /// release decides.
    func startHeld(by gestures: [GestureRecognizer]) {
        guard !endsAtOnce() else { return }
        beginHold(with: gestures.first, phase: .interactive, starting: true)
        for gesture in gestures {
            addPlans(for: gesture)
            plans.track(gesture)
        }
        followProposedFraction(beginning: true)
        ensureInLoop()
        if !isHeld { letGo() }
    }

    /// Reports what went wrong while the driver was built and sets layers without an animator
    /// to their final values. A transition whose layers cannot be scheduled then ends as it
    /// starts: the shared element is set to its final values too, and it completes.
    private func endsAtOnce() -> Bool {
        for failure in pendingFailures { onFailure?(failure) }
        pendingFailures = []
        for layer in unscheduledLayers { layer.animation() }
        guard let scheduleFailure else { return false }
        onFailure?(.unschedulable(scheduleFailure))
        if let animation = sharedElementPart {
            animation.animatingPosition = .end
            animation.animation()
        }
        timeline.heading = .end
        finish()
        return true
    }

    // MARK: Frames

    func step(to time: Double) -> Bool {
        guard !isFinished else {
            isInLoop = false
            return false
        }
        let elapsed = max(0, time - lastTime)
        let frame = max(0, time - lastFrameTime)
        lastTime = time
        lastFrameTime = time
        timeline.time = time
        let animating = phase == .animating
        if animating {
            let moved = heading == .end ? offset + elapsed : offset - elapsed
            timeline.offset = min(max(moved, 0), schedule.duration)
            applyOffset()
        }
        let plansAtRest = plans.hasPlans ? plans.step(by: min(frame, 0.25), held: !animating) : true
        guard animating else {
            // Held: the plans go on (views follow the fingers, springs not held keep moving),
            // a touch-down's finger is followed from its first movement, and the transition
            // catches up with a gesture that began ahead of it.
            followDuringInterruption()
            if fractionCatchUp != nil { catchUpHeld(at: time) }
            guard plans.hasPlans || isHeldByTouchDown || fractionCatchUp != nil else {
                isInLoop = false
                return false
            }
            reportState()
            return true
        }
        let arrived = heading == .end ? offset >= schedule.duration : offset <= 0
        if arrived, plansAtRest, sharedElementAnimator?.isRunning != true, !isLayerRunning {
            isInLoop = false
            finish()
            return false
        }
        reportState()
        return true
    }

    /// Puts every layer where its pacing says for the current offset.
    func applyOffset() {
        let animators = layerAnimators, pacings = self.pacings, offset = self.offset
        for index in animators.indices {
            let animator = animators[index]
            let fraction = schedule.windows[index].localFraction(at: offset)
            switch pacings[index] {
            case .alongCurve:
                setScrubsLinearly(false, on: animator, at: index)
                animator.fractionComplete = fraction
            case let .following(held, progress, _):
                setScrubsLinearly(true, on: animator, at: index)
                animator.fractionComplete = LayerPacing.progress(at: fraction, heldAt: held, progress: progress)
            case .running:
                // Arrived at the end (or start) of its range: from here its curve has it.
                if !animator.isRunning {
                    setPacing(.alongCurve, at: index)
                    setScrubsLinearly(false, on: animator, at: index)
                    animator.fractionComplete = fraction
                }
            }
        }
    }

    /// Sets `animator`'s (layer `index`'s) `scrubsLinearly` to `linearly`, unless it is so.
    private func setScrubsLinearly(_ linearly: Bool, on animator: PropertyAnimator, at index: Int) {
        guard linearScrubs[index] != linearly else { return }
        animator.scrubsLinearly = linearly
        var all: [Bool] = []
        swap(&all, &linearScrubs)
        all[index] = linearly
        swap(&all, &linearScrubs)
    }

    /// Sets the pacing of layer `index` out of the property (two plain accesses, no checks).
    private func setPacing(_ pacing: LayerPacing, at index: Int) {
        var all: [LayerPacing] = []
        swap(&all, &pacings)
        all[index] = pacing
        swap(&all, &pacings)
    }

    /// Whether a layer is still running on its own.
    private var isLayerRunning: Bool {
        let animators = layerAnimators, pacings = self.pacings
        for index in animators.indices where pacings[index] == .running && animators[index].isRunning { return true }
        return false
    }

    /// A gesture takes the layers where they are: those running on their own stop there, and
    /// every layer follows the offset linearly from there.
    func holdLayers() {
        heldMotion = HeldMotion()
        fractionCatchUp = nil
        let animators = layerAnimators
        for index in animators.indices {
            let animator = animators[index]
            let wasRunning = pacings[index] == .running
            if wasRunning, animator.isRunning {
                control(animator, "a layer") { animator throws(PropertyAnimatorError) in try animator.pauseAnimation() }
            }
            setPacing(.following(
                heldAt: schedule.windows[index].localFraction(at: offset), progress: animator.animationProgress,
                wasRunning: wasRunning), at: index)
        }
    }

    /// Lets go of the layers as an animation phase towards `heading` starts, `time` seconds
    /// after the gestures let go: those a gesture left part-way through their range run on
    /// their own from there, leaving at the speed the gesture moved them and paced by the
    /// distance they have left (``PropertyAnimator/continueAnimation(releasedAt:)``), so none
    /// outruns its own curve on the way back.
    private func releaseLayers(towards heading: AnimatingPosition, at time: Double) {
        // Seconds of offset per second, as the gestures moved it.
        let speed = heldMotion.velocity(at: time)
        heldMotion = HeldMotion()
        let animators = layerAnimators
        for index in animators.indices {
            let window = schedule.windows[index]
            let fraction = window.localFraction(at: offset)
            let held = pacings[index]
            let pacing = held.resumed(at: fraction)
            guard pacing != held else { continue }
            setPacing(pacing, at: index)
            guard pacing == .running else { continue }
            let animator = animators[index]
            animator.isReversed = heading == .start
            let velocity = held.slope(at: fraction) * speed / window.duration
            control(animator, "a layer") { animator throws(PropertyAnimatorError) in
                try animator.continueAnimation(releasedAt: velocity.isFinite ? velocity : 0, time: time)
            }
        }
    }

    /// Hands where the transition is down to the host's context.
    func reportState() {
        guard !isFinished else { return }
        // No `Optional.map` here: its closure would check the executor every frame.
        var viewIdentity: ObjectIdentifier?
        if let sharedElementView { viewIdentity = ObjectIdentifier(sharedElementView) }
        let report = StateReport(fractionComplete: fractionComplete, phase: phase, sharedElementView: viewIdentity)
        // A held frame often changes none of it (a scrub reported it already).
        guard report != lastReport else { return }
        lastReport = report
        context.transitionDidUpdate(TransitionState(
            fractionComplete: report.fractionComplete, phase: report.phase, sharedElementView: sharedElementView))
    }

    // MARK: Animation phases

    /// Runs towards `heading` over the time that remains, from the current offset — from
    /// `time` seconds on (when the gestures that held it let go: it moves only for the part of a
    /// frame after), or from now.
    func runAnimationPhase(towards heading: AnimatingPosition, from time: Double? = nil) {
        let elementVelocity = sharedElementReleaseVelocity()
        heldElementCenter = nil
        timeline.heading = heading
        phase = .animating
        sharedElementInteractionStarted = false
        interactionTookPart = false
        interactionRecognized = false
        interactionCancelled = false
        fractionCatchUp = nil
        lastTime = loop.now
        var releasedAt = lastTime
        if let time, time.isFinite { releasedAt = time }
        releaseLayers(towards: heading, at: releasedAt)
        startSharedElementPhase(towards: heading, releasedAt: releasedAt, velocity: elementVelocity)
        installHoldRecognizers()
        // The driver steps after the animators this phase started (it waits for them), so it
        // joins the loop again, last.
        leaveLoop()
        ensureInLoop()
        if let time, time.isFinite { lastTime = max(lastTime, time) }
        reportState()
    }

    /// Makes a call on one of the driver's own animators and reports a refusal.
    ///
    /// The driver owns these animators and calls them only in states that allow the call (a
    /// fresh animator starts, an active one stops, a stopped one finishes), so a refusal cannot
    /// happen; were one to, the animator is left as it is and the failure is reported.
    func control(
        _ animator: PropertyAnimator, _ name: String,
        _ call: (PropertyAnimator) throws(PropertyAnimatorError) -> Void
    ) {
        do {
            try call(animator)
        } catch {
            onFailure?(.animatorRefused(layer: animator.name ?? name, error))
        }
    }

    // MARK: Phase delegates

    /// Calls `call` on every distinct controller of the transition that is a phase delegate:
    /// the `from` and `to` controllers and the controller a modal presentation started from.
    func notifyPhase(_ call: (any TransitionPhaseDelegate, any HostViewController, any HostViewController) -> Void) {
        guard let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to) else { return }
        var notified: [ObjectIdentifier] = []
        for controller in [from, to, operationContext.sourceViewController].compactMap({ $0 }) {
            guard let delegate = controller as? any TransitionPhaseDelegate,
                  !notified.contains(ObjectIdentifier(controller))
            else { continue }
            notified.append(ObjectIdentifier(controller))
            call(delegate, from, to)
        }
    }

    func setPhase(_ newPhase: TransitionPhase) {
        phase = newPhase
        reportState()
    }

    func markFinished() { isFinished = true }

    /// A gesture moves the transition to `fraction`, as it heard at `time` seconds; one that
    /// is `beginning` (it just passed its threshold) doesn't make it jump there, but catches up
    /// (``GestureCatchUp``).
    func moveHeld(to fraction: AnimationFraction, at time: Double, beginning: Bool = false) {
        guard fraction.isFinite else { return }
        let held = min(max(fraction, 0), 1)
        heldFraction = held
        if beginning {
            let jump = held - fractionComplete
            fractionCatchUp = abs(jump) > 1e-9 ? (jump, time) : nil
            if fractionCatchUp != nil { ensureInLoop() }
        }
        if fractionCatchUp == nil {
            timeline.offset = held * timeline.duration
        } else {
            placeHeld(at: time)
        }
        // A time out of order (another gesture's, heard earlier) adds nothing.
        var motion = heldMotion
        motion.add(offset, at: time)
        heldMotion = motion
    }

    /// Puts the timeline where the gestures hold it, less what is left at `time` of the jump
    /// their first move made.
    private func placeHeld(at time: Double) {
        var fraction = heldFraction
        if let catchUp = fractionCatchUp {
            let left = GestureCatchUp.remaining(after: time - catchUp.start)
            fraction -= catchUp.offset * left
            if left == 0 { fractionCatchUp = nil }
        }
        timeline.setFraction(fraction)
    }

    /// Once a held frame at `time` while ``fractionCatchUp`` lasts: the transition goes on
    /// catching up with the gestures that hold it.
    private func catchUpHeld(at time: Double) {
        placeHeld(at: time)
        applyOffset()
        context.updateInteractiveTransition(fractionComplete)
    }

    func ensureInLoop() {
        guard !isInLoop, !isFinished, phase == .animating || plans.hasPlans || isHeldByTouchDown || fractionCatchUp != nil
        else { return }
        isInLoop = true
        lastTime = loop.now
        lastFrameTime = lastTime
        loop.add(self)
    }

    func leaveLoop() {
        if isInLoop {
            isInLoop = false
            loop.remove(self)
        }
    }

    var layerAnimatorsForCompletion: [PropertyAnimator] { layerAnimators }

    /// A state the host was told of: a report equal to the last one is not sent again.
    private struct StateReport: Equatable {
        let fractionComplete: AnimationFraction
        let phase: TransitionPhase
        let sharedElementView: ObjectIdentifier?
    }
}
