/// What a transition does to its container.
public enum TransitionOperation: Sendable, Hashable, CustomStringConvertible {
    /// Nothing: the gesture does not start a transition.
    case none
    /// A navigation push or pop.
    case navigation(NavigationControllerOperation)
    /// A modal presentation or dismissal.
    case modal(ModalOperation)
    /// A tab switch to a higher or lower index.
    case tabBar(TabBarControllerOperation)

    /// A modal operation.
    public enum ModalOperation: String, Sendable, Hashable, CaseIterable { case none, present, dismiss }

    /// Whether the operation presents a new controller over the current one: a push or a
    /// presentation. A tab switch, either way, is neither presenting nor dismissing: the next
    /// tab and the previous one both come in over the current one (as in the seed library).
    public var isPresenting: Bool {
        switch self {
        case .navigation(.push), .modal(.present): true
        default: false
        }
    }

    /// Whether the operation takes away a controller presented earlier, uncovering the one
    /// beneath: a pop or a dismissal (not a tab switch, see ``isPresenting``).
    public var isDismissing: Bool {
        switch self {
        case .navigation(.pop), .modal(.dismiss): true
        default: false
        }
    }

    /// Whether this is a modal operation (a presentation, a dismissal, or the modal `none`).
    public var isModal: Bool {
        if case .modal = self { return true }
        return false
    }

    /// Whether this is ``none`` (or a container's own `none`).
    public var isNone: Bool {
        switch self {
        case .none, .navigation(.none), .modal(.none), .tabBar(.none): true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .none: "none"
        case let .navigation(operation): "navigation \(operation.rawValue)"
        case let .modal(operation): "modal \(operation.rawValue)"
        case let .tabBar(operation): "tab bar \(operation.rawValue)"
        }
    }
}

/// A modal operation, as the seed library's `UIViewControllerModalOperation` without its prefix.
public typealias ViewControllerModalOperation = TransitionOperation.ModalOperation
