import Gestures
import Motion

/// Turns a gesture into a transition: which operation, how far, and whether to complete.
///
/// The ``TransitionController`` attaches ``gestureRecognizer``, becomes its delegate and one of
/// its targets. When the gesture begins it asks ``operationForInteractiveTransition()`` what to
/// do; while it changes, it asks ``progress(in:)`` once per change and then calls
/// ``resetProgressIfNeeded(in:)`` once, so a controller that reports ``TransitionProgress/step(_:)``
/// can zero what it measured (a pan's translation) between two reports; when it ends, it asks
/// ``completionPosition(in:fractionComplete:)`` where the transition should go.
@MainActor
public protocol TransitionInteractionController: AnyObject {
    /// The gesture that drives the interaction. The ``TransitionController`` attaches it,
    /// becomes one of its targets and its delegate.
    var gestureRecognizer: GestureRecognizer { get }
    /// Supplies the shared element for transitions this controller starts (read when a
    /// transition starts; a `let`, a computed property or a settable one all conform).
    var sharedElementProvider: (any SharedElementProvider)? { get }
    /// The operation the recognized gesture asks for (``TransitionOperation/none`` for none).
    func operationForInteractiveTransition() -> TransitionOperation
    /// The progress the gesture has made: a step added to the current fraction, or the
    /// fraction itself. Asked once per change of the gesture.
    func progress(in operationContext: TransitionOperationContext) -> TransitionProgress
    /// Called once after every ``progress(in:)``: reset what the progress was measured from (for
    /// example a pan's translation, for step progress). The default does nothing.
    func resetProgressIfNeeded(in operationContext: TransitionOperationContext)
    /// Where the transition should go when the gesture ends at `fractionComplete`.
    func completionPosition(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) -> AnimatingPosition
    /// Called when interaction starts (or resumes after an interruption) at `fractionComplete`,
    /// with the gesture that started it: the interrupting touch-down when that came first.
    func interactionStarted(in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction)
    /// Called when interaction ends at `fractionComplete`.
    func interactionEnded(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction)
    /// Called when the transition is over, to forget any per-transition state.
    func resetInteraction()
}

extension TransitionInteractionController {
    public func resetProgressIfNeeded(in operationContext: TransitionOperationContext) {}
    public func interactionStarted(
        in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction
    ) {}
    public func interactionEnded(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) {}
    public func resetInteraction() {}
}
