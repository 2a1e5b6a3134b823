import Foundation
import Testing
@testable import Gestures

@MainActor
@Suite("PinchGestureRecognizer and RotationGestureRecognizer")
struct TwoFingerRecognizerTests {
    let host = TestHost()
    let arena: GestureArena

    init() { arena = GestureArena(host: host) }

    @Test("pinch: scale is the distance over the starting distance; velocity in scale per second")
    func pinch() throws {
        let pinch = PinchGestureRecognizer()
        host.root.add(pinch)
        let log = StateLog(pinch)
        var feed = TouchFeed(arena: arena)
        try place(&feed, span: 100, angle: 0, at: 0, phase: .began)
        try place(&feed, span: 105, angle: 0, at: 0.01, phase: .moved)
        #expect(pinch.state == .possible, "5 points is under the threshold")
        // Spread at 1 scale unit per second (100 points per second) for 100 ms.
        for frame in 2...10 {
            try place(&feed, span: 100 + Double(frame) * 1, angle: 0, at: Double(frame) * 0.01, phase: .moved)
        }
        #expect(log.states.first == .began)
        #expect(abs(pinch.scale - 1.10) < 1e-12)
        // The first sample (105 at 10 ms) is off the line; the last 9 are on it.
        #expect(abs(pinch.velocity - 1.0) < 0.25)
        pinch.scale = 1
        try place(&feed, span: 121, angle: 0, at: 0.11, phase: .moved)
        #expect(abs(pinch.scale - 1.1) < 1e-12, "re-based at 110 points")
        try feed.up(2, at: 0.12)
        #expect(log.states.last == .ended)
    }

    @Test("rotation: radians turned, clockwise positive, counting past a half turn")
    func rotation() throws {
        let rotation = RotationGestureRecognizer()
        host.root.add(rotation)
        let log = StateLog(rotation)
        var feed = TouchFeed(arena: arena)
        try place(&feed, span: 100, angle: 0, at: 0, phase: .began)
        try place(&feed, span: 100, angle: 0.05, at: 0.01, phase: .moved)
        #expect(rotation.state == .possible, "under 5°")
        // Turn through 270° in 10° steps, 10 ms apart: 1000°/s = 17.45 rad/s.
        var angle = 0.05
        var time = 0.01
        while angle < 1.5 * .pi {
            angle += 10 * .pi / 180
            time += 0.01
            try place(&feed, span: 100, angle: angle, at: time, phase: .moved)
        }
        #expect(log.states.first == .began)
        #expect(abs(rotation.rotation - angle) < 1e-9, "no wrap at ±π")
        #expect(abs(rotation.velocity - 10 * .pi / 180 / 0.01) < 1e-6)
        try feed.cancel(1, at: time + 0.01)
        #expect(log.states.last == .cancelled)
    }

    @Test("pinch and rotation together only when the delegate allows it")
    func simultaneous() throws {
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        host.root.add(pinch)
        host.root.add(rotation)
        var feed = TouchFeed(arena: arena)
        try place(&feed, span: 100, angle: 0, at: 0, phase: .began)
        try place(&feed, span: 140, angle: 0.5, at: 0.05, phase: .moved)
        #expect(pinch.state == .began)
        #expect(rotation.state == .failed, "exclusive by default: the pinch was first")
        try feed.send(at: 0.1, [(1, .ended, nil), (2, .ended, nil)])

        let both = Simultaneous()
        pinch.delegate = both
        try place(&feed, span: 100, angle: 0, at: 1, phase: .began)
        try place(&feed, span: 140, angle: 0.5, at: 1.05, phase: .moved)
        #expect(pinch.state == .began && rotation.state == .began)
    }
}

@MainActor
final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}
