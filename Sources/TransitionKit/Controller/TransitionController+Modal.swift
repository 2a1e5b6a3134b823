import Gestures

extension TransitionController: ViewControllerTransitioningDelegate {
    /// Transitions for presentations from `sourceViewController` (set the controller as the
    /// presented controller's `transitioningDelegate`, as in UIKit).
    public convenience init(forModalPresentationsFrom sourceViewController: any HostViewController, transitionsSource: any TransitionsSource) {
        self.init(container: .modal(sourceViewController), transitionsSource: transitionsSource, interactionController: nil)
    }

    /// Interactive presentations from `sourceViewController`, which supplies the controller to
    /// present; the transition controller presents it (custom style, itself as transitioning
    /// delegate) and dismisses it. The gesture is attached to the window (the outermost view
    /// above the source's view), as the seed library's, so a drag anywhere on screen can present
    /// or dismiss.
    public convenience init<Source: HostViewController & InteractiveModalTransitionOperationDelegate>(
        forInteractiveModalPresentationsFrom sourceViewController: Source,
        transitionsSource: any TransitionsSource,
        interactionController: any TransitionInteractionController
    ) {
        self.init(container: .modal(sourceViewController), transitionsSource: transitionsSource,
                  interactionController: interactionController)
        modalOperationDelegate = sourceViewController
        attachModalGesture()
    }

    public func animationController(
        forPresented presented: any HostViewController, presenting: any HostViewController, source: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        runner(for: .modal(.present), source: source)
    }

    public func animationController(forDismissed dismissed: any HostViewController) -> (any ViewControllerAnimatedTransitioning)? {
        runner(for: .modal(.dismiss), source: dismissed.presentingViewController)
    }

    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let runner = animator as? TransitionRunner, runner.wantsInteractiveStart else { return nil }
        return runner
    }

    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let runner = animator as? TransitionRunner, runner.wantsInteractiveStart else { return nil }
        return runner
    }
}
