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
            guard begins, let self, self.handoffs[ObjectIdentifier(recognizer)] == nil else { return }
            self.began(recognizer)
        }
    }

    /// Makes `pan` start the dismissal once it takes over from the scroll views in `root`: over
    /// content scrolled away from its top, the drag scrolls it, and once the content is at its
    /// top and the finger moves down, the same gesture hands over to the dismissal without a
    /// jump — the card follows the finger from where the content reached the top, the content is
    /// held there, and what the dismissal sees of the drag is the part past the top. An upward
    /// drag only scrolls; a sideways swipe over content that scrolls sideways (a pager) stays
    /// the pager's. Over no scroll view the pan dismisses as it begins, as
    /// ``dismiss(whenGestureRecognizerBegins:)`` makes it.
    ///
    /// The choice is UIKit's usual one: the pan recognizes together with the scroll views' pans
    /// (this dismisser, its delegate, says so), and decides in its own action when to take over;
    /// the scroll view is only read, held at its top edge (its `contentOffset`) and kept from
    /// scrolling (`isScrollEnabled`) until the pan ends.
    public func dismiss(whenPanHandsOver pan: PanGestureRecognizer, fromScrollViewsIn root: any HostView) {
        guard !gestureRecognizers.contains(where: { $0 === pan }) else { return }
        let handoff = ScrollHandoff(dismisser: self, root: root)
        handoffs[ObjectIdentifier(pan)] = handoff
        dismiss(whenGestureRecognizerBegins: pan)
        pan.addTarget { [weak handoff] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            handoff?.panDidChange(pan)
        }
    }

    /// The handoffs of pans that take over from scroll views, by pan.
    private var handoffs: [ObjectIdentifier: ScrollHandoff] = [:]

    /// Whether a transition of ``transitionController`` runs.
    var isTransitionRunning: Bool {
        guard let driver = transitionController?.driver else { return false }
        return !driver.isFinished
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
        handoffs[ObjectIdentifier(recognizer)] = nil
        if recognizer.delegate === self { recognizer.delegate = nil }
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        gestureRecognizers.contains { $0 === other } || handoffs.values.contains { $0.isScrollPan(other) }
    }

    /// Starts the transition back held by `recognizer`, which just began (or took over), or
    /// lets it join the one that runs.
    func began(_ recognizer: GestureRecognizer) {
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
