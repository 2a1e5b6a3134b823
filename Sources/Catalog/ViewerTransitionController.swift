import Foundation
import Gestures
import Motion
import TransitionKit

/// A director whose fore controller (a viewer, a detail screen) is sent back by gestures of
/// its own.
@MainActor
public protocol ViewerTransitionDirector: TransitionDirector {
    /// The numbers that shape the transition (the Zoom's ``ZoomTransitionDirector/Configuration``);
    /// none by default.
    associatedtype Configuration: Sendable = Void
    /// The configuration a ``ViewerTransitionController`` starts with.
    static var defaultConfiguration: Configuration { get }
    /// The configuration the transition runs with (set before ``/TransitionKit/TransitionDirector/setUp()``).
    var configuration: Configuration { get set }
    /// Sets up the gestures on `fore` that dismiss (or pop) it, each handed to `dismisser`.
    static func setUpFore(_ fore: any HostViewController, dismisser: TransitionDismisser)
    /// Sets up the gestures on `fore` that dismiss (or pop) it, as `configuration` says
    /// (``setUpFore(_:dismisser:)`` by default).
    static func setUpFore(_ fore: any HostViewController, dismisser: TransitionDismisser, configuration: Configuration)
    /// Prepares the transitions' plans as `configuration` says, before any director of theirs sets
    /// up — and also for a transition that runs without one (reduced motion makes it a
    /// cross-fade): its own release rule (``/TransitionKit/TransitionPlans/releaseDecision``), say.
    /// Nothing by default.
    static func prepare(_ operationContext: TransitionOperationContext, configuration: Configuration)
    /// How long the reduced-motion cross-fade lasts with `configuration`, in seconds (`nil`, the
    /// default: as long as the transition).
    static func reducedMotionDuration(with configuration: Configuration) -> Double?
}

extension ViewerTransitionDirector {
    public static func setUpFore(_ fore: any HostViewController, dismisser: TransitionDismisser, configuration: Configuration) {
        setUpFore(fore, dismisser: dismisser)
    }

    public static func prepare(_ operationContext: TransitionOperationContext, configuration: Configuration) {}

    public static func reducedMotionDuration(with configuration: Configuration) -> Double? { nil }
}

extension ViewerTransitionDirector where Configuration == Void {
    public static var defaultConfiguration: Void { () }

    public var configuration: Void {
        get { () }
        set {}
    }
}

/// Presents a photo viewer from a grid with the photo transition.
public typealias PhotoTransitionController = ViewerTransitionController<PhotoTransitionDirector>

/// Presents a detail screen from a grid with the Zoom transition.
public typealias ZoomTransitionController = ViewerTransitionController<ZoomTransitionDirector>

