#if canImport(UIKit)
import TransitionKit
import UIKit

/// The kinds of operation a container performs, as the seed library names them: a
/// `UINavigationController.Operation`, a ``UIViewControllerModalOperation`` or a
/// ``UITabBarControllerOperation``.
public protocol TransitionOperationType {}

extension UINavigationController.Operation: TransitionOperationType {}

/// A modal operation: present or dismiss.
public typealias UIViewControllerModalOperation = TransitionKit.TransitionOperation.ModalOperation

extension UIViewControllerModalOperation: TransitionOperationType {}

/// A tab bar operation: the selected index goes up or down.
public typealias UITabBarControllerOperation = TabBarControllerOperation

extension UITabBarControllerOperation: TransitionOperationType {}

/// The seed guides' spelling of `UINavigationController.Operation`.
public typealias UINavigationControllerOperation = UINavigationController.Operation

extension UITabBarController {
    /// Selects the next tab (``UITabBarControllerOperation/increaseIndex``) or the previous one,
    /// staying within the tabs; ``UITabBarControllerOperation/none`` does nothing.
    public func perform(operation: UITabBarControllerOperation) {
        let count = viewControllers?.count ?? 0
        switch operation {
        case .increaseIndex: if selectedIndex + 1 < count { selectedIndex += 1 }
        case .decreaseIndex: if selectedIndex > 0 { selectedIndex -= 1 }
        case .none: break
        }
    }
}

/// A transition's operation: a navigation push or pop, a modal presentation or dismissal, a tab
/// change — or none.
public enum TransitionOperation: Hashable, Sendable, CustomStringConvertible {
    case none
    case navigation(UINavigationController.Operation)
    case modal(UIViewControllerModalOperation)
    case tabBar(UITabBarControllerOperation)

    /// The operation of `operation`'s kind.
    public init<T: TransitionOperationType>(_ operation: T) {
        switch operation {
        case let operation as UINavigationController.Operation: self = .navigation(operation)
        case let operation as UIViewControllerModalOperation: self = .modal(operation)
        case let operation as UITabBarControllerOperation: self = .tabBar(operation)
        default: self = .none
        }
    }

    /// Whether the operation shows a new controller: a push or a presentation.
    public var isPresenting: Bool { engineOperation.isPresenting }

    /// Whether the operation takes one away: a pop or a dismissal.
    public var isDismissing: Bool { engineOperation.isDismissing }

    /// Whether nothing happens.
    public var isNone: Bool { engineOperation.isNone }

    /// The operation of its kind, or `nil` for ``none``.
    public var value: (any TransitionOperationType)? {
        switch self {
        case .none: nil
        case let .navigation(operation): operation
        case let .modal(operation): operation
        case let .tabBar(operation): operation
        }
    }

    public var description: String { engineOperation.description }

    /// The engine's operation.
    public var engineOperation: TransitionKit.TransitionOperation {
        switch self {
        case .none: .none
        case let .navigation(operation): .navigation(NavigationControllerOperation(operation))
        case let .modal(operation): .modal(operation)
        case let .tabBar(operation): .tabBar(operation)
        }
    }

    /// The operation the engine names `operation`.
    public init(_ operation: TransitionKit.TransitionOperation) {
        switch operation {
        case .none: self = .none
        case let .navigation(kind): self = .navigation(UINavigationController.Operation(kind))
        case let .modal(kind): self = .modal(kind)
        case let .tabBar(kind): self = .tabBar(kind)
        }
    }
}
#endif
