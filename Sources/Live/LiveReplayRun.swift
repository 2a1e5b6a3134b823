import Demos
import Foundation
import Invariants
import Motion
import Recording
import Stage

/// The replay check of a saved live session, played in bounded steps: a host can play a few
/// frames at a time between the pages' frames, instead of stalling them all while a long
/// session replays.
///
/// Made from the session as it is when the recording is saved, it keeps what the verdict
/// compares — how the transitions ended live, whether the session was at rest, and its final
/// frame — so the session can go on live while the replay plays. Each ``advance(frames:)``
/// plays at most that many frames on the manual clock at ``frameRate``; the last returns the
/// ``LiveReplayCheck``. A replay never runs more than ``maximumFrames`` frames.
///
/// The verdict applies the rules `transition-lab run --script` applies before it plays a
/// recording (``/Demos/LiveRecording/checkPlayable()``: at most
/// ``/Demos/LiveRecording/maximumDuration`` seconds, fingers lifted, a valid script) to the
/// recording as saved to JSON and read back, so the page says "replays exactly" only of a
/// file `run` plays to the same end.
@MainActor
public final class LiveReplayRun {
    /// The recording checked.
    public let recording: LiveRecording
    /// The frame rate the replay plays at, in frames per second.
    public let frameRate: Double
    /// How many frames it has played.
    public var framesPlayed: Int { replay?.framesRun ?? 0 }
    /// The verdict, once the replay has finished.
    public private(set) var result: LiveReplayCheck?

    /// The most frames a replay check plays: 100,000 (13.9 minutes at 120 Hz), more than the
    /// longest recording `run` plays (``/Demos/LiveRecording/maximumDuration``, 600 s) and its
    /// time to rest need. A replay not finished by then does not replay exactly.
    public static let maximumFrames = 100_000

    /// How the transitions ended live when the recording was saved.
    private let live: [TransitionEnding]
    /// How many transitions had ended live, all told (``live`` keeps only the latest).
    private let liveTotal: Int
    /// Whether the live session was at rest then.
    private let liveAtRest: Bool
    /// The live session's final frame, when it was at rest.
    private let liveFrame: RecordedFrame?
    private var replay: DemoReplay?
    private var checker: InvariantChecker?

    /// A check of `recording` (`session`'s, as saved now) against `session` as it is now, to be
    /// played at `frameRate` (``LiveSession/replayFrameRate`` by default). Nothing plays until
    /// ``advance(frames:)``; a recording `run` would refuse, or one that can't be replayed at all,
    /// has its verdict at once.
    public init(session: LiveSession, recording: LiveRecording, frameRate: Double = LiveSession.replayFrameRate) {
        self.recording = recording
        self.frameRate = frameRate
        live = session.checker.endings
        liveTotal = session.checker.completedCount + session.checker.cancelledCount
        liveAtRest = session.isAtRest
        liveFrame = liveAtRest ? FrameRecorder.snapshot(of: session.window, time: session.window.clock.now) : nil
        do {
            // What `run` reads: the recording as saved to JSON, read back and checked as it checks it.
            let saved = try LiveRecording.decode(from: try JSONEncoder().encode(recording))
            try saved.checkPlayable()
            let stage = try DemoStage(saved.demo, host: saved.host, clock: try ManualClock(frameRate: frameRate))
            stage.window.recorder.isRecording = false
            let checker = InvariantChecker(window: stage.window)
            checker.maximumEndings = session.checker.maximumEndings
            self.checker = checker
            replay = try DemoReplay(saved, on: stage)
        } catch let error as LiveRecordingError {
            finish(["`transition-lab run` would refuse it: \(error)"])
        } catch {
            finish(["the replay failed: \(error)"])
        }
    }

    /// Plays at most `frames` more frames (and never past ``maximumFrames`` in all).
    ///
    /// - Returns: The verdict once the replay has finished (then at every call); nil while it
    ///   plays on.
    @discardableResult
    public func advance(frames: Int) -> LiveReplayCheck? {
        if let result { return result }
        guard let replay, let checker else { return result }
        let allowed = min(max(0, frames), Self.maximumFrames - replay.framesRun)
        do {
            guard try replay.advance(frames: allowed) else {
                if replay.framesRun >= Self.maximumFrames {
                    finish(["the replay did not come to rest within \(Self.maximumFrames) frames"])
                }
                return result
            }
        } catch {
            finish(["the replay failed: \(error)"] + checker.violations.prefix(3).map { "the replay broke a promise: \($0)" })
            return result
        }
        checker.checkAtRest()
        var differences: [String] = []
        let replayed = checker.endings
        let replayedTotal = checker.completedCount + checker.cancelledCount
        let endsMatch = Self.endsMatch(live: live, liveTotal: liveTotal, replayed: replayed, replayedTotal: replayedTotal,
                                       atRest: liveAtRest)
        if !endsMatch {
            differences.append("transitions ended live: \(Self.list(live)); replayed: \(Self.list(replayed))")
        }
        for violation in checker.violations.prefix(3) { differences.append("the replay broke a promise: \(violation)") }
        let window = replay.stage.window
        if let issue = window.issues.first {
            // `run` refuses a recording whose touches the window refused.
            differences.append("the replay refused something it played: \(issue)")
        }
        if let liveFrame {
            let replayFrame = FrameRecorder.snapshot(of: window, time: window.clock.now)
            differences += liveFrame.viewDifferences(from: replayFrame).map { "final frame: \($0)" }
        }
        finish(differences, replayed: replayed)
        return result
    }

    /// Plays to the end and returns the verdict.
    public func finish() -> LiveReplayCheck {
        while true {
            if let result = advance(frames: Self.step) { return result }
        }
    }

    /// How many frames ``finish()`` plays at a time.
    private static let step = 4096

    private func finish(_ differences: [String], replayed: [TransitionEnding]? = nil) {
        result = LiveReplayCheck(live: live, replayed: replayed ?? checker?.endings ?? [], comparedFinalFrames: liveAtRest,
                                 differences: differences)
        replay = nil
        checker = nil
    }

    /// Whether the replay ended its transitions as the live session did: every one, in order,
    /// and — if the session was at rest — no more; otherwise the replay may end more after
    /// them (its fingers lifted, it plays on to rest). Both lists keep only the latest endings
    /// (``/Invariants/InvariantChecker/maximumEndings``), so they are compared where they overlap,
    /// aligned by the totals: the replay's extra endings are its last.
    static func endsMatch(live: [TransitionEnding], liveTotal: Int, replayed: [TransitionEnding], replayedTotal: Int,
                          atRest: Bool) -> Bool {
        let extra = replayedTotal - liveTotal
        guard extra >= 0, !atRest || extra == 0 else { return false }
        let replayedThen = replayed.dropLast(min(extra, replayed.count))
        // Both now end at the same ending, the live session's last: the latest that both kept
        // must be the same, in the same order.
        let overlap = min(live.count, replayedThen.count)
        return Array(replayedThen.suffix(overlap)) == Array(live.suffix(overlap))
    }

    private static func list(_ endings: [TransitionEnding]) -> String {
        endings.isEmpty ? "none" : endings.map(\.description).joined(separator: "; ")
    }
}
