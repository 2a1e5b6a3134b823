/// Touch input that the gesture system refuses.
///
/// Refused input is dropped whole: an event that throws one of these errors changes no
/// recognizer, tracker or arena state.
public enum TouchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A location with a NaN or infinite coordinate.
    case nonFiniteLocation(TouchIdentifier)
    /// A timestamp that is NaN or infinite.
    case nonFiniteTimestamp(Double)
    /// An event whose timestamp is earlier than the previous event's (seconds).
    case timestampWentBackwards(previous: Double, received: Double)
    /// The same finger appears twice in one event.
    case duplicateTouch(TouchIdentifier)
    /// A touch that began while a finger with the same identifier was already down.
    case touchAlreadyDown(TouchIdentifier)
    /// A touch that moved, rested, ended or was cancelled without having begun.
    case unknownTouch(TouchIdentifier)
    /// A finger that was down in the previous event is missing from this one without ending.
    case missingTouch(TouchIdentifier)

    public var description: String {
        switch self {
        case let .nonFiniteLocation(id): "\(id) has a non-finite location"
        case let .nonFiniteTimestamp(time): "timestamp \(time) is not finite"
        case let .timestampWentBackwards(previous, received):
            "timestamp \(received) s is earlier than the previous event's \(previous) s"
        case let .duplicateTouch(id): "\(id) appears twice in one event"
        case let .touchAlreadyDown(id): "\(id) began while it was already down"
        case let .unknownTouch(id): "\(id) did not begin before this event"
        case let .missingTouch(id): "\(id) is down but missing from the event"
        }
    }
}
