import Gestures
import Motion

/// What a container receives as animation (and interaction) controller for one transition:
/// it starts the ``TransitionController``'s driver when the container hands over its context.
@MainActor
final class TransitionRunner: ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning {
    weak var controller: TransitionController?
    let operation: TransitionOperation
    let sourceViewController: (any HostViewController)?
    /// Whether the transition starts in interaction (a gesture started it).
    let wantsInteractiveStart: Bool
    /// The interaction controller's gesture that asked for the transition, if one did.
    private let startingGesture: GestureRecognizer?
    /// The gestures that hold the transition from its first frame, if any.
    private let startingHolders: [GestureRecognizer]
    /// The transition, once the host has handed over its context (asked for the duration, or
    /// started it).
    private var prepared: PreparedTransition?
    /// The driver, owned by the ``TransitionController`` while the transition runs (the context
    /// holds this runner, and the driver holds the context).
    private(set) weak var driver: TransitionDriver?
    /// The effective duration of the transition once it started, in seconds.
    private var startedDuration: Double?
    private var runtime: (context: ObjectIdentifier, runtime: TransitionPlans)?

    init(controller: TransitionController, operation: TransitionOperation, sourceViewController: (any HostViewController)?,
         startingGesture: GestureRecognizer?, startingHolders: [GestureRecognizer]) {
        self.controller = controller
        self.operation = operation
        self.sourceViewController = sourceViewController
        self.startingGesture = startingGesture
        self.startingHolders = startingHolders
        wantsInteractiveStart = startingGesture != nil || !startingHolders.isEmpty
    }

    /// The effective duration, in seconds: the nominal duration lengthened for springs with an
    /// implicit duration. Before the transition starts, the source is asked for it (once; the
    /// transition that starts is the same) and its layers, as described, are measured; nothing
    /// is set up. Once it has started, the duration it runs for. Without a context and before
    /// the transition is known, 0.
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double {
        if let startedDuration { return startedDuration }
        guard let prepared = context.map(preparation) ?? prepared else { return 0 }
        return prepared.estimatedDuration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let driver = driver ?? makeDriver(context: context) else {
            context.completeTransition(false)
            return
        }
        driver.startAnimating()
    }

    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning) {
        guard let driver = driver ?? makeDriver(context: context), let controller else {
            context.completeTransition(false)
            return
        }
        controller.driverStartsInteractively(driver, gesture: startingGesture, holders: startingHolders)
    }

    func animationEnded(_ transitionCompleted: Bool) {}

    /// The operation context in `context`, with one set of plans per context, so that the
    /// transition's parts and its driver share it. (The runner keeps the plans, not the
    /// context: the context keeps the runner.)
    private func operationContext(_ context: any ViewControllerContextTransitioning) -> TransitionOperationContext {
        if let runtime, runtime.context == ObjectIdentifier(context) {
            return TransitionOperationContext(
                operation: operation, context: context, sourceViewController: sourceViewController, runtime: runtime.runtime)
        }
        let made = TransitionOperationContext(operation: operation, context: context, sourceViewController: sourceViewController)
        runtime = (ObjectIdentifier(context), made.runtime)
        return made
    }

    /// The transition prepared in `context`: the one asked for already, or a new one.
    private func preparation(in context: any ViewControllerContextTransitioning) -> PreparedTransition? {
        if let prepared, prepared.context == ObjectIdentifier(context) { return prepared }
        guard let controller,
              let prepared = controller.prepareTransition(operationContext: operationContext(context), interactive: wantsInteractiveStart)
        else { return nil }
        self.prepared = prepared
        return prepared
    }

    private func makeDriver(context: any ViewControllerContextTransitioning) -> TransitionDriver? {
        guard let controller, let prepared = preparation(in: context) else { return nil }
        let driver = controller.makeDriver(for: prepared, operationContext: operationContext(context))
        self.driver = driver
        self.prepared = nil
        startedDuration = driver.schedule.duration
        return driver
    }
}
