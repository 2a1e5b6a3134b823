import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Live
import Motion
import Recording
import Stage
import Testing

private func message(_ json: String) throws -> LiveMessage { try LiveMessage.decode(Data(json.utf8)) }

private func refusal(_ json: String) -> String? {
    do {
        _ = try LiveMessage.decode(Data(json.utf8))
        return nil
    } catch {
        return error.description
    }
}

/// A touch message for finger 1 at `point`.
private func touch(_ phase: TouchPhase, _ point: CGPoint, at time: Double) -> LiveMessage {
    .touches(time: time, touches: [Touch(id: 1, x: Double(point.x), y: Double(point.y), timestamp: time, phase: phase)])
}

@Suite("Live messages")
struct LiveMessageTests {
    @Test("every kind of message reads as written")
    func reads() throws {
        #expect(try message(#"{"type": "forward"}"#) == .forward)
        #expect(try message(#"{"type": "back"}"#) == .back)
        #expect(try message(#"{"type": "save"}"#) == .save)
        #expect(try message(#"{"type": "slowMotion", "on": true}"#) == .slowMotion(true))
        #expect(try message(#"{"type": "reducedMotion", "on": false}"#) == .reducedMotion(false))
        #expect(try message(#"{"type": "show", "demo": "zoom", "host": "modal"}"#) == .show(demo: "zoom", host: "modal"))
        let touches = try message(#"{"type": "touches", "time": 2.5, "touches": [{"id": 3, "x": 10, "y": 20.5, "phase": "began"}]}"#)
        #expect(touches == .touches(time: 2.5, touches: [Touch(id: 3, x: 10, y: 20.5, timestamp: 2.5, phase: .began)]))
    }

    static let hostile: [(json: String, phrase: String)] = [
        (String(repeating: " ", count: 20_000), "more than 16384"),
        ("{\"type\": ", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        (#"{"type": "explode"}"#, #"unknown message type "explode""#),
        (#"{"type": "forward", "extra": 1}"#, "extra is not a key"),
        (#"{"type": "touches", "time": -1, "touches": [{"id": 1, "x": 0, "y": 0, "phase": "began"}]}"#, "time must be"),
        (#"{"type": "touches", "time": 1, "touches": [{"id": 1, "x": 1e7, "y": 0, "phase": "began"}]}"#, "touches[0].x must be"),
        (#"{"type": "touches", "time": 1, "touches": [{"id": 0, "x": 0, "y": 0, "phase": "began"}]}"#, "touches[0].id must be"),
        (#"{"type": "touches", "time": 1, "touches": [{"id": 1.5, "x": 0, "y": 0, "phase": "began"}]}"#, "whole number"),
        (#"{"type": "touches", "time": 1, "touches": [{"id": 1, "x": 0, "y": 0, "phase": "hover"}]}"#, "phase must be"),
        (#"{"type": "touches", "time": 1, "touches": []}"#, "at least 1 finger"),
        (#"{"type": "touches", "time": 1, "touches": [{"id": 1, "x": 0, "y": 0, "phase": "began", "z": 2}]}"#, "z is not a key"),
        (#"{"type": "slowMotion", "on": 1}"#, "wrong type"),
        (#"{"type": "touches", "time": "now", "touches": []}"#, "wrong type"),
        // Issue 29, point 12: a missing key is named, with the rule.
        (#"{"type": "touches", "time": 1, "touches": [{"id": 1, "y": 0, "phase": "began"}]}"#,
         "touches[0].x is missing: must be a finite number from"),
        (#"{"type": "frame"}"#, "time is missing: must be a finite number from 0"),
        (#"{"time": 1}"#, "type is missing: every message names its type"),
        (#"{"type": "slowMotion"}"#, "on is missing: a slowMotion message says whether it is on: true or false"),
        (#"{"type": "touches", "time": 1}"#, "touches is missing: a touches message holds its fingers"),
        (#"{"type": "touches", "time": 1, "touches": [{"id": 1, "x": 0, "y": 0}]}"#, "touches[0].phase is missing: must be began"),
        (#"{"type": "show"}"#, "demo is missing: a show message names a demo"),
        (#"{"type": "touches", "time": 1, "touches": [3]}"#, "touches[0] must be a finger"),
    ]

    @Test("a malformed or hostile message is refused in one line", arguments: hostile.indices)
    func refused(index: Int) {
        let (json, phrase) = Self.hostile[index]
        let reason = refusal(json)
        #expect(reason?.contains(phrase) == true, "\(json.prefix(80)): \(reason ?? "accepted")")
    }

    @Test("more than ten fingers in one message are refused")
    func tooManyFingers() {
        let fingers = (1...11).map { #"{"id": \#($0), "x": 0, "y": 0, "phase": "began"}"# }.joined(separator: ", ")
        #expect(refusal(#"{"type": "touches", "time": 1, "touches": [\#(fingers)]}"#)?.contains("at most 10") == true)
    }
}

@MainActor
@Suite("Live sessions")
struct LiveSessionTests {
    /// Pushes a screen and lets it settle, frames at 60 Hz from page time 100.
    private func pushed() throws -> (LiveSession, Double) {
        let session = try LiveSession(demo: .push, host: .navigation)
        var time = 100.0
        _ = session.frame(at: time)
        #expect(session.receive(.forward) == .none)
        for _ in 0..<90 {
            time += 1.0 / 60
            _ = session.frame(at: time)
        }
        return (session, time)
    }

    /// A swipe back from the left edge, touches at 83 Hz between 60 Hz frames; returns the time.
    private func swipeBack(in session: LiveSession, from start: Double, to x: Double) -> Double {
        var time = start
        var frameTime = start
        let steps = 30
        for step in 0...steps {
            time += 1.0 / 83
            let point = CGPoint(x: 6 + (x - 6) * Double(step) / Double(steps), y: 460)
            #expect(session.receive(touch(step == 0 ? .began : .moved, point, at: time)) == .none)
            while frameTime + 1.0 / 60 <= time {
                frameTime += 1.0 / 60
                _ = session.frame(at: frameTime)
            }
        }
        time += 1.0 / 83
        #expect(session.receive(touch(.ended, CGPoint(x: x, y: 460), at: time)) == .none)
        return time
    }

    /// A finger down on the left edge and moved 160 pt at 60 Hz, still down; returns the time.
    private func holdSwipe(in session: LiveSession, from start: Double) -> Double {
        var now = start
        #expect(session.receive(touch(.began, CGPoint(x: 6, y: 460), at: now)) == .none)
        for step in 1...20 {
            now += 1.0 / 60
            #expect(session.receive(touch(.moved, CGPoint(x: 6 + Double(step) * 8, y: 460), at: now)) == .none)
            _ = session.frame(at: now)
        }
        return now
    }

    private func settle(_ session: LiveSession, from time: Double) {
        var time = time
        for _ in 0..<180 {
            time += 1.0 / 60
            _ = session.frame(at: time)
        }
    }

    @Test("touches with their own times swipe back; frames stream the views; the checker finds nothing")
    func swipesBack() throws {
        let (session, time) = try pushed()
        let end = swipeBack(in: session, from: time, to: 300)
        settle(session, from: end)
        let frame = try #require(session.frame(at: end + 4))
        #expect(frame.views.contains { $0.name == "Home" })
        let navigation = try #require((session.window.rootViewController as? NavigationController))
        #expect(navigation.viewControllers.count == 1, "popped")
        #expect(session.checker.violations == [])
        #expect(session.window.recorder.frames.isEmpty, "only the newest frame is kept")
    }

    @Test("saved, the session (its forward button and its touches) replays on the manual clock at 120 Hz to the same end")
    func savesAndReplays() throws {
        let (session, time) = try pushed()
        let end = swipeBack(in: session, from: time, to: 260)
        settle(session, from: end)
        guard case let .saved(recording, check) = session.receive(.save) else {
            Issue.record("no recording")
            return
        }
        #expect(check.replaysExactly && check.comparedFinalFrames, "\(check.differences)")
        #expect(check.replayed.map(\.description) == ["navigation push from Home to Screen 2: completed",
                                                       "navigation pop from Screen 2 to Home: completed"])
        #expect(recording.actions.map(\.kind) == [.forward])
        #expect(recording.demo == .push && recording.host == .navigation)
        let data = try JSONEncoder().encode(recording)
        let replay = try DemoStage(.push, host: .navigation, clock: try ManualClock())
        try replay.replay(try LiveRecording.decode(from: data))
        let live = try #require(session.window.rootViewController as? NavigationController)
        let replayed = try #require(replay.window.rootViewController as? NavigationController)
        #expect(replayed.stack.count == live.stack.count && live.stack.count == 1, "the swipe popped, live and replayed")
        let liveViews = try #require(session.frame(at: end + 5)).views
        replay.window.runFrames(1)
        let replayedViews = try #require(replay.window.recorder.frames.last).views
        #expect(liveViews.map(\.name) == replayedViews.map(\.name))
        for (a, b) in zip(liveViews, replayedViews) {
            #expect(abs(a.centerX - b.centerX) < 0.01 && abs(a.centerY - b.centerY) < 0.01 && abs(a.opacity - b.opacity) < 0.01,
                    "\(a.name)")
        }
    }

    @Test("the status lists how the transitions ended")
    func statusTransitions() throws {
        let (session, time) = try pushed()
        let end = swipeBack(in: session, from: time, to: 40)
        settle(session, from: end)
        #expect(session.status.transitions == ["navigation push from Home to Screen 2: completed",
                                               "navigation pop from Screen 2 to Home: cancelled"])
        #expect(session.status.completed == 1 && session.status.cancelled == 1)
    }

    @Test("a save while a finger still holds a swipe: the replay lifts it and plays on; what ended live ended the same way")
    func checkWhileMoving() throws {
        let (session, time) = try pushed()
        _ = holdSwipe(in: session, from: time)
        guard case let .saved(_, check) = session.receive(.save) else {
            Issue.record("not saved")
            return
        }
        #expect(!check.comparedFinalFrames)
        #expect(check.replaysExactly, "\(check.differences)")
        #expect(check.live.count == 1 && check.replayed.count == 2, "the held pop ends in the replay only")
    }

    @Test("a recording that doesn't match the session is caught: other endings, another final frame")
    func checkCatchesMismatch() throws {
        let (session, time) = try pushed()
        let end = swipeBack(in: session, from: time, to: 300)
        settle(session, from: end)
        var recording = session.recording
        recording.script = GestureScript(steps: [])
        let check = session.checkReplay(of: recording)
        #expect(!check.replaysExactly)
        #expect(check.differences.first == "transitions ended live: navigation push from Home to Screen 2: completed; "
            + "navigation pop from Screen 2 to Home: completed; replayed: navigation push from Home to Screen 2: completed")
        #expect(check.differences.contains { $0.hasPrefix("final frame: the views differ") }, "\(check.differences)")
        #expect(check.summary.hasPrefix("does not replay exactly: transitions ended live"))
    }

    @Test("a touch far ahead of the page's frames is refused, and the stage goes on moving")
    func touchFromTheFuture() throws {
        let (session, time) = try pushed()
        guard case let .refused(reason) = session.receive(touch(.began, CGPoint(x: 6, y: 460), at: time + 5000)) else {
            Issue.record("a touch from the future was taken")
            return
        }
        #expect(reason.contains("more than 1.0 s after the page's latest frame"))
        #expect(session.delivered.isEmpty && session.window.touchesDown.isEmpty)
        let before = session.window.clock.now
        _ = session.frame(at: time + 0.5)
        #expect(abs(session.window.clock.now - before - 0.5) < 1e-9, "the engine's clock follows the frames")
    }

    @Test("a first message that is a touch far in the future doesn't hold the clock: the frames that follow move the stage")
    func firstTouchFromTheFuture() throws {
        for demo in [DemoTransition.push, .photo] {
            let session = try LiveSession(demo: demo)
            _ = session.receive(touch(.began, CGPoint(x: 6, y: 460), at: 1e6))
            _ = session.receive(touch(.ended, CGPoint(x: 6, y: 460), at: 1e6 + 0.01))
            _ = session.frame(at: 10)
            let before = session.window.clock.now
            for step in 1...30 { _ = session.frame(at: 10 + Double(step) / 60) }
            #expect(abs(session.window.clock.now - before - 0.5) < 1e-6, "\(demo): half a second of frames moves the engine half a second")
            _ = session.receive(.forward)
            for step in 31...150 { _ = session.frame(at: 10 + Double(step) / 60) }
            #expect(session.status.completed == 1, "\(demo): a transition runs to its end")
        }
    }

    @Test("a page clock that jumps ahead and back doesn't freeze the stage: the engine goes on from its present")
    func pageClockJumps() throws {
        let session = try LiveSession(demo: .dissolve, host: .navigation)
        _ = session.frame(at: 10)
        _ = session.frame(at: 100_000)
        let after = session.window.clock.now
        #expect(abs(after - 99_990) < 1e-6)
        _ = session.frame(at: 11)
        _ = session.frame(at: 11.5)
        #expect(abs(session.window.clock.now - after - 0.5) < 1e-6, "half a second of frames moves the engine half a second")
    }

    @Test("slow motion runs the engine's clock at a quarter of the page's, without a jump")
    func slowMotion() throws {
        let session = try LiveSession(demo: .dissolve, host: .navigation)
        _ = session.frame(at: 10)
        _ = session.frame(at: 11)
        #expect(abs(session.window.clock.now - 1) < 1e-9)
        #expect(session.receive(.slowMotion(true)) == .none)
        _ = session.frame(at: 13)
        #expect(abs(session.window.clock.now - 1.5) < 1e-9, "two page seconds, half an engine second")
        #expect(session.receive(.slowMotion(false)) == .none)
        _ = session.frame(at: 14)
        #expect(abs(session.window.clock.now - 2.5) < 1e-9)
    }

    @Test("a page that goes away mid-gesture: its fingers are cancelled and the transition settles cleanly")
    func disconnectMidGesture() throws {
        let (session, time) = try pushed()
        let now = holdSwipe(in: session, from: time)
        #expect(session.window.activeTransition != nil, "the swipe holds a pop")
        session.disconnect()
        #expect(session.window.touchesDown.isEmpty)
        settle(session, from: now)
        #expect(session.window.activeTransition == nil)
        session.checker.checkAtRest()
        #expect(session.checker.violations == [])
    }

    @Test("a touch that makes no sense is refused and changes nothing; an unknown demo or host too")
    func refusesNonsense() throws {
        let (session, time) = try pushed()
        let before = session.delivered.count
        guard case .refused = session.receive(touch(.moved, CGPoint(x: 10, y: 10), at: time)) else {
            Issue.record("a finger that never touched down moved")
            return
        }
        #expect(session.delivered.count == before && session.window.touchesDown.isEmpty)
        guard case .refused = session.receive(.show(demo: "spin", host: nil)),
              case .refused = session.receive(.show(demo: "photo", host: "tabbar"))
        else {
            Issue.record("an unknown demo or host was shown")
            return
        }
        #expect(session.demo == .push)
        #expect(session.receive(.show(demo: "zoom", host: "modal")) == .none)
        #expect(session.demo == .zoom && session.window.rootViewController is ZoomGridViewController)
    }
}