/// Presents a viewer from a grid (or pushes it onto a navigation controller) with the
/// transition `Director` describes, and lets the viewer's gestures dismiss (or pop) it: a thin
/// front on the one engine — a modal or navigation ``/TransitionKit/TransitionController`` runs
/// every transition, whose source (this object) describes it with a `Director`
/// (``PhotoTransitionController``, ``ZoomTransitionController``).
///
/// In either direction a touch on the flying element takes it in hand (pan, pinch, rotation),
/// and the one ``/TransitionKit/ReleaseRule`` decides where it goes: a release moving towards the
/// element's place in the viewer (or slowly within ``restoreRadius`` of it) keeps the viewer;
/// one moving away from it (or slowly beyond the radius) goes back to the grid.
@MainActor
public final class ViewerTransitionController<Director: ViewerTransitionDirector>: TransitionsSource {
    /// The duration of the timeline, in seconds.
    public let duration: Double
    /// The dismisser whose gestures dismiss the presented controller.
    public let dismisser = TransitionDismisser()
    /// The region, in points around the element's place in the viewer, inside which a slow release
    /// keeps (or brings up) the viewer (100 by default).
    public var restoreRadius = 100.0
    /// The speed, in points per second, at or above which a release decides by its direction
    /// (100 by default).
    public var restoreSpeed = 100.0
    /// Told when a transition could not run as asked (the container refused a dismissal a
    /// gesture asked for; the gesture then changes nothing). Without a handler, each is written
    /// to standard error as one line.
    public var failureHandler: (@MainActor (TransitionFailure) -> Void)? {
        didSet {
            dismisser.failureHandler = failureHandler
            transitionController?.failureHandler = failureHandler
        }
    }
    /// The numbers that shape the transitions (a Zoom's: ``ZoomTransitionDirector/Configuration``,
    /// ``ZoomTransitionDirector/Configuration/native`` by default). Each transition takes it as
    /// it starts; the dismissal gestures of a viewer take it as the viewer is shown.
    public var configuration: Director.Configuration = Director.defaultConfiguration
    /// Called with each transition's director before it sets up (after it took
    /// ``configuration``), to choose its options (a Zoom's cascade:
    /// `zoom.configureDirector = { $0.cascade = .init(.distanceFromMain) }`).
    public var configureDirector: (@MainActor (Director) -> Void)?
    /// Sets up the presented controller's dismissal gestures (the director's, as
    /// ``configuration`` says, by default).
    public var setUpFore: @MainActor (any HostViewController, TransitionDismisser) -> Void {
        get {
            if let customSetUpFore { return customSetUpFore }
            return { [weak self] fore, dismisser in
                Director.setUpFore(fore, dismisser: dismisser, configuration: self?.configuration ?? Director.defaultConfiguration)
            }
        }
        set { customSetUpFore = newValue }
    }
    /// The dismissal gestures' set-up given in place of the director's, if any.
    private var customSetUpFore: (@MainActor (any HostViewController, TransitionDismisser) -> Void)?

    /// The controller that runs the transitions, for the source presenting now.
    public private(set) var transitionController: TransitionController?
    private var contextElement: AnyObject?
    /// Whether ``transitionController`` serves a navigation controller's pushes and pops.
    private var controllerPushes = false

    /// A controller whose transitions last `duration` seconds (0.4 when it isn't finite and
    /// positive), with the viewer gestures of the director (as ``configuration`` says).
    public init(duration: Double = 0.4) {
        self.duration = duration > 0 && duration.isFinite ? duration : 0.4
    }

    /// A controller whose transitions last `duration` seconds (0.4 when it isn't finite and
    /// positive), with the viewer gestures of `setUpFore`.
    public init(duration: Double = 0.4, setUpFore: @escaping @MainActor (any HostViewController, TransitionDismisser) -> Void) {
        self.duration = duration > 0 && duration.isFinite ? duration : 0.4
        customSetUpFore = setUpFore
    }

    /// Whether a transition of this controller runs.
    public var isTransitioning: Bool { transitionController?.isTransitioning ?? false }
    /// How far the running transition is, from its start (0) to its end (1), or `nil`.
    public var fractionComplete: Double? { transitionController?.fractionComplete }
    /// Who moves the running transition, or `nil` when none runs.
    public var phase: TransitionPhase? { transitionController?.phase }
    /// The director of the running transition, or `nil`.
    public var director: Director? {
        transitionController?.runningTransition?.director(as: Director.self)
    }

    /// Presents `viewController` from `source`, the transition starting at `contextElement`;
    /// with `gestures` (a pinch that opens a card), the transition is in their hands from its
    /// first frame, and their release decides whether it opens.
    ///
    /// - Throws: `ContainerError.transitionInProgress` while a transition of this controller runs,
    ///   `.alreadyPresenting` when `source` presents a controller already, or what
    ///   `source.present` throws; a refused presentation changes nothing.
    public func present(_ viewController: any HostViewController, from source: any HostViewController,
                        contextElement: AnyObject?, heldBy gestures: [GestureRecognizer] = []) throws(ContainerError) {
        guard !isTransitioning else { throw .transitionInProgress }
        guard source.presentedViewController == nil else { throw .alreadyPresenting }
        let controller = transitionController(for: source, pushing: false) {
            TransitionController(forModalPresentationsFrom: source, transitionsSource: self)
        }
        viewController.transitioningDelegate = controller
        viewController.modalPresentationStyle = .custom
        try show(viewController, with: controller, dismissedBy: .modal(.dismiss), contextElement: contextElement,
                 heldBy: gestures) { () throws(ContainerError) in
            try source.present(viewController, animated: true, completion: nil)
        }
    }

