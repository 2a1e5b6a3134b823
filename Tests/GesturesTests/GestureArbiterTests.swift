import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Gestures

/// An arbiter that records what it is asked and what it hears, and answers when told.
@MainActor
final class RecordingArbiter: GestureArbiter {
    private(set) var asked: [(String, GestureRecognizerState)] = []
    private(set) var heard: [(String, GestureRecognizerState)] = []

    func arena(_ arena: GestureArena, recognizer: GestureRecognizer, asksFor state: GestureRecognizerState) {
        asked.append((recognizer.name ?? "?", state))
    }

    func arena(_ arena: GestureArena, recognizerDidChangeState recognizer: GestureRecognizer) {
        heard.append((recognizer.name ?? "?", recognizer.state))
    }

    func heardStates(of name: String) -> [GestureRecognizerState] { heard.filter { $0.0 == name }.map(\.1) }
}

@MainActor
@Suite("GestureArena with an arbiter")
struct GestureArbiterTests {
    let host = TestHost()
    let arena: GestureArena
    let arbiter = RecordingArbiter()

    init() {
        arena = GestureArena(host: host)
        arena.arbiter = arbiter
    }

    @Test("a pan that wants to begin waits for the arbiter, asked once, and begins when allowed")
    func waitsForAnswer() throws {
        let pan = PanGestureRecognizer(name: "pan")
        host.root.add(pan)
        let log = StateLog(pan)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 60, 0, over: 0.1)
        // Past the 10-point threshold on every move after the first few, but asked only once.
        #expect(pan.state == .possible)
        #expect(arbiter.asked.count == 1)
        #expect(arbiter.asked.first?.1 == .began)
        #expect(log.states.isEmpty)

        arena.arbitrate(pan, allowed: true)
        #expect(pan.state == .began)
        #expect(log.states == [.began])
        try feed.move(1, 180, 100, at: 0.2)
        #expect(pan.state == .changed)
        #expect(pan.translation(in: nil).x == 80)
        try feed.up(1, at: 0.25)
        #expect(log.states == [.began, .changed, .ended])
        // The arbiter heard every change, the reset to possible included.
        #expect(arbiter.heardStates(of: "pan") == [.began, .changed, .ended, .possible])
    }

    @Test("refused, the recognizer fails and its actions never run")
    func refused() throws {
        let pan = PanGestureRecognizer(name: "pan")
        host.root.add(pan)
        let log = StateLog(pan)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 60, 0, over: 0.1)
        arena.arbitrate(pan, allowed: false)
        #expect(pan.state == .failed)
        // A late answer changes nothing.
        arena.arbitrate(pan, allowed: true)
        #expect(pan.state == .failed)
        try feed.up(1, at: 0.2)
        #expect(log.states.isEmpty)
        #expect(pan.state == .possible)
        #expect(arbiter.heardStates(of: "pan") == [.failed, .possible])
    }

    @Test("the arena fails no one for another: two exclusive pans both wait for the arbiter")
    func noExclusivityOfItsOwn() throws {
        let child = TestView("child", windowFrame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.root.addSubview(child)
        let inner = PanGestureRecognizer(name: "inner")
        let outer = PanGestureRecognizer(name: "outer")
        child.add(inner)
        host.root.add(outer)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        #expect(Set(arbiter.asked.map(\.0)) == ["inner", "outer"])
        arena.arbitrate(inner, allowed: true)
        // Without an arbiter the arena would fail `outer` now; with one, the arbiter does.
        #expect(inner.state == .began && outer.state == .possible)
        arena.arbitrate(outer, allowed: false)
        #expect(outer.state == .failed)
    }

    @Test("a delegate that refuses still decides before the arbiter is asked")
    func delegateFirst() throws {
        final class Refuses: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let pan = PanGestureRecognizer(name: "pan")
        let refuses = Refuses()
        pan.delegate = refuses
        host.root.add(pan)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 60, 0, over: 0.1)
        #expect(pan.state == .failed)
        #expect(arbiter.asked.isEmpty)
    }

    @Test("a discrete tap asks to be recognized, and is once allowed")
    func discrete() throws {
        let tap = TapGestureRecognizer(name: "tap")
        host.root.add(tap)
        let log = StateLog(tap)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.up(1, at: 0.05)
        #expect(arbiter.asked.first.map { $0.1 } == .recognized)
        #expect(log.states.isEmpty)
        arena.arbitrate(tap, allowed: true)
        #expect(log.states == [.recognized])
    }

    @Test("the arbiter's system cancels an active recognizer; its fingers leave with it")
    func cancelled() throws {
        let press = LongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 0
        host.root.add(press)
        let log = StateLog(press)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        arena.arbitrate(press, allowed: true)
        #expect(press.state == .began)
        arena.cancel(press)
        #expect(press.state == .cancelled)
        try feed.move(1, 140, 100, at: 0.05)
        #expect(log.states == [.began, .cancelled])
        try feed.up(1, at: 0.1)
        #expect(press.state == .possible)
        #expect(arena.recognizersInPlay.isEmpty)
    }
}
