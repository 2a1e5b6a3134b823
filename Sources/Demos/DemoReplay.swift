import Gestures
import GestureScripts
import Motion
import Stage
import TransitionKit

/// A ``LiveRecording`` played on a ``DemoStage``'s manual clock in bounded steps, so a caller
/// can play a long recording a few frames at a time (between other work) and stop when it
/// likes; ``DemoStage/replay(_:)`` plays one to the end.
///
/// The recording's touches are delivered at their own times. Each button action is done at its
/// recorded time, after a frame at exactly that time — not at the frame edge before or after
/// it — so it meets the engine as it was live, whatever the frame rate.
///
/// A transition's end falls on a frame (a spring lands on the first frame at which it has
/// almost arrived), so at a lower frame rate than the live page's one can end a frame or two
/// later than it did live. An action the live session did at once, which the replay's
/// container refuses only because that transition is still ending, waits for it, frame by
/// frame, at most ``maximumActionWait`` seconds (or ``maximumActionWaitFrames`` frames, if
/// longer); the touches and actions after it play that much later (``delay``). Any other
/// refusal ends the replay with the container's error.
@MainActor
public final class DemoReplay {
    /// The stage the recording plays on.
    public let stage: DemoStage
    /// The recording played.
    public let recording: LiveRecording
    /// Whether it has played to rest (or failed).
    public private(set) var isFinished = false
    /// How many frames it has run.
    public private(set) var framesRun = 0
    /// How much later than recorded the rest of the recording plays, in seconds: the time its
    /// actions waited for a transition still ending (0 at the live page's frame rate or above,
    /// nearly always).
    public private(set) var delay = 0.0

    /// The longest an action waits for a transition still ending, in seconds.
    public static let maximumActionWait = 1.0
    /// The most frames an action waits for a transition still ending, when more than
    /// ``maximumActionWait`` seconds of frames (at a frame rate under 4 fps).
    public static let maximumActionWaitFrames = 4

    /// The recording's touch events, at their recorded times.
    private let events: [TouchEvent]
    /// The first event not yet handed to the window.
    private var nextEvent = 0
    /// The first action not yet done.
    private var nextAction = 0
    private var phase: Phase

    /// What the replay does next.
    private enum Phase {
        /// Frames towards the next action's time (as `Window.run(until:)` spaces them).
        case toAction(Leg)
        /// The next action, refused while a transition ends, waits (since that clock time).
        case waiting(since: Double)
        /// Frames until everything is at rest, as `Window.runUntilIdle(timeout:)` runs them.
        case settling(start: Double, timeout: Double, frames: Int, limit: Int)
        case finished
    }

    /// Frames from `start` to `end`: `count` of them, `interval` apart, the last exactly at `end`.
    private struct Leg {
        var start: Double
        var end: Double
        var count: Int
        var interval: Double
        var index = 1
    }

    /// A replay of `recording` on `stage`, from the stage's present; nothing plays until
    /// ``advance(frames:)``.
    ///
    /// - Throws: ``DemoStageError/recordingMismatch(_:)`` when the recording is of another demo
    ///   or host; the script's error when its touches can't be made.
    public init(_ recording: LiveRecording, on stage: DemoStage) throws {
        guard recording.demo == stage.demo, recording.host == stage.host else {
            throw DemoStageError.recordingMismatch("the recording is of \(recording.demo.rawValue) in a \(recording.host.rawValue) host, "
                + "this stage shows \(stage.demo.rawValue) in a \(stage.host.rawValue) host")
        }
        self.stage = stage
        self.recording = recording
        events = try recording.script.touchEvents()
        phase = .finished
        stage.window.prefersReducedMotion = recording.reducedMotion
        // The touches up to the first action go to the window now; the rest after each action.
        injectEvents(through: recording.actions.first?.time)
        phase = nextPhase()
    }

