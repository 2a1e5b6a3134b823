/// A call a ``PropertyAnimator`` cannot honour in its current state, or a value it cannot use.
public enum PropertyAnimatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `operation` is not allowed while the animator is in `state`.
    case invalidState(operation: String, state: AnimatingState)
    /// `operation` needs an interruptible animator (``PropertyAnimator/isInterruptible``).
    case notInterruptible(operation: String)
    /// A duration, delay or factor that is negative or not finite.
    case invalidTime(parameter: String, value: Double)

    public var description: String {
        switch self {
        case let .invalidState(operation, state):
            "\(operation) is not allowed on an animator that is \(state.rawValue)"
        case let .notInterruptible(operation):
            "\(operation) needs an interruptible animator (isInterruptible is false)"
        case let .invalidTime(parameter, value):
            "\(parameter) must be finite and not negative, got \(MessageNumber.text(value))"
        }
    }

    static func checkTime(_ parameter: String, _ value: Double) throws(PropertyAnimatorError) {
        guard value.isFinite, value >= 0 else { throw .invalidTime(parameter: parameter, value: value) }
    }
}
