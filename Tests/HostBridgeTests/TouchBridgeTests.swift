import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import HostBridge
import Testing

/// Stand-ins for a platform's touch objects: only their identity matters.
@MainActor
private final class TouchObject {}

@MainActor
private func touch(_ object: TouchObject, _ x: Double, _ y: Double, _ phase: TouchPhase) -> PlatformTouch {
    PlatformTouch(key: ObjectIdentifier(object), location: CGPoint(x: x, y: y), phase: phase)
}

@MainActor
@Suite("TouchBridge")
struct TouchBridgeTests {
    private let bridge = TouchBridge()
    private let a = TouchObject()
    private let b = TouchObject()

    @Test("a touch begins, moves and ends as one finger; the same event seen again gives nothing")
    func oneFinger() throws {
        let began = bridge.events(for: [touch(a, 10, 10, .began)], at: 1)
        #expect(began.count == 1)
        let id = try #require(began.first?.touches.first?.id)
        #expect(began.first?.touches.first?.phase == .began)
        // A second recognizer hands over the same UIEvent.
        #expect(bridge.events(for: [touch(a, 10, 10, .began)], at: 1).isEmpty)
        let moved = bridge.events(for: [touch(a, 20, 10, .moved)], at: 1.01)
        #expect(moved.first?.touches == [Touch(id: id, location: CGPoint(x: 20, y: 10), timestamp: 1.01, phase: .moved)])
        #expect(bridge.events(for: [touch(a, 20, 10, .moved)], at: 1.01).isEmpty)
        let ended = bridge.events(for: [touch(a, 20, 10, .ended)], at: 1.02)
        #expect(ended.first?.touches.first?.phase == .ended)
        #expect(bridge.fingersDown == 0)
        #expect(bridge.events(for: [touch(a, 20, 10, .ended)], at: 1.02).isEmpty)
    }

    @Test("every finger down is in every event; a second finger gets its own number")
    func twoFingers() throws {
        _ = bridge.events(for: [touch(a, 10, 10, .began)], at: 0)
        let events = bridge.events(for: [touch(a, 10, 10, .stationary), touch(b, 50, 50, .began)], at: 0.01)
        let event = try #require(events.first)
        #expect(event.touches.count == 2)
        #expect(Set(event.touches.map(\.id)).count == 2)
        #expect(event.touches.map(\.phase).sorted { $0.rawValue < $1.rawValue } == [.began, .stationary])
    }

    @Test("a touch first seen moving begins (a recognizer added mid-touch); one first seen ending is ignored")
    func midTouch() {
        let events = bridge.events(for: [touch(a, 10, 10, .moved)], at: 0)
        #expect(events.first?.touches.first?.phase == .began)
        #expect(bridge.events(for: [touch(a, 10, 10, .moved), touch(b, 30, 30, .ended)], at: 0.01).isEmpty)
        #expect(bridge.fingersDown == 1)
    }

    @Test("a finger the platform stops reporting is cancelled first, at the same time")
    func lostFinger() throws {
        _ = bridge.events(for: [touch(a, 10, 10, .began)], at: 0)
        _ = bridge.events(for: [touch(a, 10, 10, .stationary), touch(b, 50, 50, .began)], at: 0.01)
        // An event without `a`: its end never reached any recognizer.
        let events = bridge.events(for: [touch(b, 60, 50, .moved)], at: 0.02)
        #expect(events.count == 2)
        let lost = try #require(events.first)
        #expect(lost.timestamp == 0.02)
        #expect(lost.touches.contains { $0.phase == .cancelled && $0.location == CGPoint(x: 10, y: 10) })
        #expect(lost.touches.contains { $0.phase == .stationary })
        #expect(events.last?.touches.count == 1)
        #expect(bridge.fingersDown == 1)
    }

    @Test("a touch object that begins again later is a new touch in the old one's place")
    func reusedObject() throws {
        let first = try #require(bridge.events(for: [touch(a, 10, 10, .began)], at: 0).first?.touches.first?.id)
        let events = bridge.events(for: [touch(a, 200, 200, .began)], at: 5)
        #expect(events.count == 2)
        #expect(events.first?.touches.first?.phase == .cancelled)
        let second = try #require(events.last?.touches.first)
        #expect(second.phase == .began && second.id != first && second.location == CGPoint(x: 200, y: 200))
    }

    @Test("time never goes back; a non-finite location keeps the finger where it was")
    func hostileInput() throws {
        _ = bridge.events(for: [touch(a, 10, 10, .began)], at: 2)
        let back = bridge.events(for: [touch(a, 20, 10, .moved)], at: 1)
        #expect(back.first?.timestamp == 2)
        let nan = bridge.events(for: [touch(a, .nan, 10, .moved)], at: 3)
        #expect(nan.isEmpty)
        let infinite = bridge.events(for: [touch(a, 30, 10, .moved)], at: .infinity)
        #expect(infinite.first?.timestamp == 2)
        #expect(bridge.events(for: [touch(a, 30, 10, .stationary), touch(b, .infinity, 0, .began)], at: 4).isEmpty)
    }

    @Test("cancelling all lifts every finger once")
    func cancelAll() throws {
        _ = bridge.events(for: [touch(a, 10, 10, .began), touch(b, 20, 20, .began)], at: 0)
        let event = try #require(bridge.cancelAll(at: 0.5))
        #expect(event.touches.allSatisfy { $0.phase == .cancelled })
        #expect(event.touches.count == 2)
        #expect(bridge.cancelAll(at: 0.6) == nil)
    }

    @Test("whatever the platform reports, the arena accepts every event the bridge makes")
    func arenaAcceptsEverything() throws {
        let host = OneViewScreen()
        let arena = GestureArena(host: host)
        let objects = (0..<4).map { _ in TouchObject() }
        var random = SplitMix64(seed: 7)
        let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]
        var time = 0.0
        for _ in 0..<2_000 {
            time += Double(random.next() % 20) / 1000 - 0.002
            var reported: [PlatformTouch] = []
            for object in objects where random.next() % 3 != 0 {
                let phase = phases[Int(random.next() % UInt64(phases.count))]
                reported.append(touch(object, Double(random.next() % 400), Double(random.next() % 800), phase))
            }
            for event in bridge.events(for: reported, at: time) { try arena.handle(event) }
        }
        if let last = bridge.cancelAll(at: time) { try arena.handle(last) }
        #expect(arena.touchesDown.isEmpty)
    }
}
