import Demos
import Foundation
import Gestures
import GestureScripts
import Invariants
import Motion
import Recording
import Stage

/// The engine side of a live session, free of any transport: one demo on its own clock,
/// driven by a page's messages and frames, with the invariant checker watching, and a
/// recording of every touch it delivered and every button pressed.
///
/// Time is real, and the page's: each touch message carries the time the browser gave the
/// event, and each frame message the time of the page's display frame, both on the page's one
/// clock; ``frame(at:)`` steps the engine's ``/Motion/DisplayClock`` to it (a quarter as fast in
/// slow motion), so the engine steps at the display's rate and nothing simulates time. A touch
/// a little older than the engine's last frame is delivered at that frame's time, so the
/// touches the engine saw are always in order; the recording holds them as delivered, so it
/// replays exactly.
///
/// Idle time is left out of the recording: while nothing moves, no finger is down, no touch
/// waits and no gesture recognizer is in play, the engine's state does not change with time,
/// so of an idle stretch the recording keeps ``maximumIdleRecorded`` seconds and moves
/// everything after it earlier by the rest. A session left open for an hour between two
/// gestures saves a recording of a few seconds, which replays as it went live.
@MainActor
public final class LiveSession {
    /// The demo shown, with its window.
    public private(set) var stage: DemoStage
    /// Watches every frame; the page shows what it finds.
    public private(set) var checker: InvariantChecker
    /// Whether the engine's clock runs at a quarter of real time.
    public private(set) var isSlowMotion = false
    /// The touches delivered since the demo was shown, in order, at recording times (engine
    /// times, less the idle time left out before them).
    public private(set) var delivered: [TouchEvent] = []
    /// The buttons pressed and settings changed since the demo was shown, at recording times
    /// (engine times, less the idle time left out before them).
    public private(set) var actions: [LiveAction] = []
    /// Told of each recording the person saves, and of the recording of a demo being replaced by
    /// another (when anything was recorded), so a host can write it to a file; ``sceneNumber``
    /// is still the recorded demo's when it is told.
    public var onRecording: (@MainActor (LiveRecording) -> Void)?
    /// How many demos this session has shown, this one included: each is recorded apart.
    public private(set) var sceneNumber = 1
    /// Whether reduced motion was on when the demo was shown.
    private var reducedMotionAtStart = false
    /// The page time and engine time at the last change of speed (set by the first message).
    private var origin: (page: Double, engine: Double)?
    /// The latest engine time a frame or a touch reached.
    private var engineNow = 0.0
    /// The engine time of the last touch delivered.
    private var lastTouchTime = -Double.infinity
    /// Whether anything moved or was held at the last frame (the checker checks the rest after).
    private var wasBusy = false
    /// The page time of the latest frame message, once one has come.
    private var lastFramePageTime: Double?
    /// The fingers down after the last touch event recorded (all of those down live, unless the
    /// recording is full).
    private var recordedDown: [Touch] = []
    /// The engine time of the last action recorded: a touch after it comes after it.
    private var lastActionTime = -Double.infinity
    /// The engine time of the first frame of the idle stretch the session is in, if it is idle.
    private var idleSince: Double?
    /// The idle time left out of the recording so far, in seconds.
    private var idleLeftOut = 0.0
    /// The buffers the frame messages are written into, reused from frame to frame.
    var frameBuffers = LiveFrameBuffers()

    /// The engine's speed in slow motion, relative to real time.
    public static let slowMotionRate = 0.25
    /// The least time between two touch events, in seconds: touches that arrive together, or
    /// that are older than the engine's last frame, are delivered this far apart, so each has
    /// a time of its own, as a gesture script requires.
    public static let touchSpacing = 1e-4
    /// How far after the page's latest frame a touch may be, in seconds.
    public static let maximumTouchLead = 1.0
    /// The most touch events and actions a session records before it stops recording (about
    /// eight minutes of touches at 120 Hz, which keeps a saved recording well under the 16 MiB
    /// `transition-lab run` reads); the demo goes on, and the recording ends with the fingers
    /// it holds down lifted.
    public static let maximumRecorded = 60_000
    /// The most of an idle stretch a recording keeps, in seconds: while the session is idle
    /// (``isIdle``), time changes nothing, so the rest is left out and what follows moves
    /// earlier. Longer than any gesture's own wait (a double tap's 0.35 s), which needs a
    /// recognizer in play anyway.
    public static let maximumIdleRecorded = 1.0

