#if canImport(UIKit)
import Gestures
import Motion
import TransitionKit
import UIKit

/// Gives a `UINavigationController`, a `UITabBarController`, or modal presentations from a view
/// controller, the transitions of a ``TransitionsSource``; when interactive, lets an interaction
/// controller's gesture start, drive, interrupt and finish them.
///
/// The seed library's controller, on the engine: it becomes the navigation or tab bar
/// controller's delegate (keeping the app's own delegate for everything but transitions), or the
/// transitioning delegate you give presented controllers (`presented.transitioningDelegate =
/// transitionController`). Every transition runs on the engine, which UIKit sees as an
/// interactive transition from its start, so the navigation bar follows it frame by frame. A
/// touch on the shared element (or on the container when there is none) takes a running
/// transition in hand, in either direction.
///
/// Keep a strong reference to it, and to the objects you give it: like the seed library's, it
/// holds the container, the transitions source, the interaction controller and the operation
/// delegate weakly.
@preconcurrency @MainActor
public final class TransitionController: NSObject, UIViewControllerTransitioningDelegate {
    /// The engine's controller, which runs everything.
    public let engineController: TransitionKit.TransitionController
    /// The controller whose transitions this one supplies: the navigation or tab bar controller,
    /// or the controller modal presentations start from.
    public private(set) weak var operationController: UIViewController?
    /// The object that performs the operations a gesture asks for.
    public private(set) weak var operationDelegate: (any InteractiveTransitionOperationDelegate)?
    /// The interaction controller, for interactive controllers.
    public var interactionController: (any TransitionInteractionController)? { interactionAdapter?.interaction }
    /// Supplies the transitions.
    public var transitionsSource: (any TransitionsSource)? { sourceAdapter.source }

    private let host: UIKitHost
    private let sourceAdapter: SourceAdapter
    private let interactionAdapter: InteractionControllerAdapter?
    private let operationAdapter: OperationDelegateAdapter?

    private init(
        operationController: UIViewController, transitionsSource: any TransitionsSource,
        operationDelegate: (any InteractiveTransitionOperationDelegate)?, interactionController: (any TransitionInteractionController)?,
        makeEngine: (UIKitHost, SourceAdapter, InteractionControllerAdapter?, OperationDelegateAdapter?) -> TransitionKit.TransitionController
    ) {
        let host = UIKitHost.shared
        self.host = host
        self.operationController = operationController
        self.operationDelegate = operationDelegate
        sourceAdapter = SourceAdapter(source: transitionsSource, host: host)
        interactionAdapter = interactionController.map { InteractionControllerAdapter($0, host: host) }
        operationAdapter = operationDelegate.map {
            OperationDelegateAdapter(navigation: $0 as? any InteractiveNavigationTransitionOperationDelegate,
                                     tabBar: $0 as? any InteractiveTabBarTransitionOperationDelegate, host: host)
        }
        engineController = makeEngine(host, sourceAdapter, interactionAdapter, operationAdapter)
        super.init()
        sourceAdapter.controller = self
        interactionAdapter?.attach(to: self)
        host.register(owner: self, of: engineController)
    }

    // MARK: Navigation

    /// Transitions for every push and pop in `navigationController`, from `transitionsSource`.
    public convenience init(forTransitionsIn navigationController: UINavigationController, transitionsSource: any TransitionsSource) {
        self.init(operationController: navigationController, transitionsSource: transitionsSource, operationDelegate: nil,
                  interactionController: nil) { host, source, _, _ in
            TransitionKit.TransitionController(forTransitionsIn: host.navigationAdapter(for: navigationController), transitionsSource: source)
        }
    }

    /// Interactive transitions in `navigationController`: `interactionController`'s gesture
    /// (attached to the navigation controller's view) asks `operationDelegate` to push or pop.
    /// The gesture waits for the system's back swipe to fail, which runs UIKit's own pop.
    public convenience init(
        forInteractiveTransitionsIn navigationController: UINavigationController, transitionsSource: any TransitionsSource,
        operationDelegate: any InteractiveNavigationTransitionOperationDelegate, interactionController: any TransitionInteractionController
    ) {
        self.init(operationController: navigationController, transitionsSource: transitionsSource, operationDelegate: operationDelegate,
                  interactionController: interactionController) { host, source, interaction, operations in
            TransitionKit.TransitionController(
                forInteractiveTransitionsIn: host.navigationAdapter(for: navigationController), transitionsSource: source,
                operationDelegate: operations ?? OperationDelegateAdapter(navigation: nil, tabBar: nil, host: host),
                interactionController: interaction ?? InteractionControllerAdapter(interactionController, host: host))
        }
        if let swipe = navigationController.interactivePopGestureRecognizer, swipe !== interactionController.gestureRecognizer {
            interactionController.gestureRecognizer.require(toFail: swipe)
        }
    }

    // MARK: Tab bar

