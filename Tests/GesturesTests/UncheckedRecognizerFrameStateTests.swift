import Foundation
import Testing
@testable import Gestures

@MainActor
@Suite("UncheckedRecognizerFrameState: actions that change their own recognizer")
struct RecognizerFrameStateTests {
    let host = TestHost()
    let arena: GestureArena
    let pan = PanGestureRecognizer()

    init() {
        arena = GestureArena(host: host)
        host.root.add(pan)
    }

    /// Down at (100, 100), a move that begins the pan, one that changes it, and a lift.
    private func panGesture(_ feed: inout TouchFeed, from time: Double) throws {
        try feed.down(1, 100, 100, at: time)
        try feed.move(1, 120, 100, at: time + 0.01)
        try feed.move(1, 130, 100, at: time + 0.02)
        try feed.up(1, at: time + 0.03)
    }

    @Test("an action that removes another and adds a third: this change calls the actions it began with")
    func actionsChangeActions() throws {
        var calls: [String] = []
        var added = false
        let second = pan.addTarget { calls.append("B \($0.state)") }
        pan.addTarget { [unowned pan] recognizer in
            calls.append("A \(recognizer.state)")
            guard !added else { return }
            added = true
            pan.removeTarget(second)
            pan.addTarget { calls.append("C \($0.state)") }
        }
        var feed = TouchFeed(arena: arena)
        try panGesture(&feed, from: 0)

        #expect(calls == [
            "B began", "A began",
            "A changed", "C changed",
            "A ended", "C ended",
        ])
    }

    @Test("an action that removes every action, itself too, releasing the only owner of their captures: this change still calls them all, safely")
    func actionsRemoveAllActions() throws {
        final class Captured {
            var calls: [String] = []
        }
        final class Tokens {
            var list: [Int] = []
        }
        var log: [String] = []
        let tokens = Tokens()
        do {
            let first = Captured(), second = Captured()
            tokens.list.append(pan.addTarget { [unowned pan] recognizer in
                first.calls.append("A \(recognizer.state)")
                log.append("A \(recognizer.state)")
                for token in tokens.list { pan.removeTarget(token) }
            })
            tokens.list.append(pan.addTarget { recognizer in
                second.calls.append("B \(recognizer.state)")
                log.append("B \(recognizer.state) \(second.calls.count)")
            })
        }
        var feed = TouchFeed(arena: arena)
        try panGesture(&feed, from: 0)

        #expect(log == ["A began", "B began 1"])
    }

    @Test("an action that disables its recognizer cancels it from inside the change; enabling it again works")
    func disableFromAction() throws {
        let log = StateLog(pan)
        pan.addTarget { recognizer in
            if recognizer.state == .changed { recognizer.isEnabled = false }
        }
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.move(1, 120, 100, at: 0.01)
        try feed.move(1, 130, 100, at: 0.02)

        #expect(log.states == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
        try feed.move(1, 140, 100, at: 0.03)
        try feed.up(1, at: 0.04)
        #expect(log.states == [.began, .changed, .cancelled])
        #expect(arena.recognizersInPlay.isEmpty)

        pan.isEnabled = true
        try feed.down(1, 100, 100, at: 0.1)
        try feed.move(1, 120, 100, at: 0.11)
        #expect(pan.state == .began)
    }

    @Test("an action that detaches its recognizer as it begins cancels it; the arena lets it go")
    func detachFromAction() throws {
        let log = StateLog(pan)
        pan.addTarget { recognizer in
            if recognizer.state == .began { recognizer.detach() }
        }
        var feed = TouchFeed(arena: arena)
        try panGesture(&feed, from: 0)

        #expect(log.states == [.began, .cancelled])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(arena.recognizersInPlay.isEmpty)
    }
}
