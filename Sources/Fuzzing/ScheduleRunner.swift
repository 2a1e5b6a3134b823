import Catalog
import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Invariants
import Motion
import Stage
import TransitionKit

/// Plays a ``FuzzSchedule`` on a fresh demo under an ``/Invariants/InvariantChecker``.
///
/// Besides the checker's promises, the runner checks every programmatic request: during a
/// transition it must be refused with `ContainerError.transitionInProgress`; otherwise it runs,
/// or is refused with the container's documented error (nothing to pop, no next tab, …). At the
/// end the window must come to rest within 30 s of simulated time.
@MainActor
public enum ScheduleRunner {
    /// The longest the window may take to come to rest after the last step, in seconds.
    public static let restTimeout = 30.0

    /// Runs `schedule` and reports what it found — including, once the scene is let go,
    /// anything it made that is still alive (a reference cycle: a ``/Invariants/LeakWatch``).
    public static func run(_ schedule: FuzzSchedule) -> ScheduleOutcome {
        let leaks = LeakWatch()
        var (outcome, end) = play(schedule, watching: leaks)
        // Everything `play` made is out of scope now: what is still alive leaked.
        for survivor in leaks.survivors {
            outcome.violations.append(InvariantViolation(kind: .leak, message: "\(survivor) outlived its scene (a reference cycle)", time: end))
        }
        return outcome
    }

    /// Builds the scene, plays `schedule` on it under the checker, and has `leaks` watch what it made.
    /// Returns the outcome and the time the scene ended at, in seconds.
    private static func play(_ schedule: FuzzSchedule, watching leaks: LeakWatch) -> (ScheduleOutcome, Double) {
        let clock: ManualClock
        let scene: any FuzzScene
        do {
            clock = try ManualClock()
            if let builtIn = schedule.transition.builtIn {
                scene = try TransitionDemo(transition: builtIn, host: schedule.host, clock: clock)
            } else if schedule.transition == .zoom {
                // Seeds take turns: all at once, a cascade by distance, a wide one by drawing order.
                let cascades: [ZoomTransitionDirector.Cascade?] = [nil, .init(.distanceFromMain), .init(.drawing, spread: 0.6)]
                scene = ZoomFuzzScene(host: schedule.host == .navigation ? .push : .modal,
                                      cascade: cascades[Int(schedule.seed % 3)], clock: clock)
            } else {
                // In a navigation host the viewer is pushed, or (odd seeds) presented from it.
                let host: PhotoDemo.Host = schedule.host == .navigation ? (schedule.seed.isMultiple(of: 2) ? .push : .navigation) : .modal
                scene = PhotoFuzzScene(host: host, clock: clock)
            }
        } catch {
            return (ScheduleOutcome(violations: [InvariantViolation(kind: .request, message: "the demo could not be built: \(error)", time: 0)]), 0)
        }
        // The checker watches every frame; nothing is recorded for a report.
        scene.window.recorder.isRecording = false
        // One schedule in seven runs with the host's reduced motion on.
        scene.window.prefersReducedMotion = schedule.seed % 7 == 3
        let checker = InvariantChecker(window: scene.window)
        checker.movableRecognizers = scene.movableRecognizers
        leaks.watch(scene.window, checker: checker)
        leaks.watch(scene, name: "the demo")
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
        leaks.watch(scene.window, checker: checker)
        outcome.violations = checker.violations
        outcome.completed = checker.completedCount
        outcome.cancelled = checker.cancelledCount
        outcome.frames = checker.frameCount
        return (outcome, scene.window.clock.now)
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
            waitForFingersToLift(in: window)
            inject(script, into: window, checker: checker)
        case let .grab(script):
            waitForFingersToLift(in: window)
            inject(grabbing(script, in: window), into: window, checker: checker)
        case let .frames(intervals):
            for interval in intervals { window.frame(at: window.clock.now + interval) }
        }
    }

    /// Runs frames until the fingers of earlier scripts have lifted, so that two scripts'
    /// fingers never overlap; bounded by frames as well as time, so a clock no frame moves
    /// can't hold it.
    private static func waitForFingersToLift(in window: Window) {
        let limit = window.clock.now + FuzzSchedule.maximumScriptSeconds
        var frames = ManualClock.frameLimit(for: FuzzSchedule.maximumScriptSeconds, interval: window.frameInterval)
        while window.hasPendingTouches || !window.touchesDown.isEmpty, window.clock.now < limit, frames > 0 {
            window.runFrames(1)
            frames -= 1
        }
    }

    private static func inject(_ script: GestureScript, into window: Window, checker: InvariantChecker) {
        do {
            try window.inject(script)
        } catch {
            checker.report(.request, "the gesture script was refused: \(error)")
        }
    }

    /// `script` moved so that its first fingers land on what flies in the running transition
    /// (see ``FuzzStep/grab(_:)``); as written when nothing runs or the script touches nothing.
    static func grabbing(_ script: GestureScript, in window: Window) -> GestureScript {
        guard let transition = window.activeTransition,
              let first = try? script.firstTouchCentroid()
        else { return script }
        let target: View = (transition.sharedElementView as? View) ?? transition.container
        let bounds = target.bounds
        let middle = target.convertToWindow(CGPoint(x: bounds.midX, y: bounds.midY))
        let offset = CGPoint(x: middle.x - first.x, y: middle.y - first.y)
        guard offset.x.isFinite, offset.y.isFinite else { return script }
        return script.translated(by: offset)
    }
}
