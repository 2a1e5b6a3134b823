import Foundation
import Testing
@testable import Motion

/// `continueAnimation(releasedAt:)`: a paused animator a gesture lets go of leaves at the
/// gesture's speed and is paced by the distance it has left.
@MainActor
@Suite("A released animator leaves at the gesture's speed and never outruns its own curve")
struct ReleasedAnimatorTests {
    /// The opacity (the animator's progress) every frame after a release at `velocity` from
    /// `fraction`, towards the end or (reversed) the start, with the times of the frames.
    private func released(
        from fraction: Double, at velocity: Double, reversed: Bool = false, timing: TimingParameters = .easeInEaseOut
    ) throws -> (values: [Double], times: [Double], completed: Bool) {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1, timing: timing)
        let log = CompletionLog()
        log.attach(to: animator)
        try animator.pauseAnimation()
        animator.scrubsLinearly = true
        animator.fractionComplete = fraction
        animator.isReversed = reversed
        try animator.continueAnimation(releasedAt: velocity)
        var values = [fixture.layer.presentationOpacity]
        var times = [fixture.clock.now]
        while log.positions.isEmpty, values.count < 1000 {
            fixture.clock.run(for: 1.0 / 120)
            values.append(fixture.layer.presentationOpacity)
            times.append(fixture.clock.now)
        }
        return (values, times, !log.positions.isEmpty)
    }

    private func speeds(_ run: (values: [Double], times: [Double], completed: Bool)) -> [Double] {
        zip(zip(run.values, run.values.dropFirst()), zip(run.times, run.times.dropFirst())).map { ($0.1 - $0.0) / ($1.1 - $1.0) }
    }

    /// The eased curve's steepest slope, found independently of the animator: 1000 samples.
    private let peakSlope = (0...1000).map { CubicBezierCurve.easeInEaseOut.derivative(at: Double($0) / 1000) }.max() ?? 0

    @Test("from rest, the rest of the way takes the distance at the animator's pace and peaks as a whole run does")
    func fromRest() throws {
        let run = try released(from: 0.6, at: 0, reversed: true)
        #expect(run.completed)
        let duration = try #require(run.times.last) - run.times[0]
        #expect(abs(duration - 0.6) < 1.0 / 120 + 1e-9, "0.6 of the way back at 1 s a run: \(duration) s")
        let fastest = speeds(run).map(abs).max() ?? 0
        #expect(fastest <= peakSlope * 1.0001 && fastest > peakSlope * 0.95, "peaks at \(fastest)/s, a whole run at \(peakSlope)/s")
    }

    @Test("released moving, the first frame moves at that speed", arguments: [0.3, -0.3, 0.8])
    func leavesAtItsSpeed(velocity: Double) throws {
        let run = try released(from: 0.5, at: velocity)
        let first = try #require(speeds(run).first)
        // One frame of the curve's acceleration at most (it eases in from 0 by itself).
        #expect(abs(first - velocity) < 0.05, "left at \(first)/s, released at \(velocity)/s")
        #expect(run.completed && run.values.last == 1)
    }

    @Test("released towards the end faster than a run peaks: never faster than that, and no overshoot", arguments: [2.5, 6.0])
    func flick(velocity: Double) throws {
        let run = try released(from: 0.7, at: velocity)
        let all = speeds(run)
        #expect(abs(all[0] - velocity) < 0.1 * velocity)
        #expect(all.allSatisfy { $0 <= velocity * 1.0001 && $0 >= -1e-9 }, "monotonic, and at most \(velocity)/s: \(all)")
        #expect(run.values.allSatisfy { $0 <= 1 + 1e-12 }, "doesn't pass the end")
        #expect(run.completed && run.values.last == 1)
    }

    @Test("released moving away from its target: turns and never outruns a whole run")
    func againstItsTarget() throws {
        let run = try released(from: 0.5, at: 0.8, reversed: true)
        let all = speeds(run)
        #expect(all[0] > 0.7, "first goes on the way it was moving")
        #expect(all.map(abs).max() ?? 0 <= max(0.8, peakSlope) * 1.0001)
        #expect(run.completed && run.values.last == 0)
    }

    @Test("a non-finite velocity is refused and changes nothing")
    func hostile() throws {
        let fixture = try AnimationFixture()
        let animator = try fixture.animator(duration: 1)
        try animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(throws: PropertyAnimatorError.invalidTime(parameter: "velocity", value: .infinity)) {
            try animator.continueAnimation(releasedAt: .infinity)
        }
        #expect(!animator.isRunning && animator.fractionComplete == 0.5)
    }
}
