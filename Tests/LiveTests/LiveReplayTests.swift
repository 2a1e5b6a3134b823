import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Invariants
import Live
import Motion
import Stage
import Testing

/// A session on `demo` in `host`, page frames at 60 Hz from page time 100: Forward and Back in
/// turn, each pressed at the first frame after the transition before it ended (`presses` of
/// them), then frames until everything is at rest. Returns the session and the page time.
@MainActor
private func pressedAsSoonAsAllowed(_ demo: DemoTransition, _ host: DemoHost, presses: Int = 6) throws -> (LiveSession, Double) {
    let session = try LiveSession(demo: demo, host: host)
    var time = 100.0
    _ = session.frame(at: time)
    var pressed = 0
    for _ in 0..<10_000 where pressed < presses {
        time += 1.0 / 60
        _ = session.frame(at: time)
        guard session.window.activeTransition == nil else { continue }
        #expect(session.receive(pressed % 2 == 0 ? .forward : .back) == .none)
        pressed += 1
    }
    for _ in 0..<120 {
        time += 1.0 / 60
        _ = session.frame(at: time)
    }
    return (session, time)
}

@MainActor
@Suite("Live recordings replay exactly")
struct LiveReplayTests {
    // MARK: More endings than the checker keeps

    @Test("a session with more transitions than the checker keeps, saved mid-transition, replays exactly (both keep their latest 200)")
    func moreEndingsThanKept() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        var time = 100.0
        _ = session.frame(at: time)
        // Frames half a second apart, as a page in the background sends them: each transition
        // ends at the next frame, and the next button is pressed there.
        for press in 0..<(session.checker.maximumEndings + 11) {
            #expect(session.receive(press % 2 == 0 ? .forward : .back) == .none)
            time += 0.5
            _ = session.frame(at: time)
        }
        #expect(session.receive(.forward) == .none)
        #expect(!session.isAtRest, "saved while the last push runs")
        let check = session.save().finish()
        #expect(check.replaysExactly, "\(check.differences.map { String($0.suffix(300)) })")
        #expect(check.live.count == session.checker.maximumEndings && check.replayed.count == session.checker.maximumEndings)
        #expect(check.replayed.last?.to == "Screen \(session.checker.maximumEndings / 2 + 8)", "the 107th push, held at save, ends in the replay")
    }

    // MARK: Issue 29, point 9

    @Test("a Forward refused while a transition runs uses up no screen: live and replayed, Forward again shows Screen 3",
          arguments: [DemoHost.navigation, .modal])
    func refusedForward(host: DemoHost) throws {
        let session = try LiveSession(demo: .push, host: host)
        var time = 100.0
        func frames(_ count: Int) {
            for _ in 0..<count {
                time += 1.0 / 60
                _ = session.frame(at: time)
            }
        }
        frames(1)
        #expect(session.receive(.forward) == .none)
        frames(2)
        guard case .refused = session.receive(.forward) else {
            Issue.record("a second Forward while the first runs was not refused")
            return
        }
        frames(90)
        if host == .modal {
            #expect(session.receive(.back) == .none)
            frames(90)
        }
        #expect(session.receive(.forward) == .none)
        frames(90)
        #expect(session.status.screens.last == "Screen 3")
        guard case let .saved(_, check) = session.receive(.save) else {
            Issue.record("not saved")
            return
        }
        #expect(check.replaysExactly, "\(check.differences)")
    }

    // MARK: Issue 29, point 10

    nonisolated static let rates = [30.0, 60, 120, 240, 1000]

    @Test("buttons pressed the frame a transition ended replay exactly at 30, 60, 120, 240 and 1000 fps",
          arguments: [(DemoTransition.photo, DemoHost.modal), (.photo, .navigation), (.zoom, .modal), (.zoom, .navigation),
                      (.push, .navigation), (.dissolve, .tabbar)])
    func anyFrameRate(demo: DemoTransition, host: DemoHost) throws {
        let (session, _) = try pressedAsSoonAsAllowed(demo, host)
        let recording = session.recording
        #expect(recording.actions.count == 6)
        for rate in Self.rates {
            let stage = try DemoStage(demo, host: host, clock: try ManualClock(frameRate: rate))
            let checker = InvariantChecker(window: stage.window)
            do {
                try stage.replay(recording)
            } catch {
                Issue.record("\(demo) in \(host) at \(rate) fps: \(error)")
                continue
            }
            checker.checkAtRest()
            #expect(checker.endings == session.checker.endings, "\(demo) in \(host) at \(rate) fps")
            #expect(stage.window.issues.isEmpty && checker.violations.isEmpty)
            let check = LiveReplayRun(session: session, recording: recording, frameRate: rate).finish()
            #expect(check.replaysExactly && check.comparedFinalFrames, "\(rate) fps: \(check.differences)")
        }
    }

    @Test("a button pressed after a touch that came between frames acts at the touch's time, live and replayed")
    func buttonAfterTouch() throws {
        let session = try LiveSession(demo: .photo, host: .modal)
        _ = session.frame(at: 100)
        _ = session.frame(at: 100 + 1.0 / 60)
        // A tap on the grid, away from any thumbnail, then Forward before the next frame.
        #expect(session.receive(.touches(time: 100.02, touches: [Touch(id: 1, x: 5, y: 830, timestamp: 0, phase: .began)])) == .none)
        #expect(session.receive(.touches(time: 100.025, touches: [Touch(id: 1, x: 5, y: 830, timestamp: 0, phase: .ended)])) == .none)
        #expect(session.receive(.forward) == .none)
        #expect(abs(session.window.clock.now - 0.025) < 1e-9, "the engine stepped to the touch before Forward acted")
        var time = 100.03
        for _ in 0..<120 {
            time += 1.0 / 60
            _ = session.frame(at: time)
        }
        for rate in Self.rates {
            let check = LiveReplayRun(session: session, recording: session.recording, frameRate: rate).finish()
            #expect(check.replaysExactly, "\(rate) fps: \(check.differences)")
        }
    }

    // MARK: Issue 29, point 8

    @Test("left idle 11 minutes, then Forward: the recording leaves the idle time out, `run` plays it, and it replays exactly")
    func idleThenSave() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        var time = 100.0
        _ = session.frame(at: time)
        for _ in 0..<(11 * 60 * 60) {
            time += 1.0 / 60
            _ = session.frame(at: time)
        }
        #expect(session.receive(.forward) == .none)
        for _ in 0..<90 {
            time += 1.0 / 60
            _ = session.frame(at: time)
        }
        guard case let .saved(recording, check) = session.receive(.save) else {
            Issue.record("not saved")
            return
        }
        #expect(session.window.clock.now > 660, "the engine ran the 11 minutes live")
        let forward = try #require(recording.actions.first)
        #expect(abs(forward.time - LiveSession.maximumIdleRecorded) < 1e-9, "of the idle stretch, 1 s is kept")
        #expect(throws: Never.self) { try recording.checkPlayable() }
        #expect(check.replaysExactly && check.comparedFinalFrames, "\(check.differences)")
    }

    @Test("idle stretches between gestures are left out; the touches and buttons keep their times between them")
    func idleBetweenGestures() throws {
        let (session, end) = try pressedAsSoonAsAllowed(.push, .navigation, presses: 1)
        let before = try #require(session.actions.first).time
        // Ten minutes idle, then a swipe back from the left edge at 60 Hz.
        var time = end + 600
        for frame in stride(from: end, through: time, by: 1.0 / 60) { _ = session.frame(at: frame) }
        for step in 0...20 {
            time += 1.0 / 60
            let phase: TouchPhase = step == 0 ? .began : step == 20 ? .ended : .moved
            _ = session.receive(.touches(time: time, touches: [Touch(id: 1, x: 6 + Double(step) * 14, y: 460, timestamp: 0, phase: phase)]))
            _ = session.frame(at: time)
        }
        for _ in 0..<120 {
            time += 1.0 / 60
            _ = session.frame(at: time)
        }
        let recording = session.recording
        let touches = recording.script.startTime
        #expect(touches - before < 5, "the ten idle minutes are left out: \(touches - before) s")
        #expect(touches - before > LiveSession.maximumIdleRecorded)
        let frames = try recording.script.touchEvents().map(\.timestamp)
        #expect(abs((frames.last ?? 0) - (frames.first ?? 0) - 20.0 / 60) < 1e-6, "the swipe keeps its own times")
        let check = session.checkReplay(of: recording)
        #expect(check.replaysExactly && check.comparedFinalFrames, "\(check.differences)")
        #expect(check.replayed.count == 2)
    }

    @Test("a session never idle for over 600 s (a finger held down) does not replay exactly: `run` would refuse it, and the page says so")
    func tooLongToPlay() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        var time = 100.0
        _ = session.frame(at: time)
        #expect(session.receive(.touches(time: time, touches: [Touch(id: 1, x: 200, y: 400, timestamp: 0, phase: .began)])) == .none)
        for _ in 0..<(601 * 10) {
            time += 0.1
            _ = session.frame(at: time)
        }
        #expect(session.receive(.touches(time: time, touches: [Touch(id: 1, x: 200, y: 400, timestamp: 0, phase: .ended)])) == .none)
        _ = session.frame(at: time + 0.1)
        let recording = session.recording
        #expect(throws: LiveRecordingError.self) { try recording.checkPlayable() }
        let check = session.checkReplay(of: recording)
        #expect(!check.replaysExactly)
        #expect(check.differences.first?.contains("`transition-lab run` would refuse it") == true, "\(check.differences)")
        #expect(check.differences.first?.contains("at most 600 s") == true)
    }

    // MARK: Issue 29, point 6 (the replay in steps)

    @Test("a replay check played in chunks of frames gives the verdict of one played in one go, within its bound",
          arguments: [1, 7, 500])
    func chunks(size: Int) throws {
        let (session, _) = try pressedAsSoonAsAllowed(.zoom, .modal)
        let recording = session.recording
        let whole = session.checkReplay(of: recording)
        let run = LiveReplayRun(session: session, recording: recording)
        var calls = 0
        var verdict: LiveReplayCheck?
        while verdict == nil, calls < LiveReplayRun.maximumFrames {
            verdict = run.advance(frames: size)
            calls += 1
            #expect(run.framesPlayed <= calls * size)
        }
        #expect(verdict == whole)
        #expect(whole.replaysExactly, "\(whole.differences)")
        #expect(run.advance(frames: 10) == whole, "the verdict stays")
    }

    @Test("a check made at save keeps the session as it was then, while the session goes on live")
    func capturesAtSave() throws {
        let (session, end) = try pressedAsSoonAsAllowed(.push, .navigation, presses: 2)
        let run = session.save()
        // The session goes on: Forward again, which the saved recording doesn't hold.
        #expect(session.receive(.forward) == .none)
        for index in 1...90 { _ = session.frame(at: end + Double(index) / 60) }
        let verdict = run.finish()
        #expect(verdict.replaysExactly && verdict.live.count == 2, "\(verdict.differences)")
    }

    @Test("a demo replay played a frame at a time ends as one played in one go, frame for frame")
    func demoReplaySteps() throws {
        let (session, _) = try pressedAsSoonAsAllowed(.photo, .modal)
        let recording = session.recording
        let whole = try DemoStage(.photo, host: .modal, clock: try ManualClock(frameRate: 60))
        try whole.replay(recording)
        let stepped = try DemoStage(.photo, host: .modal, clock: try ManualClock(frameRate: 60))
        let replay = try DemoReplay(recording, on: stepped)
        var steps = 0
        while try !replay.advance(frames: 1) { steps += 1 }
        #expect(steps + 1 >= replay.framesRun && replay.framesRun > 100)
        #expect(whole.window.recorder.frames.map(\.time) == stepped.window.recorder.frames.map(\.time))
        #expect(whole.window.recorder.frames.last?.viewDifferences(from: try #require(stepped.window.recorder.frames.last)) == [])
    }
}