    /// Pushes `viewController` onto `navigation`, the transition starting at `contextElement`
    /// (in the hands of `gestures`, if any, from its first frame); the viewer's gestures pop it. The controller then supplies every push and pop of
    /// `navigation` (it becomes its delegate).
    ///
    /// - Throws: `ContainerError.transitionInProgress` while a transition of this controller runs, or what
    ///   `pushViewController` throws; a refused push changes nothing.
    public func push(_ viewController: any HostViewController, onto navigation: any HostNavigationController,
                     contextElement: AnyObject?, heldBy gestures: [GestureRecognizer] = []) throws(ContainerError) {
        guard !isTransitioning else { throw .transitionInProgress }
        let controller = transitionController(for: navigation, pushing: true) {
            TransitionController(forTransitionsIn: navigation, transitionsSource: self)
        }
        try show(viewController, with: controller, dismissedBy: .navigation(.pop), contextElement: contextElement,
                 heldBy: gestures) { () throws(ContainerError) in
            try navigation.pushViewController(viewController, animated: true)
        }
    }

    /// Shows `viewController` by `perform`, run by `controller`, with the viewer's gestures set
    /// up to run `dismissal`; if `perform` is refused, everything is as it was.
    private func show(_ viewController: any HostViewController, with controller: TransitionController,
                      dismissedBy dismissal: TransitionOperation, contextElement: AnyObject?, heldBy gestures: [GestureRecognizer],
                      perform: () throws(ContainerError) -> Void) throws(ContainerError) {
        let previous = (contextElement: self.contextElement, controller: transitionController, dismissal: dismisser.operation,
                        pushes: controllerPushes)
        transitionController = controller
        controllerPushes = dismissal == .navigation(.pop)
        dismisser.transitionController = controller
        dismisser.operation = dismissal
        // Gestures of viewers that are gone would otherwise pile up in the dismisser.
        for gesture in dismisser.gestureRecognizers where gesture.view == nil { dismisser.remove(gesture) }
        let gesturesBefore = dismisser.gestureRecognizers.count
        self.contextElement = contextElement
        if !dismisser.gestureRecognizers.contains(where: { $0.view === viewController.view }) {
            setUpFore(viewController, dismisser)
        }
        do {
            try controller.perform(heldBy: gestures, perform)
        } catch {
            // Refused: the controller is as it was, and the viewer keeps no dismissal gestures.
            for gesture in dismisser.gestureRecognizers.dropFirst(gesturesBefore) {
                dismisser.remove(gesture)
                (gesture.view as? any HostView)?.removeGestureRecognizer(gesture)
            }
            self.contextElement = previous.contextElement
            transitionController = previous.controller
            dismisser.transitionController = previous.controller
            dismisser.operation = previous.dismissal
            controllerPushes = previous.pushes
            throw error
        }
    }

    public func transitionFor(
        operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?
    ) -> Transition {
        operationContext.runtime.restoreRadius = restoreRadius
        operationContext.runtime.releaseRule = ReleaseRule(minimumSpeed: restoreSpeed)
        let configuration = self.configuration
        Director.prepare(operationContext, configuration: configuration)
        let configure = configureDirector
        var transition = Transition(duration: duration, director: Director.self, contextElement: contextElement) { director in
            director.configuration = configuration
            configure?(director)
        }
        transition.reducedMotionDuration = Director.reducedMotionDuration(with: configuration)
        return transition
    }

    /// The transition controller serving `container` for pushes or for presentations (made by
    /// `make` when the current one serves another container, or the same one the other way).
    private func transitionController(for container: any HostViewController, pushing: Bool,
                                      make: () -> TransitionController) -> TransitionController {
        if let existing = transitionController, existing.operationController === container, controllerPushes == pushing {
            return existing
        }
        let controller = make()
        controller.failureHandler = failureHandler
        return controller
    }
}
