#if canImport(UIKit)
import TransitionUIKit
import UIKit

/// The built-in transitions (push, move, reveal, dissolve, one after another) in each host, each
/// driven by the drop-in ``PanInteractionController``.
@MainActor
enum BuiltInScenes {
    static func navigation() -> UIViewController { NavigationHost() }
    static func tabBar() -> UIViewController { TabBarHost() }
    static func modal() -> UIViewController { ModalHost() }
}

/// Gives each operation the next built-in transition, in turn.
@MainActor
final class BuiltInSource: TransitionsSource {
    private var count = 0
    private let edges: (navigation: TransitionScreenEdge?, modal: TransitionScreenEdge?)

    init(navigationEdge: TransitionScreenEdge? = nil, modalEdge: TransitionScreenEdge? = nil) {
        edges = (navigationEdge, modalEdge)
    }

    func transitionFor(operationContext: TransitionOperationContext, interactionController: TransitionInteractionController?) -> Transition {
        count += 1
        let animation: TransitionAnimation
        switch (count % 4, edges.modal ?? edges.navigation ?? .right) {
        case let (0, edge): animation = edges.modal != nil ? PushTransitionAnimation(forModalTransitionsAtEdge: edge)
            : PushTransitionAnimation(forNavigationTransitionsAtEdge: edge)
        case let (1, edge): animation = edges.modal != nil ? MoveTransitionAnimation(forModalTransitionsAtEdge: edge)
            : MoveTransitionAnimation(forNavigationTransitionsAtEdge: edge)
        case let (2, edge): animation = edges.modal != nil ? RevealTransitionAnimation(forModalTransitionsAtEdge: edge)
            : RevealTransitionAnimation(forNavigationTransitionsAtEdge: edge)
        default: animation = DissolveTransitionAnimation()
        }
        return Transition(duration: 0.45, animation: animation)
    }
}

/// A navigation controller: a pan from the right edge pushes the next page, one towards it pops.
@MainActor
final class NavigationHost: UIViewController, InteractiveNavigationTransitionOperationDelegate {
    private let navigation = UINavigationController(rootViewController: ColorPageViewController(index: 0))
    private let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    private let source = BuiltInSource(navigationEdge: .right)
    private var transitionController: TransitionController?

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(navigation)
        // Let the pan drive pops too (the system's back swipe would run UIKit's own pop).
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        transitionController = TransitionController(forInteractiveTransitionsIn: navigation, transitionsSource: source,
                                                    operationDelegate: self, interactionController: pan)
    }

    func performOperation(operation: UINavigationController.Operation, forInteractiveTransitionIn controller: UINavigationController,
                          gestureRecognizer: UIGestureRecognizer) {
        switch operation {
        case .push: controller.pushViewController(ColorPageViewController(index: controller.viewControllers.count), animated: true)
        case .pop: controller.popViewController(animated: true)
        default: break
        }
    }
}

/// A tab bar controller: a sideways pan changes tabs; tapping a tab runs the same transitions.
@MainActor
final class TabBarHost: UIViewController {
    private let tabs = UITabBarController()
    private let pan = PanInteractionController.forTabBarTransitions()
    private let source = BuiltInSource(navigationEdge: .right)
    private let router = TabRouter()
    private var transitionController: TransitionController?

    override func viewDidLoad() {
        super.viewDidLoad()
        tabs.viewControllers = (0..<4).map { index in
            let page = ColorPageViewController(index: index)
            page.tabBarItem = UITabBarItem(title: page.title, image: UIImage(systemName: "\(index + 1).circle"), tag: index)
            return page
        }
        embed(tabs)
        transitionController = TransitionController(forInteractiveTransitionsIn: tabs, transitionsSource: source,
                                                    operationDelegate: router, interactionController: pan)
    }
}

/// Modal presentations: a pan up presents a page from the bottom edge, down dismisses it.
@MainActor
final class ModalHost: UIViewController, InteractiveModalTransitionOperationDelegate {
    private let pan = PanInteractionController(forModalTransitionsAtEdge: .bottom)
    private let source = BuiltInSource(modalEdge: .bottom)
    private var transitionController: TransitionController?
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Swipe up"
        label.font = .preferredFont(forTextStyle: .title1)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // In a window now: the pan goes on the window, so it can dismiss what covers this view.
        if transitionController == nil {
            transitionController = TransitionController(forInteractiveModalPresentationsFrom: self, transitionsSource: source,
                                                        interactionController: pan)
        }
    }

    func viewControllerForInteractiveModalPresentation(by sourceViewController: UIViewController,
                                                       gestureRecognizer: UIGestureRecognizer) -> UIViewController {
        count += 1
        return ColorPageViewController(index: count)
    }
}

extension UIViewController {
    /// Shows `child` filling this controller's view.
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
#endif
