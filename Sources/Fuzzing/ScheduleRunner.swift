import Demos
import Foundation
import Gestures
import Invariants
import Motion
import Stage
import TransitionKit

/// Plays a ``FuzzSchedule`` on a fresh demo under an ``Invariants/InvariantChecker``.
///
/// Besides the checker's promises, the runner checks every programmatic request: during a
/// transition it must be refused with `ContainerError.transitionInProgress`; otherwise it runs,
/// or is refused with the container's documented error (nothing to pop, no next tab, …). At the
/// end the window must come to rest within 30 s of simulated time.
@MainActor
public enum ScheduleRunner {
    /// The longest the window may take to come to rest after the last step, in seconds.
    public static let restTimeout = 30.0

    /// Runs `schedule` and reports what it found.
    public static func run(_ schedule: FuzzSchedule) -> ScheduleOutcome {
        let clock: ManualClock
        let scene: any FuzzScene
        do {
            clock = try ManualClock()
            if let builtIn = schedule.transition.builtIn {
                scene = try TransitionDemo(transition: builtIn, host: schedule.host, clock: clock)
            } else {
                scene = PhotoFuzzScene(host: schedule.host == .navigation ? .navigation : .modal, clock: clock)
            }
        } catch {
            return ScheduleOutcome(violations: [InvariantViolation(kind: .request, message: "the demo could not be built: \(error)", time: 0)])
        }
        // The checker watches every frame; nothing is recorded for a report.
        scene.window.recorder.isRecording = false
        let checker = InvariantChecker(window: scene.window)
        checker.movableRecognizers = scene.movableRecognizers
        var outcome = ScheduleOutcome()
        for step in schedule.steps {
            play(step, on: scene, checker: checker, outcome: &outcome)
        }
        do {
            try scene.window.runUntilIdle(timeout: restTimeout)
        } catch {
            checker.report(.frozen, "the window did not come to rest: \(error)")
        }
        checker.checkAtRest()
        outcome.violations = checker.violations
        outcome.completed = checker.completedCount
        outcome.cancelled = checker.cancelledCount
        outcome.frames = checker.frameCount
        return outcome
    }

    private static func play(_ step: FuzzStep, on scene: any FuzzScene, checker: InvariantChecker, outcome: inout ScheduleOutcome) {
        let window = scene.window
        switch step {
        case let .forward(animated), let .back(animated):
            let duringTransition = window.activeTransition != nil
            let forward = step == .forward(animated: animated)
            let name = forward ? "going forward" : "going back"
            do {
                if forward { try scene.goForward(animated: animated) } else { try scene.goBack(animated: animated) }
                if duringTransition { checker.report(.request, "\(name) was accepted during a transition") }
            } catch let error as ContainerError {
                outcome.refused += 1
                if duringTransition, error != .transitionInProgress {
                    checker.report(.request, "\(name) during a transition was refused with “\(error)”, not transitionInProgress")
                } else if !duringTransition, error == .transitionInProgress {
                    checker.report(.request, "\(name) was refused as in progress while no transition ran")
                }
            } catch {
                checker.report(.request, "\(name) failed with an undocumented error: \(error)")
            }
        case let .gesture(script):
            // Fingers of two scripts never overlap: the earlier one lifts first.
            let limit = window.clock.now + 10
            while window.hasPendingTouches || !window.touchesDown.isEmpty, window.clock.now < limit {
                window.runFrames(1)
            }
            do {
                try window.inject(script)
            } catch {
                checker.report(.request, "the gesture script was refused: \(error)")
            }
        case let .frames(intervals):
            for interval in intervals { window.frame(at: window.clock.now + interval) }
        }
    }
}
