import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import HostBridge
import Motion
import Testing
import TransitionKit

/// A value an animator moves, as a host's view property would be.
@MainActor
private final class Dial {
    var model = 0.0
    var shown = 0.0
    static let value = AnimatableProperty<Dial, Double>(
        name: "value", presentation: { $0.shown }, setPresentation: { $0.shown = $1 }, setModel: { $0.model = $1 })
}

@MainActor
private final class WakeCounter: DisplayClockObserver {
    private(set) var wakes = 0
    func displayClockDidStartTicking(_ clock: DisplayClock) { wakes += 1 }
}

@MainActor
@Suite("DisplayLinkStepper")
struct DisplayLinkStepperTests {
    let clock: DisplayClock
    let frameLoop: HostFrameLoop
    let stepper: DisplayLinkStepper

    init() throws {
        clock = try DisplayClock(now: 100)
        frameLoop = HostFrameLoop(clock: clock)
        stepper = DisplayLinkStepper(frameLoop: frameLoop, clock: clock)
    }

    private func animateDial(_ dial: Dial, to value: Double, over duration: Double) throws -> PropertyAnimator {
        let animator = try PropertyAnimator(duration: duration, curve: .linear, loop: frameLoop.animationLoop) {
            Dial.value.set(value, on: dial)
        }
        try animator.startAnimation()
        return animator
    }

    @Test("frames run at the display's timestamps; one that goes back or is not finite runs at the clock's time")
    func timestamps() throws {
        let dial = Dial()
        _ = try animateDial(dial, to: 1, over: 1)
        #expect(stepper.displayDidRefresh(at: 100.25))
        #expect(clock.now == 100.25)
        #expect(abs(dial.shown - 0.25) < 1e-12)
        stepper.displayDidRefresh(at: 100.2)
        #expect(clock.now == 100.25)
        stepper.displayDidRefresh(at: .nan)
        #expect(clock.now == 100.25)
    }

    @Test("the link runs while something moves, and may rest once nothing does; the clock says when it must wake")
    func resting() throws {
        let wakes = WakeCounter()
        clock.tickingObserver = wakes
        #expect(!stepper.needsFrames)
        let dial = Dial()
        _ = try animateDial(dial, to: 1, over: 0.1)
        #expect(wakes.wakes == 1)
        #expect(stepper.needsFrames)
        #expect(stepper.displayDidRefresh(at: 100.05))
        #expect(!stepper.displayDidRefresh(at: 100.2))
        #expect(dial.shown == 1)
    }

    @Test("a gesture deadline keeps the link running until it fires")
    func deadlines() throws {
        let screen = OneViewScreen()
        frameLoop.arena.host = screen
        let press = LongPressGestureRecognizer(name: "press")
        screen.add(press)
        try frameLoop.send(TouchEvent(timestamp: 100.01, touches: [Touch(id: 1, x: 5, y: 5, timestamp: 0, phase: .began)]))
        #expect(stepper.needsFrames)
        stepper.displayDidRefresh(at: 100.3)
        #expect(press.state == .possible)
        stepper.displayDidRefresh(at: 100.52)
        #expect(press.state == .began)
        #expect(!stepper.needsFrames)
    }

    @Test("after a rest, an animation started on input starts then, not at the last frame (no jump to its end)")
    func wakingOnTime() throws {
        let dial = Dial()
        // The display rested from 100 to 200; a touch at 200 starts an animation.
        stepper.prepareForInput(at: 200)
        #expect(clock.now == 200)
        _ = try animateDial(dial, to: 1, over: 0.5)
        stepper.displayDidRefresh(at: 200.05)
        #expect(abs(dial.shown - 0.1) < 1e-9)
    }

    @Test("without preparing for input, the same animation would have jumped: the rule matters")
    func withoutPreparing() throws {
        let dial = Dial()
        _ = try animateDial(dial, to: 1, over: 0.5)
        stepper.displayDidRefresh(at: 200.05)
        #expect(dial.shown == 1)
    }

    @Test("a running clock is not moved by input: its time comes from the display")
    func runningClockStays() throws {
        let dial = Dial()
        _ = try animateDial(dial, to: 1, over: 1)
        stepper.prepareForInput(at: 100.5)
        #expect(clock.now == 100)
        stepper.prepareForInput(at: .infinity)
        stepper.prepareForInput(at: 50)
        #expect(clock.now == 100)
    }
}
