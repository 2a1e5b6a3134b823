/// A gesture script that cannot be read or played, with the JSON path of the problem.
///
/// Paths use the same notation as ``JSONDecodingFailure``: keys joined by `.`, array positions
/// in brackets, for example `steps[2].duration` or `steps[0].path[1]`. A script built in Swift
/// gets the same paths, as if it had been written as JSON.
public enum GestureScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not JSON, or not a script's shape: a missing key, a wrong type, an unknown
    /// step kind or key.
    case malformedJSON(JSONDecodingFailure)
    /// The script is well formed but cannot be played: a non-finite number, a duration that is
    /// not positive, a drag path without enough points, a `lift` with no finger down, …
    case invalid(path: String, reason: String)

    /// Where the problem is; empty for the document itself.
    public var path: String {
        switch self {
        case let .malformedJSON(failure): failure.path
        case let .invalid(path, _): path
        }
    }

    /// What is wrong there.
    public var reason: String {
        switch self {
        case let .malformedJSON(failure): failure.reason
        case let .invalid(_, reason): reason
        }
    }

    /// `path: reason`, or just the reason for the document itself.
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
