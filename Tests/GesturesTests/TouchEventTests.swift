import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures

@Suite("TouchEvent")
struct TouchEventTests {
    static func touch(_ id: Int, _ x: Double, at time: Double = 1, _ phase: TouchPhase = .moved) -> Touch {
        Touch(id: id, x: x, y: 0, timestamp: time, phase: phase)
    }

    @Test("touches in order, stamped with the event's time, are kept as given")
    func readyTouches() throws {
        let touches = [Self.touch(1, 10), Self.touch(2, 20, .stationary), Self.touch(5, 50)]
        let event = try TouchEvent(timestamp: 1, touches: touches)
        #expect(event.timestamp == 1)
        #expect(event.touches == touches)
        #expect(!event.changesFingers)
        #expect(try TouchEvent(timestamp: 1, touches: [Self.touch(1, 10), Self.touch(2, 20, .began)]).changesFingers)
        #expect(try TouchEvent(timestamp: 1, touches: [Self.touch(3, 10, .cancelled)]).changesFingers)
        #expect(try TouchEvent(timestamp: 1, touches: []).touches.isEmpty)
    }

    @Test("touches out of order are sorted by identifier; each takes the event's time")
    func sortedAndRestamped() throws {
        let event = try TouchEvent(timestamp: 2, touches: [
            Self.touch(7, 70, at: 0), Self.touch(3, 30, at: .nan, .ended), Self.touch(5, 50, at: 2),
        ])
        #expect(event.touches.map(\.id.rawValue) == [3, 5, 7])
        #expect(event.touches.map { Double($0.location.x) } == [30, 50, 70])
        #expect(event.touches.allSatisfy { $0.timestamp == 2 })
        #expect(event.touches.map(\.phase) == [.ended, .moved, .moved])
        #expect(event.changesFingers)
        // In order but stamped with another time: restamped all the same.
        let restamped = try TouchEvent(timestamp: 4, touches: [Self.touch(1, 10, at: 3), Self.touch(2, 20, at: 4)])
        #expect(restamped.touches == [Self.touch(1, 10, at: 4), Self.touch(2, 20, at: 4)])
    }

    @Test("the first problem is the one reported: the time, then each touch in identifier order")
    func firstProblemReported() {
        #expect(throws: TouchError.nonFiniteTimestamp(.infinity)) {
            try TouchEvent(timestamp: .infinity, touches: [Self.touch(1, .nan), Self.touch(1, 0)])
        }
        // Sorted, finger 1 twice comes before finger 2's location.
        #expect(throws: TouchError.duplicateTouch(TouchIdentifier(1))) {
            try TouchEvent(timestamp: 1, touches: [Self.touch(2, .nan), Self.touch(1, 0), Self.touch(1, 5)])
        }
        // A finger's location is checked before the same finger a second time.
        #expect(throws: TouchError.nonFiniteLocation(TouchIdentifier(1))) {
            try TouchEvent(timestamp: 1, touches: [Self.touch(1, .infinity), Self.touch(1, 0)])
        }
        #expect(throws: TouchError.nonFiniteLocation(TouchIdentifier(4))) {
            try TouchEvent(timestamp: 1, touches: [Self.touch(2, 0), Self.touch(4, -.infinity)])
        }
        #expect(throws: TouchError.duplicateTouch(TouchIdentifier(2))) {
            try TouchEvent(timestamp: 1, touches: [Self.touch(2, 0), Self.touch(2, 0)])
        }
    }
}
