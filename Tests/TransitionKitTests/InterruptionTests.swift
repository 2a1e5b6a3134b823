import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage
import Testing
import TransitionTestSupport
@testable import TransitionKit

/// A shared element: a snapshot of a square flying from a thumbnail to a large frame, following
/// the finger during interaction.
@MainActor
final class FlyingSquare: SharedElement, SharedElementTransition {
    let transitioningView: any HostView
    let from: CGRect
    let to: CGRect
    var sharedElement: (any SharedElement)?
    var animatingPosition: AnimatingPosition = .end
    let timingParameters: TimingParameters
    private(set) var startingGestures: [String] = []
    private(set) var completions: [AnimatingPosition] = []
    private var grabCenter = CGPoint.zero
    private var grabLocation = CGPoint.zero

    init(from: CGRect, to: CGRect, timingParameters: TimingParameters = .easeInEaseOut) {
        self.timingParameters = timingParameters
        self.from = from
        self.to = to
        let view = View(name: "flying square", frame: from)
        view.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
        transitioningView = view
        sharedElement = self
    }

    func setup(in operationContext: TransitionOperationContext) {
        operationContext.context.containerView.addSubview(transitioningView)
    }

    func animation() {
        let target = animatingPosition == .end ? to : from
        transitioningView.center = CGPoint(x: target.midX, y: target.midY)
        transitioningView.bounds = CGRect(origin: .zero, size: target.size)
    }

    func completion(position: AnimatingPosition) {
        completions.append(position)
        transitioningView.removeFromSuperview()
    }

    func startInteraction(in context: any ViewControllerContextTransitioning, gestureRecognizer: GestureRecognizer) {
        startingGestures.append(gestureRecognizer.name ?? "unnamed")
        grabCenter = (transitioningView as? View)?.presentation.center ?? transitioningView.center
        grabLocation = gestureRecognizer.location(in: context.containerView)
    }

    func updateInteraction(in context: any ViewControllerContextTransitioning,
                           interactionController: any TransitionInteractionController, progress: TransitionProgress) {
        let finger = interactionController.gestureRecognizer.location(in: context.containerView)
        transitioningView.center = CGPoint(x: grabCenter.x + finger.x - grabLocation.x, y: grabCenter.y + finger.y - grabLocation.y)
    }
}

