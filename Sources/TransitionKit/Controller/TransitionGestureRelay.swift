import Gestures
import Motion

/// The action of a ``TransitionController``'s interaction gesture: the recognizer holds it
/// strongly (its target captures it), and it holds the controller weakly, as the controller's
/// `[weak self]` action did.
///
/// A change of an interaction the controller already follows takes the short way: the relay
/// keeps, for the interaction, the driver and the interaction controller it moves
/// (``TransitionGestureFollowing``), so a frame of a moving finger loads no weak reference and
/// retains no object that is weakly referenced (each such retain or release takes the runtime's
/// slow path). Every other change (began, ended, cancelled, or a change with nothing kept) goes
/// to the controller.
///
/// What it keeps never outlives what the controller holds: it is set by the controller only
/// while an interaction is under way with the controller's driver, and dropped as the
/// interaction ends, whenever the controller's driver is set or cleared, and when the controller
/// deinitializes. So the driver it keeps is always the controller's, and the strong reference to
/// the interaction controller (which owns the recognizer that holds this relay) lasts one
/// gesture at most.
@MainActor
final class TransitionGestureRelay {
    /// The controller served; the slow way goes through it.
    weak var controller: TransitionController?
    /// The interaction followed now: read or replaced whole, in statements that call nothing
    /// out, so that its accesses need no runtime exclusivity check.
    private var following: TransitionGestureFollowing?

    /// The recognizer's action: follows a change of the current interaction, or hands the
    /// change to the controller.
    func gestureChanged(_ recognizer: GestureRecognizer) {
        if recognizer.state == .changed, let following {
            following.follow(heard: recognizer.timestamp)
            return
        }
        controller?.gestureChanged(recognizer)
    }

    /// Keeps `driver` and `interactionController` for the changes of the interaction under way.
    func follow(_ driver: TransitionDriver, interactionController: any TransitionInteractionController) {
        following = TransitionGestureFollowing(driver: driver, interactionController: interactionController)
    }

    /// Drops what was kept: the interaction ended, or the controller's driver changed.
    func stopFollowing() {
        following = nil
    }
}
