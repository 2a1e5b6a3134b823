#if canImport(UIKit)
import Gestures
import HostBridge
import TransitionKit
import UIKit

/// The engine's controller for a `UIViewController`: the one adapter of that controller
/// (``UIKitHost/adapter(for:)-(UIViewController)``). Navigation and tab bar controllers get the
/// subclasses ``UIKitNavigationController`` and ``UIKitTabBarController``.
///
/// Requests the engine makes go to UIKit as they are — `present`, `dismiss` — after the checks
/// the engine's protocol promises: a request UIKit would refuse or ignore (a transition running,
/// a controller already shown, nothing to dismiss) throws a ``/TransitionKit/ContainerError`` and
/// changes nothing. The controller's ``TransitionPhaseDelegate`` calls reach the `UIViewController`
/// when it adopts the UIKit protocol of that name.
@preconcurrency @MainActor
public class UIKitViewController: HostViewController, TransitionKit.TransitionPhaseDelegate,
    TransitionKit.InteractiveModalTransitionOperationDelegate {
    /// The controller, while it exists.
    public private(set) weak var viewController: UIViewController?
    let host: UIKitHost
    /// The engine's transitioning delegate, and the UIKit delegate that speaks for it (UIKit
    /// holds its transitioning delegate weakly: the adapter keeps it).
    private var transitioningBridge: TransitioningDelegateBridge?
    /// A stand-in view for a controller that is gone (the engine's `view` is never `nil`).
    private lazy var detachedView = UIView()

    init(wrapping viewController: UIViewController, host: UIKitHost) {
        self.viewController = viewController
        self.host = host
    }

    public var view: any HostView { host.adapter(for: viewController?.view ?? detachedView) }

    public var title: String? { viewController?.title }

    public var modalPresentationStyle: ModalPresentationStyle {
        get { viewController.map { ModalPresentationStyle($0.modalPresentationStyle) } ?? .fullScreen }
        set { viewController?.modalPresentationStyle = UIModalPresentationStyle(newValue) }
    }

    public var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        get { transitioningBridge?.engine }
        set {
            guard let newValue else {
                transitioningBridge = nil
                viewController?.transitioningDelegate = nil
                return
            }
            let bridge = TransitioningDelegateBridge(engine: newValue, host: host)
            transitioningBridge = bridge
            viewController?.transitioningDelegate = bridge
        }
    }

    public var presentedViewController: (any HostViewController)? {
        viewController?.presentedViewController.map(host.adapter(for:))
    }

    public var presentingViewController: (any HostViewController)? {
        viewController?.presentingViewController.map(host.adapter(for:))
    }

    public func present(
        _ other: any HostViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) throws(ContainerError) {
        guard let presenter = viewController, let presented = Self.uiViewController(other) else {
            throw .foreignObject(other.title ?? "a view controller")
        }
        guard presenter.presentedViewController == nil else { throw .alreadyPresenting }
        guard presenter.transitionCoordinator == nil else { throw .transitionInProgress }
        guard presented.presentingViewController == nil, presented.parent == nil, presented.viewIfLoaded?.window == nil else {
            throw .viewControllerAlreadyShown(presented.title ?? "\(type(of: presented))")
        }
        host.prepareForInput()
        presenter.present(presented, animated: animated, completion: completion)
        host.wakeIfNeeded()
    }

    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) throws(ContainerError) {
        guard let controller = viewController else { throw .nothingToDismiss }
        guard controller.presentedViewController != nil || controller.presentingViewController != nil else {
            throw .nothingToDismiss
        }
        guard controller.transitionCoordinator == nil else { throw .transitionInProgress }
        host.prepareForInput()
        controller.dismiss(animated: animated, completion: completion)
        host.wakeIfNeeded()
    }

    /// The `UIViewController` of an engine controller, if it is one of this host's.
    static func uiViewController(_ controller: any HostViewController) -> UIViewController? {
        (controller as? UIKitViewController)?.viewController
    }

    // MARK: TransitionPhaseDelegate

    public func willTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any TransitionKit.SharedElement)?) {
        guard let delegate = viewController as? TransitionPhaseDelegate,
              let from = Self.uiViewController(from), let to = Self.uiViewController(to) else { return }
        delegate.willTransition(from: from, to: to, with: SharedElementAdapter.unwrap(sharedElement))
    }

    public func didTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any TransitionKit.SharedElement)?) {
        guard let delegate = viewController as? TransitionPhaseDelegate,
              let from = Self.uiViewController(from), let to = Self.uiViewController(to) else { return }
        delegate.didTransition(from: from, to: to, with: SharedElementAdapter.unwrap(sharedElement))
    }

    public func cancelledTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any TransitionKit.SharedElement)?) {
        guard let delegate = viewController as? TransitionPhaseDelegate,
              let from = Self.uiViewController(from), let to = Self.uiViewController(to) else { return }
        delegate.cancelledTransition(from: from, to: to, with: SharedElementAdapter.unwrap(sharedElement))
    }

    // MARK: InteractiveModalTransitionOperationDelegate

    public func viewControllerForInteractiveModalPresentation(
        by sourceViewController: any HostViewController, gestureRecognizer: GestureRecognizer
    ) -> any HostViewController {
        guard let delegate = viewController as? InteractiveModalTransitionOperationDelegate,
              let source = Self.uiViewController(sourceViewController),
              let recognizer = host.uiRecognizer(for: gestureRecognizer) else {
            preconditionFailure("TransitionController: interactive modal presentations need a source view controller "
                + "that adopts InteractiveModalTransitionOperationDelegate")
        }
        return host.adapter(for: delegate.viewControllerForInteractiveModalPresentation(by: source, gestureRecognizer: recognizer))
    }
}

