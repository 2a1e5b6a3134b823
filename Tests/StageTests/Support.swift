import Foundation
import Motion
import TransitionKit
@testable import Stage

/// A trivial animation controller: the incoming view fades in over `duration` seconds on top
/// of the outgoing one (for a dismissal, the outgoing view fades out over the incoming one).
@MainActor
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    private(set) var animator: PropertyAnimator?
    private(set) var endedWith: [Bool] = []

    init(duration: Double = 0.3) { self.duration = duration }

    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { duration }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: context)
        try? animator?.startAnimation()
    }

    func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> PropertyAnimator? {
        if let animator { return animator }
        guard let to = context.viewController(forKey: .to), let from = context.viewController(forKey: .from) else { return nil }
        let container = context.containerView
        let dismissing = from.presentingViewController != nil && context.view(forKey: .from) != nil
            && from.presentingViewController === context.viewController(forKey: .to)
        let moving: any HostView
        if dismissing {
            moving = from.view
        } else {
            moving = to.view
            moving.frame = context.finalFrame(for: to)
            moving.alpha = 0
            container.addSubview(moving)
        }
        let animator = try? PropertyAnimator(duration: duration, curve: .linear, loop: context.animationLoop) {
            moving.alpha = dismissing ? 0 : 1
        }
        animator?.addCompletion { position in
            if dismissing, position == .start { moving.alpha = 1 }
            context.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// An interaction controller the test drives by hand: it pauses the transition's animator and
/// lets the test scrub it, then finish or cancel.
@MainActor
final class HandInteraction: ViewControllerInteractiveTransitioning {
    let animationController: FadeAnimator
    private(set) var context: (any ViewControllerContextTransitioning)?
    var wantsInteractiveStart: Bool { true }

    init(_ animationController: FadeAnimator) { self.animationController = animationController }

    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning) {
        self.context = context
        let animator = animationController.interruptibleAnimator(using: context)
        try? animator?.pauseAnimation()
    }

    func update(_ fraction: Double) {
        animationController.animator?.fractionComplete = fraction
        context?.updateInteractiveTransition(fraction)
    }

    func end(completing: Bool) {
        guard let context, let animator = animationController.animator else { return }
        if completing {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
            animator.isReversed = true
        }
        try? animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
}

/// Supplies the same animation controller (and optionally an interaction controller) for
/// every navigation, tab and modal transition.
@MainActor
final class TransitionSupplier: NavigationControllerDelegate, TabBarControllerDelegate, ViewControllerTransitioningDelegate {
    var animator = FadeAnimator()
    var interaction: HandInteraction?

    func navigationController(
        _ navigationController: any HostNavigationController, animationControllerFor operation: NavigationControllerOperation,
        from: any HostViewController, to: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func navigationController(
        _ navigationController: any HostNavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }

    func tabBarController(
        _ tabBarController: any HostTabBarController,
        animationControllerForTransitionFrom from: any HostViewController, to: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func tabBarController(
        _ tabBarController: any HostTabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }

    func animationController(
        forPresented presented: any HostViewController, presenting: any HostViewController, source: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: any HostViewController) -> (any ViewControllerAnimatedTransitioning)? {
        animator
    }

    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
}

/// A window on a manual clock at 120 frames per second.
@MainActor
func makeWindow() throws -> Window {
    try Window(clock: ManualClock())
}

/// The names of `view`'s subviews, back to front.
@MainActor
func names(_ view: View) -> [String] { view.stageSubviews.map(\.name) }
