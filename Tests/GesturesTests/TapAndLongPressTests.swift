import Foundation
import Testing
@testable import Gestures

@MainActor
@Suite("TapGestureRecognizer and LongPressGestureRecognizer")
struct TapAndLongPressTests {
    let host = TestHost()
    let arena: GestureArena

    init() { arena = GestureArena(host: host) }

    @Test("a tap is recognized when the finger lifts")
    func tap() throws {
        let tap = TapGestureRecognizer()
        host.root.add(tap)
        let log = StateLog(tap)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.move(1, 105, 103, at: 0.03)
        #expect(log.states.isEmpty)
        try feed.up(1, at: 0.08)
        #expect(log.states == [.recognized])
        #expect(tap.state == .possible)
    }

    @Test("a tap fails when the finger moves more than its allowable movement")
    func tapMoves() throws {
        let tap = TapGestureRecognizer()
        host.root.add(tap)
        let log = StateLog(tap)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.move(1, 111, 100, at: 0.03)
        #expect(tap.state == .failed)
        try feed.up(1, at: 0.08)
        #expect(log.states.isEmpty && tap.state == .possible)
    }

    @Test("a double tap needs the second tap within the interval")
    func doubleTap() throws {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        host.root.add(tap)
        let log = StateLog(tap)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.up(1, at: 0.08)
        try feed.down(2, 101, 100, at: 0.3)
        try feed.up(2, at: 0.38)
        #expect(log.states == [.recognized])

        try feed.down(1, 100, 100, at: 1)
        try feed.up(1, at: 1.08)
        arena.advance(to: 1.08 + 0.36)
        #expect(tap.state == .possible && log.states.count == 1, "the interval passed: failed and reset")
        try feed.down(2, 101, 100, at: 1.5)
        try feed.up(2, at: 1.58)
        #expect(log.states.count == 1, "a lone second tap is a first tap again")
    }

    @Test("a two-finger tap needs both fingers; a third fails it")
    func twoFingers() throws {
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        host.root.add(tap)
        let log = StateLog(tap)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.up(1, at: 0.05)
        #expect(log.states.isEmpty, "one finger is not a two-finger tap")
        try feed.down(1, 100, 100, at: 1)
        try feed.down(2, 150, 100, at: 1.01)
        try feed.up(1, at: 1.06)
        try feed.up(2, at: 1.07)
        #expect(log.states == [.recognized])
        try feed.down(1, 100, 100, at: 2)
        try feed.down(2, 150, 100, at: 2.01)
        try feed.down(3, 200, 100, at: 2.02)
        #expect(tap.state == .failed)
    }

    @Test("a long press begins after its minimum duration, with no touch event needed")
    func longPress() throws {
        let press = LongPressGestureRecognizer()
        host.root.add(press)
        let log = StateLog(press)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        arena.advance(to: 0.49)
        #expect(press.state == .possible)
        arena.advance(to: 0.5)
        #expect(press.state == .began)
        try feed.move(1, 200, 100, at: 0.6)
        #expect(press.state == .changed, "after it began, any movement is a change")
        try feed.up(1, at: 0.7)
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("a long press with minimum duration 0 begins at touch-down")
    func touchDown() throws {
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = 0
        host.root.add(press)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        #expect(press.state == .began)
    }

    @Test("a long press fails if the finger moves or lifts too soon")
    func longPressFails() throws {
        let press = LongPressGestureRecognizer()
        host.root.add(press)
        let log = StateLog(press)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.move(1, 100, 115, at: 0.2)
        #expect(press.state == .failed)
        arena.advance(to: 1)
        try feed.up(1, at: 1.1)
        try feed.down(1, 100, 100, at: 2)
        try feed.up(1, at: 2.3)
        arena.advance(to: 3)
        #expect(log.states.isEmpty)
    }

    @Test("two required fingers: the press waits for both")
    func twoFingerPress() throws {
        let press = LongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        host.root.add(press)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        arena.advance(to: 0.6)
        #expect(press.state == .possible)
        try feed.down(2, 150, 100, at: 0.6)
        arena.advance(to: 1.05)
        #expect(press.state == .possible)
        arena.advance(to: 1.1)
        #expect(press.state == .began)
    }
}
