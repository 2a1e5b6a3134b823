import Foundation
import Testing
@testable import Motion

/// An animation that runs `onStep` from inside each of its frames.
@MainActor
private final class Probe: FrameStepping {
    var debugName: String { "probe" }
    var steps: [Double] = []
    var onStep: ((Double) -> Void)?

    func step(to time: Double) -> Bool {
        steps.append(time)
        onStep?(time)
        return true
    }
}

/// Holds a weak reference, to see when an object is released.
@MainActor
private final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

@MainActor
@Suite("UncheckedManualClockDelivery: frames that stop, restart or advance their clock")
struct ManualClockDeliveryTests {
    let clock: ManualClock

    init() throws { clock = try ManualClock(frameRate: 100) }

    @Test("a loop held only by its clock that stops the clock mid-frame lives to the end of the frame")
    func stopTickingReleasesLoopAfterFrame() {
        let probe = Probe()
        let box: WeakBox<AnimationLoop>
        do {
            let loop = AnimationLoop(clock: clock)
            loop.add(probe)
            box = WeakBox(loop)
        }
        // The clock keeps the loop alive while it ticks.
        #expect(box.object != nil)
        probe.onStep = { [clock] _ in clock.stopTicking() }
        clock.advance(by: 0.01)

        #expect(probe.steps.count == 1)
        #expect(!clock.isTicking)
        #expect(box.object == nil)
        clock.advance(by: 0.01)
        #expect(probe.steps.count == 1)
    }

    @Test("a frame that hands the clock to another loop: the old loop finishes its frame, the new one gets the next")
    func switchLoopsMidFrame() {
        let oldProbe = Probe(), newProbe = Probe()
        let newLoop = AnimationLoop(clock: clock)
        let box: WeakBox<AnimationLoop>
        do {
            let oldLoop = AnimationLoop(clock: clock)
            oldLoop.add(oldProbe)
            box = WeakBox(oldLoop)
        }
        oldProbe.onStep = { [clock] _ in
            clock.stopTicking()
            newLoop.add(newProbe)
        }
        clock.advance(by: 0.01)
        #expect(box.object == nil)
        #expect(clock.isTicking)
        clock.advance(by: 0.01)
        clock.advance(by: 0.01)

        #expect(oldProbe.steps.count == 1)
        #expect(newProbe.steps.count == 2)
        #expect(newLoop.runningCount == 1)
    }

    @Test("a step that advances the clock only moves time: frames do not nest")
    func advanceInsideFrame() {
        let loop = AnimationLoop(clock: clock)
        let probe = Probe()
        loop.add(probe)
        probe.onStep = { [clock] _ in clock.advance(by: 0.5) }
        clock.advance(to: 1)

        #expect(probe.steps == [1])
        #expect(clock.now == 1.5)
        clock.advance(to: 2)
        #expect(probe.steps == [1, 2])
        #expect(clock.now == 2.5)
    }
}
