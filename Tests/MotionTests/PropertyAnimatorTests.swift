import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Motion

@MainActor
@Suite("PropertyAnimator")
struct PropertyAnimatorTests {
    @Test("a new animator is inactive, not running, at fraction 0")
    func initialState() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator()
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(fixture.layer.presentationOpacity == 0)
    }

    @Test("a linear run moves the presentation and finishes at the model value, once")
    func linearRun() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1)
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(fixture.layer.modelOpacity == 1, "the model holds where the property is going")
        #expect(fixture.layer.presentationOpacity == 0)
        fixture.clock.run(for: 0.25)
        #expect(abs(fixture.layer.presentationOpacity - 0.25) < 1e-12)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-12)
        fixture.clock.run(for: 0.75)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(fixture.layer.presentationOpacity == 1 && fixture.layer.modelOpacity == 1)
        fixture.clock.run(for: 1)
        #expect(log.positions == [.end])
        #expect(!fixture.clock.isTicking, "the loop stops ticking when nothing runs")
    }

    @Test("progress follows the timing curve while the fraction moves linearly")
    func curvedRun() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 2, timing: .easeInEaseOut)
        try animator.startAnimation()
        for _ in 0..<10 {
            fixture.clock.run(for: 0.15)
            let fraction = fixture.clock.now / 2
            #expect(abs(animator.fractionComplete - fraction) < 1e-12)
            #expect(abs(fixture.layer.presentationOpacity - CubicBezierCurve.easeInEaseOut.value(at: fraction)) < 1e-12)
        }
    }

    @Test("pause holds the values; resuming continues the same run")
    func pauseAndResume() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1, timing: .easeInEaseOut)
        try animator.startAnimation()
        fixture.clock.run(for: 0.3)
        try animator.pauseAnimation()
        let held = fixture.layer.presentationOpacity
        #expect(animator.state == .active && !animator.isRunning)
        fixture.clock.advance(by: 5)
        #expect(fixture.layer.presentationOpacity == held)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-12)
        try animator.startAnimation()
        fixture.clock.advance(by: 0.2)
        #expect(abs(fixture.layer.presentationOpacity - CubicBezierCurve.easeInEaseOut.value(at: 0.5)) < 1e-12)
        try animator.pauseAnimation()
        try animator.pauseAnimation()  // pausing a paused animator does nothing
        #expect(animator.state == .active)
    }

    @Test("scrubbing a paused animator, linearly or along the curve")
    func scrubbing() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1, timing: .easeInEaseOut)
        try animator.pauseAnimation()
        animator.fractionComplete = 0.3
        #expect(abs(fixture.layer.presentationOpacity - 0.3) < 1e-12)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(abs(fixture.layer.presentationOpacity - CubicBezierCurve.easeInEaseOut.value(at: 0.3)) < 1e-12)
        animator.fractionComplete = 7
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 1)
    }

    @Test("setting fractionComplete on an inactive animator starts it paused")
    func scrubbingInactive() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator()
        animator.fractionComplete = 0.4
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(fixture.layer.presentationOpacity - 0.4) < 1e-12)
    }

    @Test("setting fractionComplete while running is ignored")
    func scrubbingWhileRunning() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator()
        try animator.startAnimation()
        fixture.clock.run(for: 0.5)
        animator.fractionComplete = 0.1
        #expect(abs(animator.fractionComplete - 0.5) < 1e-12)
        #expect(abs(fixture.layer.presentationOpacity - 0.5) < 1e-12)
    }

    nonisolated static let reversalCurves: [TimingParameters] = [
        .linear, .easeInEaseOut, .cubic(.easeIn), .cubic(.easeOut),
        .cubic(CubicBezierCurve(validatedX1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)),
    ]

    @Test("reversing a running animation keeps value and velocity continuous", arguments: reversalCurves)
    func reversalIsContinuous(timing: TimingParameters) throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1, timing: timing)
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.startAnimation()
        fixture.clock.run(for: 0.6)
        // One-sided differences over a tiny step: some curves (ease-out) have unbounded
        // acceleration where a segment leaves, so a coarse step would measure the curve, not a jump.
        let h = 1e-8
        let beforeValue = fixture.layer.presentationOpacity
        fixture.clock.advance(by: h)
        let atReversal = fixture.layer.presentationOpacity
        let velocityBefore = (atReversal - beforeValue) / h
        animator.isReversed = true
        #expect(fixture.layer.presentationOpacity == atReversal, "no jump at the reversal")
        fixture.clock.advance(by: h)
        let velocityAfter = (fixture.layer.presentationOpacity - atReversal) / h
        #expect(abs(velocityAfter - velocityBefore) <= 1e-3 * max(1, abs(velocityBefore)), "\(velocityBefore) → \(velocityAfter)")
        try fixture.clock.runUntilIdle()
        #expect(log.positions == [.start])
        #expect(fixture.layer.presentationOpacity == 0 && fixture.layer.modelOpacity == 0)
        let lateness = fixture.clock.now - (0.6 + h + 0.6 + h)
        #expect(lateness >= -1e-9 && lateness < fixture.clock.frameInterval, "runs back over the time taken so far")
    }

    @Test("scrub, then continue with a duration factor")
    func scrubThenContinue() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 2, timing: .easeInEaseOut)
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.pauseAnimation()
        animator.fractionComplete = 0.4
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        #expect(animator.isRunning)
        fixture.clock.advance(by: 1e-6)
        #expect(abs(fixture.layer.presentationOpacity - 0.4) < 1e-6, "continues from the scrubbed value")
        fixture.clock.advance(to: 0.5)  // half of the remaining second
        #expect(abs(fixture.layer.presentationOpacity - (0.4 + 0.6 * CubicBezierCurve.easeInEaseOut.value(at: 0.5))) < 1e-12)
        #expect(abs(animator.fractionComplete - 0.7) < 1e-12)
        fixture.clock.advance(to: 0.999)
        #expect(log.positions.isEmpty)
        fixture.clock.advance(to: 1.0)
        #expect(log.positions == [.end])
    }

    @Test("continue with a factor of 0 takes the remaining time at the animator's pace")
    func continueWithRemainingTime() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 2)
        let log = CompletionLog()
        log.attach(to: animator)
        animator.fractionComplete = 0.75
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        fixture.clock.advance(to: 0.4999)
        #expect(log.positions.isEmpty)
        fixture.clock.advance(to: 0.5)
        #expect(log.positions == [.end])
    }

    @Test("continue with a spring starts at the spring's relative initial velocity")
    func continueWithSpringVelocity() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1)
        animator.fractionComplete = 0.2
        let spring = try SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 3)
        try animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 0.8)
        let h = 1e-6
        fixture.clock.advance(by: h)
        let velocity = (fixture.layer.presentationOpacity - 0.2) / h
        #expect(abs(velocity - 3 * 0.8) < 1e-3, "relative velocity 3 × remaining distance 0.8")
        try fixture.clock.runUntilIdle()
        #expect(abs(fixture.clock.now - 0.8) < 1e-2)
        #expect(fixture.layer.presentationOpacity == 1)
    }

    @Test("a spring's velocity per axis moves a position along x and y at their own velocity, everything else at its magnitude",
          arguments: [false, true])
    func velocityPerAxis(physical: Bool) throws {
        func spring(_ velocity: CGVector) throws -> TimingParameters {
            .spring(physical
                ? try SpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: velocity)
                : try SpringTimingParameters(dampingRatio: 0.7, initialVelocity: velocity))
        }
        /// The layer's position and opacity at each frame of an animator timed by `timing`.
        func path(_ timing: TimingParameters) throws -> [(CGPoint, Double)] {
            let fixture = try AnimationFixture()
            let layer = fixture.layer
            let animator = try PropertyAnimator(duration: 0.6, timingParameters: timing, loop: fixture.loop) {
                layer.position = CGPoint(x: 100, y: -200)
                layer.opacity = 1
            }
            try animator.startAnimation()
            var path: [(CGPoint, Double)] = []
            while animator.isRunning {
                fixture.clock.runFrames(1)
                path.append((layer.presentationPosition, layer.presentationOpacity))
            }
            #expect(layer.presentationPosition == CGPoint(x: 100, y: -200) && layer.presentationOpacity == 1, "ends exactly")
            return path
        }
        let perAxis = try path(try spring(CGVector(dx: 3, dy: -4)))
        // x moves as with velocity 3 everywhere, y as with −4, opacity as with the magnitude 5.
        let alongX = try path(try spring(CGVector(dx: 3, dy: 3)))
        let alongY = try path(try spring(CGVector(dx: -4, dy: -4)))
        let magnitude = try path(try spring(CGVector(dx: 5, dy: 0)))
        // Up to the last frame of the shortest run: a physical spring's run lasts until its
        // slowest axis settles, and then snaps (within 0.1 % of the distance) to the end.
        let frames = min(perAxis.count, alongX.count, alongY.count, magnitude.count) - 1
        #expect(frames > 30)
        for index in 0..<frames {
            #expect(abs(perAxis[index].0.x - alongX[index].0.x) < 1e-9, "frame \(index)")
            #expect(abs(perAxis[index].0.y - alongY[index].0.y) < 1e-9, "frame \(index)")
            #expect(abs(perAxis[index].1 - magnitude[index].1) < 1e-12, "frame \(index)")
        }
        // The first frame shows it: y leaves backwards (its velocity points away), x forwards.
        #expect(perAxis[0].0.x > alongY[0].0.x && perAxis[0].0.y > 0)
    }

    @Test("continuing a running animation with a new curve keeps value and velocity")
    func retimeWhileRunning() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1, timing: .linear)
        try animator.startAnimation()
        fixture.clock.run(for: 0.3)
        let before = fixture.layer.presentationOpacity
        try animator.continueAnimation(withTimingParameters: .cubic(.easeIn), durationFactor: 2)
        #expect(fixture.layer.presentationOpacity == before)
        let h = 1e-5
        fixture.clock.advance(by: h)
        #expect(abs((fixture.layer.presentationOpacity - before) / h - 1) < 1e-3, "still moving at the linear run's speed")
    }

    @Test("stop without finishing keeps the current values and calls no completion")
    func stopWithoutFinishing() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator()
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.startAnimation()
        fixture.clock.run(for: 0.5)
        try animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(abs(fixture.layer.presentationOpacity - 0.5) < 1e-12)
        #expect(abs(fixture.layer.modelOpacity - 0.5) < 1e-12, "the model takes the value on screen")
        fixture.clock.run(for: 2)
        #expect(log.positions.isEmpty)
        try animator.stopAnimation(true)  // stopping an inactive animator does nothing
    }

    @Test("stop, then finish at each position", arguments: [AnimatingPosition.start, .end, .current])
    func stopThenFinish(position: AnimatingPosition) throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator()
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.startAnimation()
        fixture.clock.run(for: 0.25)
        try animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        fixture.clock.run(for: 1)
        #expect(abs(fixture.layer.presentationOpacity - 0.25) < 1e-12, "frozen while stopped")
        #expect(log.positions.isEmpty)
        try animator.finishAnimation(at: position)
        let expected = ["start": 0.0, "end": 1.0, "current": 0.25][position.rawValue] ?? .nan
        #expect(abs(fixture.layer.presentationOpacity - expected) < 1e-12)
        #expect(abs(fixture.layer.modelOpacity - expected) < 1e-12)
        #expect(log.positions == [position])
        #expect(animator.state == .inactive)
    }

    @Test("illegal calls are clear errors and change nothing")
    func illegalCalls() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator()
        #expect(throws: PropertyAnimatorError.invalidState(operation: "finishAnimation(at:)", state: .inactive)) {
            try animator.finishAnimation(at: .end)
        }
        #expect(throws: PropertyAnimatorError.invalidState(operation: "continueAnimation", state: .inactive)) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        try animator.startAnimation()
        #expect(throws: PropertyAnimatorError.invalidState(operation: "finishAnimation(at:)", state: .active)) {
            try animator.finishAnimation(at: .end)
        }
        try animator.stopAnimation(false)
        #expect(throws: PropertyAnimatorError.invalidState(operation: "startAnimation", state: .stopped)) {
            try animator.startAnimation()
        }
        #expect(throws: PropertyAnimatorError.invalidState(operation: "pauseAnimation", state: .stopped)) {
            try animator.pauseAnimation()
        }
        #expect(throws: PropertyAnimatorError.invalidState(operation: "stopAnimation", state: .stopped)) {
            try animator.stopAnimation(true)
        }
        #expect(throws: PropertyAnimatorError.invalidState(operation: "addAnimations", state: .stopped)) {
            try animator.addAnimations {}
        }
        #expect(throws: PropertyAnimatorError.invalidState(operation: "continueAnimation", state: .stopped)) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        animator.isReversed = true
        #expect(!animator.isReversed, "ignored while stopped")
        #expect(animator.state == .stopped)
        #expect(
            PropertyAnimatorError.invalidState(operation: "finishAnimation(at:)", state: .active).description
                == "finishAnimation(at:) is not allowed on an animator that is active")
    }

    @Test("invalid times are clear errors")
    func invalidTimes() throws {
        let fixture = try AnimationFixture()
        #expect(throws: PropertyAnimatorError.invalidTime(parameter: "duration", value: -1)) { try fixture.animator(duration: -1) }
        #expect(throws: PropertyAnimatorError.self) { try fixture.animator(duration: .infinity) }
        let animator = try fixture.animator()
        #expect(throws: PropertyAnimatorError.invalidTime(parameter: "delay", value: -0.5)) { try animator.startAnimation(afterDelay: -0.5) }
        #expect(animator.state == .inactive)
        try animator.pauseAnimation()
        #expect(throws: PropertyAnimatorError.invalidTime(parameter: "durationFactor", value: .infinity)) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: .infinity)
        }
    }

    @Test("a non-interruptible animator runs to its end")
    func notInterruptible() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator()
        animator.isInterruptible = false
        try animator.startAnimation()
        #expect(throws: PropertyAnimatorError.notInterruptible(operation: "pauseAnimation")) { try animator.pauseAnimation() }
        #expect(throws: PropertyAnimatorError.notInterruptible(operation: "continueAnimation")) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        animator.isReversed = true
        #expect(!animator.isReversed)
        animator.isInterruptible = true
        #expect(!animator.isInterruptible, "cannot change while active")
        try fixture.clock.runUntilIdle()
        #expect(fixture.layer.presentationOpacity == 1)
    }

    @Test("pausesOnCompletion keeps the animator active at the end, reversible")
    func pausesOnCompletion() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 0.5)
        let log = CompletionLog()
        log.attach(to: animator)
        animator.pausesOnCompletion = true
        try animator.startAnimation()
        try fixture.clock.runUntilIdle()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && fixture.layer.presentationOpacity == 1)
        #expect(log.positions.isEmpty)
        animator.isReversed = true
        try animator.startAnimation()
        try fixture.clock.runUntilIdle()
        #expect(fixture.layer.presentationOpacity == 0 && animator.fractionComplete == 0)
        #expect(log.positions.isEmpty)
        animator.pausesOnCompletion = false
        animator.isReversed = false
        try animator.startAnimation()
        try fixture.clock.runUntilIdle()
        #expect(log.positions == [.end])
    }

    @Test("a start delay holds the values, then runs")
    func startDelay() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1)
        try animator.startAnimation(afterDelay: 0.5)
        #expect(animator.isRunning && animator.delay == 0.5)
        fixture.clock.advance(to: 0.5)
        #expect(fixture.layer.presentationOpacity == 0)
        fixture.clock.advance(to: 1.0)
        #expect(abs(fixture.layer.presentationOpacity - 0.5) < 1e-12)
    }

    @Test("animations added with a delay factor start later and end together")
    func delayFactor() throws {
        let fixture = try AnimationFixture()
        let layer = fixture.layer
        let animator = try fixture.animator(duration: 1)
        try animator.addAnimations({ layer.position = CGPoint(x: 100, y: 0) }, delayFactor: 0.5)
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.startAnimation()
        fixture.clock.advance(to: 0.25)
        #expect(layer.presentationPosition.x == 0)
        #expect(abs(layer.presentationOpacity - 0.25) < 1e-12)
        fixture.clock.advance(to: 0.75)
        #expect(abs(layer.presentationPosition.x - 50) < 1e-9)
        fixture.clock.advance(to: 1)
        #expect(layer.presentationPosition.x == 100 && log.positions == [.end])
    }

    @Test("animations added while running take the rest of the run")
    func addWhileRunning() throws {
        let fixture = try AnimationFixture()
        let layer = fixture.layer
        let animator = try fixture.animator(duration: 1)
        try animator.startAnimation()
        fixture.clock.advance(to: 0.5)
        try animator.addAnimations { layer.position = CGPoint(x: 0, y: 40) }
        #expect(layer.modelPosition.y == 40 && layer.presentationPosition.y == 0)
        fixture.clock.advance(to: 0.75)
        #expect(abs(layer.presentationPosition.y - 20) < 1e-9)
        fixture.clock.advance(to: 1)
        #expect(layer.presentationPosition.y == 40)
    }

    @Test("an inactive animator set to reversed starts at the end and finishes at the start")
    func reversedFromInactive() throws {
        let fixture = try AnimationFixture()
        fixture.layer.opacity = 0.2
        let animator = try fixture.animator(duration: 1, to: 0.8)
        animator.isReversed = true
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.startAnimation()
        #expect(abs(fixture.layer.presentationOpacity - 0.8) < 1e-12)
        #expect(animator.fractionComplete == 1)
        try fixture.clock.runUntilIdle()
        #expect(log.positions == [.start])
        #expect(abs(fixture.layer.modelOpacity - 0.2) < 1e-12)
    }

    @Test("a physical spring sets the duration and the motion")
    func physicalSpring() throws {
        let fixture = try AnimationFixture()
        let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
        let animator = try fixture.animator(duration: 99, timing: .spring(SpringTimingParameters(spring: spring)))
        #expect(animator.duration == spring.settlingDuration)
        try animator.startAnimation()
        fixture.clock.advance(to: 0.2)
        #expect(abs(fixture.layer.presentationOpacity - spring.value(from: 0, to: 1, initialVelocity: 0, at: 0.2)) < 1e-12)
        try fixture.clock.runUntilIdle()
        #expect(abs(fixture.clock.now - spring.settlingDuration) < fixture.clock.frameInterval + 1e-9)
        #expect(fixture.layer.presentationOpacity == 1)
        #expect(throws: SpringError.outOfRange(parameter: "damping", value: 0, requirement: "greater than 0 for an animation that ends")) {
            try SpringTimingParameters(spring: Spring(mass: 1, stiffness: 1, damping: 0))
        }
    }

    @Test("a zero duration finishes on the first frame")
    func zeroDuration() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 0)
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.startAnimation()
        fixture.clock.advance(by: 0)
        #expect(log.positions == [.end] && fixture.layer.presentationOpacity == 1)
    }

    @Test("a completion handler can start the animator again")
    func restartFromCompletion() throws {
        let fixture = try AnimationFixture()
        let layer = fixture.layer
        let animator = try fixture.animator(duration: 0.5)
        var runs = 0
        animator.addCompletion { _ in
            runs += 1
            if runs == 1 {
                try? animator.addAnimations { layer.opacity = 0 }
                try? animator.startAnimation()
            }
        }
        try animator.startAnimation()
        fixture.clock.run(for: 0.6)
        #expect(animator.isRunning && fixture.loop.contains(animator))
        fixture.clock.run(for: 0.25)
        // The second run (1 → 0 over 0.5 s) began at 0.5 s: 0.35 s in, linear, it is at 0.3.
        #expect(abs(layer.presentationOpacity - 0.3) < 1e-9)
        try fixture.clock.runUntilIdle()
        #expect(runs == 1, "the second run has no completion handler")
        #expect(layer.presentationOpacity == 0)
    }

    @Test("the running property animator starts at once")
    func runningPropertyAnimator() throws {
        let fixture = try AnimationFixture()
        let layer = fixture.layer
        var finished: AnimatingPosition?
        let animator = try PropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0.1, loop: fixture.loop, animations: { layer.opacity = 1 },
            completion: { finished = $0 })
        #expect(animator.isRunning)
        try fixture.clock.runUntilIdle()
        #expect(finished == .end)
        #expect(abs(fixture.clock.now - 0.4) < fixture.clock.frameInterval)
    }

    @Test("a host that stops its animator from its presentation setter, held only by the animation")
    func hostStopsAnimatorWhilePresenting() throws {
        let fixture = try AnimationFixture()
        let log = PresentationLog()
        weak var weakHost: SelfStoppingHost?
        let animator: PropertyAnimator
        do {
            let host = SelfStoppingHost(log: log, stopAt: 0.5)
            weakHost = host
            animator = try PropertyAnimator(duration: 1, timingParameters: .linear, loop: fixture.loop) { host.value = 1 }
            host.animator = animator
        }
        try animator.startAnimation()
        fixture.clock.run(for: 0.75)
        let stoppedAt = try #require(log.values.last)
        #expect(stoppedAt >= 0.5 && stoppedAt < 0.5 + 2 * fixture.clock.frameInterval)
        #expect(log.values.suffix(3) == [stoppedAt, stoppedAt, stoppedAt], "frozen, committed, then the setter's own write")
        #expect(log.model == stoppedAt)
        #expect(animator.state == .inactive && !fixture.loop.contains(animator))
        #expect(weakHost == nil, "released once the frame's writes returned")
    }
}

/// What a ``SelfStoppingHost`` was set to, outliving it.
@MainActor
private final class PresentationLog {
    var values: [Double] = []
    var model: Double?
}

/// A host whose presentation setter stops its animator once the value reaches `stopAt`, then
/// goes on writing to itself.
@MainActor
private final class SelfStoppingHost {
    let log: PresentationLog
    let stopAt: Double
    weak var animator: PropertyAnimator?
    private var modelValue = 0.0
    private var presentationValue = 0.0
    private var stopped = false

    init(log: PresentationLog, stopAt: Double) {
        self.log = log
        self.stopAt = stopAt
    }

    static let property = AnimatableProperty<SelfStoppingHost, Double>(
        name: "value", presentation: { $0.presentationValue },
        setPresentation: { $0.present($1) }, setModel: { $0.commit($1) })

    var value: Double {
        get { modelValue }
        set { Self.property.set(newValue, on: self) }
    }

    private func present(_ value: Double) {
        if value >= stopAt, !stopped {
            stopped = true
            try? animator?.stopAnimation(true)
        }
        presentationValue = value
        log.values.append(value)
    }

    private func commit(_ value: Double) {
        modelValue = value
        log.model = value
    }
}
