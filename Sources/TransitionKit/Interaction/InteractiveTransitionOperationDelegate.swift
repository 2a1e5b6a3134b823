import Gestures

/// An object that performs (or supplies the controller for) the operation a gesture asked for;
/// one of the three kinds below.
@MainActor
public protocol InteractiveTransitionOperationDelegate: AnyObject {}

/// Performs the navigation operation a gesture asked for (push the right controller, or pop).
@MainActor
public protocol InteractiveNavigationTransitionOperationDelegate: InteractiveTransitionOperationDelegate {
    func performOperation(
        operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
        gestureRecognizer: GestureRecognizer
    )
}

/// Performs the tab bar operation a gesture asked for (select the next or previous tab).
@MainActor
public protocol InteractiveTabBarTransitionOperationDelegate: InteractiveTransitionOperationDelegate {
    func performOperation(
        operation: TabBarControllerOperation, forInteractiveTransitionIn controller: any HostTabBarController,
        gestureRecognizer: GestureRecognizer
    )
}

/// Supplies the controller to present when a gesture asks for a modal presentation; the
/// ``TransitionController`` presents it with the right transitioning delegate and style.
@MainActor
public protocol InteractiveModalTransitionOperationDelegate: InteractiveTransitionOperationDelegate {
    func viewControllerForInteractiveModalPresentation(
        by sourceViewController: any HostViewController, gestureRecognizer: GestureRecognizer
    ) -> any HostViewController
}

/// Told about a transition's phases; adopted by view controllers that want to know.
@MainActor
public protocol TransitionPhaseDelegate: AnyObject {
    /// The transition from `from` to `to` is about to start.
    func willTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?)
    /// The transition from `from` to `to` completed.
    func didTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?)
    /// The transition from `from` to `to` was cancelled: `from` stays.
    func cancelledTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?)
}

extension TransitionPhaseDelegate {
    public func willTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {}
    public func didTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {}
    public func cancelledTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {}
}

/// Supplies the transition for each operation.
@MainActor
public protocol TransitionsSource: AnyObject {
    /// The transition for `operationContext`; `interactionController` is the one driving it,
    /// if any.
    func transitionFor(
        operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?
    ) -> Transition
}
