import Foundation
import Gestures
import Motion

/// Runs one transition: its layers in their windows of the effective duration, its shared
/// element, interaction and interruption, and the one completion.
///
/// The driver keeps the transition's *position* in seconds (0 … effective duration); the
/// overall fraction complete is position ÷ duration. Every layer has a paused animator scrubbed
/// along its own curve to the layer's local fraction of the position, so running forward,
/// backward, or by hand all look the same, and a layer whose window hasn't started (or has
/// passed) simply waits. The shared element runs its own animator in each animation phase,
/// over the time that remains.
@MainActor
final class TransitionDriver: FrameStepping {
    enum Phase: Equatable { case animating, interactive, interrupted, finished }

    let operationContext: TransitionOperationContext
    let transition: Transition
    let schedule: TransitionSchedule
    let sharedElement: (any SharedElement)?
    weak var interactionController: (any TransitionInteractionController)?
    let loop: AnimationLoop
    /// The delegate of the touch-down recognizer (lets it recognize with the interaction gesture).
    weak var interruptionDelegate: (any GestureRecognizerDelegate)?
    /// Called once, after `completeTransition`.
    var onFinish: (@MainActor (TransitionDriver) -> Void)?

    private(set) var phase: Phase = .animating
    /// The transition's position, in seconds.
    private(set) var position = 0.0
    /// Where the current animation phase goes (or went, before an interruption).
    private(set) var target: AnimatingPosition = .end
    private var lastTime: Double
    private var layerAnimators: [PropertyAnimator] = []
    private(set) var sharedElementAnimator: PropertyAnimator?
    private(set) var interruptRecognizer: LongPressGestureRecognizer?
    private var sharedElementInteractionStarted = false
    private var isInLoop = false

    var debugName: String { "transition \(operationContext.operation)" }
    var context: any ViewControllerContextTransitioning { operationContext.context }
    /// The fraction of the transition complete, 0…1.
    var fractionComplete: AnimationFraction { schedule.duration > 0 ? position / schedule.duration : 1 }

    init(
        transition: Transition, operationContext: TransitionOperationContext,
        sharedElement: (any SharedElement)?, interactionController: (any TransitionInteractionController)?
    ) {
        self.transition = transition
        self.operationContext = operationContext
        self.sharedElement = sharedElement
        self.interactionController = interactionController
        loop = operationContext.context.animationLoop
        lastTime = loop.now

        transition.sharedElement?.sharedElement = sharedElement
        transition.animation.setup(in: operationContext)
        if sharedElement != nil { transition.sharedElement?.setup(in: operationContext) }
        let layers = transition.animation.layers
        let sharedSpring = sharedElement == nil ? nil : transition.sharedElement?.timingParameters.implicitDuration
        schedule = TransitionSchedule(
            nominalDuration: transition.duration,
            ranges: layers.map(\.range),
            implicitDurations: layers.map(\.timingParameters.implicitDuration),
            sharedElementDuration: sharedSpring
        )
        for (layer, window) in zip(layers, schedule.windows) {
            guard let animator = try? PropertyAnimator(
                duration: window.duration, timingParameters: layer.timingParameters, loop: loop, animations: layer.animation
            ) else { continue }
            animator.name = layer.identifier
            animator.scrubsLinearly = false
            animator.fractionComplete = 0
            layerAnimators.append(animator)
        }
        notifyPhase { delegate, from, to in delegate.willTransition(from: from, to: to, with: sharedElement) }
    }

    // MARK: Starting

    /// Starts the first animation phase, towards the end.
    func startAnimating() {
        runAnimationPhase(towards: .end)
    }

    /// Starts in interaction, driven by `gestureRecognizer`.
    func startInteractive(with gestureRecognizer: GestureRecognizer) {
        phase = .interactive
        startSharedElementInteraction(with: gestureRecognizer)
        interactionController?.interactionStarted(
            in: operationContext, gestureRecognizer: gestureRecognizer, fractionComplete: fractionComplete)
    }

    // MARK: Frames

    func step(to time: Double) -> Bool {
        guard phase == .animating else {
            isInLoop = false
            return false
        }
        let elapsed = max(0, time - lastTime)
        lastTime = time
        position += target == .end ? elapsed : -elapsed
        position = min(max(position, 0), schedule.duration)
        applyPosition()
        let arrived = target == .end ? position >= schedule.duration : position <= 0
        if arrived, sharedElementAnimator?.isRunning != true {
            isInLoop = false
            finish()
            return false
        }
        return true
    }

    /// Puts every layer at its local fraction of the current position.
    func applyPosition() {
        for (animator, window) in zip(layerAnimators, schedule.windows) {
            animator.fractionComplete = window.localFraction(at: position)
        }
    }

    // MARK: Animation phases

    /// Runs towards `destination` over the time that remains, from the current position.
    func runAnimationPhase(towards destination: AnimatingPosition) {
        target = destination
        phase = .animating
        lastTime = loop.now
        startSharedElementPhase(towards: destination)
        installInterruptRecognizer()
        if !isInLoop {
            isInLoop = true
            loop.add(self)
        }
    }

    private func startSharedElementPhase(towards destination: AnimatingPosition) {
        guard let animation = transition.sharedElement, sharedElement != nil else { return }
        stopSharedElementAnimator()
        animation.animatingPosition = destination
        let remaining = destination == .end ? schedule.duration - position : position
        guard remaining > 1e-9 || animation.timingParameters.implicitDuration != nil else {
            animation.animation()
            return
        }
        guard let animator = try? PropertyAnimator(
            duration: max(remaining, 1e-6), timingParameters: animation.timingParameters, loop: loop,
            animations: { animation.animation() }
        ) else {
            animation.animation()
            return
        }
        animator.name = "shared element"
        sharedElementAnimator = animator
        try? animator.startAnimation()
    }

    /// Stops the shared element where it is on screen.
    func stopSharedElementAnimator() {
        guard let animator = sharedElementAnimator else { return }
        sharedElementAnimator = nil
        if animator.state == .active {
            try? animator.stopAnimation(true)
        }
    }

    // MARK: Phase delegates

    func notifyPhase(_ call: (any TransitionPhaseDelegate, any HostViewController, any HostViewController) -> Void) {
        guard let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to) else { return }
        var notified: [ObjectIdentifier] = []
        for controller in [from, to] {
            guard let delegate = controller as? any TransitionPhaseDelegate,
                  !notified.contains(ObjectIdentifier(controller))
            else { continue }
            notified.append(ObjectIdentifier(controller))
            call(delegate, from, to)
        }
    }

    func startSharedElementInteraction(with gestureRecognizer: GestureRecognizer) {
        guard !sharedElementInteractionStarted, sharedElement != nil, let interaction = transition.sharedElement else { return }
        sharedElementInteractionStarted = true
        interaction.startInteraction(in: context, gestureRecognizer: gestureRecognizer)
    }

    func setPhase(_ newPhase: Phase) { phase = newPhase }

    func setPosition(fraction: AnimationFraction) {
        position = min(max(fraction, 0), 1) * schedule.duration
    }

    func leaveLoop() {
        if isInLoop {
            isInLoop = false
            loop.remove(self)
        }
    }

    func setInterruptRecognizer(_ recognizer: LongPressGestureRecognizer?) { interruptRecognizer = recognizer }

    var layerAnimatorsForCompletion: [PropertyAnimator] { layerAnimators }
}
