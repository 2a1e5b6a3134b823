import Motion

/// An interaction a ``TransitionGestureRelay`` follows: the controller's driver and its
/// interaction controller, for one gesture. Both are constants, so that a change reads them
/// from this object without retaining them.
@MainActor
final class TransitionGestureFollowing {
    /// The controller's driver when the interaction was followed.
    let driver: TransitionDriver
    /// The controller's interaction controller, whose gesture this is.
    let interactionController: any TransitionInteractionController

    init(driver: TransitionDriver, interactionController: any TransitionInteractionController) {
        self.driver = driver
        self.interactionController = interactionController
    }

    /// Moves the transition to where the gesture, heard at `time` seconds, has got to: as
    /// ``TransitionController`` does at every change of its gesture.
    func follow(heard time: Double) {
        TransitionController.follow(driver, heard: time, interactionController: interactionController)
    }
}