/// The engine's navigation controller for a `UINavigationController`.
@preconcurrency @MainActor
public final class UIKitNavigationController: UIKitViewController, HostNavigationController {
    private var delegateBridge: NavigationDelegateBridge?

    init(wrapping navigationController: UINavigationController, host: UIKitHost) {
        super.init(wrapping: navigationController, host: host)
    }

    /// The navigation controller, while it exists.
    public var navigationController: UINavigationController? { viewController as? UINavigationController }

    public var viewControllers: [any HostViewController] {
        navigationController?.viewControllers.map(host.adapter(for:)) ?? []
    }

    public var topViewController: (any HostViewController)? {
        navigationController?.topViewController.map(host.adapter(for:))
    }

    /// The engine's delegate; a UIKit delegate speaks for it (keeping the app's own delegate,
    /// if it had one, for everything else).
    public var delegate: (any NavigationControllerDelegate)? {
        get { delegateBridge?.engine }
        set {
            guard let navigationController else { return }
            guard let newValue else {
                if let bridge = delegateBridge, navigationController.delegate === bridge {
                    navigationController.delegate = bridge.appDelegate
                }
                delegateBridge = nil
                return
            }
            let previous = (navigationController.delegate as? NavigationDelegateBridge)?.appDelegate ?? navigationController.delegate
            let bridge = NavigationDelegateBridge(engine: newValue, adapter: self, appDelegate: previous, host: host)
            delegateBridge = bridge
            navigationController.delegate = bridge
        }
    }

    public func pushViewController(_ other: any HostViewController, animated: Bool) throws(ContainerError) {
        guard let navigationController, let pushed = Self.uiViewController(other) else {
            throw .foreignObject(other.title ?? "a view controller")
        }
        guard navigationController.transitionCoordinator == nil else { throw .transitionInProgress }
        guard pushed.parent == nil, pushed.presentingViewController == nil else {
            throw .viewControllerAlreadyShown(pushed.title ?? "\(type(of: pushed))")
        }
        host.prepareForInput()
        navigationController.pushViewController(pushed, animated: animated)
        host.wakeIfNeeded()
    }

    @discardableResult
    public func popViewController(animated: Bool) throws(ContainerError) -> any HostViewController {
        guard let navigationController else { throw .noViewControllers }
        guard navigationController.viewControllers.count > 1 else { throw .cannotPopRootViewController }
        guard navigationController.transitionCoordinator == nil else { throw .transitionInProgress }
        host.prepareForInput()
        guard let popped = navigationController.popViewController(animated: animated) else {
            throw .cannotPopRootViewController
        }
        host.wakeIfNeeded()
        return host.adapter(for: popped)
    }
}

/// The engine's tab bar controller for a `UITabBarController`.
@preconcurrency @MainActor
public final class UIKitTabBarController: UIKitViewController, HostTabBarController {
    private var delegateBridge: TabBarDelegateBridge?

    init(wrapping tabBarController: UITabBarController, host: UIKitHost) {
        super.init(wrapping: tabBarController, host: host)
    }

    /// The tab bar controller, while it exists.
    public var tabBarController: UITabBarController? { viewController as? UITabBarController }

    public var viewControllers: [any HostViewController] {
        tabBarController?.viewControllers?.map(host.adapter(for:)) ?? []
    }

    public var selectedIndex: Int { tabBarController?.selectedIndex ?? 0 }

    /// The engine's delegate; a UIKit delegate speaks for it (keeping the app's own delegate,
    /// if it had one, for everything else).
    public var delegate: (any TabBarControllerDelegate)? {
        get { delegateBridge?.engine }
        set {
            guard let tabBarController else { return }
            guard let newValue else {
                if let bridge = delegateBridge, tabBarController.delegate === bridge {
                    tabBarController.delegate = bridge.appDelegate
                }
                delegateBridge = nil
                return
            }
            let previous = (tabBarController.delegate as? TabBarDelegateBridge)?.appDelegate ?? tabBarController.delegate
            let bridge = TabBarDelegateBridge(engine: newValue, adapter: self, appDelegate: previous, host: host)
            delegateBridge = bridge
            tabBarController.delegate = bridge
        }
    }

    public func select(index: Int) throws(ContainerError) {
        guard let tabBarController else { throw .noViewControllers }
        let count = tabBarController.viewControllers?.count ?? 0
        guard (0..<count).contains(index) else { throw .tabIndexOutOfRange(index: index, count: count) }
        guard tabBarController.transitionCoordinator == nil else { throw .transitionInProgress }
        host.prepareForInput()
        tabBarController.selectedIndex = index
        host.wakeIfNeeded()
    }
}
#endif
