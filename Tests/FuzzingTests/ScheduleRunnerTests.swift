import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Fuzzing
import Gestures
import GestureScripts
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
          arguments: [(DemoTransition.move, DemoHost.navigation), (.dissolve, .modal), (.push, .tabbar), (.photo, .modal),
                      (.zoom, .navigation)])
    func refusedDuringTransition(transition: DemoTransition, host: DemoHost) {
        let schedule = FuzzSchedule(seed: 0, transition: transition, host: host, steps: [
            .forward(animated: true), .frames([1.0 / 120]), .forward(animated: true), .back(animated: true), .back(animated: false),
        ])
        let outcome = ScheduleRunner.run(schedule)
        #expect(outcome.violations == [])
        #expect(outcome.refused == 3, "the three requests made while the first transition runs")
        #expect(outcome.completed == 1)
    }

    @Test("opening a photo while one closes is refused as in progress, whether the viewer is pushed (even seed) or presented (odd)",
          arguments: [UInt64(0), 1])
    func openWhileClosing(seed: UInt64) {
        let schedule = FuzzSchedule(seed: seed, transition: .photo, host: .navigation, steps: [
            .forward(animated: true), .frames(Array(repeating: 1.0 / 120, count: 240)),
            .back(animated: true), .frames([1.0 / 120]), .forward(animated: true),
        ])
        let outcome = ScheduleRunner.run(schedule)
        #expect(outcome.violations == [])
        #expect(outcome.refused == 1 && outcome.completed == 2)
    }

    @Test("a grab lands on the flying photo while it opens and takes it in hand: dragged far and let go slowly, it goes back to the grid")
    func grabWhileOpening() {
        // Written in the top-left corner, where nothing flies: the grab moves it onto the photo.
        let drag = GestureScript(steps: [
            .drag(path: [CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 330)], duration: 0.8, lift: false), .hold(duration: 0.3), .lift,
        ])
        let opening: [FuzzStep] = [.forward(animated: true), .frames(Array(repeating: 1.0 / 120, count: 12))]
        let grabbed = ScheduleRunner.run(FuzzSchedule(seed: 0, transition: .photo, host: .modal, steps: opening + [.grab(drag)]))
        #expect(grabbed.violations == [])
        #expect(grabbed.cancelled == 1 && grabbed.completed == 0, "the presentation, taken back to the grid")
        // The same drag played where it was written, as the opening starts, misses the photo and
        // the viewer (not yet faded in: a touch passes through it to the grid): the viewer opens.
        let missed = ScheduleRunner.run(FuzzSchedule(seed: 0, transition: .photo, host: .modal,
                                                     steps: [.forward(animated: true), .gesture(drag)]))
        #expect(missed.violations == [])
        #expect(missed.completed == 1 && missed.cancelled == 0)
    }

    @Test("grabs during pushes, pops, presentations and tab switches, with one and two fingers, keep every promise",
          arguments: [(DemoTransition.move, DemoHost.navigation), (.push, .navigation), (.reveal, .modal), (.dissolve, .tabbar),
                      (.photo, .navigation), (.photo, .modal), (.zoom, .navigation), (.zoom, .modal)])
    func grabsKeepPromises(transition: DemoTransition, host: DemoHost) {
        let outcome = ScheduleRunner.run(Self.grabbing(transition, host: host, seed: 0))
        #expect(outcome.violations == [])
        #expect(outcome.completed + outcome.cancelled >= 2, "the grabbed transitions ended, one way or the other")
    }

    @Test("under reduced motion (one seed in seven: 3 here) the same grabs and requests keep every promise",
          arguments: DemoTransition.allCases)
    func reducedMotionKeepsPromises(transition: DemoTransition) {
        let outcome = ScheduleRunner.run(Self.grabbing(transition, host: transition.hosts[0], seed: 3))
        #expect(outcome.violations == [])
        #expect(outcome.completed + outcome.cancelled >= 2)
    }

    /// Forward, a one-finger grab; back, a two-finger grab; forward again, a two-finger grab.
    static func grabbing(_ transition: DemoTransition, host: DemoHost, seed: UInt64) -> FuzzSchedule {
        let oneFinger = GestureScript(steps: [.drag(path: [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 40)], duration: 0.2, lift: false),
                                              .flick(velocity: CGPoint(x: -1500, y: 0))])
        let twoFingers = GestureScript(steps: [.pinchRotateDrag(center: CGPoint(x: 0, y: 0), span: 80, scale: 1.6, rotation: 0.5,
                                                                translation: CGPoint(x: 40, y: 90), duration: 0.3, lift: false),
                                               .hold(duration: 0.1), .lift])
        return FuzzSchedule(seed: seed, transition: transition, host: host, steps: [
            .forward(animated: true), .frames([1.0 / 120, 1.0 / 120, 1.0 / 120]), .grab(oneFinger),
            .frames(Array(repeating: 1.0 / 120, count: 240)),
            .back(animated: true), .frames([1.0 / 120, 1.0 / 120]), .grab(twoFingers),
            .frames(Array(repeating: 1.0 / 120, count: 240)),
            .forward(animated: true), .frames([1.0 / 120]), .grab(twoFingers),
        ])
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
