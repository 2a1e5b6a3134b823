import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Gestures

@MainActor
@Suite("GestureArena")
struct GestureArenaTests {
    let host = TestHost()
    let arena: GestureArena

    init() { arena = GestureArena(host: host) }

    @Test("touches reach the hit view's recognizers and its ancestors', not its siblings'")
    func routing() throws {
        let left = TestView("left", windowFrame: CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = TestView("right", windowFrame: CGRect(x: 200, y: 0, width: 200, height: 800))
        host.root.addSubview(left)
        host.root.addSubview(right)
        let leftTap = TapGestureRecognizer(name: "left")
        let rightTap = TapGestureRecognizer(name: "right")
        let rootPress = LongPressGestureRecognizer(name: "root")
        rootPress.minimumPressDuration = 0
        left.add(leftTap)
        right.add(rightTap)
        host.root.add(rootPress)
        let both = Simultaneous()
        rootPress.delegate = both
        let leftLog = StateLog(leftTap)
        let rightLog = StateLog(rightTap)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 50, 50, at: 0)
        #expect(rootPress.state == .began)
        try feed.up(1, at: 0.05)
        #expect(leftLog.states == [.recognized])
        #expect(rightLog.states.isEmpty)
    }

    @Test("the first recognizer to begin wins; the others sharing its touches fail")
    func exclusivity() throws {
        let child = TestView("child", windowFrame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.root.addSubview(child)
        let inner = PanGestureRecognizer(name: "inner")
        let outer = PanGestureRecognizer(name: "outer")
        child.add(inner)
        host.root.add(outer)
        let outerLog = StateLog(outer)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        #expect(inner.state == .changed)
        #expect(outer.state == .failed)
        try feed.up(1, at: 0.1)
        #expect(outerLog.states.isEmpty)
        #expect(outer.state == .possible && inner.state == .possible)
        #expect(arena.recognizersInPlay.isEmpty)
    }

    @Test("should-begin returning false makes a recognizer fail and lets the next one win")
    func shouldBegin() throws {
        let child = TestView("child", windowFrame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.root.addSubview(child)
        let inner = PanGestureRecognizer(name: "inner")
        let outer = PanGestureRecognizer(name: "outer")
        child.add(inner)
        host.root.add(outer)
        let refuse = Refuse()
        inner.delegate = refuse
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        #expect(inner.state == .failed)
        #expect(outer.state == .changed)
    }

    @Test("should-receive returning false keeps a touch from a recognizer")
    func shouldReceive() throws {
        let pan = PanGestureRecognizer()
        host.root.add(pan)
        let leftHalfOnly = ReceiveLeftHalf()
        pan.delegate = leftHalfOnly
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 300, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        #expect(pan.state == .possible && pan.numberOfTouches == 0)
        try feed.up(1, at: 0.1)
        try feed.down(2, 100, 100, at: 0.2)
        try feed.drag(2, by: 50, 0, over: 0.05)
        #expect(pan.state == .changed)
    }

    @Test("a single tap that requires a double tap to fail waits for it", arguments: [false, true])
    func requireToFail(byDelegate: Bool) throws {
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        host.root.add(single)
        host.root.add(double)
        let requirement = RequireFailure(of: double)
        if byDelegate { single.delegate = requirement } else { single.require(toFail: double) }
        let singleLog = StateLog(single)
        let doubleLog = StateLog(double)
        var feed = TouchFeed(arena: arena)

        try feed.down(1, 100, 100, at: 0)
        try feed.up(1, at: 0.08)
        #expect(singleLog.states.isEmpty, "waiting for the double tap to fail")
        arena.advance(to: 0.08 + 0.35)
        #expect(singleLog.states == [.recognized])
        #expect(doubleLog.states.isEmpty)

        try feed.down(1, 100, 100, at: 1)
        try feed.up(1, at: 1.08)
        try feed.down(1, 100, 100, at: 1.2)
        try feed.up(1, at: 1.28)
        #expect(doubleLog.states == [.recognized])
        arena.advance(to: 3)
        #expect(singleLog.states == [.recognized], "the double tap won; the single tap failed")
    }

    @Test("refused input changes nothing", arguments: [0, 1, 2, 3])
    func refusedInput(kind: Int) throws {
        let pan = PanGestureRecognizer()
        host.root.add(pan)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        let translation = pan.translation(in: nil)
        let bad: TouchEvent
        let expected: TouchError
        switch kind {
        case 0:
            bad = try TouchEvent(timestamp: 0.01, touches: [Touch(id: 1, x: 900, y: 900, timestamp: 0.01, phase: .moved)])
            expected = .timestampWentBackwards(previous: 0.05, received: 0.01)
        case 1:
            bad = try TouchEvent(timestamp: 0.06, touches: [Touch(id: 1, x: 900, y: 900, timestamp: 0, phase: .began)])
            expected = .touchAlreadyDown(TouchIdentifier(1))
        case 2:
            bad = try TouchEvent(timestamp: 0.06, touches: [
                Touch(id: 1, x: 900, y: 900, timestamp: 0, phase: .moved),
                Touch(id: 7, x: 900, y: 900, timestamp: 0, phase: .moved),
            ])
            expected = .unknownTouch(TouchIdentifier(7))
        default:
            bad = try TouchEvent(timestamp: 0.06, touches: [])
            expected = .missingTouch(TouchIdentifier(1))
        }
        #expect(throws: expected) { try arena.handle(bad) }
        #expect(pan.translation(in: nil) == translation)
        #expect(pan.state == .changed)
        #expect(arena.now == 0.05)
        try feed.move(1, 200, 100, at: 0.07)
        #expect(pan.translation(in: nil) == CGPoint(x: 100, y: 0))
    }

    @Test("events with non-finite numbers or a finger twice cannot be built")
    func invalidEvents() {
        #expect(throws: TouchError.nonFiniteLocation(TouchIdentifier(1))) {
            try TouchEvent(timestamp: 0, touches: [Touch(id: 1, x: .nan, y: 0, timestamp: 0, phase: .began)])
        }
        #expect(throws: TouchError.nonFiniteLocation(TouchIdentifier(2))) {
            try TouchEvent(timestamp: 0, touches: [Touch(id: 2, x: 0, y: -.infinity, timestamp: 0, phase: .began)])
        }
        #expect(throws: TouchError.self) { try TouchEvent(timestamp: .infinity, touches: []) }
        #expect(throws: TouchError.duplicateTouch(TouchIdentifier(3))) {
            try TouchEvent(timestamp: 0, touches: [
                Touch(id: 3, x: 0, y: 0, timestamp: 0, phase: .began),
                Touch(id: 3, x: 1, y: 0, timestamp: 0, phase: .began),
            ])
        }
    }

    @Test("a recognizer with no view takes no touches and answers in window coordinates")
    func noView() throws {
        let pan = PanGestureRecognizer()
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test("removing a recognizer from its view mid-gesture cancels it")
    func detachMidGesture() throws {
        let pan = PanGestureRecognizer()
        host.root.add(pan)
        let log = StateLog(pan)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        host.root.remove(pan)
        #expect(log.states.last == .cancelled)
        try feed.drag(1, by: 50, 0, over: 0.05)
        try feed.up(1, at: 0.2)
        #expect(log.states.filter { $0 == .cancelled || $0 == .ended }.count == 1)
        #expect(pan.view == nil && pan.state == .possible)
    }

    @Test("the state machine allows exactly UIKit's transitions")
    func transitions() {
        let legal: Set<String> = [
            "possible>began", "possible>ended", "possible>failed",
            "began>changed", "began>ended", "began>cancelled",
            "changed>changed", "changed>ended", "changed>cancelled",
        ]
        for from in GestureRecognizerState.allCases {
            for to in GestureRecognizerState.allCases {
                #expect(from.canTransition(to: to) == legal.contains("\(from)>\(to)"), "\(from) → \(to)")
            }
        }
        #expect(GestureRecognizerState.recognized == .ended)
    }
}

@MainActor
final class ReceiveLeftHalf: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { touch.location.x < 200 }
}

@MainActor
final class Refuse: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
}

@MainActor
final class RequireFailure: GestureRecognizerDelegate {
    let other: GestureRecognizer
    init(of other: GestureRecognizer) { self.other = other }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        other === self.other
    }
}
