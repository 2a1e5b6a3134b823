import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Recording
import Stage
import Testing
import TransitionKit

/// What a session ends with: how each transition ended, and every view on screen at rest.
private struct EndState {
    var endings: [String]
    var views: [RecordedView]

    @MainActor
    init(_ window: Window) {
        let frames = window.recorder.frames
        let events: [RecordedEvent] = frames.flatMap(\.events)
        let kept: [RecordedEvent] = events.filter { $0.kind == .transitionCompleted || $0.kind == .transitionBegan }
        endings = kept.map { event in "\(event.kind.rawValue) \(event.detail)" }
        views = frames.last?.views ?? []
    }

    /// The views of `other` that are not where these are, within `tolerance` points.
    func differences(from other: EndState, tolerance: Double = 0.01) -> [String] {
        guard views.count == other.views.count else { return ["\(views.count) views, \(other.views.count) in the other"] }
        return zip(views, other.views).compactMap { mine, theirs in
            let placed = abs(mine.centerX - theirs.centerX) <= tolerance && abs(mine.centerY - theirs.centerY) <= tolerance
            let sized = abs(mine.width - theirs.width) <= tolerance && abs(mine.height - theirs.height) <= tolerance
            let looks = abs(mine.opacity - theirs.opacity) <= tolerance && abs(mine.rotation - theirs.rotation) <= 1e-6
            let close = mine.name == theirs.name && placed && sized && looks
            return close ? nil : "\(mine.name) at (\(mine.centerX), \(mine.centerY)) vs \(theirs.name) at (\(theirs.centerX), \(theirs.centerY))"
        }
    }
}

/// Delivers `events` as a live host does: each at its own time, between display frames at
/// 60 Hz (not the touches' rate), then runs to rest.
@MainActor
private func playLive(_ events: [TouchEvent], in window: Window) throws {
    for event in events {
        while window.clock.now + 1.0 / 60 <= event.timestamp { window.frame(at: window.clock.now + 1.0 / 60) }
        try window.send(event)
    }
    try window.runUntilIdle(timeout: 10)
}

@MainActor
@Suite("Touches recorded live replay exactly")
struct RecordedReplayTests {
    /// Touches a person might make, off any frame grid: 83 Hz with a hand's jitter.
    static func hand(_ steps: [GestureStep], at start: Double) throws -> [TouchEvent] {
        try GestureScript(touchRate: 83, jitter: 0.7, seed: 11, startTime: start, steps: steps).touchEvents()
    }

    @Test("a swipe back released past halfway, live at 60 Hz and replayed from its recording at 120 Hz: the same end")
    func swipeBack() throws {
        func scene() throws -> TransitionDemo {
            let demo = try TransitionDemo(transition: .push, host: .navigation, clock: try ManualClock())
            try demo.goForward()
            try demo.window.runUntilIdle()
            return demo
        }
        let live = try scene()
        let events = try Self.hand([
            .drag(path: [CGPoint(x: 6, y: 460), CGPoint(x: 140, y: 470), CGPoint(x: 240, y: 480)], duration: 0.45, lift: false),
            .flick(velocity: CGPoint(x: 700, y: 0), duration: 0.15),
        ], at: live.window.clock.now + 0.1)
        try playLive(events, in: live.window)
        let recording = GestureScript(recording: events)
        // Saved and read back as a person's session would be.
        let saved = try GestureScript.decode(from: JSONEncoder().encode(recording))
        let replay = try scene()
        try replay.window.inject(saved)
        try replay.window.runUntilIdle(timeout: 10)
        let (first, second) = (EndState(live.window), EndState(replay.window))
        #expect(first.endings == second.endings && first.endings.contains("transitionCompleted end"), "\(first.endings)")
        #expect(first.differences(from: second).isEmpty, "\(first.differences(from: second))")
        #expect(replay.navigation?.viewControllers.count == 1, "popped in the replay too")
    }

    @Test("a photo pinched, turned and flicked away live, replayed from its recording: the same end")
    func photo() throws {
        func scene() throws -> PhotoDemo {
            let demo = PhotoDemo(clock: try ManualClock())
            try demo.open(photo: 1)
            try demo.window.runUntilIdle()
            return demo
        }
        let live = try scene()
        let events = try Self.hand([
            .pinchRotateDrag(center: live.screenCenter, span: 120, scale: 0.7, rotation: 0.4, translation: CGPoint(x: 30, y: 200),
                             duration: 0.5, easing: .easeIn),
        ], at: live.window.clock.now + 0.05)
        try playLive(events, in: live.window)
        let replay = try scene()
        try replay.window.inject(GestureScript(recording: events))
        try replay.window.runUntilIdle(timeout: 10)
        let (first, second) = (EndState(live.window), EndState(replay.window))
        #expect(first.endings == second.endings)
        #expect(first.differences(from: second).isEmpty, "\(first.differences(from: second))")
        #expect(live.showsViewer == replay.showsViewer)
    }
}
