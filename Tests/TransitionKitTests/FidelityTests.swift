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

/// An animation that counts its setups and whose single layer is timed by `timing`.
@MainActor
final class CountingAnimation: TransitionAnimation {
    let range: AnimationRange
    let timing: AnimationTimingParameters
    private(set) var setups = 0
    private(set) var completions: [AnimatingPosition] = []
    private weak var toView: (any HostView)?

    init(range: AnimationRange = .full, timing: AnimationTimingParameters = .linear) {
        self.range = range
        self.timing = timing
    }

    func setup(in operationContext: TransitionOperationContext) {
        setups += 1
        toView = operationContext.context.defaultViewSetup(for: operationContext.operation)
        toView?.alpha = 0
    }

    var layers: [AnimationLayer] {
        [AnimationLayer(range: range, timingParameters: timing) { self.toView?.alpha = 1 }]
    }

    func completion(position: AnimatingPosition) { completions.append(position) }
}

/// A do-it-yourself interaction controller that counts what the driver asks of it.
@MainActor
final class CountingInteraction: TransitionInteractionController {
    let pan = PanGestureRecognizer(name: "counting pan")
    var gestureRecognizer: GestureRecognizer { pan }
    let sharedElementProvider: (any SharedElementProvider)? = nil
    private(set) var calls: [String] = []

    func operationForInteractiveTransition() -> TransitionOperation { pan.translation(in: nil).x < 0 ? .navigation(.push) : .none }
    func progress(in operationContext: TransitionOperationContext) -> TransitionProgress {
        calls.append("progress")
        return .fractionComplete(Double(-pan.translation(in: nil).x) / 390)
    }
    func resetProgressIfNeeded(in operationContext: TransitionOperationContext) { calls.append("reset") }
    func interactionStarted(
        in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction
    ) {
        calls.append("started by \(gestureRecognizer.name ?? "?")")
    }
    func completionPosition(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) -> AnimatingPosition {
        calls.append("completion")
        return .end
    }
}

@MainActor
@Suite("Fidelity to the seed library's semantics")
struct FidelityTests {
    // MARK: PanInteractionController

