import Foundation
import Gestures
import Motion
import TransitionKit

/// Presents and dismisses a controller with a directed transition (for example the photo
/// transition), as its transitioning delegate: a presentation runs forward; a dismissal runs
/// backward, interactively when one of the dismisser's gestures started it, and can be called off.
@MainActor
public final class DirectedTransitionController<Director: TransitionDirector>: ViewControllerTransitioningDelegate {
    /// The duration of the timeline, in seconds.
    public let duration: Double
    /// The dismisser whose gestures dismiss the presented controller.
    public let dismisser = TransitionDismisser()
    /// The region, in points around the photo's place in the viewer, inside which a slow release
    /// calls a dismissal off (100 by default).
    public var restoreRadius = 100.0
    /// The speed, in points per second, below which a release inside ``restoreRadius`` calls a
    /// dismissal off (100 by default).
    public var restoreSpeed = 100.0
    /// Told when the presented controller could not be dismissed as a gesture asked (the
    /// container refused); the gesture then changes nothing. Without a handler, the failure is
    /// written to standard error as one line.
    public var failureHandler: (@MainActor (TransitionFailure) -> Void)?
    /// Sets up the presented controller's dismissal gestures (the photo transition's viewer
    /// gestures by default).
    public var setUpFore: @MainActor (any HostViewController, TransitionDismisser) -> Void

    private var contextElement: AnyObject?
    private weak var presented: (any HostViewController)?
    private var dismissingGestures: [GestureRecognizer] = []
    /// The transition running, if any.
    public private(set) var runningTransition: DirectedTransition?
    /// The director of the running transition.
    public private(set) var director: Director?

    /// How far the running transition is, from its start (0) to its end (1), or `nil` when none
    /// runs: a presentation's timeline or a dismissal's.
    public var fractionComplete: Double? { runningTransition?.timeline.progress }

    /// Who moves the running transition, or `nil` when none runs: a gesture while one holds it,
    /// else its springs and timeline.
    public var phase: TransitionPhase? {
        guard let runningTransition else { return nil }
        return runningTransition.isHeldByGesture ? .interactive : .animating
    }

    /// A controller whose transitions last `duration` seconds.
    public init(duration: Double = 0.4, setUpFore: @escaping @MainActor (any HostViewController, TransitionDismisser) -> Void) {
        self.duration = duration > 0 && duration.isFinite ? duration : 0.4
        self.setUpFore = setUpFore
        dismisser.onBegin = { [weak self] recognizer in self?.dismissalGestureBegan(recognizer) }
    }

    /// Presents `viewController` from `source`, the transition starting at `contextElement`.
    ///
    /// - Throws: `ContainerError.transitionInProgress` while a transition of this controller
    ///   runs, `.alreadyPresenting` when `source` presents a controller already, or what
    ///   `source.present` throws; a refused presentation changes nothing.
    public func present(_ viewController: any HostViewController, from source: any HostViewController,
                        contextElement: AnyObject?) throws(ContainerError) {
        guard runningTransition == nil else { throw .transitionInProgress }
        guard source.presentedViewController == nil else { throw .alreadyPresenting }
        let previous = (contextElement: self.contextElement, presented: presented)
        // Gestures of viewers that are gone would otherwise pile up in the dismisser.
        for gesture in dismisser.gestureRecognizers where gesture.view == nil { dismisser.remove(gesture) }
        let gesturesBefore = dismisser.gestureRecognizers.count
        self.contextElement = contextElement
        viewController.transitioningDelegate = self
        viewController.modalPresentationStyle = .custom
        if !dismisser.gestureRecognizers.contains(where: { $0.view === viewController.view }) {
            setUpFore(viewController, dismisser)
        }
        presented = viewController
        do {
            try source.present(viewController, animated: true, completion: nil)
        } catch {
            // Refused: the controller is as it was, and the viewer keeps no dismissal gestures.
            for gesture in dismisser.gestureRecognizers.dropFirst(gesturesBefore) {
                dismisser.remove(gesture)
                (gesture.view as? any HostView)?.removeGestureRecognizer(gesture)
            }
            self.contextElement = previous.contextElement
            presented = previous.presented
            throw error
        }
    }

    private func dismissalGestureBegan(_ recognizer: GestureRecognizer) {
        if let runningTransition, runningTransition.direction == .backward {
            director?.add(recognizer)
            return
        }
        // A gesture that began on a viewer dismissed some other way meanwhile has nothing to do.
        guard runningTransition == nil, let presented, presented.presentingViewController != nil else { return }
        dismissingGestures = dismisser.gestureRecognizers.filter { $0.state == .began || $0.state == .changed || $0 === recognizer }
        do {
            try presented.dismiss(animated: true, completion: nil)
        } catch {
            TransitionFailure.operationRefused(.modal(.dismiss), error).report(to: failureHandler, from: "PhotoTransitionController")
        }
        dismissingGestures = []
    }

    // MARK: ViewControllerTransitioningDelegate

    public func animationController(
        forPresented presented: any HostViewController, presenting: any HostViewController, source: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        DirectedRunner(controller: self, direction: .forward, gestures: [])
    }