    /// Plays on for at most `frames` frames, doing the actions that come due between them.
    ///
    /// - Returns: Whether the replay has finished: everything played and at rest.
    /// - Throws: A container's error for an action refused (other than by a transition ending
    ///   within the wait allowed); ``/Motion/ClockError/stillRunning(names:after:)`` should the
    ///   scene not come to rest within ``DemoScene/restAllowance`` seconds of its last event.
    ///   The replay is finished then.
    @discardableResult
    public func advance(frames: Int) throws -> Bool {
        var budget = max(0, frames)
        do {
            while !isFinished {
                guard budget > 0 || !needsFrame else { return false }
                if try step() { budget -= 1 }
            }
        } catch {
            phase = .finished
            isFinished = true
            throw error
        }
        return true
    }

    // MARK: Inside

    private var window: Window { stage.window }

    /// Whether the next step runs a frame (rather than doing an action or finishing).
    private var needsFrame: Bool {
        switch phase {
        case .toAction, .waiting: true
        case .settling: window.needsFrames
        case .finished: false
        }
    }

    /// One step: a frame, an action, or the end. Whether it ran a frame.
    private func step() throws -> Bool {
        switch phase {
        case var .toAction(leg):
            window.frame(at: leg.index == leg.count ? leg.end : leg.start + Double(leg.index) * leg.interval)
            framesRun += 1
            leg.index += 1
            phase = leg.index > leg.count ? .waiting(since: window.clock.now) : .toAction(leg)
            return true
        case let .waiting(since):
            let action = recording.actions[nextAction]
            do {
                try stage.perform(action.kind)
            } catch {
                let waited = window.clock.now - since
                let allowed = max(Self.maximumActionWait, Double(Self.maximumActionWaitFrames) * window.frameInterval)
                // Only a transition still ending is waited for; anything else is the recording's
                // own fault, as it is past the wait allowed.
                guard window.activeTransition != nil, waited < allowed else { throw error }
                window.frame(at: window.clock.now + window.frameInterval)
                framesRun += 1
                return true
            }
            delay = max(delay, window.clock.now - action.time)
            nextAction += 1
            injectEvents(through: nextAction < recording.actions.count ? recording.actions[nextAction].time : nil)
            phase = nextPhase()
            return false
        case let .settling(start, timeout, frames, limit):
            guard window.needsFrames else {
                phase = .finished
                isFinished = true
                return false
            }
            guard window.clock.now - start < timeout, frames < limit else {
                throw ClockError.stillRunning(names: window.runningNames, after: timeout)
            }
            window.frame(at: window.clock.now + window.frameInterval)
            framesRun += 1
            phase = .settling(start: start, timeout: timeout, frames: frames + 1, limit: limit)
            return true
        case .finished:
            isFinished = true
            return false
        }
    }

    /// Frames to the next action's time (its recorded time, plus the delay), or, after the
    /// last action, frames to rest.
    private func nextPhase() -> Phase {
        let now = window.clock.now
        guard nextAction < recording.actions.count else {
            let end = max(recording.endTime + delay, now)
            let timeout = end - now + DemoScene.restAllowance
            return .settling(start: now, timeout: timeout, frames: 0,
                             limit: ManualClock.frameLimit(for: timeout, interval: window.frameInterval))
        }
        let target = recording.actions[nextAction].time + delay
        let duration = target - now
        guard duration.isFinite, duration > 0 else { return .waiting(since: now) }
        let (count, interval) = ManualClock.framePlan(for: duration, interval: window.frameInterval)
        return .toAction(Leg(start: now, end: target, count: count, interval: interval))
    }

    /// Hands the window the touch events recorded up to `time` (all that remain, for nil),
    /// played ``delay`` seconds later than recorded.
    private func injectEvents(through time: Double?) {
        var end = nextEvent
        while end < events.count, time.map({ events[end].timestamp <= $0 + HostFrameLoop.timeTolerance }) ?? true { end += 1 }
        guard end > nextEvent else { return }
        let due = events[nextEvent..<end]
        nextEvent = end
        window.inject(delay > 0 ? due.map { Self.event($0, later: delay) } : Array(due))
    }

    /// `event`, `delay` seconds later.
    private static func event(_ event: TouchEvent, later delay: Double) -> TouchEvent {
        let time = event.timestamp + delay
        let touches = event.touches.map { Touch(id: $0.id, location: $0.location, timestamp: time, phase: $0.phase) }
        // The same fingers at a later finite time: valid whenever the event was.
        return (try? TouchEvent(timestamp: time, touches: touches)) ?? event
    }
}
