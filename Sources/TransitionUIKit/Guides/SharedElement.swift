#if canImport(UIKit)
import TransitionKit
import UIKit

/// A view that represents content present in both controllers of a transition — a photo flying
/// from a collection view into a detail view — and whatever else its animation needs to know.
/// A class or a struct can be one.
@preconcurrency @MainActor
public protocol SharedElement {
    /// The view that moves in the container: advisedly a snapshot (or a `UIImageView`),
    /// discarded after the transition.
    var transitioningView: UIView { get }
}

/// Supplies the shared element for a transition started by interaction.
@preconcurrency @MainActor
public protocol SharedElementProvider: AnyObject {
    /// The shared element for the transition in `operationContext`, or `nil` for none.
    func sharedElementForInteractiveTransition(
        with interactionController: any TransitionInteractionController, in operationContext: TransitionOperationContext
    ) -> (any SharedElement)?
}

/// What both parts of a shared element's transition work with: the shared element itself.
@preconcurrency @MainActor
public protocol SharedElementTransitionSpecification: AnyObject {
    /// The shared element, set before ``SharedElementAnimation/setup(in:)`` and cleared when the
    /// transition ends.
    var sharedElement: (any SharedElement)? { get set }
}

/// How a shared element animates in the animation phases of a transition: before each phase
/// (the first, and each after interaction) ``animatingPosition`` is set to where it goes, and
/// ``animation()`` runs as an animation block with ``timingParameters`` over the remaining time.
@preconcurrency @MainActor
public protocol SharedElementAnimation: SharedElementTransitionSpecification {
    /// The timing of the animation phases; a spring with an implicit duration sets the
    /// transition's effective duration.
    var timingParameters: AnimationTimingParameters { get }
    /// Puts the shared element in the container at its start.
    func setup(in operationContext: TransitionOperationContext)
    /// Sets the shared element's final values for ``animatingPosition`` (on its `UIView`s,
    /// directly: the block's changes animate).
    func animation()
    /// Cleans up when the transition ends at `position`.
    func completion(position: UIViewAnimatingPosition)
    /// Where the current animation phase goes.
    var animatingPosition: UIViewAnimatingPosition { get set }
}

/// How a shared element follows interaction.
@preconcurrency @MainActor
public protocol SharedElementInteraction: SharedElementTransitionSpecification {
    /// Called when interaction starts, with the gesture that started it: the touch-down that
    /// interrupted the transition when that came first (a long press with no minimum duration),
    /// else the interaction controller's.
    func startInteraction(in context: any UIViewControllerContextTransitioning, gestureRecognizer: UIGestureRecognizer)
    /// Called for every change in interaction, with the progress the interaction controller
    /// reported.
    func updateInteraction(
        in context: any UIViewControllerContextTransitioning, interactionController: any TransitionInteractionController,
        progress: TransitionProgress)
}

/// A shared element's animation and interaction together.
public typealias SharedElementTransition = SharedElementAnimation & SharedElementInteraction
#endif