    /// The demo shown.
    public var demo: DemoTransition { stage.demo }
    /// The host it is shown in.
    public var host: DemoHost { stage.host }
    /// The demo's window.
    public var window: Window { stage.window }

    /// A session showing `demo` in `host` (its first host by default): by default the photo
    /// grid in a modal host, where a first tap does something (it opens a photo), as a page
    /// opens.
    ///
    /// - Throws: ``LiveSessionError`` for a demo or host that doesn't exist.
    public init(demo: DemoTransition = .photo, host: DemoHost? = nil) throws(LiveSessionError) {
        stage = try Self.build(demo, host)
        checker = InvariantChecker(window: stage.window)
    }

    // MARK: Messages

    /// Acts on `message`; what to tell the page, if anything.
    public func receive(_ message: LiveMessage) -> LiveReply {
        switch message {
        case let .frame(time):
            guard let frame = frame(at: time) else { return .none }
            return .frame(frame)
        case let .touches(time, touches):
            return deliver(touches, at: time)
        case .forward, .back:
            do {
                catchUpWithTouches()
                try stage.perform(message == .forward ? .forward : .back)
                record(message == .forward ? .forward : .back)
                return .none
            } catch {
                // Refused, it changed nothing and is not recorded: the replay doesn't do it either.
                return .refused("\(error)")
            }
        case let .reducedMotion(on):
            guard window.prefersReducedMotion != on else { return .none }
            catchUpWithTouches()
            window.prefersReducedMotion = on
            record(on ? .reducedMotionOn : .reducedMotionOff)
            return .none
        case let .slowMotion(on):
            if let origin {
                // The speed changes from the engine's present, so nothing jumps.
                self.origin = (origin.page + (engineNow - origin.engine) / rate, engineNow)
            }
            isSlowMotion = on
            return .none
        case let .show(name, hostName):
            guard let demo = DemoTransition(rawValue: name) else { return .refused("unknown demo \"\(name)\"") }
            let host = hostName.flatMap(DemoHost.init(rawValue:))
            if hostName != nil, host == nil { return .refused("unknown host \"\(hostName ?? "")\"") }
            do {
                try show(demo, host)
                return .none
            } catch {
                return .refused(error.description)
            }
        case .save:
            let run = save()
            return .saved(run.recording, run.finish())
        }
    }

    /// Saves what the person did: hands the recording to ``onRecording`` and returns its replay
    /// check, not yet played — a host that must not stall plays it in steps
    /// (``LiveReplayRun/advance(frames:)``) and sends ``LiveSession/savedMessage(_:_:)`` with
    /// its verdict; ``receive(_:)`` plays it at once.
    public func save() -> LiveReplayRun {
        let saved = recording
        onRecording?(saved)
        return LiveReplayRun(session: self, recording: saved)
    }

    /// Steps the engine to page time `pageTime` and returns the frame it shows (the newest only:
    /// older ones are dropped, so nothing builds up if the page falls behind).
    ///
    /// Once everything comes to rest, the checker checks what must hold at rest.
    public func frame(at pageTime: Double) -> RecordedFrame? {
        guard pageTime.isFinite else { return nil }
        if let last = lastFramePageTime, pageTime < last {
            // The page's clock went back (a page's display clock never does; a hostile one
            // might): the engine goes on from its present rather than wait for the old time.
            origin = (pageTime, engineNow)
        }
        lastFramePageTime = pageTime
        let time = max(engineTime(at: pageTime), engineNow)
        engineNow = time
        window.frame(at: time)
        let busy = !isAtRest
        if wasBusy, !busy { checker.checkAtRest() }
        wasBusy = busy
        if !isIdle {
            idleSince = nil
        } else if idleSince == nil {
            idleSince = time
        }
        let newest = window.recorder.frames.last
        window.recorder.reset()
        return newest
    }

