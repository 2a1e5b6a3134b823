#if canImport(UIKit)
import HostBridge
import TransitionKit
import UIKit

/// What UIKit receives as both animation and interaction controller of a transition the engine
/// runs: it hands UIKit's context to the engine's animator, as the engine's context.
///
/// UIKit sees every such transition as interactive from its start (`wantsInteractiveStart`), so
/// that what UIKit itself animates alongside — the navigation bar — follows the engine's fraction
/// frame by frame, whether the engine animates or a finger holds it; the engine decides, with its
/// own interaction controller, whether it starts animating or in a gesture's hands.
///
/// UIKit holds it until the transition ends, and it holds the engine's controller that runs the
/// transition (and whatever owns that controller): an app that lets go of its transition
/// controller mid-transition doesn't leave UIKit's transition without an end.
@MainActor
final class TransitionBridge: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    let animator: any ViewControllerAnimatedTransitioning
    let interaction: (any ViewControllerInteractiveTransitioning)?
    private unowned let host: UIKitHost
    /// The engine's context, for the UIKit context it was made for.
    private var context: (ui: ObjectIdentifier, engine: UIKitTransitionContext)?
    /// What runs the transition, kept until UIKit ends it.
    private var kept: [AnyObject]

    init(animator: any ViewControllerAnimatedTransitioning, interaction: (any ViewControllerInteractiveTransitioning)?,
         runBy controller: AnyObject, host: UIKitHost) {
        self.animator = animator
        self.interaction = interaction
        self.host = host
        kept = [controller] + (host.owner(of: controller).map { [$0] } ?? [])
    }

    var wantsInteractiveStart: Bool { true }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        animator.transitionDuration(using: transitionContext.map(engineContext(for:)))
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        start(transitionContext)
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        start(transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
        context = nil
        kept = []
    }

    private func start(_ transitionContext: any UIViewControllerContextTransitioning) {
        host.prepareForInput()
        let context = engineContext(for: transitionContext)
        guard !context.hasStarted else { return }
        context.start(interactive: interaction?.wantsInteractiveStart ?? false)
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        host.wakeIfNeeded()
    }

    /// The engine's context for `transitionContext`: one per UIKit context.
    private func engineContext(for transitionContext: any UIViewControllerContextTransitioning) -> UIKitTransitionContext {
        let identifier = ObjectIdentifier(transitionContext)
        if let context, context.ui == identifier { return context.engine }
        let made = UIKitTransitionContext(uiContext: transitionContext, host: host)
        context = (identifier, made)
        return made
    }
}
#endif
