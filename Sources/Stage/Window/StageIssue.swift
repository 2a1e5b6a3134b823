/// A misuse Stage noticed and refused, kept so tests and the invariant checker can see it.
public enum StageIssue: Equatable, Sendable, CustomStringConvertible {
    /// `completeTransition` was called again for a transition that had completed.
    case completeTransitionCalledTwice(String)
    /// A touch event was refused by the gesture system.
    case touchRefused(String)

    public var description: String {
        switch self {
        case let .completeTransitionCalledTwice(name): "completeTransition was called twice (\(name)); the second call was ignored"
        case let .touchRefused(reason): "touch refused: \(reason)"
        }
    }
}
