import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Testing
import TransitionKit

/// A host for the frame loop: one view, as big as the screen, that every touch hits.
@MainActor
private final class OneViewHost: GestureHost, GestureView, HostTouchObserver {
    var gestureRecognizers: [GestureRecognizer] = []
    var gestureSuperview: (any GestureView)? { nil }
    var windowBounds: CGRect { CGRect(x: 0, y: 0, width: 400, height: 800) }
    private(set) var delivered: [Double] = []
    private(set) var refused: [TouchError] = []

    func hitTest(_ point: CGPoint) -> (any GestureView)? { self }
    func convertFromWindow(_ point: CGPoint) -> CGPoint { point }
    func convertToWindow(_ point: CGPoint) -> CGPoint { point }

    func add(_ recognizer: GestureRecognizer) {
        gestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }

    func hostFrameLoop(_ loop: HostFrameLoop, delivered event: TouchEvent) { delivered.append(event.timestamp) }
    func hostFrameLoop(_ loop: HostFrameLoop, refused event: TouchEvent, error: TouchError) { refused.append(error) }
}

/// Steps once per frame and notes the time each step saw, and what the long press was then.
@MainActor
private final class Probe: FrameStepping {
    let press: LongPressGestureRecognizer
    private(set) var seen: [(time: Double, pressState: GestureRecognizerState)] = []
    var debugName: String { "probe" }
    init(press: LongPressGestureRecognizer) { self.press = press }
    func step(to time: Double) -> Bool {
        seen.append((time, press.state))
        return true
    }
}

@MainActor
@Suite("HostFrameLoop")
struct HostFrameLoopTests {
    @Test("a frame delivers the touches due, then fires deadlines, then steps the clock")
    func order() throws {
        let clock = try ManualClock(frameRate: 100)
        let loop = HostFrameLoop(clock: clock)
        let host = OneViewHost()
        loop.arena.host = host
        loop.touchObserver = host
        let press = LongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 0.015
        host.add(press)
        let probe = Probe(press: press)
        loop.animationLoop.add(probe)

        // A finger lands at 5 ms and is held; the press is due at 20 ms.
        loop.enqueue([try TouchEvent(timestamp: 0.005, touches: [Touch(id: 1, x: 10, y: 10, timestamp: 0, phase: .began)])])
        loop.frame(at: 0.01)
        #expect(host.delivered == [0.005])
        #expect(loop.touchesDown.count == 1)
        #expect(press.state == .possible)
        loop.frame(at: 0.02)
        // The deadline fired before the clock's step: the animations saw the press begun.
        #expect(probe.seen.map(\.time) == [0.01, 0.02])
        #expect(probe.seen.map(\.pressState) == [.possible, .began])
        #expect(clock.now == 0.02)
    }

    @Test("touches not yet due wait for their frame, in time order, whatever order they came in")
    func queued() throws {
        let loop = HostFrameLoop(clock: try ManualClock(frameRate: 100))
        let host = OneViewHost()
        loop.arena.host = host
        loop.touchObserver = host
        let late = try TouchEvent(timestamp: 0.03, touches: [Touch(id: 1, x: 10, y: 20, timestamp: 0, phase: .moved)])
        let early = try TouchEvent(timestamp: 0.005, touches: [Touch(id: 1, x: 10, y: 10, timestamp: 0, phase: .began)])
        loop.enqueue([late])
        loop.enqueue([early])
        #expect(loop.lastPendingTouch == late)
        loop.frame(at: 0.01)
        #expect(host.delivered == [0.005])
        #expect(loop.hasPendingTouches)
        loop.frame(at: 0.03)
        #expect(host.delivered == [0.005, 0.03])
        #expect(!loop.hasPendingTouches && loop.lastPendingTouch == nil)
        // Out of order within one batch too.
        let batched = HostFrameLoop(clock: try ManualClock(frameRate: 100))
        let other = OneViewHost()
        batched.arena.host = other
        batched.touchObserver = other
        batched.enqueue([late, early])
        #expect(batched.lastPendingTouch == late)
        batched.frame(at: 0.03)
        #expect(other.delivered == [0.005, 0.03])
    }

    @Test("a touch due at a frame's time is delivered in that frame, whatever the rounding of the two times")
    func dueDespiteRounding() throws {
        let loop = HostFrameLoop(clock: try ManualClock())
        let host = OneViewHost()
        loop.arena.host = host
        loop.touchObserver = host
        // 103 frames at 120 Hz, summed frame by frame as a clock does, against the same time
        // computed at once, as a script's grid does: they differ in the last bits.
        var summed = 0.0
        for _ in 0..<103 { summed += 1.0 / 120 }
        let grid = 103.0 / 120
        #expect(summed != grid, "the two roundings differ (else this test shows nothing)")
        let down = try TouchEvent(timestamp: max(summed, grid), touches: [Touch(id: 1, x: 10, y: 10, timestamp: 0, phase: .began)])
        let next = try TouchEvent(timestamp: 104.0 / 120 + 1e-6, touches: [Touch(id: 1, x: 12, y: 10, timestamp: 0, phase: .moved)])
        loop.enqueue([down, next])
        loop.frame(at: min(summed, grid))
        #expect(host.delivered == [max(summed, grid)], "delivered in its own frame, not the next")
        loop.frame(at: 104.0 / 120)
        #expect(host.delivered.count == 1, "a microsecond late is the next frame's")
    }

    @Test("a touch sent at once is delivered at once; a refused one changes nothing and is reported")
    func sent() throws {
        let loop = HostFrameLoop(clock: try ManualClock())
        let host = OneViewHost()
        loop.arena.host = host
        loop.touchObserver = host
        try loop.send(TouchEvent(timestamp: 1, touches: [Touch(id: 1, x: 10, y: 10, timestamp: 0, phase: .began)]))
        #expect(loop.touchesDown.map(\.id) == [TouchIdentifier(1)])
        let backwards = try TouchEvent(timestamp: 0.5, touches: [Touch(id: 1, x: 12, y: 10, timestamp: 0, phase: .moved)])
        #expect(throws: TouchError.self) { try loop.send(backwards) }
        #expect(host.refused.count == 1)
        #expect(loop.touchesDown.first?.location == CGPoint(x: 10, y: 10))
    }

    @Test("with deliveries unreported, the observer hears only of refusals; the arena still gets every touch")
    func deliveriesUnreported() throws {
        let loop = HostFrameLoop(clock: try ManualClock())
        let host = OneViewHost()
        loop.arena.host = host
        loop.touchObserver = host
        loop.reportsDeliveries = false
        try loop.send(TouchEvent(timestamp: 1, touches: [Touch(id: 1, x: 10, y: 10, timestamp: 1, phase: .began)]))
        loop.enqueue([try TouchEvent(timestamp: 1.01, touches: [Touch(id: 1, x: 14, y: 10, timestamp: 1.01, phase: .moved)])])
        loop.frame(at: 1.02)
        #expect(host.delivered.isEmpty)
        #expect(loop.touchesDown.first?.location == CGPoint(x: 14, y: 10), "both touches were delivered")
        let backwards = try TouchEvent(timestamp: 0.5, touches: [Touch(id: 1, x: 12, y: 10, timestamp: 0.5, phase: .moved)])
        #expect(throws: TouchError.self) { try loop.send(backwards) }
        #expect(host.refused.count == 1, "a refusal is reported either way")
        loop.reportsDeliveries = true
        try loop.send(TouchEvent(timestamp: 1.03, touches: [Touch(id: 1, x: 16, y: 10, timestamp: 1.03, phase: .ended)]))
        #expect(host.delivered == [1.03])
    }
}
