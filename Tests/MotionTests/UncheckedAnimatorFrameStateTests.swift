import Foundation
import Testing
@testable import Motion

/// Counts the writes of one track; owned by the track's closures alone, so it lives exactly as
/// long as the track's writer (AddressSanitizer reports a use after free if a writer is dropped
/// while it runs).
@MainActor
private final class WriteCounter {
    var count = 0
}

/// Two properties written through `AnimationTransaction.record`, whose presentation writes can
/// call back into the animator that makes them.
@MainActor
private final class ReentrantHost {
    var modelA = 0.0, presentationA = 0.0
    var modelB = 0.0, presentationB = 0.0
    /// Called after each presentation write of `a`, with the number of writes so far.
    var onPresentA: ((Int) -> Void)?
    /// What the writers saw, in order: "a 3", "b 3", …
    var events: [String] = []

    /// Animates `a` and `b` to `target` (call inside an animation block).
    func animate(to target: Double) {
        let counterA = WriteCounter()
        AnimationTransaction.record(
            from: presentationA, to: target,
            present: { [unowned self] value in
                counterA.count += 1
                presentationA = value
                onPresentA?(counterA.count)
                // Reads the writer's own capture after the callback: a use after free if the
                // callback dropped the writer.
                events.append("a \(counterA.count)")
            },
            commit: { [unowned self] value in
                modelA = value
                presentationA = value
            })
        let counterB = WriteCounter()
        AnimationTransaction.record(
            from: presentationB, to: target,
            present: { [unowned self] value in
                counterB.count += 1
                presentationB = value
                events.append("b \(counterB.count)")
            },
            commit: { [unowned self] value in
                modelB = value
                presentationB = value
            })
    }
}

@MainActor
@Suite("UncheckedAnimatorFrameState: a host's setters re-entering the animator")
struct AnimatorFrameStateTests {
    let clock: ManualClock
    let loop: AnimationLoop
    private let host = ReentrantHost()

    init() throws {
        clock = try ManualClock(frameRate: 100)
        loop = AnimationLoop(clock: clock)
    }

    private func animator(duration: Double = 1) throws -> PropertyAnimator {
        let host = host
        return try PropertyAnimator(duration: duration, timingParameters: .linear, loop: loop) { host.animate(to: 1) }
    }

    @Test("a setter that stops the animator mid-present keeps its writer alive; the run ends there")
    func stopDuringPresent() throws {
        let animator = try animator()
        var completions: [AnimatingPosition] = []
        animator.addCompletion { completions.append($0) }
        host.onPresentA = { writes in
            // Write 1 is the start, when the animator starts; the frames follow.
            if writes == 4 { try? animator.stopAnimation(true) }
        }
        try animator.startAnimation()
        clock.runFrames(5)

        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(loop.runningCount == 0)
        #expect(!clock.isTicking)
        #expect(completions.isEmpty)
        // Both committed where the stopping frame placed them (0.03 s into a 1 s linear run).
        // The stop presented once more (writes 5 of `a` and 4 of `b`, nested in the fourth
        // write of `a`, which logs after its callback, by then at 5); the outer present then
        // found no tracks and did not write `b` again.
        #expect(abs(host.modelA - 0.03) < 1e-9)
        #expect(host.modelB == host.modelA)
        #expect(host.presentationB == host.modelB)
        #expect(host.events == ["a 1", "b 1", "a 2", "b 2", "a 3", "b 3", "a 5", "b 4", "a 5"])
    }

    @Test("a setter that pauses the animator mid-present freezes it; resuming continues")
    func pauseDuringPresent() throws {
        let animator = try animator()
        host.onPresentA = { writes in
            if writes == 11 { try? animator.pauseAnimation() }
        }
        try animator.startAnimation()
        clock.runFrames(20)

        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(loop.runningCount == 0)
        #expect(abs(animator.fractionComplete - 0.1) < 1e-9)
        #expect(abs(host.presentationA - 0.1) < 1e-9)

        host.onPresentA = nil
        try animator.startAnimation()
        clock.runFrames(10)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
        #expect(abs(host.presentationB - 0.2) < 1e-9)
    }

    @Test("a setter that stops and finishes the animator runs the completion once, from inside the frame")
    func finishDuringPresent() throws {
        let animator = try animator()
        var completions: [AnimatingPosition] = []
        animator.addCompletion { completions.append($0) }
        host.onPresentA = { writes in
            guard writes == 6, animator.state == .active else { return }
            try? animator.stopAnimation(false)
            try? animator.finishAnimation(at: .current)
        }
        try animator.startAnimation()
        clock.runFrames(10)

        #expect(completions == [.current])
        #expect(animator.state == .inactive)
        #expect(loop.runningCount == 0)
        #expect(abs(host.modelA - 0.05) < 1e-9)
        #expect(abs(host.modelB - 0.05) < 1e-9)
    }