    /// Transitions for every tab change in `tabBarController`, from `transitionsSource`.
    public convenience init(forTransitionsIn tabBarController: UITabBarController, transitionsSource: any TransitionsSource) {
        self.init(operationController: tabBarController, transitionsSource: transitionsSource, operationDelegate: nil,
                  interactionController: nil) { host, source, _, _ in
            TransitionKit.TransitionController(forTransitionsIn: host.tabBarAdapter(for: tabBarController), transitionsSource: source)
        }
    }

    /// Interactive tab changes: `interactionController`'s gesture (attached to the tab bar
    /// controller's view) asks `operationDelegate` for the next or previous tab.
    public convenience init(
        forInteractiveTransitionsIn tabBarController: UITabBarController, transitionsSource: any TransitionsSource,
        operationDelegate: any InteractiveTabBarTransitionOperationDelegate, interactionController: any TransitionInteractionController
    ) {
        self.init(operationController: tabBarController, transitionsSource: transitionsSource, operationDelegate: operationDelegate,
                  interactionController: interactionController) { host, source, interaction, operations in
            TransitionKit.TransitionController(
                forInteractiveTransitionsIn: host.tabBarAdapter(for: tabBarController), transitionsSource: source,
                operationDelegate: operations ?? OperationDelegateAdapter(navigation: nil, tabBar: nil, host: host),
                interactionController: interaction ?? InteractionControllerAdapter(interactionController, host: host))
        }
    }

    // MARK: Modal

    /// Transitions for presentations from `sourceViewController`: set this controller as the
    /// presented controller's `transitioningDelegate`, as in UIKit.
    public convenience init(forModalPresentationsFrom sourceViewController: UIViewController, transitionsSource: any TransitionsSource) {
        self.init(operationController: sourceViewController, transitionsSource: transitionsSource, operationDelegate: nil,
                  interactionController: nil) { host, source, _, _ in
            TransitionKit.TransitionController(forModalPresentationsFrom: host.adapter(for: sourceViewController), transitionsSource: source)
        }
    }

    /// Interactive presentations from `sourceViewController`, which supplies the controller to
    /// present; this controller presents it (custom style, itself as transitioning delegate) and
    /// dismisses it. The gesture is attached to the window, so a drag anywhere can present or
    /// dismiss (until the source is in a window, to its view).
    public convenience init<Source: UIViewController & InteractiveModalTransitionOperationDelegate>(
        forInteractiveModalPresentationsFrom sourceViewController: Source, transitionsSource: any TransitionsSource,
        interactionController: any TransitionInteractionController
    ) {
        self.init(operationController: sourceViewController, transitionsSource: transitionsSource, operationDelegate: sourceViewController,
                  interactionController: interactionController) { host, source, interaction, _ in
            TransitionKit.TransitionController(
                forInteractiveModalPresentationsFrom: host.adapter(for: sourceViewController), transitionsSource: source,
                interactionController: interaction ?? InteractionControllerAdapter(interactionController, host: host))
        }
    }

    // MARK: State

    /// Whether a gesture can start transitions: there is an interaction controller and an
    /// operation delegate.
    public var canBeInteractive: Bool { interactionController != nil && operationDelegate != nil }

    /// Whether a transition is running.
    public var isTransitioning: Bool { engineController.isTransitioning }

    /// The fraction complete of the running transition, or `nil`.
    public var fractionComplete: AnimationFraction? { engineController.fractionComplete }

    /// Told of anything that kept a transition from running as asked (a container that refused
    /// the operation a gesture asked for); each ended cleanly. Without a handler, each is written
    /// to standard error as one line.
    public var failureHandler: (@MainActor (TransitionFailure) -> Void)? {
        get { engineController.failureHandler }
        set { engineController.failureHandler = newValue }
    }

    /// The app's interaction controller behind the engine's `interactionController`.
    func appInteractionController(for interactionController: any TransitionKit.TransitionInteractionController) -> (any TransitionInteractionController)? {
        guard let adapter = interactionController as? InteractionControllerAdapter, adapter === interactionAdapter else { return nil }
        return adapter.interaction
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        host.modalAnimationController(presenting: true, delegate: engineController, presented: presented, presenting: presenting, source: source)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        host.modalAnimationController(presenting: false, delegate: engineController, presented: dismissed, presenting: nil, source: nil)
    }

    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animator as? TransitionBridge
    }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animator as? TransitionBridge
    }
}

extension UIKitHost {
    /// The engine's navigation controller for `navigationController`.
    func navigationAdapter(for navigationController: UINavigationController) -> UIKitNavigationController {
        guard let adapter = adapter(for: navigationController) as? UIKitNavigationController else {
            preconditionFailure("UIKitHost: a UINavigationController's adapter is a UIKitNavigationController")
        }
        return adapter
    }

    /// The engine's tab bar controller for `tabBarController`.
    func tabBarAdapter(for tabBarController: UITabBarController) -> UIKitTabBarController {
        guard let adapter = adapter(for: tabBarController) as? UIKitTabBarController else {
            preconditionFailure("UIKitHost: a UITabBarController's adapter is a UIKitTabBarController")
        }
        return adapter
    }
}
#endif
