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
import Recording
import Stage
import Testing
import TransitionKit

/// Every kind of bad input the library can be handed gets a clear error or a documented clamp,
/// and nothing is lost: each test runs under the invariant checker where a transition is
/// involved.
@MainActor
@Suite("Bad input")
struct BadInputTests {
    /// A navigation demo with a second screen pushed, under a checker.
    private func navigation(_ transition: BuiltInTransition = .move) throws -> (TransitionDemo, InvariantChecker) {
        let demo = try TransitionDemo(transition: transition, host: .navigation, clock: ManualClock())
        demo.window.recorder.isRecording = false
        let checker = InvariantChecker(window: demo.window)
        try demo.goForward(animated: false)
        return (demo, checker)
    }

    /// Touch events of one finger through `points`, 1/120 s apart, from `start` seconds.
    private func finger(_ points: [CGPoint], from start: Double, cancel: Bool = false) throws -> [TouchEvent] {
        try points.enumerated().map { index, point in
            let phase: TouchPhase = index == 0 ? .began : index == points.count - 1 ? (cancel ? .cancelled : .ended) : .moved
            return try TouchEvent(timestamp: start + Double(index) / 120,
                                  touches: [Touch(id: TouchIdentifier(1), location: point, timestamp: 0, phase: phase)])
        }
    }

    private func settle(_ window: Window, _ checker: InvariantChecker) throws {
        try window.runUntilIdle(timeout: 10)
        checker.checkAtRest()
    }

    // MARK: Coordinates

