import Demos
import Foundation
import Fuzzing
import Gestures
import Invariants
import Testing

@MainActor
@Suite("ScheduleRunner and FuzzCampaign")
struct ScheduleRunnerTests {
    @Test("a bounded campaign over every transition keeps every promise, and does real work")
    func campaign() {
        let summary = FuzzCampaign(seed: 2026).run(0..<60)
        #expect(summary.failures.map(\.violations) == [])
        #expect(summary.schedules == 60)
        #expect(summary.transitionsCompleted > 20 && summary.transitionsCancelled > 5)
        #expect(summary.requestsRefused > 5)
        #expect(summary.frames > 60 * 50)
        #expect(Set(summary.schedulesByTransition.keys) == Set(DemoTransition.allCases.map(\.rawValue)))
    }

    @Test("a request during a transition is refused with transitionInProgress, in every host",
          arguments: [(DemoTransition.move, DemoHost.navigation), (.dissolve, .modal), (.push, .tabbar), (.photo, .modal)])
    func refusedDuringTransition(transition: DemoTransition, host: DemoHost) {
        let schedule = FuzzSchedule(seed: 0, transition: transition, host: host, steps: [
            .forward(animated: true), .frames([1.0 / 120]), .forward(animated: true), .back(animated: true), .back(animated: false),
        ])
        let outcome = ScheduleRunner.run(schedule)
        #expect(outcome.violations == [])
        #expect(outcome.refused == 3, "the three requests made while the first transition runs")
        #expect(outcome.completed == 1)
    }

    @Test("a hostile clock: zero-length, dropped and 2-second frames in the middle of a swipe")
    func hostileClock() throws {
        let swipe = GestureScript(steps: [
            .drag(path: [CGPoint(x: 10, y: 400), CGPoint(x: 300, y: 420)], duration: 0.5, lift: false), .hold(duration: 0.1), .lift,
        ])
        let schedule = FuzzSchedule(seed: 0, transition: .reveal, host: .navigation, steps: [
            .forward(animated: false), .gesture(swipe), .frames([1.0 / 120, 0, 0, 5.0 / 120, 2, 1.0 / 120]), .back(animated: true),
        ])
        let outcome = ScheduleRunner.run(schedule)
        #expect(outcome.violations == [])
        #expect(outcome.completed == 2, "the immediate push, then the pop the swipe made (the 2 s frame carries it past the threshold)")
        #expect(outcome.refused == 1, "the last step back: refused in progress, or as the root if the pop is done")
    }

    @Test("the shrinker keeps only what the failure needs")
    func shrinks() {
        // A stand-in failure: a 2-second frame followed, later, by an animated step back.
        let fails: @MainActor (FuzzSchedule) -> Bool = { schedule in
            guard let frame = schedule.steps.firstIndex(where: { if case let .frames(lengths) = $0 { lengths.contains(2) } else { false } })
            else { return false }
            return schedule.steps[(frame + 1)...].contains(.back(animated: true))
        }
        let schedule = FuzzSchedule(seed: 9, transition: .move, host: .navigation, steps: [
            .forward(animated: true), .frames([1.0 / 120, 0, 2, 1.0 / 60]), .gesture(GestureScript(steps: [.tap(at: CGPoint(x: 5, y: 5))])),
            .forward(animated: false), .back(animated: true), .frames([0, 0]),
        ])
        #expect(fails(schedule))
        let shrunk = ScheduleShrinker.shrink(schedule, fails: fails)
        #expect(shrunk.steps == [.frames([2]), .back(animated: true)])
    }
}
