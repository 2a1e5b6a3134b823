import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Fuzzing
import Gestures
import Invariants
import Motion
import Stage
import Testing

@MainActor
@Suite("LeakWatch")
struct LeakWatchTests {
    /// A window with one view holding a tap whose target closure captures the tap itself (the
    /// photo demo's old cycle) when `cycle`, or reads it from its argument when not; watched.
    private func watchedWindow(cycle: Bool, watch: LeakWatch) throws {
        let window = Window(clock: try ManualClock())
        let view = View(name: "thumbnail", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        let tap = TapGestureRecognizer(name: "open")
        if cycle {
            _ = tap.addTarget { _ in _ = tap.state }
        } else {
            _ = tap.addTarget { recognizer in _ = recognizer.state }
        }
        view.addGestureRecognizer(tap)
        watch.watch(window)
    }

    @Test("a recognizer whose target holds it outlives its window, and the watch names it")
    func catchesARecognizerCycle() throws {
        let watch = LeakWatch()
        try watchedWindow(cycle: true, watch: watch)
        #expect(watch.survivors == ["the gesture recognizer open on thumbnail"])
    }

    @Test("without the cycle, nothing outlives the window")
    func nothingWithoutACycle() throws {
        let watch = LeakWatch()
        try watchedWindow(cycle: false, watch: watch)
        #expect(watch.survivors.isEmpty)
    }

    @Test("a view something else holds outlives its window, and the watch names it; the views let go do not")
    func namesASurvivingView() throws {
        let watch = LeakWatch()
        var kept: View?
        do {
            let window = Window(clock: try ManualClock())
            let view = View(name: "kept", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(View(name: "inner"))
            window.rootView.addSubview(view)
            window.rootView.addSubview(View(name: "dropped"))
            watch.watch(window)
            kept = view
        }
        #expect(watch.survivors == ["the view inner", "the view kept"])
        #expect(kept?.name == "kept")
        kept = nil
        #expect(watch.survivors.isEmpty)
    }

    @Test("what is watched twice is named once, as it was watched last")
    func watchedTwice() throws {
        let watch = LeakWatch()
        var kept: (View, AnyObject)?
        do {
            let window = Window(clock: try ManualClock())
            let view = View(name: "first name", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.rootView.addSubview(view)
            let other = TapGestureRecognizer(name: "other")
            watch.watch(window)
            watch.watch(other, name: "an object")
            view.name = "second name"
            watch.watch(window)
            watch.watch(other, name: "the same object")
            kept = (view, other)
        }
        #expect(watch.survivors == ["the same object", "the view second name"])
        #expect(kept?.0.name == "second name")
        kept = nil
        #expect(watch.survivors.isEmpty)
    }

    @Test("photo schedules leave nothing alive (the demo's tap held itself, 0.66 KiB a schedule)")
    func photoSchedulesLeaveNothing() {
        let generator = ScheduleGenerator()
        for seed in 0..<20 as Range<UInt64> {
            let outcome = ScheduleRunner.run(generator.schedule(seed: seed, transitions: [.photo]))
            #expect(!outcome.violations.contains { $0.kind == .leak }, "\(outcome.violations)")
        }
    }
}
