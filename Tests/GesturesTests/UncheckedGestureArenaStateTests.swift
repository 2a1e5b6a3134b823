import Foundation
import Testing
@testable import Gestures

@MainActor
@Suite("UncheckedGestureArenaState: actions that change the recognizers in play mid-event")
struct GestureArenaStateTests {
    let host = TestHost()
    let arena: GestureArena

    init() { arena = GestureArena(host: host) }

    @Test("an action that disables another participant as it begins: the other fails and leaves")
    func disableOtherParticipant() throws {
        let winner = PanGestureRecognizer(name: "winner")
        let other = PanGestureRecognizer(name: "other")
        other.movementThreshold = 50
        host.root.add(winner)
        host.root.add(other)
        let winnerLog = StateLog(winner)
        let otherLog = StateLog(other)
        winner.addTarget { [other] recognizer in
            if recognizer.state == .began { other.isEnabled = false }
        }
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        #expect(arena.recognizersInPlay.count == 2)
        try feed.move(1, 120, 100, at: 0.01)
        // Disabled while possible with a finger down: it failed and was reset at once, so it
        // no longer shares the finger and stays possible, with nothing tracked.
        #expect(other.state == .possible && other.numberOfTouches == 0)
        try feed.move(1, 130, 100, at: 0.02)
        try feed.up(1, at: 0.03)

        #expect(winnerLog.states == [.began, .changed, .ended])
        #expect(otherLog.states.isEmpty)
        #expect(other.state == .possible && !other.isEnabled)
        #expect(arena.recognizersInPlay.isEmpty)
        #expect(arena.touchesDown.isEmpty)
    }

    @Test("an action that, mid-move, takes every participant off its view, dropping the view's references: the move finishes, and they are freed once the arena lets them go")
    func dropEveryParticipantMidMove() throws {
        weak var weakFirst: GestureRecognizer?
        weak var weakSecond: GestureRecognizer?
        var feed = TouchFeed(arena: arena)
        do {
            // Only the view and the arena hold them once this scope ends.
            let first = PanGestureRecognizer(name: "first")
            let second = PanGestureRecognizer(name: "second")
            second.movementThreshold = 50
            host.root.add(first)
            host.root.add(second)
            weakFirst = first
            weakSecond = second
            first.addTarget { [host] recognizer in
                guard recognizer.state == .began else { return }
                // The arena is delivering this move to each participant in turn: `second` comes
                // after this one, in the middle of being let go.
                for participant in host.root.gestureRecognizers { host.root.remove(participant) }
            }
            try feed.down(1, 100, 100, at: 0)
            #expect(arena.recognizersInPlay.count == 2)
        }
        try feed.move(1, 120, 100, at: 0.01)

        #expect(host.root.gestureRecognizers.isEmpty)
        #expect(weakFirst?.view == nil && weakSecond?.view == nil)
        try feed.move(1, 130, 100, at: 0.02)
        try feed.up(1, at: 0.03)
        #expect(arena.recognizersInPlay.isEmpty)
        #expect(arena.touchesDown.isEmpty)
        #expect(weakFirst == nil && weakSecond == nil, "freed once the arena let them go")
    }

    @Test("an action that swaps its recognizer for a new one as it ends: the next gesture reaches the new one")
    func replaceOnEnd() throws {
        let first = PanGestureRecognizer(name: "first")
        let second = PanGestureRecognizer(name: "second")
        host.root.add(first)
        let firstLog = StateLog(first)
        let secondLog = StateLog(second)
        first.addTarget { [host] recognizer in
            guard recognizer.state == .ended else { return }
            host.root.remove(recognizer)
            host.root.add(second)
        }
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.move(1, 120, 100, at: 0.01)
        try feed.up(1, at: 0.02)

        #expect(firstLog.states == [.began, .ended])
        #expect(first.view == nil)
        #expect(arena.recognizersInPlay.isEmpty)

        try feed.down(2, 100, 100, at: 0.1)
        #expect(arena.recognizersInPlay.map(\.name) == ["second"])
        try feed.move(2, 120, 100, at: 0.11)
        try feed.up(2, at: 0.12)
        #expect(secondLog.states == [.began, .ended])
        #expect(firstLog.states == [.began, .ended])
    }

    @Test("two fingers lift while a third stays: the arena keeps exactly the finger still down")
    func fingersComeAndGo() throws {
        let pan = PanGestureRecognizer()
        host.root.add(pan)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.down(2, 150, 100, at: 0.01)
        try feed.down(3, 200, 100, at: 0.02)
        try feed.up(1, at: 0.03)
        try feed.up(3, at: 0.04)

        #expect(arena.touchesDown == [TouchIdentifier(2)])
        #expect(pan.numberOfTouches == 1)
        #expect(throws: TouchError.missingTouch(TouchIdentifier(2))) {
            try arena.handle(TouchEvent(timestamp: 0.05, touches: []))
        }
    }
}
