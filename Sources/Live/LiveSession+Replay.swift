import Demos
import Invariants
import Motion
import Recording
import Stage

extension LiveSession {
    /// The frame rate replays are checked at, in frames per second: the lab's.
    public static let replayFrameRate = 120.0

    /// Whether nothing moves, no finger is down and no touch waits: the session has come to rest.
    public var isAtRest: Bool {
        window.activeTransition == nil && window.loop.runningCount == 0 && window.touchesDown.isEmpty && !window.hasPendingTouches
    }

    /// Plays `recording` (this session's, as saved now) on a manual clock at
    /// ``replayFrameRate`` and compares how it ends with the session as it is live.
    ///
    /// The transitions must end as they did live — all of them, if the session is at rest;
    /// otherwise those that ended live must come first, and the replay may end more (its
    /// fingers are lifted and it plays on to rest). At rest, the final frames must also show
    /// the same views within 0.01 pt. A replay that breaks a promise, or fails to come to
    /// rest, is a difference too.
    public func checkReplay(of recording: LiveRecording) -> LiveReplayCheck {
        let live = checker.endings
        let atRest = isAtRest
        var differences: [String] = []
        var replayed: [TransitionEnding] = []
        do {
            let stage = try DemoStage(recording.demo, host: recording.host, clock: try ManualClock(frameRate: Self.replayFrameRate))
            stage.window.recorder.isRecording = false
            let replayChecker = InvariantChecker(window: stage.window)
            replayChecker.maximumEndings = checker.maximumEndings
            try stage.replay(recording)
            replayChecker.checkAtRest()
            replayed = replayChecker.endings
            let endsMatch = atRest ? replayed == live : replayed.starts(with: live)
            if !endsMatch {
                differences.append("transitions ended live: \(Self.list(live)); replayed: \(Self.list(replayed))")
            }
            for violation in replayChecker.violations.prefix(3) { differences.append("the replay broke a promise: \(violation)") }
            if atRest {
                let liveFrame = FrameRecorder.snapshot(of: window, time: window.clock.now)
                let replayFrame = FrameRecorder.snapshot(of: stage.window, time: stage.window.clock.now)
                differences += liveFrame.viewDifferences(from: replayFrame).map { "final frame: \($0)" }
            }
        } catch {
            differences.append("the replay failed: \(error)")
        }
        return LiveReplayCheck(live: live, replayed: replayed, comparedFinalFrames: atRest, differences: differences)
    }

    private static func list(_ endings: [TransitionEnding]) -> String {
        endings.isEmpty ? "none" : endings.map(\.description).joined(separator: "; ")
    }
}
