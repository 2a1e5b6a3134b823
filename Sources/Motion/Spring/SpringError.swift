/// A spring that cannot be built from the values given.
public enum SpringError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter is NaN or infinite.
    case nonFinite(parameter: String, value: Double)
    /// A parameter is outside the range it must lie in.
    case outOfRange(parameter: String, value: Double, requirement: String)
    /// The parameters are finite but their combination overflows (for example a natural
    /// frequency beyond what a double can hold).
    case overflow(description: String)

    public var description: String {
        switch self {
        case let .nonFinite(parameter, value): "\(parameter) must be finite, got \(MessageNumber.text(value))"
        case let .outOfRange(parameter, value, requirement): "\(parameter) must be \(requirement), got \(MessageNumber.text(value))"
        case let .overflow(description): "spring overflows: \(description)"
        }
    }

    static func check(_ parameter: String, _ value: Double, _ requirement: String, _ isValid: (Double) -> Bool) throws(SpringError) {
        guard value.isFinite else { throw .nonFinite(parameter: parameter, value: value) }
        guard isValid(value) else { throw .outOfRange(parameter: parameter, value: value, requirement: requirement) }
    }
}
