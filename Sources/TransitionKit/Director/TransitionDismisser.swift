import Gestures

/// Starts a transition back (a dismissal, a pop) when any of its gestures begins (a tap when it
/// is recognized), with all of them recognized together, and hands them to the transition — a
/// director's ``TransitionDirector/add(_:)`` adds their plans.
///
/// The transition is run by ``transitionController`` like any other: it is held while one of
/// the gestures is active, and the one release rule decides whether it completes or is called
/// off. A gesture that begins while a transition runs — back, or bringing the fore controller
/// in, even in its last moments — joins it; a tap while the fore controller comes in sends it
/// back.
@MainActor
public final class TransitionDismisser: GestureRecognizerDelegate {
    /// The gestures that dismiss.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The controller that runs the transition back (held weakly).
    public weak var transitionController: TransitionController?
    /// The operation a gesture starts: a dismissal by default (`.navigation(.pop)` in a
    /// navigation controller).
    public var operation: TransitionOperation = .modal(.dismiss)
    /// Told when the container refused the operation a gesture asked for; the gesture then
    /// changes nothing. Without a handler, the failure is written to standard error as one line.
    public var failureHandler: (@MainActor (TransitionFailure) -> Void)?

    public init() {}

    /// Makes `recognizer` start the dismissal when it begins.
    public func dismiss(whenGestureRecognizerBegins recognizer: GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers.append(recognizer)
        recognizer.delegate = self
        recognizer.addTarget { [weak self] recognizer in
            let begins = recognizer.state == .began || (recognizer is TapGestureRecognizer && recognizer.state == .ended)
            if begins { self?.began(recognizer) }
        }
    }

    /// Lets `recognizer` join a transition back that runs (or one bringing the fore controller
    /// in) when it begins, without starting one: a rotation that only turns what a pinch or a
    /// pan holds.
    public func join(whenGestureRecognizerBegins recognizer: GestureRecognizer) {
        dismiss(whenGestureRecognizerBegins: recognizer)
        joinsOnly.insert(ObjectIdentifier(recognizer))
    }

    /// The gestures that join a running transition but start none.
    private var joinsOnly: Set<ObjectIdentifier> = []

    /// Stops `recognizer` from dismissing.
    public func remove(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        joinsOnly.remove(ObjectIdentifier(recognizer))
        if recognizer.delegate === self { recognizer.delegate = nil }
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        gestureRecognizers.contains { $0 === other }
    }

    private func began(_ recognizer: GestureRecognizer) {
        guard let controller = transitionController else { return }
        if let driver = controller.driver, !driver.isFinished {
            // The fore controller's gestures do what they do at rest, from wherever the
            // transition is: one that moves joins it (its plans are added; the release rule
            // decides); a tap while the fore controller comes in sends it back.
            if recognizer is TapGestureRecognizer {
                if driver.timeline.direction == .forward { driver.sendBack() }
            } else {
                driver.hold(by: recognizer)
            }
            return
        }
        // A gesture that only joins starts nothing; one that began on a controller dismissed some
        // other way meanwhile does nothing.
        guard !joinsOnly.contains(ObjectIdentifier(recognizer)), controller.isPerformable(operation) else { return }
        let active = gestureRecognizers.filter { $0 === recognizer || $0.state.isActive }
        do {
            try controller.performInteractively(operation, heldBy: active)
        } catch {
            TransitionFailure.operationRefused(operation, error).report(to: failureHandler, from: "TransitionDismisser")
        }
    }
}