    public func animationController(forDismissed dismissed: any HostViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DirectedRunner(controller: self, direction: .backward, gestures: dismissingGestures)
    }

    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let runner = animator as? DirectedRunner<Director>, !runner.gestures.isEmpty else { return nil }
        return runner
    }

    // MARK: Running

    func start(_ runner: DirectedRunner<Director>, context: any ViewControllerContextTransitioning) {
        guard let fore = context.viewController(forKey: runner.direction == .forward ? .to : .from),
              let back = context.viewController(forKey: runner.direction == .forward ? .from : .to)
        else {
            context.completeTransition(false)
            return
        }
        if runner.direction == .forward, let foreView = context.view(forKey: .to) {
            foreView.frame = context.finalFrame(for: fore)
            context.containerView.addSubview(foreView)
        }
        let transition = DirectedTransition(direction: runner.direction, context: context, fore: fore, back: back,
                                            contextElement: contextElement, duration: duration)
        let director = Director(transition: transition)
        runningTransition = transition
        self.director = director
        director.setUp()
        var regrab: [GestureRecognizer] = []
        if runner.direction == .backward {
            regrab = addRegrabGestures(director: director)
            for gesture in runner.gestures { director.add(gesture) }
            watchForRestore(runner.gestures, in: transition)
        }
        transition.onFinish = { [weak self] completed in
            guard let self else { return }
            for gesture in regrab {
                self.dismisser.remove(gesture)
                (gesture.view as? any HostView)?.removeGestureRecognizer(gesture)
            }
            director.tearDown()
            self.runningTransition = nil
            self.director = nil
            if !completed, runner.direction == .backward { context.cancelInteractiveTransition() }
            context.completeTransition(completed)
        }
        transition.start()
    }

    /// During a dismissal, the flying photo itself can be grabbed again (pan, pinch, rotation):
    /// a grab during the return flight takes it back in hand.
    private func addRegrabGestures(director: Director) -> [GestureRecognizer] {
        guard let replica = (director as? PhotoTransitionDirector)?.replicaImageElement else { return [] }
        // The touch-down holds the photo still at once; the pan, pinch and rotation then move it.
        let touchDown = LongPressGestureRecognizer(name: "regrab touch-down")
        touchDown.minimumPressDuration = 0
        touchDown.allowableMovement = .greatestFiniteMagnitude
        let gestures: [GestureRecognizer] = [
            touchDown, PanGestureRecognizer(name: "regrab pan"), PinchGestureRecognizer(name: "regrab pinch"),
            RotationGestureRecognizer(name: "regrab rotation"),
        ]
        for gesture in gestures {
            dismisser.dismiss(whenGestureRecognizerBegins: gesture)
            replica.addGestureRecognizer(gesture)
        }
        return gestures
    }

    /// The successor's rule: released near home, slowly, the dismissal is called off; released
    /// anywhere else, it goes on.
    private func watchForRestore(_ gestures: [GestureRecognizer], in transition: DirectedTransition) {
        guard let photo = director as? PhotoTransitionDirector else { return }
        for case let pan as PanGestureRecognizer in gestures + dismisser.gestureRecognizers {
            transition.addTarget(to: pan) { [weak self, weak transition, weak photo] _ in
                guard pan.state == .ended || pan.state == .cancelled, let self, let transition, let photo,
                      let replica = photo.replicaImageElement, let home = photo.foreFrame?.center
                else { return }
                let distance = Double(hypot(replica.center.x - home.x, replica.center.y - home.y))
                let velocity = pan.velocity(in: transition.containerView)
                let speed = Double(hypot(velocity.x, velocity.y))
                if pan.state == .ended, distance <= self.restoreRadius, speed < self.restoreSpeed {
                    transition.callOff()
                } else {
                    transition.commit()
                }
            }
        }
    }
}

/// What the container receives for one directed transition.
@MainActor
final class DirectedRunner<Director: TransitionDirector>: ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning {
    weak var controller: DirectedTransitionController<Director>?
    let direction: TransitionDirection
    let gestures: [GestureRecognizer]
    var wantsInteractiveStart: Bool { !gestures.isEmpty }

    init(controller: DirectedTransitionController<Director>, direction: TransitionDirection, gestures: [GestureRecognizer]) {
        self.controller = controller
        self.direction = direction
        self.gestures = gestures
    }

    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { controller?.duration ?? 0 }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let controller else { return context.completeTransition(false) }
        controller.start(self, context: context)
    }

    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning) {
        guard let controller else { return context.completeTransition(false) }
        controller.start(self, context: context)
    }
}

/// The photo transition: a ``DirectedTransitionController`` with the ``PhotoTransitionDirector``.
public typealias PhotoTransitionController = DirectedTransitionController<PhotoTransitionDirector>

extension DirectedTransitionController where Director == PhotoTransitionDirector {
    /// A photo transition controller (0.4 s timeline; viewer gestures: tap, pan, pinch, rotation).
    public convenience init(duration: Double = 0.4) {
        self.init(duration: duration, setUpFore: PhotoTransitionDirector.setUpFore)
    }
}