    /// The page went away: every finger down is cancelled where it is, so any transition they
    /// held settles.
    public func disconnect() {
        guard let event = cancellingEvent(for: window.touchesDown) else { return }
        // The event cancels exactly the fingers the window holds down, at or after its last
        // touch, so the arena takes it; were it refused, the window records why in `issues`,
        // which the checker reports as a violation the page shows.
        if (try? window.send(event)) != nil { note(event) }
    }

    /// The most touch events and actions this session records (``maximumRecorded`` unless set).
    public var recordingLimit = LiveSession.maximumRecorded

    /// Whether the session has recorded all it may (``recordingLimit``).
    public var isRecordingFull: Bool { delivered.count + actions.count >= recordingLimit }

    /// What the person did since the demo was shown: the scene, the buttons and every touch,
    /// as a recording that replays exactly. Fingers still down are cancelled at the end (as
    /// they would be if the page went away now), so the recording comes to rest.
    public var recording: LiveRecording {
        var events = delivered
        if let cancel = cancellingEvent(for: recordedDown) { events.append(Self.event(cancel, at: recordingTime(of: cancel.timestamp))) }
        return LiveRecording(demo: demo, host: host, reducedMotion: reducedMotionAtStart, actions: actions,
                             script: GestureScript(recording: events))
    }

    // MARK: Inside

    private var rate: Double { isSlowMotion ? Self.slowMotionRate : 1 }

    /// The engine time of page time `pageTime`. Only a frame sets the origin the two clocks
    /// share: a touch before the first frame is at the engine's present, so one from the far
    /// future can't hold the clock there.
    private func engineTime(at pageTime: Double, isFrame: Bool = true) -> Double {
        guard let origin else {
            if isFrame { origin = (pageTime, engineNow) }
            return engineNow
        }
        return origin.engine + (pageTime - origin.page) * rate
    }

    /// Whether the session is idle: at rest, with no gesture recognizer in play (none waits for
    /// a second tap or a long press): time passing changes nothing.
    public var isIdle: Bool { isAtRest && window.arena.recognizersInPlay.isEmpty }

    /// The time for a touch event arriving at engine time `time`: never before the engine's
    /// present, and after the last touch and the last action (so a replay, which does an action
    /// after the touches up to its time, meets them in the order they came live).
    private func touchTime(_ time: Double) -> Double {
        max(time, engineNow, lastTouchTime + Self.touchSpacing, lastActionTime + Self.touchSpacing)
    }

    /// A touch arrived after the engine's last frame: the engine steps to it before a button
    /// acts, so the action meets the engine at its recorded time (``engineNow``), as a replay —
    /// which runs a frame at exactly that time — does.
    private func catchUpWithTouches() {
        if engineNow > window.clock.now { window.frame(at: engineNow) }
    }

    /// The recording time of engine time `time`: less the idle time left out before it, and
    /// the part of the idle stretch the session is in beyond ``maximumIdleRecorded``.
    private func recordingTime(of time: Double) -> Double {
        time - idleLeftOut - idleToLeaveOut(at: time)
    }

    /// How much of the idle stretch the session is in, up to engine time `time`, to leave out.
    private func idleToLeaveOut(at time: Double) -> Double {
        guard let idleSince else { return 0 }
        return max(0, time - idleSince - Self.maximumIdleRecorded)
    }

    /// Something happened at engine time `time`: the idle stretch, if any, ends there.
    private func endIdleStretch(at time: Double) {
        idleLeftOut += idleToLeaveOut(at: time)
        idleSince = nil
    }

    /// `event` at `time`.
    private static func event(_ event: TouchEvent, at time: Double) -> TouchEvent {
        guard time != event.timestamp else { return event }
        let touches = event.touches.map { Touch(id: $0.id, location: $0.location, timestamp: time, phase: $0.phase) }
        // The same distinct fingers at a finite time: valid whenever the event was.
        return (try? TouchEvent(timestamp: time, touches: touches)) ?? event
    }

