import Gestures
import Motion

/// Gives a container (a navigation controller, a tab bar controller, or modal presentations from
/// a source view controller) the transitions of a ``TransitionsSource``, and, when interactive,
/// lets an interaction controller's gesture start, drive, interrupt and finish them.
///
/// Keep a strong reference to the controller: the container's delegate reference is weak, as in
/// UIKit. And keep the objects you give it: like the seed library's, it holds the container,
/// the transitions source, the interaction controller and the operation delegate weakly, so that
/// a view controller that owns its transition controller and is one of those (the usual way)
/// keeps no cycle. One controller serves one container.
@MainActor
public final class TransitionController {
    /// The container served, with the controller that is it (or, for modal presentations,
    /// that presents).
    enum Container {
        case navigation(any HostNavigationController)
        case tabBar(any HostTabBarController)
        case modal(any HostViewController)
    }

    // The container, held weakly: one of the three is set, for the controller's lifetime.
    private weak var navigationController: (any HostNavigationController)?
    private weak var tabBarController: (any HostTabBarController)?
    private weak var modalSource: (any HostViewController)?

    /// The controller whose transitions this controller supplies: the navigation controller, the
    /// tab bar controller, or the controller modal presentations start from.
    public var operationController: (any HostViewController)? {
        navigationController ?? tabBarController ?? modalSource
    }
    /// Supplies the transitions.
    public private(set) weak var transitionsSource: (any TransitionsSource)?
    /// The interaction controller, for interactive controllers.
    public private(set) weak var interactionController: (any TransitionInteractionController)?
    weak var navigationOperationDelegate: (any InteractiveNavigationTransitionOperationDelegate)?
    weak var tabBarOperationDelegate: (any InteractiveTabBarTransitionOperationDelegate)?
    weak var modalOperationDelegate: (any InteractiveModalTransitionOperationDelegate)?

    /// The object that performs the operations a gesture asks for (for modal transitions, the
    /// source controller, which supplies the controller to present).
    public var operationDelegate: (any InteractiveTransitionOperationDelegate)? {
        switch container {
        case .navigation: navigationOperationDelegate
        case .tabBar: tabBarOperationDelegate
        case .modal: modalOperationDelegate
        case nil: nil
        }
    }

    /// Whether a gesture can start transitions: there is an interaction controller and an
    /// operation delegate.
    public var canBeInteractive: Bool { interactionController != nil && operationDelegate != nil }

    /// The container served, while it exists.
    var container: Container? {
        if let navigationController { return .navigation(navigationController) }
        if let tabBarController { return .tabBar(tabBarController) }
        return modalSource.map(Container.modal)
    }

    /// Told of anything that kept a transition from running as asked (a container that refused
    /// the operation a gesture asked for, a transition whose layers cannot be scheduled). Each
    /// ended cleanly. Without a handler, each is written to standard error as one line.
    public var failureHandler: (@MainActor (TransitionFailure) -> Void)?

    /// The driver of the transition running now.
    private(set) var driver: TransitionDriver?
    /// Set when a gesture asks for a transition, until the container asks for its runner (which
    /// is then interactive): inside the request on Stage, at its next commit on UIKit. Cleared
    /// if the gesture ends first.
    var startingGesture: GestureRecognizer?
    /// Set when gestures other than the interaction controller's ask for a transition
    /// (``performInteractively(_:heldBy:)``), until the container asks for its runner; cleared
    /// if the request is refused.
    var startingHolders: [GestureRecognizer] = []
    private var runner: TransitionRunner?
    private let gestureDelegate = TransitionGestureDelegate()
    /// The interaction gesture's action (the recognizer holds it; it holds this controller
    /// weakly), which follows the changes of an interaction under way without loading a weak
    /// reference.
    private let relay = TransitionGestureRelay()

    init(container: Container, transitionsSource: any TransitionsSource, interactionController: (any TransitionInteractionController)?) {
        switch container {
        case let .navigation(navigation): navigationController = navigation
        case let .tabBar(tabBar): tabBarController = tabBar
        case let .modal(source): modalSource = source
        }
        self.transitionsSource = transitionsSource
        self.interactionController = interactionController
        gestureDelegate.controller = self
        relay.controller = self
        if let interactionController {
            let recognizer = interactionController.gestureRecognizer
            recognizer.delegate = gestureDelegate
            recognizer.addTarget { [relay] recognizer in relay.gestureChanged(recognizer) }
        }
    }

