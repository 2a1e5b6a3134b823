import Gestures
import Motion

/// Turns a gesture into a transition: which operation, how far, and whether to complete.
@MainActor
public protocol TransitionInteractionController: AnyObject {
    /// The gesture that drives the interaction. The ``TransitionController`` attaches it,
    /// becomes one of its targets and its delegate.
    var gestureRecognizer: GestureRecognizer { get }
    /// Supplies the shared element for transitions this controller starts.
    var sharedElementProvider: (any SharedElementProvider)? { get set }
    /// The operation the recognized gesture asks for (``TransitionOperation/none`` for none).
    func operationForInteractiveTransition() -> TransitionOperation
    /// The progress the gesture has made.
    func progress(in operationContext: TransitionOperationContext) -> TransitionProgress
    /// Where the transition should go when the gesture ends at `fractionComplete`.
    func completionPosition(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) -> AnimatingPosition
    /// Called when interaction starts (or resumes after an interruption) at `fractionComplete`.
    func interactionStarted(in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction)
    /// Called when interaction ends at `fractionComplete`.
    func interactionEnded(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction)
    /// Called when the transition is over, to forget any per-transition state.
    func resetInteraction()
}

extension TransitionInteractionController {
    public func interactionStarted(
        in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction
    ) {}
    public func interactionEnded(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) {}
    public func resetInteraction() {}
}
