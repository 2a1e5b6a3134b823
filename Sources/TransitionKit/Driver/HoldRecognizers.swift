import Gestures

/// The driver's own gestures on the shared element (or on the container when there is none):
/// the touch-down that interrupts a running transition, and — for a shared element flown by
/// springs — the pan, pinch and rotation that take it in hand. They recognize together, and with
/// every other gesture of the transition.
@MainActor
final class HoldRecognizers {
    /// The touch-down (a long press with no minimum duration) that interrupts.
    let touchDown = LongPressGestureRecognizer(name: "transition interruption")
    /// The pan, pinch and rotation that grab a shared element flown by springs (empty otherwise).
    let manipulators: [GestureRecognizer]
    /// The view they are attached to.
    private(set) weak var view: (any HostView)?

    init(on view: any HostView, manipulates: Bool) {
        touchDown.minimumPressDuration = 0
        touchDown.allowableMovement = .greatestFiniteMagnitude
        if manipulates {
            // The element is in hand from the touch-down: each gesture begins with the fingers'
            // first movement (no threshold to wait for), so the element never jumps to catch up.
            let pan = PanGestureRecognizer(name: "grab pan")
            pan.movementThreshold = 0
            let pinch = PinchGestureRecognizer(name: "grab pinch")
            pinch.movementThreshold = 0
            let rotation = RotationGestureRecognizer(name: "grab rotation")
            rotation.rotationThreshold = 0
            manipulators = [pan, pinch, rotation]
        } else {
            manipulators = []
        }
        self.view = view
        for recognizer in all {
            recognizer.delegate = Self.simultaneous
            view.addGestureRecognizer(recognizer)
        }
    }

    var all: [GestureRecognizer] { [touchDown] + manipulators }

    /// Whether the touch-down is active (it holds the transition).
    var isTouchDownActive: Bool { touchDown.state.isActive }

    /// Whether the touch-down is active while `gesture` tracks fingers but has not begun.
    ///
    /// Asked every held frame: as a method of its own, this object reads `touchDown` borrowed,
    /// with no retain of the recognizer (a recognizer is weakly referenced, so a retain would
    /// take the runtime's slow path).
    func isTouchDownActive(whileUnbegun gesture: GestureRecognizer) -> Bool {
        touchDown.state.isActive && gesture.state == .possible && gesture.numberOfTouches > 0
    }

    /// Whether one of them is active.
    var isActive: Bool {
        if touchDown.state.isActive { return true }
        for manipulator in manipulators where manipulator.state.isActive { return true }
        return false
    }

    /// Takes them off their view.
    func remove() {
        for recognizer in all { view?.removeGestureRecognizer(recognizer) }
    }

    /// The delegate of every hold recognizer. Not the hold recognizers themselves: a delegate is
    /// weakly referenced, and the driver retains its hold recognizers every held frame, which
    /// for a weakly referenced object takes the runtime's slow path.
    private static let simultaneous = Simultaneous()

    /// Lets a hold recognizer recognize with every other gesture.
    private final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
            true
        }
    }
}
