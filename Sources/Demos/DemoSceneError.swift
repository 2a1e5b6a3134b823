import Motion
import Stage

/// Why a scene could not be recorded as asked.
public enum DemoSceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The window refused something the scene played (a touch the gesture system refused, …):
    /// the recording would not show what the script asked for.
    case refused([StageIssue])
    /// The scene did not come to rest within ``DemoScene/restAllowance`` seconds after its
    /// script's last touch; `running` names what still ran.
    case didNotComeToRest(running: [String])

    public var description: String {
        switch self {
        case let .refused(issues):
            let first = issues.first.map(\.description) ?? "a request was refused"
            return issues.count > 1 ? "\(first) (and \(issues.count - 1) more)" : first
        case let .didNotComeToRest(running):
            return "did not come to rest within \(Int(DemoScene.restAllowance)) s after the script's last touch "
                + "(still running: \(running.isEmpty ? "something" : running.joined(separator: ", "))); "
                + "end the script with every finger lifted"
        }
    }
}
