import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

@Suite("GestureScript events")
struct GestureScriptEventTests {
    typealias Support = GestureScriptTestSupport

    static let frame = 1.0 / 120

    /// The phases of finger `id` through `events`.
    static func phases(_ id: Int, _ events: [TouchEvent]) -> [TouchPhase] {
        Support.track(id, in: events).map(\.phase)
    }

    @Test("a tap is down 75 ms (9 frames at 120 Hz) without moving")
    func tap() throws {
        let point = CGPoint(x: 120, y: 240)
        let events = try GestureScript { GestureStep.tap(at: point) }.touchEvents()
        // began at frame 0, stationary at frames 1…8, ended at frame 9.
        #expect(events.count == 10)
        #expect(Self.phases(1, events) == [.began] + Array(repeating: .stationary, count: 8) + [.ended])
        #expect(events.allSatisfy { $0.touches.count == 1 && $0.touches[0].location == point })
        for (index, event) in events.enumerated() {
            #expect(abs(event.timestamp - Double(index) * Self.frame) < 1e-12)
        }
        #expect(abs((events.last?.timestamp ?? 0) - 0.075) < 1e-12)
    }

    @Test("a two-finger tap puts two fingers 40 points apart, centred on the point")
    func twoFingerTap() throws {
        let events = try GestureScript { GestureStep.tap(at: CGPoint(x: 100, y: 50), fingers: 2) }.touchEvents()
        let first = try #require(events.first)
        #expect(first.touches.map(\.id) == [TouchIdentifier(1), TouchIdentifier(2)])
        #expect(first.touches.map(\.location) == [CGPoint(x: 80, y: 50), CGPoint(x: 120, y: 50)])
        #expect(first.touches.allSatisfy { $0.phase == .began })
        #expect(events.last?.touches.allSatisfy { $0.phase == .ended } == true)
        #expect(Support.streamProblems(events).isEmpty)
    }

    @Test("a double tap's touch-downs are 150 ms apart, with a new finger for the second tap")
    func doubleTap() throws {
        let events = try GestureScript(startTime: 2) { GestureStep.doubleTap(at: CGPoint(x: 10, y: 10)) }.touchEvents()
        #expect(events.count == 20)
        let began = events.filter { !$0.touches(in: .began).isEmpty }
        #expect(began.count == 2)
        #expect(abs(began[1].timestamp - began[0].timestamp - 0.15) < 1e-12)
        #expect(abs(began[0].timestamp - 2) < 1e-12)
        #expect(began.map { $0.touches[0].id } == [TouchIdentifier(1), TouchIdentifier(2)])
        // Nothing is reported between the first lift (75 ms) and the second touch-down (150 ms).
        #expect(events.filter { $0.timestamp > 2.076 && $0.timestamp < 2.149 }.isEmpty)
        #expect(Support.streamProblems(events).isEmpty)
    }

    @Test("a long press, hold and lift report stationary frames at the touch rate")
    func longPressHoldLift() throws {
        let events = try GestureScript {
            GestureStep.longPress(at: CGPoint(x: 30, y: 40), duration: 0.5, lift: false)
            GestureStep.hold(duration: 0.25)
            GestureStep.lift
        }.touchEvents()
        // began at 0; stationary 60 frames (0.5 s) then 30 more (0.25 s); ended one frame later.
        #expect(events.count == 1 + 60 + 30 + 1)
        #expect(Self.phases(1, events) == [.began] + Array(repeating: .stationary, count: 90) + [.ended])
        #expect(abs((events.last?.timestamp ?? 0) - 91 * Self.frame) < 1e-12)
    }

    @Test("a long press that lifts ends after its duration")
    func longPress() throws {
        let events = try GestureScript { GestureStep.longPress(at: .zero, duration: 0.5) }.touchEvents()
        #expect(events.count == 61)
        #expect(events.last?.touches.first?.phase == .ended)
        #expect(abs((events.last?.timestamp ?? 0) - 0.5) < 1e-12)
    }

