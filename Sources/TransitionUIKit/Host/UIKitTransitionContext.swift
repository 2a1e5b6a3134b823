#if canImport(UIKit)
import CoreGraphics
import HostBridge
import Motion
import TransitionKit
import UIKit

/// UIKit's transition context, as the engine's: the container, the controllers, their views and
/// frames come from UIKit's; the engine's reports go to it as
/// ``/HostBridge/TransitionContextLifecycle`` decides (the fraction every frame, then finish or
/// cancel once, then one completion); a cancelled transition leaves the container as it found it
/// (``/HostBridge/HierarchyRestoration``).
@MainActor
final class UIKitTransitionContext: ViewControllerContextTransitioning {
    /// UIKit's context.
    let uiContext: any UIViewControllerContextTransitioning
    private unowned let host: UIKitHost
    private var lifecycle = TransitionContextLifecycle(interactive: false)
    private var restoration: HierarchyRestoration?
    /// Whether the engine has been handed this context.
    private(set) var hasStarted = false
    /// The app's view of the transition (made on first use; it holds the engine's, which holds
    /// this context: let go of at the completion).
    var uiOperationContext: TransitionOperationContext?

    init(uiContext: any UIViewControllerContextTransitioning, host: UIKitHost) {
        self.uiContext = uiContext
        self.host = host
    }

    /// The engine starts the transition, interactively or animating.
    func start(interactive: Bool) {
        hasStarted = true
        lifecycle = TransitionContextLifecycle(interactive: interactive)
        restoration = HierarchyRestoration(container: containerView, outgoing: view(forKey: .from), incoming: view(forKey: .to))
    }

    var containerView: any HostView { host.adapter(for: uiContext.containerView) }
    var animationLoop: AnimationLoop { host.frameLoop.animationLoop }
    var isAnimated: Bool { uiContext.isAnimated }
    var isInteractive: Bool { lifecycle.isInteractive }
    var transitionWasCancelled: Bool { lifecycle.transitionWasCancelled }
    var presentationStyle: ModalPresentationStyle { ModalPresentationStyle(uiContext.presentationStyle) }
    var prefersReducedMotion: Bool { host.prefersReducedMotion }
    var displayScale: Double {
        let scale = Double(uiContext.containerView.traitCollection.displayScale)
        return scale > 0 ? scale : 3
    }

    func viewController(forKey key: TransitionContextKey) -> (any HostViewController)? {
        uiContext.viewController(forKey: key.viewControllerKey).map(host.adapter(for:))
    }

    func view(forKey key: TransitionContextKey) -> (any HostView)? {
        uiContext.view(forKey: key.viewKey).map(host.adapter(for:))
    }

    func initialFrame(for viewController: any HostViewController) -> CGRect {
        UIKitViewController.uiViewController(viewController).map(uiContext.initialFrame(for:)) ?? .zero
    }

    func finalFrame(for viewController: any HostViewController) -> CGRect {
        UIKitViewController.uiViewController(viewController).map(uiContext.finalFrame(for:)) ?? .zero
    }

    func updateInteractiveTransition(_ percentComplete: Double) { perform(lifecycle.progress(percentComplete)) }

    func transitionDidUpdate(_ state: TransitionState) { perform(lifecycle.progress(state.fractionComplete)) }

    func finishInteractiveTransition() { lifecycle.finishInteraction() }

    func cancelInteractiveTransition() { lifecycle.cancelInteraction() }

    func pauseInteractiveTransition() { lifecycle.pauseForInteraction() }

    func completeTransition(_ didComplete: Bool) {
        guard !lifecycle.isComplete else {
            _ = lifecycle.complete(didComplete)
            return
        }
        if !didComplete { restoration?.restoreAfterCancel() }
        for call in lifecycle.complete(didComplete) { perform(call) }
        uiOperationContext = nil
    }

    private func perform(_ call: PlatformContextCall?) {
        guard let call else { return }
        switch call {
        case let .update(fraction):
            if uiContext.isInteractive { uiContext.updateInteractiveTransition(CGFloat(fraction)) }
        case .finish:
            if uiContext.isInteractive { uiContext.finishInteractiveTransition() }
        case .cancel:
            if uiContext.isInteractive { uiContext.cancelInteractiveTransition() }
        case let .complete(didComplete):
            uiContext.completeTransition(didComplete)
        }
    }
}
#endif