    isolated deinit {
        // The relay outlives this controller (its recognizer holds it): it keeps nothing more.
        relay.stopFollowing()
        // An interactive driver's plans hold it: with its controller gone, nothing else does.
        driver?.plans.dropObserverHold()
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool { driver != nil }

    /// The fraction complete of the running transition, or `nil`.
    public var fractionComplete: AnimationFraction? { driver?.fractionComplete }

    /// Who moves the running transition, or `nil` when none runs.
    public var phase: TransitionPhase? {
        guard let driver, !driver.isFinished else { return nil }
        return driver.phase
    }

    /// The running transition, as its parts see it (its operation, context and runtime), or
    /// `nil` when none runs.
    public var runningOperationContext: TransitionOperationContext? { driver?.operationContext }

    /// The running transition as described by its source, or `nil` when none runs.
    public var runningTransition: Transition? { driver?.transition }

    // MARK: Drivers

    /// A runner for `operation` to hand to the container, or `nil` (the container then makes the
    /// change at once) when a transition runs already, or the transitions source is gone.
    func runner(for operation: TransitionOperation, source: (any HostViewController)? = nil) -> TransitionRunner? {
        guard driver == nil else { return nil }
        guard transitionsSource != nil else {
            report(.noTransitionsSource(operation))
            return nil
        }
        // What asked for this transition holds it; holders that all let go already hold nothing.
        let holders = startingHolders.contains { $0.state.isActive } ? startingHolders : []
        let runner = TransitionRunner(controller: self, operation: operation, sourceViewController: source,
                                      startingGesture: startingGesture, startingHolders: holders)
        startingGesture = nil
        startingHolders = []
        self.runner = runner
        return runner
    }

    /// The transition for `operationContext` from the source, and its shared element from the
    /// interaction controller's provider (or the one the transition carries): asked once per
    /// transition, before it starts.
    func prepareTransition(operationContext: TransitionOperationContext, interactive: Bool) -> PreparedTransition? {
        guard let transitionsSource else {
            report(.noTransitionsSource(operationContext.operation))
            return nil
        }
        let interaction = interactive ? interactionController : nil
        let transition = transitionsSource.transitionFor(operationContext: operationContext, interactionController: interaction)
        var sharedElement: (any SharedElement)?
        if transition.sharedElementTransition != nil, let interactionController {
            sharedElement = interactionController.sharedElementProvider?.sharedElementForInteractiveTransition(
                with: interactionController, in: operationContext)
        }
        if sharedElement == nil { sharedElement = transition.sharedElementTransition?.sharedElement }
        return PreparedTransition(
            transition: transition, sharedElement: sharedElement, context: ObjectIdentifier(operationContext.context))
    }

    func makeDriver(for prepared: PreparedTransition, operationContext: TransitionOperationContext) -> TransitionDriver {
        let driver = TransitionDriver(
            transition: prepared.transition, operationContext: operationContext,
            sharedElement: prepared.sharedElement, interactionController: interactionController)
        driver.onFailure = { [weak self] failure in self?.report(failure) }
        driver.onFinish = { [weak self] finished in
            guard let self, self.driver === finished else { return }
            self.driver = nil
            self.relay.stopFollowing()
            self.runner = nil
            self.attachModalGesture()
        }
        self.driver = driver
        relay.stopFollowing()
        return driver
    }

    /// Starts `driver` in the hands of what asked for its transition: `holders` (gestures that
    /// hold it from its first frame), else `gesture` (the interaction controller's), else
    /// animating. They come from the runner, which kept them from the request: a host may hand
    /// over its context later than the request returned (UIKit does, at its next commit).
    func driverStartsInteractively(_ driver: TransitionDriver, gesture: GestureRecognizer?, holders: [GestureRecognizer]) {
        if !holders.isEmpty {
            driver.startHeld(by: holders)
            return
        }
        guard let gesture else {
            driver.startAnimating()
            return
        }
        driver.startInteractive(with: gesture)
        // A gesture that already ended before the transition could start never leaves it stuck.
        if gesture.state != .began && gesture.state != .changed {
            driver.interactionGestureEnded(cancelled: false)
        } else {
            if let interactionController {
                Self.follow(driver, heard: gesture.timestamp, beginning: true, interactionController: interactionController)
            }
        }
    }

    /// Performs `operation` with its transition in the hands of `gestures` from its first frame
    /// (for example the viewer's pan, pinch and rotation that start a photo's dismissal): each
    /// is handed to the transition's plans (a director's ``TransitionDirector/add(_:)``), the
    /// transition is interactive while any is active, and the one release rule decides where it
    /// goes when they let go. While a transition runs, the gestures are handed to it instead.
    ///
    /// - Throws: ``ContainerError`` when the container refuses the operation (nothing changes),
    ///   or `.notInContainer` when the operation isn't of this controller's container or can't
    ///   be performed now.
    public func performInteractively(_ operation: TransitionOperation, heldBy gestures: [GestureRecognizer]) throws(ContainerError) {
        if let driver, !driver.isFinished {
            for gesture in gestures { driver.hold(by: gesture) }
            return
        }
        guard isPerformable(operation), let container else { throw .notInContainer("\(operation)") }
        startingHolders = gestures
        do throws(ContainerError) {
            switch (container, operation) {
            case let (.navigation(navigation), .navigation(.pop)):
                try navigation.popViewController(animated: true)
            case let (.tabBar(tabBar), .tabBar(kind)):
                try tabBar.perform(operation: kind)
            case let (.modal(source), .modal(.dismiss)):
                try source.dismiss(animated: true, completion: nil)
            default:
                throw .notInContainer("\(operation)")
            }
        } catch {
            startingHolders = []
            throw error
        }
    }

    /// Runs `perform` — a push, a presentation or a tab switch that this controller runs the
    /// transition of — with that transition in the hands of `gestures` from its first frame (a
    /// pinch on a card that opens it): as ``performInteractively(_:heldBy:)`` does for the way
    /// back. While a transition runs, the gestures are handed to it and `perform` is not called.
    ///
    /// - Throws: What `perform` throws (the container's refusal; nothing changes).
    public func perform(heldBy gestures: [GestureRecognizer], _ perform: () throws(ContainerError) -> Void) throws(ContainerError) {
        if let driver, !driver.isFinished {
            for gesture in gestures { driver.hold(by: gesture) }
            return
        }
        startingHolders = gestures
        do {
            try perform()
        } catch {
            startingHolders = []
            throw error
        }
    }

    // MARK: The gesture

    /// Whether the interaction gesture may begin now.
    func gestureShouldBegin() -> Bool {
        if let driver { return driver.phase != .animating && !driver.isFinished }
        guard let interactionController else { return false }
        return isPerformable(interactionController.operationForInteractiveTransition())
    }

    /// A change of the interaction gesture that its ``TransitionGestureRelay`` doesn't follow
    /// itself: starts, follows or ends the interaction, then tells the relay what to follow
    /// until the next such change (the driver and interaction controller of a gesture still
    /// under way, or nothing).
    func gestureChanged(_ recognizer: GestureRecognizer) {
        guard let interactionController else {
            relay.stopFollowing()
            return
        }
        switch recognizer.state {
        case .began:
            if let driver {
                driver.beginInteraction(with: recognizer)
                Self.follow(driver, heard: recognizer.timestamp, beginning: true, interactionController: interactionController)
            } else {
                let operation = interactionController.operationForInteractiveTransition()
                guard isPerformable(operation) else { return }
                startingGesture = recognizer
                perform(operation, gestureRecognizer: recognizer)
            }
        case .changed:
            if let driver { Self.follow(driver, heard: recognizer.timestamp, interactionController: interactionController) }
        case .ended, .cancelled:
            if startingGesture === recognizer { startingGesture = nil }
            driver?.interactionGestureEnded(cancelled: recognizer.state == .cancelled)
        default:
            break
        }
        let underWay = recognizer.state == .began || recognizer.state == .changed
        if underWay, let driver, !driver.isFinished {
            relay.follow(driver, interactionController: interactionController)
        } else {
            relay.stopFollowing()
        }
    }

    /// Moves an interactive transition to where the gesture has got to: the interaction
    /// controller's progress, asked once, then its reset — as the gesture begins (so the
    /// transition is where the finger is from its first frame) and at every change, as the
    /// gesture heard at `time` seconds; a gesture `beginning` (past its threshold) is caught up
    /// with rather than jumped to. `interactionController` is the controller's, loaded once by
    /// the caller (from a weak reference, or kept by the ``TransitionGestureRelay``).
    static func follow(_ driver: TransitionDriver, heard time: Double, beginning: Bool = false,
                       interactionController: any TransitionInteractionController) {
        guard driver.phase != .animating, !driver.isFinished else { return }
        driver.updateInteraction(interactionController.progress(in: driver.operationContext), at: time, beginning: beginning,
                                 from: interactionController)
        interactionController.resetProgressIfNeeded(in: driver.operationContext)
    }

    /// For modal transitions, the gesture is on the window, as the seed library's: on the
    /// outermost view above the source's view, so that it can present from the source and
    /// dismiss whatever covers it. (Until the source is on screen, that is its own view; each
    /// transition moves it out again.)
    func attachModalGesture() {
        guard modalSource != nil, let gesture = interactionController?.gestureRecognizer,
              var view = operationController?.view
        else { return }
        while let superview = view.superview { view = superview }
        if gesture.view !== view { view.addGestureRecognizer(gesture) }
    }

    /// Hands `failure` to the ``failureHandler``, or writes it to standard error.
    func report(_ failure: TransitionFailure) {
        failure.report(to: failureHandler, from: "TransitionController")
    }
}

/// The delegate of the interaction gesture: it begins only when its operation can be performed
/// (or a running transition is held by a touch), and it recognizes with the driver's own
/// gestures.
@MainActor
final class TransitionGestureDelegate: GestureRecognizerDelegate {
    weak var controller: TransitionController?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let controller else { return false }
        if recognizer === controller.interactionController?.gestureRecognizer { return controller.gestureShouldBegin() }
        return true
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard let recognizers = controller?.driver?.holdRecognizers else { return false }
        return recognizers.all.contains { $0 === other }
    }
}
