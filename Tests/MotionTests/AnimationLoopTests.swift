import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Motion

/// A stepping animation that counts its frames and stops after `frames` (or never, if nil).
@MainActor
private final class Counter: FrameStepping {
    let debugName: String
    var steps: [Double] = []
    let frames: Int?
    var onStep: (() -> Void)?

    init(_ name: String, frames: Int?) {
        debugName = name
        self.frames = frames
    }

    func step(to time: Double) -> Bool {
        steps.append(time)
        onStep?()
        return frames.map { steps.count < $0 } ?? true
    }
}

/// A frame client that is not an animation loop: it records the times of its frames.
@MainActor
private final class FrameLog: FrameClockClient {
    var times: [Double] = []
    var onFrame: (() -> Void)?

    func frame(at time: Double) {
        times.append(time)
        onFrame?()
    }

    var runningNames: [String] { ["log"] }
}

@MainActor
@Suite("AnimationLoop and clocks")
struct AnimationLoopTests {
    @Test("the manual clock delivers one frame per advance, never backwards")
    func manualClockAdvance() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        let counter = Counter("counter", frames: nil)
        loop.add(counter)
        #expect(clock.isTicking)
        clock.advance(by: 0.5)
        clock.advance(by: -1)
        clock.advance(to: 0.2)
        clock.advance(by: .nan)
        clock.advance(to: .infinity)
        clock.advance(by: 2)
        #expect(counter.steps == [0.5, 0.5, 0.5, 0.5, 2.5], "a 2-second frame and zero-length frames are delivered as given")
    }

    @Test("run(for:) lands the last frame exactly at the end")
    func runFor() throws {
        let clock = try ManualClock(frameRate: 60)
        let loop = AnimationLoop(clock: clock)
        let counter = Counter("counter", frames: nil)
        loop.add(counter)
        clock.run(for: 0.1)
        #expect(counter.steps.count == 6)
        #expect(counter.steps.last == 0.1)
        clock.runFrames(3)
        #expect(counter.steps.count == 9)
    }

    @Test("the loop stops ticking when nothing runs, and starts again when something does")
    func idle() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        let counter = Counter("three frames", frames: 3)
        loop.add(counter)
        try clock.runUntilIdle()
        #expect(counter.steps.count == 3)
        #expect(!clock.isTicking && loop.runningCount == 0)
        clock.advance(by: 1)
        #expect(counter.steps.count == 3)
        loop.add(counter)
        #expect(clock.isTicking)
    }

    @Test("runUntilIdle names what is still running at its limit")
    func runUntilIdleNamesWhatRuns() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        loop.add(Counter("forever", frames: nil))
        loop.add(Counter("brief", frames: 2))
        #expect(throws: ClockError.stillRunning(names: ["forever"], after: 1)) { try clock.runUntilIdle(timeout: 1) }
        #expect(ClockError.stillRunning(names: ["a", "b"], after: 2).description == "still running after 2.0 s: a, b")
    }

    @Test("the addition count moves once for each animation that starts being stepped, and for nothing else")
    func additionCount() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        let first = Counter("first", frames: 2), second = Counter("second", frames: nil)
        var count = loop.additionCount
        func moved(by expected: UInt64, _ what: String) {
            #expect(loop.additionCount &- count == expected, "\(what)")
            count = loop.additionCount
        }
        loop.add(first)
        moved(by: 1, "an animation added")
        loop.add(first)
        moved(by: 0, "one already running, added again")
        loop.add(second)
        clock.advance(by: 0.01)
        clock.advance(by: 0.01)
        moved(by: 1, "another added, then frames, the first finishing")
        loop.remove(second)
        moved(by: 0, "a removal")
        loop.add(second)
        moved(by: 1, "one removed, then added again")
        #expect(loop.runningNames == ["second"])
    }

    @Test("adding twice steps once; removing during a frame takes effect at once")
    func mutationDuringFrames() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        let first = Counter("first", frames: nil)
        let second = Counter("second", frames: nil)
        let late = Counter("late", frames: nil)
        loop.add(first)
        loop.add(first)
        loop.add(second)
        first.onStep = { [unowned loop] in
            loop.remove(second)
            loop.add(late)
        }
        clock.advance(by: 0.01)
        #expect(first.steps.count == 1)
        #expect(second.steps.isEmpty, "removed before its turn in the frame")
        #expect(late.steps.isEmpty, "added during a frame, it starts on the next")
        first.onStep = nil
        clock.advance(by: 0.01)
        #expect(first.steps.count == 2 && late.steps.count == 1 && second.steps.isEmpty)
        #expect(loop.runningNames == ["first", "late"])
        loop.remove(first)
        loop.remove(late)
        #expect(!clock.isTicking)
    }

    @Test("removed and added again within one frame, an animation keeps one place")
    func removeAndReAddInFrame() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        let first = Counter("first", frames: nil)
        let second = Counter("second", frames: nil)
        loop.add(first)
        loop.add(second)
        first.onStep = { [unowned loop] in
            loop.remove(second)
            loop.add(second)
        }
        clock.advance(by: 0.01)
        first.onStep = nil
        clock.advance(by: 0.01)
        #expect(second.steps.count == 2 && loop.runningCount == 2)
    }

    @Test("a frame delivered from inside a frame is ignored; time still moves")
    func nestedFrameIgnored() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        let counter = Counter("counter", frames: nil)
        loop.add(counter)
        counter.onStep = { [unowned clock] in clock.advance(by: 1) }
        clock.advance(by: 0.5)
        #expect(counter.steps == [0.5], "the nested frame steps nothing")
        #expect(clock.now == 1.5)
        counter.onStep = nil
        clock.advance(by: 0.5)
        #expect(counter.steps == [0.5, 2])
    }

    @Test("an animator only its loop holds, whose completion advances the clock, finishes once")
    func completionAdvancingTheClock() throws {
        let fixture = try AnimationFixture()
        let clock = fixture.clock
        var completions = 0
        weak var weakAnimator: PropertyAnimator?
        do {
            let animator = try fixture.animator(duration: 0.1)
            animator.addCompletion { _ in
                completions += 1
                clock.advance(by: 1)
            }
            weakAnimator = animator
            try animator.startAnimation()
        }
        clock.advance(to: 0.1)
        #expect(completions == 1 && fixture.layer.presentationOpacity == 1)
        #expect(weakAnimator == nil && fixture.loop.runningCount == 0)
        #expect(clock.now == 1.1)
    }

    @Test("animators and other steppings share a frame in the order they were added")
    func animatorsAndSteppingsInOrder() throws {
        let fixture = try AnimationFixture()
        let before = Counter("before", frames: nil)
        let after = Counter("after", frames: 2)
        fixture.loop.add(before)
        let animator = try fixture.animator(duration: 0.5)
        animator.name = "animator"
        try animator.startAnimation()
        fixture.loop.add(after)
        #expect(fixture.loop.runningNames == ["before", "animator", "after"])
        fixture.clock.advance(to: 0.25)
        #expect(abs(fixture.layer.presentationOpacity - 0.5) < 1e-12)
        fixture.clock.advance(to: 0.5)
        #expect(fixture.loop.runningNames == ["before"], "the finished animator and counter are dropped")
        #expect(before.steps == [0.25, 0.5] && after.steps == [0.25, 0.5])
        #expect(fixture.layer.presentationOpacity == 1)
    }

    @Test("an animator stopped by another during a frame is not stepped again")
    func animatorStoppedDuringFrame() throws {
        let fixture = try AnimationFixture()
        let stopped = try fixture.animator(duration: 1)
        let stopper = Counter("stopper", frames: nil)
        fixture.loop.add(stopper)
        try stopped.startAnimation()
        stopper.onStep = { try? stopped.stopAnimation(true) }
        fixture.clock.advance(to: 0.5)
        #expect(stopped.state == .inactive && !fixture.loop.contains(stopped))
        #expect(fixture.layer.presentationOpacity == 0.5, "stopped where it is at the frame's time, before its turn")
        #expect(fixture.loop.runningNames == ["stopper"])
    }

    @Test("a loop only its clock holds stays alive through the frame that stops the clock")
    func loopReleasedAfterItsLastFrame() throws {
        let clock = try ManualClock()
        weak var weakLoop: AnimationLoop?
        weak var weakAnimator: PropertyAnimator?
        let layer = TestLayer()
        var completed = 0
        do {
            let loop = AnimationLoop(clock: clock)
            weakLoop = loop
            let animator = try PropertyAnimator(duration: 0.1, timingParameters: .linear, loop: loop) { layer.opacity = 1 }
            animator.addCompletion { _ in completed += 1 }
            weakAnimator = animator
            try animator.startAnimation()
        }
        #expect(weakLoop != nil && weakAnimator != nil, "the clock keeps the loop, the loop its animator")
        try clock.runUntilIdle()
        #expect(completed == 1 && layer.presentationOpacity == 1)
        #expect(weakLoop == nil && weakAnimator == nil, "released once the last frame returned")
        #expect(!clock.isTicking)
    }

    @Test("a loop only its clock holds survives a step that advances the clock, then hands it on")
    func nestedAdvanceThenHandOver() throws {
        let clock = try ManualClock()
        let second = AnimationLoop(clock: clock)
        let step = Counter("advances, then hands over", frames: nil)
        let after = Counter("after", frames: nil)
        step.onStep = { [unowned clock] in
            clock.advance(by: 1)
            clock.startTicking(second)
        }
        weak var weakFirst: AnimationLoop?
        do {
            let first = AnimationLoop(clock: clock)
            weakFirst = first
            first.add(step)
            first.add(after)
        }
        clock.advance(by: 0.5)
        #expect(step.steps == [0.5] && after.steps == [0.5], "the frame finished at its own time")
        #expect(clock.now == 1.5, "the nested advance moved time only")
        #expect(weakFirst == nil, "released after its frame")
    }

    @Test("a clock handed to another loop during a frame keeps the first loop alive until the frame returns")
    func clientChangedDuringFrame() throws {
        let clock = try ManualClock()
        let second = AnimationLoop(clock: clock)
        let handOver = Counter("hand over", frames: nil)
        let next = Counter("next", frames: nil)
        weak var weakFirst: AnimationLoop?
        do {
            let first = AnimationLoop(clock: clock)
            weakFirst = first
            first.add(handOver)
        }
        handOver.onStep = { [unowned clock] in
            second.add(next)
            clock.startTicking(second)
        }
        clock.advance(by: 0.5)
        #expect(handOver.steps == [0.5] && next.steps.isEmpty)
        #expect(weakFirst == nil, "released after its frame")
        clock.advance(by: 0.5)
        #expect(handOver.steps == [0.5] && next.steps == [1])
    }

    @Test("a manual clock delivers to any frame client")
    func manualClockCustomClient() throws {
        let clock = try ManualClock()
        let client = FrameLog()
        clock.startTicking(client)
        clock.advance(by: 0.25)
        clock.advance(to: .nan)
        clock.runFrames(2)
        #expect(client.times == [0.25, 0.25 + 1.0 / 120, 0.25 + 1.0 / 120 + 1.0 / 120])
        client.onFrame = { [unowned clock] in clock.stopTicking() }
        clock.advance(by: 1)
        #expect(!clock.isTicking && client.times.count == 4)
        clock.advance(by: 1)
        #expect(client.times.count == 4)
    }

    @Test("invalid frame rates are clear errors")
    func invalidFrameRate() {
        #expect(throws: ClockError.invalidFrameRate(0)) { try ManualClock(frameRate: 0) }
        #expect(throws: ClockError.self) { try RealTimeClock(frameRate: .nan) }
        #expect(ClockError.invalidFrameRate(-1).description == "frame rate must be finite and greater than 0, got -1")
    }

    @Test("the unimplemented clock reports every use")
    func unimplementedClock() throws {
        var reported: [String] = []
        let clock = UnimplementedClock { reported.append($0) }
        let loop = AnimationLoop(clock: clock)
        loop.add(Counter("c", frames: nil))
        _ = loop.now
        #expect(reported == ["startTicking", "now"])
        #expect(clock.uses == reported)
    }

    @Test("an animator on an unimplemented clock asks for time only when it starts")
    func animatorUsesClockOnlyToStart() throws {
        let clock = UnimplementedClock()
        let loop = AnimationLoop(clock: clock)
        let layer = TestLayer()
        let animator = try PropertyAnimator(duration: 1, loop: loop) { layer.opacity = 1 }
        animator.fractionComplete = 0.5
        #expect(clock.uses.isEmpty, "scrubbing a paused animator needs no time")
        try animator.startAnimation()
        #expect(clock.uses == ["now", "startTicking"])
    }

    @Test("the real-time clock starts and stops without waiting")
    func realTimeClockStates() throws {
        let clock = try RealTimeClock(frameRate: 120)
        let loop = AnimationLoop(clock: clock)
        #expect(!clock.isTicking)
        let counter = Counter("c", frames: nil)
        loop.add(counter)
        #expect(clock.isTicking)
        loop.remove(counter)
        #expect(!clock.isTicking)
        #expect(clock.frameRate == 120)
    }

    @Test("a property set outside an animation block applies at once")
    func propertyOutsideAnimation() {
        let layer = TestLayer()
        #expect(!AnimationTransaction.isCapturing)
        layer.opacity = 0.7
        #expect(layer.modelOpacity == 0.7 && layer.presentationOpacity == 0.7)
        let recorded = AnimationTransaction.record(from: 0.0, to: 1.0, present: { _ in }, commit: { _ in })
        #expect(!recorded)
    }

    @Test("a key-path property behaves like a closure property")
    func keyPathProperty() throws {
        let fixture = try AnimationFixture()
        let layer = fixture.layer
        let animator = try PropertyAnimator(duration: 1, timingParameters: .linear, loop: fixture.loop) {
            layer.position = CGPoint(x: 10, y: 20)
        }
        try animator.startAnimation()
        fixture.clock.advance(to: 0.5)
        #expect(layer.presentationPosition == CGPoint(x: 5, y: 10))
        #expect(layer.modelPosition == CGPoint(x: 10, y: 20))
    }
}
