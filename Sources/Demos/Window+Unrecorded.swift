import Gestures
import GestureScripts
import Stage

extension Window {
    /// Plays `script` with the recorder off until everything has come to rest, then turns the
    /// recorder on: what a scene does before its own gestures (opening the screen it starts on).
    func playUnrecorded(_ script: GestureScript) throws {
        recorder.isRecording = false
        try inject(script)
        try runUntilIdle(timeout: script.restTimeout)
        recorder.isRecording = true
    }
}
