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

@MainActor
@Suite("Live recordings")
struct LiveRecordingTests {
    /// A swipe back made in headless Chromium by the live browser test (touch events over the
    /// DevTools protocol, at the browser's own times): Forward pushed a screen, then a finger
    /// swiped from the left edge and the pop completed. The live page reported 2 completed, 0
    /// cancelled, one screen left and no violation.
    private func chromiumSwipeBack() throws -> LiveRecording {
        try fixture("live-push-swipe-back")
    }

    private func fixture(_ name: String) throws -> LiveRecording {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try LiveRecording.decode(from: Data(contentsOf: url))
    }

    /// Sessions recorded live in headless Chromium by the live browser test, and how their
    /// transitions ended there (as its page showed them):
    /// - a swipe back from the left edge, one finger;
    /// - the photo opened with Forward, then pinched, rotated and flicked down with two fingers;
    /// - a Zoom story opened with Forward in slow motion, its image grabbed mid-flight and
    ///   dragged back down to its card;
    /// - a Zoom card spread open by a trackpad pinch (ctrl + wheel, two pinches as the page
    ///   made them of the wheel's turns): the second grabbed the flying card and spread it on,
    ///   barely moving it — the story opens (it was once sent back by the pan's rule).
    nonisolated static let chromiumSessions: [(name: String, forward: Bool, endings: [String])] = [
        ("live-push-swipe-back", true,
         ["navigation push from Home to Screen 2: completed", "navigation pop from Screen 2 to Home: completed"]),
        ("live-photo-pinch-rotate-flick", true,
         ["modal present from Photos to Viewer: completed", "modal dismiss from Viewer to Photos: completed"]),
        ("live-zoom-grab-mid-flight", true, ["modal present from Stories to Story: cancelled"]),
        ("live-zoom-trackpad-pinch-regrab", false, ["modal present from Stories to Story: completed"]),
    ]

    @Test("a session recorded live in Chromium replays to the end it reached live, at any frame rate",
          arguments: chromiumSessions.indices, [60.0, 120, 240])
    func chromiumSessionReplays(index: Int, framesPerSecond: Double) throws {
        let (name, forward, endings) = Self.chromiumSessions[index]
        let recording = try fixture(name)
        #expect(recording.actions.map(\.kind) == (forward ? [.forward] : []))
        let stage = try DemoStage(recording.demo, host: recording.host, clock: try ManualClock(frameRate: framesPerSecond))
        let checker = InvariantChecker(window: stage.window)
        try stage.replay(recording)
        checker.checkAtRest()
        #expect(checker.endings.map(\.description) == endings)
        #expect(checker.violations == [])
        #expect(stage.window.issues.isEmpty)
        let replicas = FrameRecorder.snapshot(of: stage.window, time: 0).views.filter(\.isSnapshot).map(\.name)
        #expect(replicas == [], "nothing left flying")
    }

    @Test("the photo recorded in Chromium used two fingers at once, as a pinch does")
    func chromiumPhotoIsMultiTouch() throws {
        let events = try fixture("live-photo-pinch-rotate-flick").script.touchEvents()
        #expect(events.contains { $0.touches.filter { $0.phase.isDown }.count == 2 })
    }

    @Test("the lab's scene plays a live recording as `run --script` does, to rest")
    func sceneRecords() throws {
        let recording = try chromiumSwipeBack()
        let scene = DemoScene(identifier: "live", title: "live", summary: "", content: .live(recording))
        let recorded = try scene.record(framesPerSecond: 120)
        let last = try #require(recorded.frames.last)
        #expect(last.transition == nil)
        #expect(recorded.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }.count == 2)
    }

