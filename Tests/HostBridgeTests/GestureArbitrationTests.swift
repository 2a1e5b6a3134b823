import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import HostBridge
import Testing

/// A platform recognizer that records the states it was asked for.
@MainActor
private final class FakePlatformRecognizer: PlatformGestureRecognizer {
    private(set) var asked: [GestureRecognizerState] = []
    /// Whether the platform has already ended this recognizer on its own.
    var refuses = false
    func setPlatformState(_ state: GestureRecognizerState) -> Bool {
        asked.append(state)
        return !refuses
    }
}

@MainActor
@Suite("GestureArbitration")
struct GestureArbitrationTests {
    private let screen = OneViewScreen()
    private let arena: GestureArena
    private let arbitration: GestureArbitration

    init() {
        arena = GestureArena(host: screen)
        arbitration = GestureArbitration(arena: arena)
    }

    /// A pan on the screen, paired with a stand-in of its own.
    private func pairedPan() -> (PanGestureRecognizer, FakePlatformRecognizer) {
        let pan = PanGestureRecognizer(name: "pan")
        screen.add(pan)
        let platform = FakePlatformRecognizer()
        arbitration.pair(pan, with: platform)
        return (pan, platform)
    }

    private func drag(from x: Double, to endX: Double, startingAt time: Double) throws {
        try arena.handle(TouchEvent(timestamp: time, touches: [Touch(id: 1, x: x, y: 100, timestamp: time, phase: .began)]))
        var location = x
        var now = time
        while location < endX {
            location = min(endX, location + 10)
            now += 0.01
            try arena.handle(TouchEvent(timestamp: now, touches: [Touch(id: 1, x: location, y: 100, timestamp: now, phase: .moved)]))
        }
    }

    private func lift(at time: Double, x: Double) throws {
        try arena.handle(TouchEvent(timestamp: time, touches: [Touch(id: 1, x: x, y: 100, timestamp: time, phase: .ended)]))
    }

    @Test("the platform is asked to begin; the engine's pan begins when the platform confirms, and every change follows")
    func confirmed() throws {
        let (pan, platform) = pairedPan()
        try drag(from: 10, to: 60, startingAt: 0)
        #expect(platform.asked == [.began])
        #expect(pan.state == .possible)
        arbitration.platformRecognizerDidBegin(platform)
        #expect(pan.state == .began)
        // No echo of the began the platform already holds.
        #expect(platform.asked == [.began])
        try arena.handle(TouchEvent(timestamp: 1, touches: [Touch(id: 1, x: 80, y: 100, timestamp: 1, phase: .moved)]))
        try lift(at: 1.1, x: 80)
        #expect(platform.asked == [.began, .changed, .ended])
        // The platform resets once its gesture is over; the engine's pan has ended already.
        arbitration.platformRecognizerDidReset(platform)
        #expect(platform.asked == [.began, .changed, .ended])
    }

    @Test("the platform gives the gesture to another recognizer: the waiting pan fails, and the platform hears nothing back")
    func takenAway() throws {
        let (pan, platform) = pairedPan()
        let log = Log(pan)
        try drag(from: 10, to: 60, startingAt: 0)
        arbitration.platformRecognizerDidReset(platform)
        #expect(pan.state == .failed)
        #expect(platform.asked == [.began])
        #expect(log.states.isEmpty)
        try lift(at: 1, x: 60)
        #expect(pan.state == .possible)
    }

    @Test("the platform cancels an active recognizer: the engine's is cancelled")
    func cancelledByPlatform() throws {
        let (pan, platform) = pairedPan()
        let log = Log(pan)
        try drag(from: 10, to: 60, startingAt: 0)
        arbitration.platformRecognizerDidBegin(platform)
        arbitration.platformRecognizerDidReset(platform)
        #expect(log.states == [.began, .cancelled])
        #expect(platform.asked == [.began])
    }

    @Test("a pan that fails on its own (fingers lift too soon) tells the platform it failed")
    func failsOnItsOwn() throws {
        let (pan, platform) = pairedPan()
        try arena.handle(TouchEvent(timestamp: 0, touches: [Touch(id: 1, x: 10, y: 100, timestamp: 0, phase: .began)]))
        try lift(at: 0.05, x: 12)
        #expect(platform.asked == [.failed])
        #expect(pan.state == .possible, "reset once the finger lifted")
    }

    @Test("a late confirmation, once the pan has failed, changes nothing")
    func lateConfirmation() throws {
        let (pan, platform) = pairedPan()
        try drag(from: 10, to: 60, startingAt: 0)
        try lift(at: 1, x: 60)
        #expect(pan.state == .possible)
        arbitration.platformRecognizerDidBegin(platform)
        #expect(pan.state == .possible)
    }

    @Test("a recognizer without a stand-in is allowed at once")
    func unpaired() throws {
        let pan = PanGestureRecognizer(name: "pan")
        screen.add(pan)
        try drag(from: 10, to: 60, startingAt: 0)
        #expect(pan.state == .changed)
    }

    @Test("a stand-in the platform already failed refuses the wish: the engine's pan fails, and hears nothing more")
    func silentlyFailed() throws {
        let (pan, platform) = pairedPan()
        platform.refuses = true
        let log = Log(pan)
        try drag(from: 10, to: 60, startingAt: 0)
        #expect(pan.state == .failed)
        #expect(platform.asked == [.began])
        #expect(log.states.isEmpty)
        try lift(at: 1, x: 60)
        #expect(pan.state == .possible)
    }

    @Test("an active recognizer whose stand-in refuses a change is cancelled")
    func refusedChange() throws {
        let (pan, platform) = pairedPan()
        let log = Log(pan)
        try drag(from: 10, to: 60, startingAt: 0)
        arbitration.platformRecognizerDidBegin(platform)
        platform.refuses = true
        try arena.handle(TouchEvent(timestamp: 1, touches: [Touch(id: 1, x: 90, y: 100, timestamp: 1, phase: .moved)]))
        #expect(log.states == [.began, .cancelled])
        #expect(platform.asked == [.began, .changed])
    }

    @Test("the lookups go both ways, for live pairs only")
    func lookups() {
        let pan = PanGestureRecognizer(name: "pan")
        let standIn = FakePlatformRecognizer()
        arbitration.pair(pan, with: standIn)
        #expect(arbitration.engineRecognizer(for: standIn) === pan)
        #expect(arbitration.platformRecognizer(for: pan) === standIn)
        #expect(arbitration.engineRecognizer(for: FakePlatformRecognizer()) == nil)
        arbitration.unpair(pan)
        #expect(arbitration.platformRecognizer(for: pan) == nil && arbitration.count == 0)
    }
}

extension GestureArbitrationTests {
    @Test("pairs are held weakly: once the recognizers are gone, nothing of them is kept")
    func weakPairs() {
        weak var gonePan: PanGestureRecognizer?
        weak var goneStandIn: FakePlatformRecognizer?
        do {
            let pan = PanGestureRecognizer(name: "pan")
            let standIn = FakePlatformRecognizer()
            gonePan = pan
            goneStandIn = standIn
            arbitration.pair(pan, with: standIn)
            #expect(arbitration.count == 1)
        }
        #expect(gonePan == nil && goneStandIn == nil)
        #expect(arbitration.count == 0)
    }
}

/// Records the states a recognizer's actions saw.
@MainActor
private final class Log {
    private(set) var states: [GestureRecognizerState] = []
    init(_ recognizer: GestureRecognizer) {
        recognizer.addTarget { [weak self] recognizer in self?.states.append(recognizer.state) }
    }
}