@MainActor
@Suite("Interruption and shared elements")
struct InterruptionTests {
    @Test("a touch-down mid-animation pauses the transition; released without moving, it carries on")
    func grabAndRelease() throws {
        let scene = try NavigationScene()
        try scene.navigation.pushViewController(PhaseRecordingController(title: "Next"), animated: true)
        scene.window.run(for: 0.2)
        let fraction = try #require(scene.controller.fractionComplete)
        try scene.window.inject(GestureScript(steps: [.longPress(at: CGPoint(x: 300, y: 400), duration: 0.3)]))
        scene.window.run(for: 0.2)
        let paused = try #require(scene.controller.fractionComplete)
        #expect(abs(paused - fraction) < 0.02, "paused at about \(fraction), got \(paused)")
        scene.window.run(for: 0.1)
        #expect(scene.controller.fractionComplete == paused, "held still")
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.map(\.title) == ["Root", "Next"], "continued towards the end")
        let kinds = scene.window.recorder.frames.flatMap(\.events).map(\.kind)
        #expect(kinds.contains(.interactionStarted) && kinds.filter { $0 == .transitionCompleted }.count == 1)
    }

    @Test("held still, a transition tells its host nothing new each frame: each state it reports differs from the last")
    func heldStillReportsNothingNew() throws {
        let scene = try NavigationScene()
        let context = try TestTransitionContext()
        let runner = try #require(scene.controller.navigationController(
            scene.navigation, animationControllerFor: .push, from: context.from, to: context.to))
        runner.animateTransition(using: context)
        context.window.run(for: 0.2)
        try context.window.inject(GestureScript(steps: [.longPress(at: CGPoint(x: 300, y: 400), duration: 0.3)]))
        context.window.run(for: 0.1)
        #expect(context.states.last?.phase == .interrupted, "the touch-down holds it")
        let reported = context.states.count
        context.window.run(for: 0.1)
        #expect(context.states.count == reported, "twelve held frames, nothing new to report")
        try context.window.runUntilIdle()
        #expect(context.completions == [true])
        for (earlier, later) in zip(context.states, context.states.dropFirst()) {
            #expect(earlier.fractionComplete != later.fractionComplete || earlier.phase != later.phase
                || earlier.sharedElementView !== later.sharedElementView)
        }
        #expect(context.states.count > 20, "every animated frame is reported (\(context.states.count))")
    }

    @Test("a finger that touches a running push or pop, wobbles under the pan's slop and lifts lets it go on where it was heading",
          arguments: [NavigationControllerOperation.push, .pop])
    func wobbleIsNoGesture(operation: NavigationControllerOperation) throws {
        let scene = try NavigationScene()
        try scene.navigation.pushViewController(PhaseRecordingController(title: "Next"), animated: operation == .push)
        if operation == .pop {
            try scene.window.runUntilIdle()
            _ = try scene.navigation.popViewController(animated: true)
        }
        // 20 % in, a finger touches, moves 7 points (under the pan's 10) and lifts.
        scene.window.run(for: 0.1)
        let fraction = try #require(scene.controller.fractionComplete)
        #expect(fraction > 0.1 && fraction < 0.3, "\(fraction)")
        try scene.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 250, y: 400), CGPoint(x: 257, y: 400)], duration: 0.1, easing: .linear)
        })
        try scene.window.runUntilIdle()
        let expected = operation == .push ? ["Root", "Next"] : ["Root"]
        #expect(scene.navigation.stack.map(\.title) == expected, "the \(operation.rawValue) went on")
    }

    @Test("grabbed mid-animation and dragged back past the start, it cancels")
    func grabAndDragBack() throws {
        let scene = try NavigationScene()
        try scene.navigation.pushViewController(PhaseRecordingController(title: "Next"), animated: true)
        scene.window.run(for: 0.25)
        try scene.window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 250, y: 400), dx: 200)))
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.map(\.title) == ["Root"])
        #expect(scene.root.phases == ["will", "cancelled"])
        #expect(scene.visible == ["Root"])
    }

    @Test("a shared element follows the finger, is grabbed mid-animation, dragged back and released")
    func sharedElement() throws {
        let square = FlyingSquare(from: CGRect(x: 20, y: 600, width: 80, height: 80), to: CGRect(x: 0, y: 100, width: 390, height: 390))
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            Transition(duration: 0.6, animation: DissolveTransitionAnimation(), sharedElement: square)
        })
        try scene.navigation.pushViewController(PhaseRecordingController(title: "Detail"), animated: true)
        scene.window.run(for: 0.3)
        let midway = (square.transitioningView as? View)?.presentation.center ?? .zero
        #expect(midway.y < 640 && midway.y > 295, "in flight: \(midway)")
        // Grab the square where it is and drag it back down and to the right, slowly.
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [midway, CGPoint(x: midway.x + 150, y: midway.y + 100)], duration: 0.5, easing: .linear, lift: false),
            .hold(duration: 0.1),
            .lift,
        ]))
        scene.window.run(for: 0.55)
        let held = (square.transitioningView as? View)?.presentation.center ?? .zero
        #expect(abs(held.x - (midway.x + 150)) < 2 && abs(held.y - (midway.y + 100)) < 2, "follows the finger: \(held)")
        #expect(square.startingGestures == ["transition interruption"], "started by the touch-down")
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.map(\.title) == ["Root"], "dragged back towards the edge: cancelled")
        #expect(square.completions == [.start])
        #expect(square.transitioningView.superview == nil, "no stray snapshot")
        let frames = scene.window.recorder.frames
        #expect(frames.last?.views.contains { $0.name == "flying square" } == false)
    }

    @Test("the shared element is told of every interaction: each grab starts one")
    func startInteractionPerGrab() throws {
        let square = FlyingSquare(from: CGRect(x: 20, y: 600, width: 80, height: 80), to: CGRect(x: 0, y: 100, width: 390, height: 390))
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            Transition(duration: 1, animation: DissolveTransitionAnimation(), sharedElement: square)
        })
        scene.pan.completionThreshold = 0
        try scene.navigation.pushViewController(ViewController(title: "Detail"), animated: true)
        for _ in 0..<2 {
            scene.window.run(for: 0.15)
            let grab = square.transitioningView.presentation.center
            try scene.window.inject(GestureScript(steps: [
                .drag(path: [grab, CGPoint(x: grab.x - 20, y: grab.y - 40)], duration: 0.2, easing: .linear, lift: false),
                .lift,
            ]))
            scene.window.run(for: 0.3)
        }
        try scene.window.runUntilIdle()
        #expect(square.startingGestures == ["transition interruption", "transition interruption"])
        #expect(scene.navigation.stack.count == 2)
    }

    @Test("layers wait for their ranges, forward and backward, across an interruption")
    func layersInRanges() throws {
        let animation = LayeredAnimation(layers: [(.firstHalf, .linear), (.latterHalf, .linear)])
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in Transition(duration: 1, animation: animation) })
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        scene.window.run(for: 0.25)
        let first = animation.markers[0], second = animation.markers[1]
        #expect(abs(first.presentation.alpha - 0.5) < 1e-9 && second.presentation.alpha == 0)
        scene.window.run(for: 0.5)
        #expect(first.presentation.alpha == 1 && abs(second.presentation.alpha - 0.5) < 1e-9)
        // Grab at 0.75 and drag back towards the edge past the start: the second layer rewinds
        // first, the first layer only once the position is back under a half.
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [CGPoint(x: 100, y: 400), CGPoint(x: 350, y: 400)], duration: 1, easing: .linear, lift: false),
            .hold(duration: 0.1), .lift,
        ]))
        scene.window.run(for: 0.3)
        let fraction = try #require(scene.controller.fractionComplete)
        #expect(fraction < 0.75 && fraction > 0.5, "\(fraction)")
        #expect(first.presentation.alpha == 1, "the first layer's range is behind")
        #expect(abs(second.presentation.alpha - (fraction - 0.5) * 2) < 1e-6)
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.count == 1)
        #expect(animation.completions == [.start])
    }

    @Test("the touch-down on a shared element interrupts; a pan elsewhere can't start during the animation")
    func panOnlyWhenInterrupted() throws {
        let square = FlyingSquare(from: CGRect(x: 20, y: 600, width: 80, height: 80), to: CGRect(x: 0, y: 100, width: 390, height: 390))
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            Transition(duration: 0.6, animation: DissolveTransitionAnimation(), sharedElement: square)
        })
        try scene.navigation.pushViewController(ViewController(title: "Detail"), animated: true)
        scene.window.run(for: 0.1)
        // Far from the square: no interruption, and the pan may not begin.
        try scene.window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 380, y: 30), dx: -200, duration: 0.2)))
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.map(\.title) == ["Root", "Detail"])
        #expect(square.startingGestures.isEmpty)
        #expect(scene.source.operations == [.navigation(.push)])
    }

    @Test("a .current completion position keeps heading where the transition was going")
    func currentPosition() throws {
        let current = CurrentPositionInteraction()
        let scene = try NavigationScene(interactionController: current)
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        scene.window.run(for: 0.1)
        try scene.window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 300, y: 400), dx: -20, duration: 0.1)))
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.count == 2, "completed, not cancelled")
        #expect(current.asked > 0)
    }

    @Test("a reversing shared element runs over the time that remains")
    func reversingSpeed() throws {
        let square = FlyingSquare(from: CGRect(x: 20, y: 600, width: 80, height: 80), to: CGRect(x: 0, y: 100, width: 390, height: 390))
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            Transition(duration: 1, animation: DissolveTransitionAnimation(), sharedElement: square)
        })
        try scene.navigation.pushViewController(ViewController(title: "Detail"), animated: true)
        scene.window.run(for: 0.2)
        let grab = (square.transitioningView as? View)?.presentation.center ?? .zero
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [grab, CGPoint(x: grab.x + 60, y: grab.y)], duration: 0.1, easing: .linear, lift: false),
            .hold(duration: 0.1), .lift,
        ]))
        scene.window.run(for: 0.2 + 1.0 / 120)
        let fraction = try #require(scene.controller.fractionComplete)
        let released = scene.window.clock.now
        try scene.window.runUntilIdle()
        let elapsed = scene.window.clock.now - released
        #expect(scene.navigation.stack.count == 1)
        #expect(abs(elapsed - fraction) < 2.0 / 120, "ran back in \(elapsed) s from fraction \(fraction)")
    }
}

/// An interaction controller that always answers `.current`.
@MainActor
final class CurrentPositionInteraction: TransitionInteractionController {
    let pan = PanGestureRecognizer()
    var gestureRecognizer: GestureRecognizer { pan }
    weak var sharedElementProvider: (any SharedElementProvider)?
    private(set) var asked = 0
    func operationForInteractiveTransition() -> TransitionOperation { .navigation(.push) }
    func progress(in operationContext: TransitionOperationContext) -> TransitionProgress { .step(0) }
    func completionPosition(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) -> AnimatingPosition {
        asked += 1
        return .current
    }
}
