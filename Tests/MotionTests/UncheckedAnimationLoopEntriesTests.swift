import Foundation
import Testing
@testable import Motion

/// An animation that records its frames and runs `onStep` from inside each (or stops after
/// `frames`), and can run `onDeinit` when it is released.
@MainActor
private final class Stepper: FrameStepping {
    let debugName: String
    var steps: [Double] = []
    var frames: Int?
    var onStep: ((Stepper) -> Void)?
    var onDeinit: (() -> Void)?

    init(_ name: String, frames: Int? = nil) {
        debugName = name
        self.frames = frames
    }

    isolated deinit { onDeinit?() }

    func step(to time: Double) -> Bool {
        steps.append(time)
        onStep?(self)
        return frames.map { steps.count < $0 } ?? true
    }
}

@MainActor
@Suite("UncheckedAnimationLoopEntries: animations that add and remove animations during a frame")
struct AnimationLoopEntriesTests {
    let clock: ManualClock
    let loop: AnimationLoop

    init() throws {
        clock = try ManualClock(frameRate: 100)
        loop = AnimationLoop(clock: clock)
    }

    @Test("a step that removes a later animation: it is not stepped in that frame, and leaves")
    func removeLater() {
        let first = Stepper("first"), second = Stepper("second"), third = Stepper("third")
        for stepper in [first, second, third] { loop.add(stepper) }
        first.onStep = { [loop] stepper in
            if stepper.steps.count == 2 { loop.remove(third) }
        }
        clock.runFrames(3)

        #expect(first.steps.count == 3)
        #expect(second.steps.count == 3)
        #expect(third.steps.count == 1)
        #expect(loop.runningNames == ["first", "second"])
        #expect(!loop.contains(third))
    }

    @Test("a step that removes and adds itself again keeps its place and its frames")
    func removeAndAddItself() {
        let first = Stepper("first"), second = Stepper("second")
        loop.add(first)
        loop.add(second)
        first.onStep = { [loop] stepper in
            loop.remove(stepper)
            loop.add(stepper)
        }
        clock.runFrames(4)

        #expect(first.steps.count == 4)
        #expect(second.steps.count == 4)
        #expect(loop.runningNames == ["first", "second"])
    }

    @Test("a step that adds an animation: it is stepped from the next frame on")
    func addDuringFrame() {
        let first = Stepper("first")
        let added = Stepper("added")
        loop.add(first)
        first.onStep = { [loop] stepper in
            if stepper.steps.count == 2 { loop.add(added) }
        }
        clock.runFrames(4)

        #expect(first.steps.count == 4)
        #expect(added.steps == Array(first.steps.suffix(2)))
        #expect(loop.runningNames == ["first", "added"])
    }

    @Test("a step that removes every animation: the frame ends, and the clock rests")
    func removeEverything() {
        let first = Stepper("first"), second = Stepper("second")
        loop.add(first)
        loop.add(second)
        first.onStep = { [loop, unowned second] stepper in
            loop.remove(stepper)
            loop.remove(second)
        }
        clock.runFrames(3)

        #expect(first.steps.count == 1)
        #expect(second.steps.isEmpty)
        #expect(loop.runningCount == 0)
        #expect(!clock.isTicking)
    }

    @Test("an animation stepped through its box that removes itself, held by the loop alone: its step ends with it alive, then it is freed")
    func removeItselfHeldByLoopAlone() {
        weak var weakSelfRemoving: Stepper?
        let after = Stepper("after")
        do {
            let selfRemoving = Stepper("self-removing")
            selfRemoving.onStep = { [loop] stepper in
                guard stepper.steps.count == 2 else { return }
                loop.remove(stepper)
                // Still alive after the removal, its step not over: it writes to itself.
                stepper.frames = 2
            }
            weakSelfRemoving = selfRemoving
            loop.add(selfRemoving)
        }
        loop.add(after)
        clock.runFrames(3)

        #expect(weakSelfRemoving == nil, "freed once the frame dropped it, after its second step")
        #expect(after.steps.count == 3)
        #expect(loop.runningNames == ["after"])
    }

    @Test("an animation released by the loop whose deinit removes and adds animations")
    func deinitDuringDrop() {
        let survivor = Stepper("survivor")
        let removed = Stepper("removed")
        let latecomer = Stepper("latecomer")
        do {
            // Held by the loop alone: released when its last frame drops it.
            let finishing = Stepper("finishing", frames: 2)
            finishing.onDeinit = { [loop] in
                loop.remove(removed)
                loop.add(latecomer)
            }
            loop.add(finishing)
        }
        loop.add(survivor)
        loop.add(removed)
        clock.runFrames(4)

        #expect(survivor.steps.count == 4)
        #expect(removed.steps.count == 2)
        #expect(latecomer.steps.count == 2)
        #expect(loop.runningNames == ["survivor", "latecomer"])
    }
}