    @Test("panDistanceMultiplier scales the distance needed: 0.5 needs half the width", arguments: [(1.0, 0.25), (0.5, 0.5), (0.25, 1.0)])
    func panDistanceMultiplier(multiplier: Double, expected: Double) throws {
        let scene = try NavigationScene()
        scene.pan.panDistanceMultiplier = multiplier
        // A quarter of the width (97.5 of 390 points), held.
        try scene.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 300, y: 400), CGPoint(x: 202.5, y: 400)], duration: 0.3, lift: false)
        })
        scene.window.run(for: 0.4)
        let fraction = try #require(scene.controller.fractionComplete)
        #expect(abs(fraction - expected) < 1e-9, "multiplier \(multiplier): \(fraction)")
    }

    @Test("panDistanceMultiplier must be finite and greater than 0", arguments: [0.0, -1, .nan, .infinity])
    func invalidPanDistanceMultiplier(multiplier: Double) {
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        #expect(throws: TransitionError.self) { try pan.setPanDistanceMultiplier(multiplier) }
        #expect(pan.panDistanceMultiplier == 1, "a refused multiplier keeps the old one")
    }

    @Test("settings written in the source stop with a message when invalid")
    func invalidSettingsStop() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { PanInteractionController(forNavigationTransitionsAtEdge: .right).panDistanceMultiplier = 0 }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { PanInteractionController(forModalTransitionsAtEdge: .bottom).completionThreshold = 1.5 }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { PanInteractionController.forTabBarTransitions().minimumFlickVelocity = -1 }
        }
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let pan = PanInteractionController(forNavigationTransitionsAtEdge: .left)
                pan.panDistanceMultiplier = 0.5
                pan.completionThreshold = 1
                pan.minimumFlickVelocity = 1
            }
        }
    }

    @Test("the pan takes one finger: a two-finger swipe starts nothing, unless allowed")
    func oneFinger() throws {
        for maximum in [1, 2] {
            let scene = try NavigationScene()
            #expect(scene.pan.panGestureRecognizer.maximumNumberOfTouches == 1, "one finger by default")
            scene.pan.panGestureRecognizer.maximumNumberOfTouches = maximum
            try scene.play {
                GestureStep.pinchRotateDrag(center: CGPoint(x: 300, y: 400), span: 80, translation: CGPoint(x: -250, y: 0), duration: 0.4)
            }
            #expect(scene.source.operations == (maximum == 1 ? [] : [.navigation(.push)]), "\(maximum) finger(s) allowed")
        }
    }

    @Test("a flick is a fast release whose direction lies on the edge's axis", arguments: [
        (CGPoint(x: -1000, y: -700), 0.9, 2),  // 1221 pt/s, mostly leftwards: a flick towards the end
        (CGPoint(x: -1300, y: 0), 0.9, 2),
        (CGPoint(x: -700, y: -1100), 0.9, 1),  // 1304 pt/s, but mostly upwards: no flick
        (CGPoint(x: -1000, y: 0), 0.9, 1),  // too slow
        (CGPoint(x: 1000, y: -700), 0, 1),  // a flick back: cancelled, although past the threshold
    ])
    func flick(velocity: CGPoint, threshold: Double, stack: Int) throws {
        let scene = try NavigationScene()
        scene.pan.completionThreshold = threshold
        // A slow start leftwards (which asks for a push), then the release.
        try scene.play {
            GestureStep.drag(path: [CGPoint(x: 300, y: 500), CGPoint(x: 240, y: 500)], duration: 0.3, easing: .linear, lift: false)
            GestureStep.flick(velocity: velocity, duration: 0.15)
        }
        #expect(scene.source.operations == [.navigation(.push)])
        #expect(scene.navigation.stack.count == stack, "\(velocity)")
    }

    @Test("the drop-in controller can be subclassed, and driven by edges of one's own")
    func subclassAndCustomEdges() throws {
        final class AlwaysComplete: PanInteractionController {
            override func completionPosition(
                in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction
            ) -> AnimatingPosition { .end }
        }
        // A pan upwards pushes, downwards pops.
        var edges = TransitionEdges(forNavigationTransitionsAtEdge: .bottom)
        #expect(edges.topOperation == .navigation(.push) && edges.bottomOperation == .navigation(.pop))
        edges.leftOperation = .navigation(.none)
        let pan = AlwaysComplete(transitionEdges: edges)
        let scene = try NavigationScene(interactionController: pan)
        try scene.play { slowDrag(from: CGPoint(x: 200, y: 600), dx: 0, dy: -60) }
        #expect(scene.navigation.stack.count == 2, "a short pan up pushed, and the subclass completed it")
        try scene.play { slowDrag(from: CGPoint(x: 200, y: 300), dx: -200, dy: 0) }
        #expect(scene.navigation.stack.count == 2, "sideways asks for nothing")
    }

    @Test("a transition's effective duration makes room for its springs, as described")
    func effectiveDuration() {
        let spring = AnimationTimingParameters(mass: 1, stiffness: 100, damping: 20)
        let implicit = spring.implicitDuration ?? 0
        let transition = Transition(duration: 0.3, animation: CountingAnimation(range: .latterHalf, timing: spring))
        #expect(abs(transition.effectiveDuration - implicit / 0.5) < 1e-12)
        #expect(Transition(duration: 0.3, animation: CountingAnimation()).effectiveDuration == 0.3)
    }

    // MARK: The interaction controller protocol

    @Test("the driver asks for progress once per change and resets right after it")
    func resetAfterEachProgress() throws {
        let interaction = CountingInteraction()
        let scene = try NavigationScene(interactionController: interaction)
        try scene.play { GestureStep.drag(path: [CGPoint(x: 300, y: 400), CGPoint(x: 150, y: 400)], duration: 0.3) }
        #expect(scene.navigation.stack.count == 2)
        let changes = interaction.calls.filter { $0 == "progress" }.count
        #expect(changes > 20)
        #expect(interaction.calls == ["started by counting pan"]
            + Array(repeating: ["progress", "reset"], count: changes).flatMap { $0 } + ["completion"])
    }

    @Test("interaction starts once per grab: an interruption's touch-down starts it, the pan that follows takes over")
    func interactionStartsOncePerGrab() throws {
        let interaction = CountingInteraction()
        let scene = try NavigationScene(interactionController: interaction)
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        scene.window.run(for: 0.1)
        try scene.play { GestureStep.drag(path: [CGPoint(x: 300, y: 400), CGPoint(x: 200, y: 400)], duration: 0.3) }
        #expect(interaction.calls.first == "started by transition interruption")
        #expect(interaction.calls.filter { $0.hasPrefix("started") }.count == 1)
        #expect(interaction.calls.last == "completion" && interaction.calls.contains("progress"))
    }

    // MARK: Duration

    @Test("the duration is the effective one before the transition starts, and asking starts nothing")
    func durationBeforeStart() throws {
        let spring = AnimationTimingParameters(mass: 1, stiffness: 100, damping: 20)
        let implicit = try #require(spring.implicitDuration)
        let animation = CountingAnimation(range: .latterHalf, timing: spring)
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in Transition(duration: 0.3, animation: animation) })
        let context = try TestTransitionContext()
        let runner = try #require(scene.controller.navigationController(
            scene.navigation, animationControllerFor: .push, from: context.from, to: context.to))
        #expect(runner.transitionDuration(using: nil) == 0, "without a context the transition is not known yet")
        #expect(abs(runner.transitionDuration(using: context) - implicit / 0.5) < 1e-9)
        #expect(abs(runner.transitionDuration(using: context) - implicit / 0.5) < 1e-9)
        #expect(animation.setups == 0 && context.states.isEmpty, "nothing set up or started")
        #expect(scene.source.operations == [.navigation(.push)], "the source was asked once")
        runner.animateTransition(using: context)
        #expect(animation.setups == 1 && scene.source.operations.count == 1, "the same transition starts")
        #expect(abs(runner.transitionDuration(using: context) - implicit / 0.5) < 1e-9)
        try context.window.runUntilIdle()
        #expect(context.completions == [true])
        #expect(abs(context.window.clock.now - implicit / 0.5) < 1.0 / 120 + 1e-9, "it lasts as long as it said")
        #expect(abs(runner.transitionDuration(using: context) - implicit / 0.5) < 1e-9, "and says so after it ended")
        #expect(scene.source.operations.count == 1 && animation.setups == 1, "without asking the source again")
    }

    @Test("Stage asks for the duration before it starts a transition, as UIKit does")
    func stageAsksFirst() throws {
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            Transition(duration: 0.3, animation: CountingAnimation(range: .latterHalf, timing: AnimationTimingParameters(mass: 1, stiffness: 100, damping: 20)))
        })
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        let context = try #require(scene.window.activeTransition)
        let implicit = try #require(AnimationTimingParameters(mass: 1, stiffness: 100, damping: 20).implicitDuration)
        #expect(abs(context.transitionDuration - implicit / 0.5) < 1e-9)
    }

    // MARK: Descriptions that cannot run

    @Test("a spring that never settles is refused when it is described")
    func neverSettlingSpring() async {
        #expect(throws: SpringError.self) { try SpringTimingParameters(mass: 1e10, stiffness: 1, damping: 1e-300) }
        #expect(throws: SpringError.self) { try SpringTimingParameters(mass: 1e10, stiffness: 1, damping: 1e-300, initialVelocity: CGVector(dx: 1, dy: 0)) }
        await #expect(processExitsWith: .failure) {
            _ = AnimationTimingParameters(mass: 1e10, stiffness: 1, damping: 1e-300, initialVelocity: .zero)
        }
    }

    @Test("layers whose springs outlast any schedule end the transition at once, completed, and say so")
    func unschedulable() throws {
        // A finite but enormous implicit duration in a range that starts near the end: the
        // effective duration would overflow.
        let spring = AnimationTimingParameters(mass: 1, stiffness: 1e-300, damping: 1)
        #expect((spring.implicitDuration ?? 0) > 1e300)
        let animation = CountingAnimation(range: AnimationRange(start: 0.99999999, end: 1), timing: spring)
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in Transition(duration: 0.3, animation: animation) })
        var failures: [TransitionFailure] = []
        scene.controller.failureHandler = { failures.append($0) }
        let next = ViewController(title: "Next")
        try scene.navigation.pushViewController(next, animated: true)
        try scene.window.runUntilIdle(timeout: 1)
        #expect(scene.navigation.stack.map(\.title) == ["Root", "Next"])
        #expect(next.stageView.alpha == 1, "the layer was set to its final value")
        #expect(animation.completions == [.end])
        #expect(failures.count == 1)
        if case let .unschedulable(.unschedulable(duration))? = failures.first {
            #expect(!duration.isFinite)
        } else {
            Issue.record("expected an unschedulable failure, got \(failures)")
        }
        #expect(scene.window.issues.isEmpty)
    }

    @Test("a container that refuses the operation a gesture asked for is reported, and nothing starts")
    func refusedOperation() throws {
        let window = Window(clock: try ManualClock())
        let source = ShowingAgainSource(title: "Source")
        window.rootViewController = source
        let pan = PanInteractionController(forModalTransitionsAtEdge: .bottom)
        let transitions = FixedTransitionsSource.move()
        let controller = TransitionController(
            forInteractiveModalPresentationsFrom: source, transitionsSource: transitions, interactionController: pan)
        var failures: [TransitionFailure] = []
        controller.failureHandler = { failures.append($0) }
        try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300)], duration: 0.3) })
        try window.runUntilIdle()
        #expect(failures == [.operationRefused(.modal(.present), .viewControllerAlreadyShown("Source"))])
        #expect(!controller.isTransitioning && source.presentedViewController == nil)
    }

    // MARK: Progress handed down

    @Test("the context knows the fraction complete at every frame, animating too")
    func percentCompleteEveryFrame() throws {
        let scene = try NavigationScene()
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        let context = try #require(scene.window.activeTransition)
        var fractions: [Double] = []
        while scene.controller.isTransitioning {
            scene.window.runFrames(1)
            guard let fraction = scene.controller.fractionComplete else { break }
            #expect(context.percentComplete == fraction && context.phase == .animating)
            fractions.append(fraction)
        }
        #expect(fractions.count > 50)
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 < $1 }, "it moves every frame")
    }

    @Test("a transition recorded without any wiring shows its true progress and phase")
    func recordedWithoutWiring() throws {
        let scene = try NavigationScene()
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        scene.window.run(for: 0.2)
        try scene.window.inject(GestureScript { GestureStep.longPress(at: CGPoint(x: 200, y: 400), duration: 0.1) })
        try scene.window.runUntilIdle()
        let recorded = scene.window.recorder.frames.compactMap(\.transition)
        #expect(recorded.first?.name == "push from Root to Next")
        let animating = recorded.prefix { $0.phase == .animating }.map(\.fractionComplete)
        #expect(animating.count >= 24 && animating.last ?? 0 > 0.35, "0.2 s of a 0.5 s push: \(animating.last ?? 0)")
        #expect(recorded.contains { $0.phase == .interrupted }, "the touch-down held it")
        #expect(recorded.last?.fractionComplete ?? 0 > 0.97)
    }
}

/// A modal source whose presented controller is shown elsewhere already.
@MainActor
final class ShowingAgainSource: ViewController, InteractiveModalTransitionOperationDelegate {
    func viewControllerForInteractiveModalPresentation(
        by sourceViewController: any HostViewController, gestureRecognizer: GestureRecognizer
    ) -> any HostViewController {
        self
    }
}
