/// Why a ``FuzzSchedule`` can't be played.
public enum FuzzScheduleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A gesture script that is not valid (the script's own error).
    case invalidScript(step: Int, reason: String)
    /// A gesture script that ends with fingers still down: the window could never come to rest.
    case fingersLeftDown(step: Int)

    public var description: String {
        switch self {
        case let .invalidScript(step, reason): "steps[\(step)]: \(reason)"
        case let .fingersLeftDown(step): "steps[\(step)]: the gesture script ends with fingers still down; end it with a lift or a cancel"
        }
    }
}
