/// What a transition needs from a host's navigation controller.
@MainActor
public protocol HostNavigationController: HostViewController {
    /// The stack, root first.
    var viewControllers: [any HostViewController] { get }
    /// The controller on top of the stack.
    var topViewController: (any HostViewController)? { get }
    /// Supplies the animation and interaction controllers for pushes and pops.
    var delegate: (any NavigationControllerDelegate)? { get set }
    /// Pushes `viewController` on the stack.
    func pushViewController(_ viewController: any HostViewController, animated: Bool) throws(ContainerError)
    /// Pops the top controller; returns it.
    @discardableResult
    func popViewController(animated: Bool) throws(ContainerError) -> any HostViewController
}

/// What a transition needs from a host's tab bar controller.
@MainActor
public protocol HostTabBarController: HostViewController {
    /// The tabs' controllers, in tab order.
    var viewControllers: [any HostViewController] { get }
    /// The selected tab's index.
    var selectedIndex: Int { get }
    /// Supplies the animation and interaction controllers for tab switches.
    var delegate: (any TabBarControllerDelegate)? { get set }
    /// Selects the tab at `index`, with a transition when the delegate supplies one.
    func select(index: Int) throws(ContainerError)
}

extension HostTabBarController {
    /// Selects the next tab (``TabBarControllerOperation/increaseIndex``) or the previous one,
    /// as the seed library's `perform(operation:)`; ``TabBarControllerOperation/none`` does
    /// nothing.
    ///
    /// - Throws: ``ContainerError`` when the tab bar refuses (no such tab, a transition running).
    public func perform(operation: TabBarControllerOperation) throws(ContainerError) {
        switch operation {
        case .increaseIndex: try select(index: selectedIndex + 1)
        case .decreaseIndex: try select(index: selectedIndex - 1)
        case .none: break
        }
    }
}

/// A navigation operation, as UIKit's `UINavigationController.Operation`.
public enum NavigationControllerOperation: String, Sendable, CaseIterable {
    case none, push, pop
}

/// A tab bar operation: the selected index goes up or down.
public enum TabBarControllerOperation: String, Sendable, CaseIterable {
    case none, increaseIndex, decreaseIndex
}

/// A container request that can't be honoured.
public enum ContainerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A transition is running in this container; UIKit refuses new requests until it ends.
    case transitionInProgress
    /// Popping with only the root controller on the stack.
    case cannotPopRootViewController
    /// A tab index outside the tabs.
    case tabIndexOutOfRange(index: Int, count: Int)
    /// Dismissing with nothing presented.
    case nothingToDismiss
    /// Presenting from a controller that already presents another.
    case alreadyPresenting
    /// A controller that is already in a container or presented.
    case viewControllerAlreadyShown(String)
    /// A controller or view from another host.
    case foreignObject(String)
    /// An empty stack or tab list.
    case noViewControllers
    /// A controller that is not in this container.
    case notInContainer(String)

    public var description: String {
        switch self {
        case .transitionInProgress: "a transition is in progress; the request is refused"
        case .cannotPopRootViewController: "cannot pop the root view controller"
        case let .tabIndexOutOfRange(index, count): "tab index \(index) is outside 0..<\(count)"
        case .nothingToDismiss: "nothing is presented to dismiss"
        case .alreadyPresenting: "this view controller already presents another"
        case let .viewControllerAlreadyShown(name): "\(name) is already shown elsewhere"
        case let .foreignObject(name): "\(name) does not belong to this host"
        case .noViewControllers: "a container needs at least one view controller"
        case let .notInContainer(name): "\(name) is not in this container"
        }
    }
}