    @Test("a completion that adds animations and starts again runs a second run to its end")
    func restartFromCompletion() throws {
        let animator = try animator(duration: 0.1)
        let host = host
        var completions: [AnimatingPosition] = []
        animator.addCompletion { position in
            completions.append(position)
            guard completions.count == 1 else { return }
            try? animator.addAnimations { host.animate(to: 0) }
            animator.addCompletion { completions.append($0) }
            try? animator.startAnimation()
        }
        try animator.startAnimation()
        clock.run(for: 0.1)
        #expect(completions == [.end])
        #expect(animator.isRunning)
        #expect(loop.runningCount == 1)

        try clock.runUntilIdle()
        #expect(completions == [.end, .end])
        #expect(host.modelA == 0 && host.modelB == 0)
        #expect(animator.state == .inactive)
    }

    @Test("a setter that scrubs a paused animator presents again inside the present")
    func scrubDuringPresent() throws {
        let animator = try animator()
        animator.fractionComplete = 0.25
        var scrubbed = false
        host.onPresentA = { _ in
            guard !scrubbed else { return }
            scrubbed = true
            animator.fractionComplete = 0.5
        }
        host.events = []
        animator.fractionComplete = 0.75

        #expect(animator.state == .active)
        #expect(animator.fractionComplete == 0.5)
        // The outer (third) write of `a`, at 0.75, lands before its callback scrubs to 0.5; the
        // nested present writes both (the fourth of `a`, the third of `b`), and the outer one
        // goes on with `b`, at the lane's new place.
        #expect(host.presentationA == 0.5 && host.presentationB == 0.5)
        #expect(host.events == ["a 4", "b 3", "a 4", "b 4"])
    }
}

@MainActor
@Suite("UncheckedAnimatorFrameState: the lane buffer")
struct AnimatorLaneBufferTests {
    /// Six lanes (delays 0, 0.1, … 0.5): the buffer grows from two to four to eight while the
    /// animator activates, every lane is sampled in place, and a second run after the first has
    /// dropped them builds them again.
    @Test("lanes past the first capacity are sampled in place; dropped and rebuilt, they still are")
    func growsAndRebuilds() throws {
        let clock = try ManualClock(frameRate: 100)
        let loop = AnimationLoop(clock: clock)
        let layers = (0..<6).map { _ in TestLayer() }
        for run in 1...2 {
            let target = Double(run)
            let animator = try PropertyAnimator(duration: 1, timingParameters: .linear, loop: loop)
            for (index, layer) in layers.enumerated() {
                try animator.addAnimations({ layer.opacity = target }, delayFactor: Double(index) / 10)
            }
            try animator.startAnimation()
            clock.advance(by: 0.5)
            for (index, layer) in layers.enumerated() {
                // Lane `index` runs from 0.1·index to 1: at 0.5 it is (0.5 − 0.1·index) / (1 − 0.1·index) along.
                let delay = Double(index) / 10
                let expected = (target - 1) + (0.5 - delay) / (1 - delay)
                #expect(abs(layer.presentationOpacity - expected) <= 1e-12, "run \(run), lane \(index)")
            }
            try clock.runUntilIdle()
            #expect(layers.allSatisfy { $0.presentationOpacity == target && $0.modelOpacity == target })
            #expect(animator.state == .inactive && animator.animationProgress == 0)
        }
    }

    @Test("a lane added while running grows the buffer and moves over the rest of the run")
    func addedWhileRunning() throws {
        let clock = try ManualClock(frameRate: 100)
        let loop = AnimationLoop(clock: clock)
        let layers = (0..<4).map { _ in TestLayer() }
        let animator = try PropertyAnimator(duration: 1, timingParameters: .linear, loop: loop) { layers[0].opacity = 1 }
        try animator.startAnimation()
        for index in 1..<4 {
            clock.advance(by: 0.2)
            try animator.addAnimations { layers[index].opacity = 1 }
        }
        clock.advance(by: 0.2)
        // Lane 3 was added at 0.6 and runs to 1: at 0.8 it is halfway.
        #expect(abs(layers[3].presentationOpacity - 0.5) <= 1e-12)
        #expect(abs(layers[0].presentationOpacity - 0.8) <= 1e-12)
        try clock.runUntilIdle()
        #expect(layers.allSatisfy { $0.presentationOpacity == 1 && $0.modelOpacity == 1 })
    }
}
