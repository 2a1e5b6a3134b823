import Foundation
import Gestures
import Motion
import TransitionKit

/// Presents a photo viewer from a grid with the photo transition, and lets the viewer's gestures
/// dismiss it: a thin front on the one engine — a modal ``TransitionKit/TransitionController``
/// runs every transition, whose source (this object) describes it with a
/// ``PhotoTransitionDirector``.
///
/// In either direction a touch on the flying photo takes it in hand (pan, pinch, rotation), and
/// the one ``TransitionKit/ReleaseRule`` decides where it goes: a release moving towards the
/// photo's place in the viewer (or slowly within ``restoreRadius`` of it) keeps the viewer; one
/// moving away from it (or slowly beyond the radius) goes back to the grid.
@MainActor
public final class PhotoTransitionController: TransitionsSource {
    /// The duration of the timeline, in seconds.
    public let duration: Double
    /// The dismisser whose gestures dismiss the presented controller.
    public let dismisser = TransitionDismisser()
    /// The region, in points around the photo's place in the viewer, inside which a slow release
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
    /// Sets up the presented controller's dismissal gestures (the photo transition's viewer
    /// gestures by default).
    public var setUpFore: @MainActor (any HostViewController, TransitionDismisser) -> Void

    /// The controller that runs the transitions, for the source presenting now.
    public private(set) var transitionController: TransitionController?
    private var contextElement: AnyObject?

    /// A controller whose transitions last `duration` seconds (0.4 when it isn't finite and
    /// positive), with the viewer gestures of `setUpFore`.
    public init(duration: Double = 0.4,
                setUpFore: @escaping @MainActor (any HostViewController, TransitionDismisser) -> Void = PhotoTransitionDirector.setUpFore) {
        self.duration = duration > 0 && duration.isFinite ? duration : 0.4
        self.setUpFore = setUpFore
    }

    /// Whether a photo transition runs.
    public var isTransitioning: Bool { transitionController?.isTransitioning ?? false }
    /// How far the running transition is, from its start (0) to its end (1), or `nil`.
    public var fractionComplete: Double? { transitionController?.fractionComplete }
    /// Who moves the running transition, or `nil` when none runs.
    public var phase: TransitionPhase? { transitionController?.phase }
    /// The director of the running transition, or `nil`.
    public var director: PhotoTransitionDirector? {
        transitionController?.runningTransition?.director(as: PhotoTransitionDirector.self)
    }

    /// Presents `viewController` from `source`, the transition starting at `contextElement`.
    ///
    /// - Throws: `ContainerError.transitionInProgress` while a photo transition runs,
    ///   `.alreadyPresenting` when `source` presents a controller already, or what
    ///   `source.present` throws; a refused presentation changes nothing.
    public func present(_ viewController: any HostViewController, from source: any HostViewController,
                        contextElement: AnyObject?) throws(ContainerError) {
        guard !isTransitioning else { throw .transitionInProgress }
        guard source.presentedViewController == nil else { throw .alreadyPresenting }
        let previous = (contextElement: self.contextElement, controller: transitionController)
        let controller = transitionController(from: source)
        // Gestures of viewers that are gone would otherwise pile up in the dismisser.
        for gesture in dismisser.gestureRecognizers where gesture.view == nil { dismisser.remove(gesture) }
        let gesturesBefore = dismisser.gestureRecognizers.count
        self.contextElement = contextElement
        viewController.transitioningDelegate = controller
        viewController.modalPresentationStyle = .custom
        if !dismisser.gestureRecognizers.contains(where: { $0.view === viewController.view }) {
            setUpFore(viewController, dismisser)
        }
        do {
            try source.present(viewController, animated: true, completion: nil)
        } catch {
            // Refused: the controller is as it was, and the viewer keeps no dismissal gestures.
            for gesture in dismisser.gestureRecognizers.dropFirst(gesturesBefore) {
                dismisser.remove(gesture)
                (gesture.view as? any HostView)?.removeGestureRecognizer(gesture)
            }
            self.contextElement = previous.contextElement
            transitionController = previous.controller
            dismisser.transitionController = previous.controller
            throw error
        }
    }

    public func transitionFor(
        operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?
    ) -> Transition {
        operationContext.runtime.restoreRadius = restoreRadius
        operationContext.runtime.releaseRule = ReleaseRule(minimumSpeed: restoreSpeed)
        return Transition(duration: duration, director: PhotoTransitionDirector.self, contextElement: contextElement)
    }

    /// The transition controller for presentations from `source` (made once per source).
    private func transitionController(from source: any HostViewController) -> TransitionController {
        if let existing = transitionController, existing.operationController === source { return existing }
        let controller = TransitionController(forModalPresentationsFrom: source, transitionsSource: self)
        controller.failureHandler = failureHandler
        transitionController = controller
        dismisser.transitionController = controller
        return controller
    }
}
