import Gestures
import GestureScripts

extension GestureScript {
    /// How long a window may run after this script is injected before it must be at rest, in
    /// seconds: the script's start delay and duration, then ``DemoScene/restAllowance``.
    var restTimeout: Double {
        let duration = (try? extent().duration) ?? 0
        return max(0, startTime) + duration + DemoScene.restAllowance
    }
}
