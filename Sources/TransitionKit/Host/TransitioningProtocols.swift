import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// The keys of a transition's two view controllers, as UIKit's
/// `UITransitionContextViewControllerKey`.
public enum TransitionContextKey: String, Sendable, CaseIterable {
    /// The controller shown at the start.
    case from
    /// The controller shown at the end.
    case to
}

/// The context a host hands to an animation controller, as UIKit's
/// `UIViewControllerContextTransitioning`.
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition takes place.
    var containerView: any HostView { get }
    /// The host's animation loop: animators for the transition run on it (time is injected,
    /// so this is how an animation controller reaches the host's clock).
    var animationLoop: AnimationLoop { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven by interaction now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (it ends where it started).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition (``ModalPresentationStyle/fullScreen``
    /// otherwise).
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the host asks for reduced motion (iOS's Reduce Motion): every transition then
    /// runs as a cross-fade over the same progress — no travel, scale or rotation — still driven,
    /// cancelled and completed by its gestures. `false` unless the host says otherwise.
    var prefersReducedMotion: Bool { get }
    /// The screen's pixels per point (UIKit's `displayScale`: 3 on most iPhones): how small a
    /// change can be seen. A transition's springs land once what they have left to move is
    /// under a pixel. 3 unless the host says otherwise.
    var displayScale: Double { get }
    /// The controller for `key`.
    func viewController(forKey key: TransitionContextKey) -> (any HostViewController)?
    /// The view to animate for `key`, or `nil` when the host manages it (the presenting view
    /// of an over-full-screen presentation).
    func view(forKey key: TransitionContextKey) -> (any HostView)?
    /// Where `viewController`'s view starts, in the container's coordinates (`.zero` if unknown).
    func initialFrame(for viewController: any HostViewController) -> CGRect
    /// Where `viewController`'s view ends, in the container's coordinates (`.zero` if unknown).
    func finalFrame(for viewController: any HostViewController) -> CGRect
    /// Reports interactive progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// Reports that interaction will make the transition run to its end.
    func finishInteractiveTransition()
    /// Reports that interaction will make the transition run back to its start.
    func cancelInteractiveTransition()
    /// Reports that the transition is paused for interaction (an interruption).
    func pauseInteractiveTransition()
    /// Ends the transition: the host arranges the hierarchy for `didComplete` and calls the
    /// appearance callbacks. Must be called exactly once.
    func completeTransition(_ didComplete: Bool)
    /// Tells the host where the transition is, each time that changes: every frame while it
    /// moves (animating or following a gesture) and whenever its phase changes, from its start
    /// until just before ``completeTransition(_:)``. A host keeps it as its percent complete
    /// (UIKit's transition coordinator reports one); Stage's recorder records it.
    func transitionDidUpdate(_ state: TransitionState)
}

/// An object that animates a transition, as UIKit's `UIViewControllerAnimatedTransitioning`.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration, in seconds.
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double
    /// Performs the transition's animations and calls `completeTransition` when done.
    func animateTransition(using context: any ViewControllerContextTransitioning)
    /// The animator that runs the transition, for interruptible transitions.
    func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> PropertyAnimator?
    /// Called after `completeTransition`, with whether the transition completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> PropertyAnimator? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively, as UIKit's
/// `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Whether the transition starts interactively (true) or animating (false).
    var wantsInteractiveStart: Bool { get }
    /// Starts the interactive transition in `context`.
    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning)
}

/// Supplies navigation transitions, as UIKit's `UINavigationControllerDelegate`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The animation controller for `operation` from `from` to `to`, or `nil` for no custom
    /// transition.
    func navigationController(
        _ navigationController: any HostNavigationController,
        animationControllerFor operation: NavigationControllerOperation,
        from: any HostViewController, to: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller for `animationController`, or `nil` for a non-interactive
    /// transition.
    func navigationController(
        _ navigationController: any HostNavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

/// Supplies tab bar transitions, as UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// The animation controller from `from` to `to`, or `nil` for no custom transition.
    func tabBarController(
        _ tabBarController: any HostTabBarController,
        animationControllerForTransitionFrom from: any HostViewController, to: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller for `animationController`, or `nil`.
    func tabBarController(
        _ tabBarController: any HostTabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

/// Supplies modal transitions, as UIKit's `UIViewControllerTransitioningDelegate`.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animation controller presenting `presented` over `presenting` (asked by `source`).
    func animationController(
        forPresented presented: any HostViewController, presenting: any HostViewController,
        source: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animation controller dismissing `dismissed`.
    func animationController(forDismissed dismissed: any HostViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller for a presentation animated by `animator`.
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The interaction controller for a dismissal animated by `animator`.
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: any HostNavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension TabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: any HostTabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension ViewControllerTransitioningDelegate {
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}