    /// An event cancelling the fingers `down`, at the engine's present; nil if none is down.
    private func cancellingEvent(for down: [Touch]) -> TouchEvent? {
        guard !down.isEmpty else { return nil }
        let time = touchTime(engineNow)
        let cancelled = down.map { Touch(id: $0.id, location: $0.location, timestamp: time, phase: .cancelled) }
        // Distinct fingers at a finite time: the event is valid (nil only if that could fail).
        return try? TouchEvent(timestamp: time, touches: cancelled)
    }

    private func deliver(_ touches: [Touch], at pageTime: Double) -> LiveReply {
        // A touch from the future would hold the engine's clock there, and freeze the stage
        // until the page's frames caught up; the page's own touches are never so far ahead.
        if let lastFrame = lastFramePageTime, pageTime > lastFrame + Self.maximumTouchLead {
            return .refused("a touch at \(pageTime) s is more than \(Self.maximumTouchLead) s after the page's latest frame "
                + "(\(lastFrame) s): touches and frames must share the page's clock")
        }
        let time = touchTime(engineTime(at: pageTime, isFrame: false))
        let timed = touches.map { Touch(id: $0.id, location: $0.location, timestamp: time, phase: $0.phase) }
        do {
            let event = try TouchEvent(timestamp: time, touches: timed)
            try window.send(event)
            note(event)
            return .none
        } catch {
            return .refused("\(error)")
        }
    }

    private func note(_ event: TouchEvent) {
        lastTouchTime = event.timestamp
        engineNow = max(engineNow, event.timestamp)
        let time = recordingTime(of: event.timestamp)
        endIdleStretch(at: event.timestamp)
        guard !isRecordingFull else { return }
        delivered.append(Self.event(event, at: time))
        recordedDown = event.touches.filter(\.phase.isDown)
    }

    private func record(_ kind: LiveAction.Kind) {
        lastActionTime = engineNow
        let time = recordingTime(of: engineNow)
        endIdleStretch(at: engineNow)
        guard !isRecordingFull else { return }
        actions.append(LiveAction(time: time, kind: kind))
    }

    private func show(_ demo: DemoTransition, _ host: DemoHost?) throws(LiveSessionError) {
        let stage = try Self.build(demo, host)
        // The fingers of the old demo let go first; its recording is handed on; the setting
        // carries over.
        disconnect()
        if !delivered.isEmpty || !actions.isEmpty { onRecording?(recording) }
        let reducesMotion = window.prefersReducedMotion
        self.stage = stage
        sceneNumber += 1
        window.prefersReducedMotion = reducesMotion
        reducedMotionAtStart = reducesMotion
        checker = InvariantChecker(window: window)
        delivered = []
        actions = []
        origin = nil
        engineNow = 0
        lastTouchTime = -.infinity
        lastActionTime = -.infinity
        idleSince = nil
        idleLeftOut = 0
        recordedDown = []
        lastFramePageTime = nil
        wasBusy = false
    }

    private static func build(_ demo: DemoTransition, _ host: DemoHost?) throws(LiveSessionError) -> DemoStage {
        let host = host ?? demo.hosts[0]
        guard demo.hosts.contains(host) else { throw .hostNotAvailable(demo: demo.rawValue, host: host.rawValue) }
        do {
            return try DemoStage(demo, host: host, clock: try DisplayClock())
        } catch {
            throw .demoNotBuilt("\(error)")
        }
    }
}

/// What a live session tells the page about a message.
public enum LiveReply: Sendable, Equatable {
    /// Nothing to say: it was done.
    case none
    /// It could not be done, and changed nothing: why, in one line.
    case refused(String)
    /// What the person did so far, with the scene, as a recording; and how its replay on the
    /// manual clock compares with the session live.
    case saved(LiveRecording, LiveReplayCheck)
    /// The frame the engine shows now.
    case frame(RecordedFrame)
}

/// Why a live session could not show a demo.
public enum LiveSessionError: Error, Equatable, CustomStringConvertible {
    /// The demo doesn't run in that host.
    case hostNotAvailable(demo: String, host: String)
    /// The demo's scene could not be made (why).
    case demoNotBuilt(String)

    public var description: String {
        switch self {
        case let .hostNotAvailable(demo, host): "\(demo) can't be shown in a \(host) host"
        case let .demoNotBuilt(reason): "the demo could not be built: \(reason)"
        }
    }
}
