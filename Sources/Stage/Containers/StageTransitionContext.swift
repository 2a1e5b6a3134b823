import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import TransitionKit

/// Stage's transition context: the container view, the two controllers and their views and
/// frames, interaction reports, and the one `completeTransition` that ends the transition.
///
/// `completeTransition` is honoured once. A second call changes nothing and is recorded in the
/// window's ``Window/issues`` as ``StageIssue/completeTransitionCalledTwice(_:)``. On
/// completion the container arranges the hierarchy as the operation says; on cancellation it
/// puts it back as it was before the transition.
@MainActor
public final class StageTransitionContext: ViewControllerContextTransitioning {
    /// What the transition does to its container, in the engine's words.
    public let operation: TransitionOperation
    public let container: View
    public var containerView: any HostView { container }
    public let animationLoop: AnimationLoop
    /// The controller shown at the start (Stage's type; `fromViewController` gives it as the
    /// host protocol).
    public let fromController: ViewController
    /// The controller shown at the end of a completed transition.
    public let toController: ViewController
    public let isAnimated: Bool
    public internal(set) var isInteractive = false
    public private(set) var transitionWasCancelled = false
    public let presentationStyle: ModalPresentationStyle
    /// How far the transition is, 0…1: what the engine last reported — every frame while the
    /// transition moves (``transitionDidUpdate(_:)``) — or the latest interactive progress
    /// (``updateInteractiveTransition(_:)``) from an animation controller that reports only that.
    public var percentComplete: Double { reported.fraction }
    /// Who moves the transition, as the engine last reported; `nil` until it reports.
    public var phase: TransitionPhase? { reported.phase }
    /// The view that plays the transition's shared element, as the engine last reported.
    public private(set) weak var sharedElementView: (any HostView)?
    /// What the engine reported, in one value: it is written every frame, so as one access.
    private var reported = Reported()

    @MainActor
    private struct Reported {
        var fraction = 0.0
        var phase: TransitionPhase?
        /// Which view ``sharedElementView`` holds, so that a frame compares identities rather
        /// than loading and storing a weak reference.
        var sharedElement: ObjectIdentifier?

        /// Takes `state` in; returns whether its shared element is another view than before.
        mutating func record(_ state: TransitionState) -> Bool {
            if state.fractionComplete.isFinite { fraction = min(max(state.fractionComplete, 0), 1) }
            phase = state.phase
            // No closure here: a closure literal in main-actor code checks the executor on each call.
            var identifier: ObjectIdentifier?
            if let view = state.sharedElementView { identifier = ObjectIdentifier(view) }
            guard identifier != sharedElement else { return false }
            sharedElement = identifier
            return true
        }
    }

    /// The duration the animation controller reported before the transition started, in
    /// seconds (UIKit asks for it first, too).
    public internal(set) var transitionDuration = 0.0
    /// Whether `completeTransition` was called.
    public private(set) var isComplete: Bool {
        get { completed }
        set { completed = newValue }
    }
    /// The storage of ``isComplete``, read every frame: private, so that its reads need no
    /// exclusivity check (a public stored property's would).
    private var completed = false
    /// The animation controller running the transition.
    public let animationController: any ViewControllerAnimatedTransitioning

    let finish: @MainActor (Bool) -> Void
    /// Told the progress each time it changes (see ``ContainerChange/progress``).
    let progressed: @MainActor (Double) -> Void
    weak var window: Window?

    init(operation: TransitionOperation, container: View, from: ViewController, to: ViewController,
         isAnimated: Bool, presentationStyle: ModalPresentationStyle,
         animationController: any ViewControllerAnimatedTransitioning,
         window: Window?, animationLoop: AnimationLoop, finish: @escaping @MainActor (Bool) -> Void,
         progress: @escaping @MainActor (Double) -> Void = { _ in }) {
        self.operation = operation
        self.container = container
        fromController = from
        toController = to
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animationController = animationController
        self.window = window
        self.animationLoop = animationLoop
        self.finish = finish
        progressed = progress
    }

    /// Whether the presenting side's view stays outside the transition (it is not handed to
    /// the animator): the presenting controller of an over-full-screen or custom presentation.
    private var presentingViewIsManaged: Bool {
        operation.isModal && presentationStyle != .fullScreen
    }

    public func viewController(forKey key: TransitionContextKey) -> (any HostViewController)? {
        key == .from ? fromController : toController
    }

    public func view(forKey key: TransitionContextKey) -> (any HostView)? {
        switch (operation, key) {
        case (.modal(.present), .from), (.modal(.dismiss), .to):
            presentingViewIsManaged ? nil : (key == .from ? fromController.view : toController.view)
        default:
            key == .from ? fromController.view : toController.view
        }
    }

    public func initialFrame(for viewController: any HostViewController) -> CGRect {
        if viewController === fromController { return container.bounds }
        if viewController === toController, operation == .modal(.dismiss), presentingViewIsManaged { return container.bounds }
        return .zero
    }

    public func finalFrame(for viewController: any HostViewController) -> CGRect {
        if viewController === toController { return container.bounds }
        if viewController === fromController, operation == .modal(.present), presentingViewIsManaged { return container.bounds }
        return .zero
    }

    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard !isComplete, percentComplete.isFinite else { return }
        let before = reported.fraction
        reported.fraction = min(max(percentComplete, 0), 1)
        if reported.fraction != before { progressed(reported.fraction) }
    }

    /// The window's ``Window/prefersReducedMotion``.
    public var prefersReducedMotion: Bool { window?.prefersReducedMotion ?? false }

    /// The window's ``Window/displayScale``.
    public var displayScale: Double { window?.displayScale ?? 3 }

    public func transitionDidUpdate(_ state: TransitionState) {
        guard !isComplete else { return }
        let before = reported.fraction
        if reported.record(state) { sharedElementView = state.sharedElementView }
        if reported.fraction != before { progressed(reported.fraction) }
    }

    public func finishInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = false
        window?.record(.interactionEnded, detail: "end")
    }

    public func cancelInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = true
        window?.record(.interactionEnded, detail: "start")
    }

    public func pauseInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = true
        transitionWasCancelled = false
        window?.record(.interactionStarted, detail: "paused")
    }

    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            window?.report(.completeTransitionCalledTwice(name))
            return
        }
        isComplete = true
        transitionWasCancelled = !didComplete
        isInteractive = false
        finish(didComplete)
        window?.record(.transitionCompleted, detail: didComplete ? "end" : "start")
        animationController.animationEnded(didComplete)
        window?.transitionDidEnd(self)
    }

    /// "push from A to B" and the like, for messages and reports.
    public var name: String {
        "\(operation.stageVerb) from \(fromController.debugName) to \(toController.debugName)"
    }
}

extension TransitionOperation {
    /// The operation's verb in a recorded transition's name ("push from Home to Detail"): the
    /// container's own operation, and `tabSwitch` for either tab change.
    var stageVerb: String {
        switch self {
        case .none, .navigation(.none), .modal(.none), .tabBar(.none): "none"
        case let .navigation(operation): operation.rawValue
        case let .modal(operation): operation.rawValue
        case .tabBar: "tabSwitch"
        }
    }
}
