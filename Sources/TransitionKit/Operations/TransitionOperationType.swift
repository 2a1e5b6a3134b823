/// An operation of one kind of container — a navigation, modal or tab bar operation — that a
/// ``TransitionOperation`` can be made from, as in the seed library.
public protocol TransitionOperationType: Sendable {
    /// The operation as a ``TransitionOperation``.
    var transitionOperation: TransitionOperation { get }
}

extension NavigationControllerOperation: TransitionOperationType {
    public var transitionOperation: TransitionOperation { .navigation(self) }
}

extension TransitionOperation.ModalOperation: TransitionOperationType {
    public var transitionOperation: TransitionOperation { .modal(self) }
}

extension TabBarControllerOperation: TransitionOperationType {
    public var transitionOperation: TransitionOperation { .tabBar(self) }
}

extension TransitionOperation {
    /// The operation of a container's kind: `TransitionOperation(NavigationControllerOperation.push)`.
    public init<Operation: TransitionOperationType>(_ operation: Operation) {
        self = operation.transitionOperation
    }

    /// The container's own operation, or `nil` for ``none``.
    public var value: (any TransitionOperationType)? {
        switch self {
        case .none: nil
        case let .navigation(operation): operation
        case let .modal(operation): operation
        case let .tabBar(operation): operation
        }
    }
}

extension TransitionOperationContext {
    /// A context for a container's own operation.
    public init<Operation: TransitionOperationType>(
        operation: Operation, context: any ViewControllerContextTransitioning,
        sourceViewController: (any HostViewController)? = nil
    ) {
        self.init(operation: operation.transitionOperation, context: context, sourceViewController: sourceViewController)
    }
}

extension ViewControllerContextTransitioning {
    /// Puts the views of a container's own operation in the container the usual way (as for
    /// the ``TransitionOperation`` it stands for) and returns the one on top.
    @discardableResult
    public func defaultViewSetup<Operation: TransitionOperationType>(for operation: Operation) -> (any HostView)? {
        defaultViewSetup(for: operation.transitionOperation)
    }
}
