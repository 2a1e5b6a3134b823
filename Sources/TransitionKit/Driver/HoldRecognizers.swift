import Gestures

/// The driver's own gestures on the shared element (or on the container when there is none):
/// the touch-down that interrupts a running transition, and — for a shared element flown by
/// springs — the pan, pinch and rotation that take it in hand. They recognize together, and with
/// every other gesture of the transition.
@MainActor
final class HoldRecognizers: GestureRecognizerDelegate {
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
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }
    }

    var all: [GestureRecognizer] { [touchDown] + manipulators }

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

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}
