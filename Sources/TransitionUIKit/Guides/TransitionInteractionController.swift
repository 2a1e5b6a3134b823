#if canImport(UIKit)
import TransitionKit
import UIKit

/// Turns a gesture into a transition: which operation, how far, and whether to complete.
///
/// The ``TransitionController`` attaches ``gestureRecognizer`` (to the navigation or tab bar
/// controller's view, or to the window for modal transitions) and follows it. When the gesture
/// begins it asks ``operationForInteractiveTransition()`` what to do; while it changes, it asks
/// ``progress(in:)`` once per change and then calls ``resetProgressIfNeeded(in:)`` once; when it
/// ends, ``completionPosition(in:fractionComplete:)`` says where the transition goes.
@preconcurrency @MainActor
public protocol TransitionInteractionController: AnyObject {
    /// The gesture that drives the interaction: a UIKit recognizer of your own (a
    /// `UIPanGestureRecognizer`), or the engine's stand-in of one of its recognizers (a
    /// ``PanInteractionController``'s).
    var gestureRecognizer: UIGestureRecognizer { get }
    /// Supplies the shared element for transitions this controller starts.
    var sharedElementProvider: (any SharedElementProvider)? { get }
    /// The operation the recognized gesture asks for (``TransitionOperation/none`` for none).
    func operationForInteractiveTransition() -> TransitionOperation
    /// Where the transition should go when the gesture ends at `fractionComplete`.
    func completionPosition(in transitionOperationContext: TransitionOperationContext, fractionComplete: AnimationFraction) -> UIViewAnimatingPosition
    /// The progress the gesture has made: a step added to the current fraction, or the fraction
    /// itself. Asked once per change of the gesture.
    func progress(in transitionOperationContext: TransitionOperationContext) -> TransitionProgress
    /// Called once after every ``progress(in:)``: reset what the progress was measured from (a
    /// pan's translation, for step progress). The default does nothing.
    func resetProgressIfNeeded(in transitionOperationContext: TransitionOperationContext)
    /// Called when interaction starts (or resumes after an interruption, with the touch-down
    /// that interrupted it) at `fractionComplete`.
    func interactionStarted(in transitionOperationContext: TransitionOperationContext, gestureRecognizer: UIGestureRecognizer, fractionComplete: AnimationFraction)
    /// Called when interaction ends at `fractionComplete`.
    func interactionEnded(in transitionOperationContext: TransitionOperationContext, fractionComplete: AnimationFraction)
}

extension TransitionInteractionController {
    public func resetProgressIfNeeded(in transitionOperationContext: TransitionOperationContext) {}
    public func interactionStarted(
        in transitionOperationContext: TransitionOperationContext, gestureRecognizer: UIGestureRecognizer,
        fractionComplete: AnimationFraction) {}
    public func interactionEnded(in transitionOperationContext: TransitionOperationContext, fractionComplete: AnimationFraction) {}
}

/// An object that performs (or supplies the controller for) the operation a gesture asked for;
/// one of the three kinds below.
@preconcurrency @MainActor
public protocol InteractiveTransitionOperationDelegate: AnyObject {}

/// Performs the navigation operation a gesture asked for: push the right controller, or pop.
@preconcurrency @MainActor
public protocol InteractiveNavigationTransitionOperationDelegate: InteractiveTransitionOperationDelegate {
    func performOperation(operation: UINavigationController.Operation, forInteractiveTransitionIn controller: UINavigationController,
                          gestureRecognizer: UIGestureRecognizer)
}

/// Performs the tab bar operation a gesture asked for: select the next or previous tab.
@preconcurrency @MainActor
public protocol InteractiveTabBarTransitionOperationDelegate: InteractiveTransitionOperationDelegate {
    func performOperation(operation: UITabBarControllerOperation, forInteractiveTransitionIn controller: UITabBarController,
                          gestureRecognizer: UIGestureRecognizer)
}

/// Supplies the controller to present when a gesture asks for a modal presentation; the
/// ``TransitionController`` presents it, with itself as transitioning delegate and the custom
/// style.
@preconcurrency @MainActor
public protocol InteractiveModalTransitionOperationDelegate: InteractiveTransitionOperationDelegate {
    func viewControllerForInteractiveModalPresentation(by sourceViewController: UIViewController,
                                                       gestureRecognizer: UIGestureRecognizer) -> UIViewController
}
#endif
