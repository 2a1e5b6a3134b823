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
    /// The driver, owned by the ``TransitionController`` while the transition runs (the context
    /// holds this runner, and the driver holds the context).
    private(set) weak var driver: TransitionDriver?

    init(controller: TransitionController, operation: TransitionOperation,
         sourceViewController: (any HostViewController)?, interactive: Bool) {
        self.controller = controller
        self.operation = operation
        self.sourceViewController = sourceViewController
        wantsInteractiveStart = interactive
    }

    /// The effective duration, in seconds (the nominal duration lengthened for implicit-duration
    /// springs), once the transition is known; the source is asked for it if needed.
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double {
        if let driver { return driver.schedule.duration }
        guard let context, let driver = makeDriver(context: context) else { return 0 }
        return driver.schedule.duration
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
        controller.driverStartsInteractively(driver)
    }

    func animationEnded(_ transitionCompleted: Bool) {}

    private func makeDriver(context: any ViewControllerContextTransitioning) -> TransitionDriver? {
        guard let controller else { return nil }
        let driver = controller.makeDriver(
            operationContext: TransitionOperationContext(
                operation: operation, context: context, sourceViewController: sourceViewController),
            interactive: wantsInteractiveStart)
        self.driver = driver
        return driver
    }
}