    @Test("a recording reads back as written")
    func roundTrip() throws {
        let recording = LiveRecording(
            demo: .zoom, host: .navigation, reducedMotion: true,
            actions: [LiveAction(time: 0.5, kind: .forward), LiveAction(time: 2, kind: .reducedMotionOff), LiveAction(time: 3, kind: .back)],
            script: GestureScript(startTime: 1, steps: [.tap(at: CGPoint(x: 100, y: 200))]))
        let data = try JSONEncoder().encode(recording)
        #expect(try LiveRecording.decode(from: data) == recording)
        #expect(LiveRecording.isRecording(data))
        #expect(!LiveRecording.isRecording(try JSONEncoder().encode(recording.script)))
    }

    nonisolated static let script = #""script": {"steps": [{"kind": "tap", "at": [10, 10]}]}"#
    nonisolated static let hostile: [(json: String, phrase: String)] = [
        (#"{"scene": {"demo": "spin", "host": "modal", "actions": []}, \#(script)}"#, "scene.demo: unknown demo"),
        (#"{"scene": {"demo": "photo", "host": "tabbar", "actions": []}, \#(script)}"#, "scene.host: \"tabbar\" is not a host for photo"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": [], "speed": 2}, \#(script)}"#, "scene.speed: is not a key"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": [{"time": -1, "do": "forward"}]}, \#(script)}"#,
         "scene.actions[0].time: must be a finite number"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": [{"time": 2, "do": "forward"}, {"time": 1, "do": "back"}]}, \#(script)}"#,
         "scene.actions[1].time: comes before"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": [{"time": 1, "do": "explode"}]}, \#(script)}"#,
         "scene.actions[0].do: must be one of forward, back"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": []}}"#, "script: is missing"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": []}, "script": {"steps": [{"kind": "drag", "path": [[0, 0]]}]}}"#,
         "script"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": []}, \#(script), "extra": 1}"#, "extra: is not a key of a live recording"),
        // Issue 29, point 12: every refusal names its path and the rule.
        (#"{"scene": {"demo": "push", "host": "modal", "actions": []}, \#(touches(id: "1.5"))}"#,
         "script.steps[0].frames[0].touches[0].id: expected a whole number, got 1.5"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": []}, \#(touches(id: "9223372036854775808"))}"#,
         "script.steps[0].frames[0].touches[0].id: expected a whole number from"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": []}, \#(touches(id: "1", x: "1e400"))}"#,
         "script.steps[0].frames[0].touches[0].at[0]: the number 1e400 can't be read: a number must lie within ±1.8e308"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": [{"time": 1e400, "do": "back"}]}, \#(script)}"#,
         "scene.actions[0].time: the number 1e400 can't be read"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": [{"time": -1e-400, "do": "back"}]}, \#(script)}"#,
         "scene.actions[0].time: the number -1e-400 can't be read"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": [{"do": "back"}]}, \#(script)}"#,
         "scene.actions[0].time: is missing: an action has a time"),
        (#"{\#(script)}"#, "scene: is missing: a live recording has a scene"),
        (#"{"scene": {"demo": "push", "host": "modal", "actions": []}, "script": {"startTime": -1, "steps": [{"kind": "tap", "at": [10, 10]}]}}"#,
         "script.startTime: must be 0 or more"),
    ]

    /// A script of one touches step: one finger with id `id` beginning at (`x`, 10), then ending.
    nonisolated static func touches(id: String, x: String = "10") -> String {
        #""script": {"steps": [{"kind": "touches", "frames": [{"time": 0, "touches": [{"id": \#(id), "at": [\#(x), 10], "phase": "began"}]}, "#
            + #"{"time": 0.1, "touches": [{"id": \#(id), "at": [\#(x), 10], "phase": "ended"}]}]}]}"#
    }

    @Test("a recording missing its scene is read as a recording, and refused for the scene")
    func missingScene() {
        let data = Data(#"{\#(Self.script)}"#.utf8)
        #expect(LiveRecording.isRecording(data))
    }

    @Test("a hostile recording is refused, naming where", arguments: hostile.indices)
    func refusesHostile(index: Int) {
        let (json, phrase) = Self.hostile[index]
        do {
            _ = try LiveRecording.decode(from: Data(json.utf8))
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description.contains(phrase), "\(error.description)")
        }
    }

    @Test("a recording of another scene is refused by the stage")
    func mismatch() throws {
        let recording = try chromiumSwipeBack()
        let stage = try DemoStage(.dissolve, host: .navigation, clock: try ManualClock())
        #expect(throws: DemoStageError.self) { try stage.replay(recording) }
    }

    @Test("a session saved with a finger down ends with it cancelled, so it comes to rest")
    func fingerDownAtSave() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        _ = session.frame(at: 1)
        #expect(session.receive(.touches(time: 1.01, touches: [Touch(id: 1, x: 200, y: 300, timestamp: 0, phase: .began)])) == .none)
        guard case let .saved(recording, _) = session.receive(.save) else {
            Issue.record("not saved")
            return
        }
        #expect(try recording.script.extent().fingersDownAtEnd == 0)
        #expect(session.window.touchesDown.count == 1, "saving doesn't lift the finger live")
    }

    @Test("touches that arrive at one time, or older than the last frame, get times of their own, so the recording is a valid script")
    func sameTimes() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        _ = session.frame(at: 1)
        _ = session.frame(at: 1.5)
        let down = Touch(id: 1, x: 200, y: 300, timestamp: 0, phase: .began)
        #expect(session.receive(.touches(time: 1.4, touches: [down])) == .none, "older than the frame at 1.5")
        let moved = Touch(id: 1, x: 210, y: 300, timestamp: 0, phase: .moved)
        #expect(session.receive(.touches(time: 1.4, touches: [moved])) == .none)
        #expect(session.receive(.touches(time: 1.4, touches: [moved])) == .none)
        let times = session.delivered.map(\.timestamp)
        #expect(times.count == 3 && zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect(times.first == 0.5, "the engine's present, page time 1.5")
        guard case let .saved(recording, _) = session.receive(.save) else {
            Issue.record("not saved")
            return
        }
        try recording.script.validate()
        let stage = try DemoStage(.push, host: .navigation, clock: try ManualClock())
        try stage.replay(try LiveRecording.decode(from: try JSONEncoder().encode(recording)))
        #expect(stage.window.touchesDown.isEmpty && stage.window.issues.isEmpty)
    }
}

@MainActor
@Suite("Live recordings: a full recording")
struct LiveRecordingLimitTests {
    @Test("a full recording stops recording mid-swipe, the demo goes on, and what it holds still comes to rest when replayed")
    func full() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        session.recordingLimit = 6
        _ = session.frame(at: 1)
        #expect(session.receive(.forward) == .none)
        for index in 1...60 { _ = session.frame(at: 1 + Double(index) / 60) }
        var time = 2.1
        #expect(session.receive(.touches(time: time, touches: [Touch(id: 1, x: 4, y: 420, timestamp: 0, phase: .began)])) == .none)
        for step in 1...20 {
            time += 1.0 / 60
            _ = session.receive(.touches(time: time, touches: [Touch(id: 1, x: 4 + Double(step) * 15, y: 420, timestamp: 0, phase: .moved)]))
            _ = session.frame(at: time)
        }
        #expect(session.isRecordingFull && session.status.recordingFull)
        #expect(session.delivered.count == 5 && session.actions.count == 1)
        #expect(session.window.touchesDown.first?.location.x == 304, "the demo went on past the limit")
        let recording = session.recording
        #expect(try recording.script.extent().fingersDownAtEnd == 0, "the finger held in the recording is lifted at its end")
        let stage = try DemoStage(.push, host: .navigation, clock: try ManualClock())
        try stage.replay(recording)
        #expect(stage.window.touchesDown.isEmpty && stage.window.activeTransition == nil && stage.window.issues.isEmpty)
    }
}