    @Test("non-finite touch coordinates are refused whole, with the finger named")
    func nonFiniteTouches() throws {
        #expect(throws: TouchError.nonFiniteLocation(TouchIdentifier(1))) {
            try TouchEvent(timestamp: 0, touches: [Touch(id: TouchIdentifier(1), location: CGPoint(x: Double.nan, y: 0), timestamp: 0, phase: .began)])
        }
        #expect(throws: GestureScriptError.self) {
            try GestureScript(steps: [.tap(at: CGPoint(x: Double.infinity, y: 10))]).validate()
        }
    }

    @Test("a swipe back through huge coordinates: the transition ends, nothing on screen is not finite")
    func hugeTouches() throws {
        let (demo, checker) = try navigation()
        let start = demo.window.clock.now + 0.01
        demo.window.inject(try finger([
            CGPoint(x: 20, y: 400), CGPoint(x: 60, y: 400), CGPoint(x: 1e300, y: -1e300), CGPoint(x: -1e300, y: 1e300),
            CGPoint(x: 1e300, y: 400),
        ], from: start))
        try settle(demo.window, checker)
        #expect(checker.violations == [])
        #expect(checker.completedCount + checker.cancelledCount == 2, "the immediate push, then the swipe's pop")
    }

    @Test("the photo dragged to huge coordinates and flung: dismissed, every value finite")
    func hugePhotoDrag() throws {
        let demo = PhotoDemo(clock: try ManualClock())
        demo.window.recorder.isRecording = false
        let checker = InvariantChecker(window: demo.window)
        try demo.open(photo: 0)
        try demo.window.runUntilIdle()
        let start = demo.window.clock.now + 0.01
        demo.window.inject(try finger([demo.screenCenter, CGPoint(x: 200, y: 460), CGPoint(x: 1e12, y: 1e12), CGPoint(x: -1e15, y: 3e15)],
                                      from: start))
        try settle(demo.window, checker)
        #expect(checker.violations == [])
        #expect(demo.grid.presentedStageViewController == nil, "dismissed")
    }

    @Test("a view refuses non-finite values (it keeps its own); huge ones animate without overflow")
    func viewValues() throws {
        let view = View(name: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: Double.nan, y: 3)
        view.bounds = CGRect(x: 0, y: 0, width: Double.infinity, height: 1)
        view.alpha = .nan
        view.transform = Transform2D(rotation: .infinity)
        view.cornerRadius = -.infinity
        #expect(view.center == CGPoint(x: 5, y: 5) && view.bounds.size == CGSize(width: 10, height: 10))
        #expect(view.alpha == 1 && view.transform == .identity && view.cornerRadius == 0)
        #expect(view.presentation.center == CGPoint(x: 5, y: 5))

        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        view.center = CGPoint(x: 1e308, y: -1e308)
        let animator = try PropertyAnimator(duration: 1, curve: .linear, loop: loop) {
            view.center = CGPoint(x: -1e308, y: 1e308)
        }
        try animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(view.presentation.center.x.isFinite && view.presentation.center.y.isFinite)
        #expect(abs(view.presentation.center.x) < 1e300, "halfway between ±1e308 is near 0")
    }

    // MARK: Time

    @Test("timestamps going backwards: a touch event is refused and recorded; the clock never goes back")
    func timeBackwards() throws {
        let (demo, checker) = try navigation()
        let window = demo.window
        window.runFrames(10)
        let now = window.clock.now
        #expect(throws: TouchError.timestampWentBackwards(previous: now, received: now - 1)) {
            try window.send(TouchEvent(timestamp: now - 1, touches: [
                Touch(id: TouchIdentifier(1), location: CGPoint(x: 20, y: 400), timestamp: 0, phase: .began),
            ]))
        }
        #expect(window.issues.count == 1)
        window.frame(at: now - 5)
        #expect(window.clock.now == now, "a frame in the past is a zero-length frame")
        let clock = try ManualClock(now: 3)
        clock.advance(to: 1)
        clock.advance(by: -2)
        clock.advance(by: .nan)
        clock.advance(to: .infinity)
        #expect(clock.now == 3)
        try settle(window, checker)
        #expect(checker.violations.map(\.kind) == [.stageIssue], "the refused touch, reported; nothing else")
    }

    @Test("zero, negative or non-finite durations: an error, or the documented default", arguments: [0, -1, Double.nan, .infinity])
    func durations(duration: Double) throws {
        #expect(throws: TransitionError.self) { try Transition.validated(duration: duration, animation: DissolveTransitionAnimation()) }
        if duration == 0 {
            // As UIKit's: a zero-length animator is valid and jumps to its end at the next frame.
            let clock = try ManualClock()
            let view = View(name: "v")
            let animator = try PropertyAnimator(duration: 0, curve: .linear, loop: AnimationLoop(clock: clock)) { view.alpha = 0.5 }
            var ended: [AnimatingPosition] = []
            animator.addCompletion { ended.append($0) }
            try animator.startAnimation()
            clock.advance(by: 1.0 / 120)
            #expect(ended == [.end] && view.presentation.alpha == 0.5)
        } else {
            #expect(throws: PropertyAnimatorError.self) {
                try PropertyAnimator(duration: duration, curve: .linear, loop: AnimationLoop(clock: ManualClock())) {}
            }
        }
        #expect(throws: GestureScriptError.self) { try GestureScript(steps: [.longPress(at: CGPoint.zero, duration: duration)]).validate() }
        #expect(PhotoTransitionController(duration: duration).duration == 0.4, "documented: an invalid duration is 0.4 s")
        let window = Window(clock: try ManualClock())
        window.run(for: duration)
        #expect(window.clock.now == 0, "running for no valid time runs nothing")
    }

    // MARK: Ranges and thresholds

    @Test("ranges and thresholds outside 0…1: an error, or a clamp where UIKit clamps")
    func ranges() throws {
        for (start, end) in [(-0.1, 1.0), (0.5, 0.4), (0, 1.5)] {
            #expect(throws: TransitionError.invalidRange(start: start, end: end)) { try AnimationRange.validated(start: start, end: end) }
        }
        #expect(throws: TransitionError.self) { try AnimationRange.validated(start: .nan, end: 1) }
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        for threshold in [-0.01, 1.01, Double.nan] {
            #expect(throws: TransitionError.self) { try pan.setCompletionThreshold(threshold) }
        }
        #expect(pan.completionThreshold == 1.0 / 3, "a refused threshold keeps the old one")
        let animator = try PropertyAnimator(duration: 1, curve: .linear, loop: AnimationLoop(clock: ManualClock())) {}
        animator.fractionComplete = 1.7
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -3
        #expect(animator.fractionComplete == 0)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0, "NaN is ignored")
    }

    // MARK: Sizes

    @Test("zero-size views and images: the photo transition runs without a shared element where it can't make one")
    func zeroSizes() throws {
        let images = [ImageReference(name: "empty", pixelWidth: 0, pixelHeight: 0), ImageReference(name: "line", pixelWidth: 4000, pixelHeight: 0)]
        let demo = PhotoDemo(images: images, clock: try ManualClock())
        demo.window.recorder.isRecording = false
        let checker = InvariantChecker(window: demo.window)
        #expect(View(name: "zero").snapshotView() == nil)
        demo.grid.thumbnails[1].imageView.bounds = .zero
        for index in 0..<2 {
            try demo.open(photo: index)
            try demo.window.runUntilIdle()
            try demo.close()
            try demo.window.runUntilIdle()
        }
        checker.checkAtRest()
        #expect(checker.violations == [])
        #expect(checker.completedCount == 4)
    }

    // MARK: Recognizers

    @Test("a recognizer with no view reports zeros and never fires; removed mid-gesture, its transition still ends")
    func recognizerWithoutView() throws {
        let lonely = PanGestureRecognizer(name: "lonely")
        #expect(lonely.view == nil && lonely.state == .possible)
        #expect(lonely.translation(in: nil) == .zero && lonely.velocity(in: nil) == .zero)

        let (demo, checker) = try navigation()
        // The app takes the gesture away: where it is attached is the app's business.
        checker.movableRecognizers = [demo.pan.gestureRecognizer]
        try demo.window.inject(GestureScript(steps: [
            .drag(path: [CGPoint(x: 20, y: 400), CGPoint(x: 200, y: 400)], duration: 0.3, lift: false), .hold(duration: 0.2), .lift,
        ]))
        demo.window.run(for: 0.35)
        #expect(demo.window.activeTransition != nil, "the swipe drives a pop")
        demo.navigation?.stageView.removeGestureRecognizer(demo.pan.gestureRecognizer)
        #expect(demo.pan.gestureRecognizer.view == nil)
        try settle(demo.window, checker)
        #expect(checker.violations == [])
        #expect(checker.cancelledCount == 1, "a gesture taken away mid-way cancels, as a touch cancel does")
    }

    // MARK: Operations

    @Test("operations a container can't perform: a clear error each, and nothing changes")
    func impossibleOperations() throws {
        let (demo, checker) = try navigation()
        let navigation = try #require(demo.navigation)
        _ = try navigation.popViewController(animated: false)
        #expect(throws: ContainerError.cannotPopRootViewController) { try navigation.popViewController(animated: true) }
        #expect(throws: ContainerError.viewControllerAlreadyShown("Home")) { try navigation.pushViewController(demo.home, animated: true) }
        #expect(throws: ContainerError.nothingToDismiss) { try demo.home.dismiss(animated: true, completion: nil) }
        let tabs = try TransitionDemo(transition: .push, host: .tabbar, clock: ManualClock())
        #expect(throws: ContainerError.tabIndexOutOfRange(index: 5, count: 3)) { try tabs.tabs?.select(index: 5) }
        let modal = try TransitionDemo(transition: .push, host: .modal, clock: ManualClock())
        try modal.goForward(animated: false)
        #expect(throws: ContainerError.alreadyPresenting) { try modal.goForward(animated: true) }
        // A swipe back at the root starts nothing.
        try demo.window.inject(GestureScript(steps: [.drag(path: [CGPoint(x: 20, y: 400), CGPoint(x: 300, y: 400)], duration: 0.3)]))
        try settle(demo.window, checker)
        #expect(checker.violations == [])
        #expect(checker.completedCount == 2 && checker.cancelledCount == 0, "the push and the pop only")
        #expect(navigation.stack.count == 1)
    }

    @Test("a new transition requested during a transition is refused; the running one ends as it would have")
    func requestDuringTransition() throws {
        let (demo, checker) = try navigation()
        try demo.goForward(animated: true)
        demo.window.runFrames(5)
        #expect(throws: ContainerError.transitionInProgress) { try demo.goForward(animated: true) }
        #expect(throws: ContainerError.transitionInProgress) { try demo.goBack(animated: false) }
        try settle(demo.window, checker)
        #expect(checker.violations == [])
        #expect(demo.navigation?.stack.count == 3)

        // The photo: a second photo while one opens is refused; the open one still dismisses by gesture.
        let photo = PhotoDemo(clock: try ManualClock())
        photo.window.recorder.isRecording = false
        let photoChecker = InvariantChecker(window: photo.window)
        try photo.open(photo: 0)
        #expect(throws: ContainerError.transitionInProgress) { try photo.open(photo: 1) }
        try photo.window.runUntilIdle()
        #expect(throws: ContainerError.alreadyPresenting) { try photo.open(photo: 2) }
        try photo.window.inject(GestureScript(steps: [.flick(from: photo.screenCenter, velocity: CGPoint(x: 0, y: 2500))]))
        try settle(photo.window, photoChecker)
        #expect(photoChecker.violations == [])
        #expect(photo.grid.presentedStageViewController == nil, "the refused requests lost nothing: the viewer still dismisses")
    }

    @Test("the presenting controller replaced mid-transition: the transition ends first, then what it presented goes with it")
    func presentingRemoved() throws {
        let demo = try TransitionDemo(transition: .dissolve, host: .modal, clock: ManualClock())
        demo.window.recorder.isRecording = false
        let checker = InvariantChecker(window: demo.window)
        try demo.goForward(animated: true)
        demo.window.runFrames(10)
        let replacement = ViewController(title: "Replacement")
        demo.window.rootViewController = replacement
        #expect(demo.window.rootViewController === demo.home, "the change waits for the running transition")
        try settle(demo.window, checker)
        #expect(demo.window.rootViewController === replacement)
        #expect(demo.window.rootView.stageSubviews.map(\.name) == ["Replacement"], "the presented screen left with its presenter")
        #expect(demo.home.presentedStageViewController == nil)
        #expect(checker.violations == [])
        #expect(demo.home.appearanceState == .disappeared && replacement.appearanceState == .appeared)
    }
}
