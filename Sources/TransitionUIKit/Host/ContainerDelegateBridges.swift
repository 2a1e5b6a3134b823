#if canImport(UIKit)
import HostBridge
import TransitionKit
import UIKit

/// A delegate that speaks for the engine and hands whatever else it is asked to the app's own
/// delegate (the one the container had before): orientations, customizing, anything UIKit asks
/// that the bridge doesn't answer itself.
@MainActor
class AppDelegateForwarder: NSObject {
    /// The app's delegate, told of everything the bridge doesn't answer.
    weak var forwardee: (any NSObjectProtocol)?

    init(forwardee: (any NSObjectProtocol)?) {
        self.forwardee = forwardee
    }

    // UIKit asks these on the main thread, as it calls every delegate method.

    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || MainActor.assumeIsolated { forwardee?.responds(to: aSelector) == true }
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        MainActor.assumeIsolated { forwardee?.responds(to: aSelector) == true ? forwardee : nil }
            ?? super.forwardingTarget(for: aSelector)
    }
}

/// The `UINavigationControllerDelegate` that speaks for the engine's navigation delegate (a
/// ``TransitionController``), keeping the app's own delegate for everything else.
///
/// A pop the system's back swipe starts runs as UIKit's own interactive pop: the swipe is
/// UIKit's, and so is its transition. Every other push and pop runs the engine's transition.
@MainActor
final class NavigationDelegateBridge: AppDelegateForwarder, UINavigationControllerDelegate {
    weak var engine: (any NavigationControllerDelegate)?
    private weak var adapter: UIKitNavigationController?
    private unowned let host: UIKitHost

    init(engine: any NavigationControllerDelegate, adapter: UIKitNavigationController,
         appDelegate: (any UINavigationControllerDelegate)?, host: UIKitHost) {
        self.engine = engine
        self.adapter = adapter
        self.host = host
        super.init(forwardee: appDelegate)
    }

    /// The app's delegate before the engine's, told of everything but the transitions.
    var appDelegate: (any UINavigationControllerDelegate)? { forwardee as? any UINavigationControllerDelegate }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if operation == .pop, let swipe = navigationController.interactivePopGestureRecognizer,
           swipe.state == .began || swipe.state == .changed {
            return nil
        }
        guard let engine, let adapter else { return nil }
        host.prepareForInput()
        let from = host.adapter(for: fromVC), to = host.adapter(for: toVC)
        guard let animator = engine.navigationController(
            adapter, animationControllerFor: NavigationControllerOperation(operation), from: from, to: to)
        else { return nil }
        let interaction = engine.navigationController(adapter, interactionControllerFor: animator)
        return TransitionBridge(animator: animator, interaction: interaction, runBy: engine, host: host)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animationController as? TransitionBridge
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }
}

/// The `UITabBarControllerDelegate` that speaks for the engine's tab bar delegate, keeping the
/// app's own delegate for everything else. No tab is selected while a transition runs.
@MainActor
final class TabBarDelegateBridge: AppDelegateForwarder, UITabBarControllerDelegate {
    weak var engine: (any TabBarControllerDelegate)?
    private weak var adapter: UIKitTabBarController?
    private unowned let host: UIKitHost

    init(engine: any TabBarControllerDelegate, adapter: UIKitTabBarController,
         appDelegate: (any UITabBarControllerDelegate)?, host: UIKitHost) {
        self.engine = engine
        self.adapter = adapter
        self.host = host
        super.init(forwardee: appDelegate)
    }

    /// The app's delegate before the engine's, told of everything but the transitions.
    var appDelegate: (any UITabBarControllerDelegate)? { forwardee as? any UITabBarControllerDelegate }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard tabBarController.transitionCoordinator == nil else { return false }
        return appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        appDelegate?.tabBarController?(tabBarController, didSelect: viewController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let engine, let adapter else { return nil }
        host.prepareForInput()
        guard let animator = engine.tabBarController(
            adapter, animationControllerForTransitionFrom: host.adapter(for: fromVC), to: host.adapter(for: toVC))
        else { return nil }
        let interaction = engine.tabBarController(adapter, interactionControllerFor: animator)
        return TransitionBridge(animator: animator, interaction: interaction, runBy: engine, host: host)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animationController as? TransitionBridge
    }
}

/// The `UIViewControllerTransitioningDelegate` that speaks for the engine's (a
/// ``TransitionController`` presenting or dismissing a controller).
@MainActor
final class TransitioningDelegateBridge: NSObject, UIViewControllerTransitioningDelegate {
    /// Held strongly: the engine's delegate is what the adapter was given to keep.
    let engine: any ViewControllerTransitioningDelegate
    private unowned let host: UIKitHost

    init(engine: any ViewControllerTransitioningDelegate, host: UIKitHost) {
        self.engine = engine
        self.host = host
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        host.modalAnimationController(
            presenting: true, delegate: engine, presented: presented, presenting: presenting, source: source)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        host.modalAnimationController(
            presenting: false, delegate: engine, presented: dismissed, presenting: nil, source: nil)
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animator as? TransitionBridge
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animator as? TransitionBridge
    }
}

extension UIKitHost {
    /// The UIKit animation controller for a modal transition the engine's `delegate` runs, or
    /// `nil` when it runs none.
    func modalAnimationController(
        presenting isPresenting: Bool, delegate: any ViewControllerTransitioningDelegate, presented: UIViewController,
        presenting: UIViewController?, source: UIViewController?
    ) -> TransitionBridge? {
        prepareForInput()
        let presentedAdapter = adapter(for: presented)
        let animator: (any ViewControllerAnimatedTransitioning)?
        if isPresenting {
            animator = delegate.animationController(
                forPresented: presentedAdapter, presenting: adapter(for: presenting ?? presented),
                source: adapter(for: source ?? presenting ?? presented))
        } else {
            animator = delegate.animationController(forDismissed: presentedAdapter)
        }
        guard let animator else { return nil }
        let interaction = isPresenting
            ? delegate.interactionControllerForPresentation(using: animator)
            : delegate.interactionControllerForDismissal(using: animator)
        return TransitionBridge(animator: animator, interaction: interaction, runBy: delegate, host: self)
    }
}
#endif