    @Test("a drag begins, moves every frame and ends at its last point on its last frame")
    func dragPhases() throws {
        let events = try GestureScript {
            GestureStep.drag(path: [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0)], duration: 0.25, easing: .linear)
        }.touchEvents()
        // 0.25 s = 30 frames after the touch-down.
        #expect(events.count == 31)
        #expect(Self.phases(1, events) == [.began] + Array(repeating: .moved, count: 29) + [.ended])
        #expect(events.last?.touches.first?.location == CGPoint(x: 200, y: 0))
        let spacing = zip(events.dropFirst(), events).map { $0.timestamp - $1.timestamp }
        #expect(spacing.allSatisfy { abs($0 - Self.frame) < 1e-12 })
    }

    @Test("the touch rate sets the frame interval", arguments: [30.0, 60.0, 240.0])
    func touchRate(rate: Double) throws {
        let events = try GestureScript(touchRate: rate, startTime: 1) {
            GestureStep.drag(path: [.zero, CGPoint(x: 0, y: 100)], duration: 0.5)
        }.touchEvents()
        #expect(events.count == Int(rate / 2) + 1)
        for (index, event) in events.enumerated() {
            #expect(abs(event.timestamp - (1 + Double(index) / rate)) < 1e-12)
        }
    }

    @Test("cancel ends every finger down as cancelled, one frame after the last event")
    func cancel() throws {
        let events = try GestureScript {
            GestureStep.pinch(center: CGPoint(x: 100, y: 100), span: 50, scale: 2, duration: 0.1, lift: false)
            GestureStep.cancel
        }.touchEvents()
        let last = try #require(events.last)
        let beforeLast = events[events.count - 2]
        #expect(last.touches.map(\.phase) == [.cancelled, .cancelled])
        #expect(last.touches.map(\.location) == beforeLast.touches.map(\.location))
        #expect(abs(last.timestamp - beforeLast.timestamp - Self.frame) < 1e-12)
    }

    @Test("a wait puts its duration between the last event and the next")
    func wait() throws {
        let events = try GestureScript {
            GestureStep.wait(duration: 0.5)
            GestureStep.tap(at: .zero)
            GestureStep.wait(duration: 0.25)
            GestureStep.wait(duration: 0.25)
            GestureStep.tap(at: .zero)
        }.touchEvents()
        #expect(events.count == 20)
        #expect(abs(events[0].timestamp - 0.5) < 1e-12)
        #expect(abs(events[10].timestamp - events[9].timestamp - 0.5) < 1e-12)
    }

    @Test("steps follow each other one frame apart")
    func backToBack() throws {
        let events = try GestureScript {
            GestureStep.tap(at: .zero)
            GestureStep.tap(at: CGPoint(x: 50, y: 0))
        }.touchEvents()
        #expect(events.count == 20)
        #expect(abs(events[10].timestamp - events[9].timestamp - Self.frame) < 1e-12)
        #expect(events[10].touches.first?.id == TouchIdentifier(2))
    }

    @Test("every event holds every finger down, and identifiers are never shared")
    func streamIsConsistent() throws {
        let events = try GestureScript(jitter: 1, seed: 3) {
            GestureStep.longPress(at: CGPoint(x: 50, y: 50), duration: 0.6, lift: false)
            GestureStep.drag(path: [CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 150)], duration: 0.3, lift: false)
            GestureStep.flick(velocity: CGPoint(x: -1000, y: 0))
            GestureStep.pinch(center: CGPoint(x: 200, y: 300), span: 100, scale: 2, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.rotate(rotation: .pi / 2, lift: false)
            GestureStep.pinchRotateDrag(scale: 0.5, rotation: -0.5, translation: CGPoint(x: 40, y: 0), lift: false)
            GestureStep.lift
            GestureStep.tap(at: CGPoint(x: 10, y: 10), fingers: 3)
            GestureStep.edgeSwipe(edge: .left, screen: CGSize(width: 390, height: 844), distance: 200)
            GestureStep.doubleTap(at: CGPoint(x: 10, y: 10), fingers: 2)
        }.touchEvents()
        #expect(Support.streamProblems(events) == [])
        let began = events.flatMap { $0.touches(in: .began) }.map(\.id.rawValue)
        // 1 (long press, drag, flick), 2–3 (pinch…), 4–6 (tap), 7 (edge swipe), 8–11 (double tap).
        #expect(began == Array(1...11))
        // Two fingers carry on from the pinch through the rotation and the combined motion.
        let twoFingerEvents = events.filter { $0.touches.contains { $0.id == TouchIdentifier(2) } }
        #expect(twoFingerEvents.count == 1 + 48 + 12 + 48 + 60 + 1)
        #expect(twoFingerEvents.allSatisfy { $0.touches.map(\.id.rawValue) == [2, 3] })
    }

    @Test("a drag continues from a long-pressed finger through every point of its path")
    func dragContinuesFromLongPress() throws {
        let events = try GestureScript {
            GestureStep.longPress(at: CGPoint(x: 100, y: 400), duration: 0.5, lift: false)
            GestureStep.drag(path: [CGPoint(x: 300, y: 400)], duration: 0.25, easing: .linear)
        }.touchEvents()
        let touches = Support.track(1, in: events)
        #expect(touches.count == 1 + 60 + 30)
        // Linear over 200 points in 30 frames: 20/3 points per frame from x = 100.
        #expect(abs(Double(touches[61].location.x) - (100 + 200.0 / 30)) < 1e-9)
        #expect(touches.last?.location == CGPoint(x: 300, y: 400))
        #expect(touches.last?.phase == .ended)
    }
}
