import Demos

extension LiveSession {
    /// The frame rate replays are checked at, in frames per second: the lab's.
    public static let replayFrameRate = 120.0

    /// Whether nothing moves, no finger is down and no touch waits: the session has come to rest.
    public var isAtRest: Bool {
        window.activeTransition == nil && window.loop.runningCount == 0 && window.touchesDown.isEmpty && !window.hasPendingTouches
    }

    /// Plays `recording` (this session's, as saved now) on a manual clock at
    /// ``replayFrameRate`` and compares how it ends with the session as it is live: a
    /// ``LiveReplayRun`` played to the end in one go (a host that must not stall plays one in
    /// steps instead).
    ///
    /// The transitions must end as they did live — all of them, if the session is at rest;
    /// otherwise those that ended live must come first, and the replay may end more (its
    /// fingers are lifted and it plays on to rest). At rest, the final frames must also show
    /// the same views within 0.01 pt. A replay that breaks a promise, fails to come to rest,
    /// or that `transition-lab run` would refuse (``/Demos/LiveRecording/checkPlayable()``) is a
    /// difference too.
    public func checkReplay(of recording: LiveRecording) -> LiveReplayCheck {
        LiveReplayRun(session: self, recording: recording).finish()
    }
}
