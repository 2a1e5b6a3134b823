/// Why a ``FuzzSchedule`` can't be played.
public enum FuzzScheduleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A gesture script that is not valid (the script's own error).
    case invalidScript(step: Int, reason: String)
    /// A gesture script that ends with fingers still down: the window could never come to rest.
    case fingersLeftDown(step: Int)
    /// A gesture script that plays longer than ``FuzzSchedule/maximumScriptSeconds``, its start
    /// delay included.
    case scriptTooLong(step: Int, seconds: Double)
    /// A frame of a `frames` step that is not finite, negative, or longer than
    /// ``FuzzSchedule/maximumFrameInterval``.
    case invalidFrame(step: Int, position: Int, interval: Double)
    /// A `frames` step with more than ``FuzzSchedule/maximumFramesPerStep`` frames.
    case tooManyFrames(step: Int, count: Int)
    /// More than ``FuzzSchedule/maximumStepCount`` steps.
    case tooManySteps(Int)

    public var description: String {
        switch self {
        case let .invalidScript(step, reason): "steps[\(step)]: \(reason)"
        case let .fingersLeftDown(step): "steps[\(step)]: the gesture script ends with fingers still down; end it with a lift or a cancel"
        case let .scriptTooLong(step, seconds):
            "steps[\(step)]: the gesture script plays for \(seconds) s, startTime included; at most "
                + "\(Int(FuzzSchedule.maximumScriptSeconds)) s"
        case let .invalidFrame(step, position, interval):
            "steps[\(step)].intervals[\(position)]: a frame must last from 0 to \(Int(FuzzSchedule.maximumFrameInterval)) s, "
                + "got \(interval)"
        case let .tooManyFrames(step, count):
            "steps[\(step)].intervals: at most \(FuzzSchedule.maximumFramesPerStep) frames per step, got \(count)"
        case let .tooManySteps(count): "steps: at most \(FuzzSchedule.maximumStepCount) steps, got \(count)"
        }
    }
}
