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
@testable import TransitionKit

@MainActor
@Suite("Navigation transitions, as in the guides")
struct NavigationFlowTests {
    @Test("a programmatic push runs the transition over its duration and completes once")
    func programmaticPush() throws {
        let window = try Window(clock: ManualClock())
        let root = PhaseRecordingController(title: "Root")
        let navigation = NavigationController(rootViewController: root)
        let source = FixedTransitionsSource.move(duration: 0.5)
        let controller = TransitionController(forTransitionsIn: navigation, transitionsSource: source)
        window.rootViewController = navigation
        let next = PhaseRecordingController(title: "Next")
        try navigation.pushViewController(next, animated: true)
        #expect(controller.isTransitioning)
        window.run(for: 0.25)
        // Ease-in-ease-out at half time is exactly halfway: the view is 195 points in.
        let x = next.stageView.presentationFrame.minX
        #expect(abs(x - 195) < 1e-6, "\(x)")
        try window.runUntilIdle()
        #expect(abs(window.clock.now - 0.5) < 1e-9)
        #expect(navigation.stack.map(\.title) == ["Root", "Next"])
        #expect(next.stageView.transform == .identity && next.stageView.presentationFrame.minX == 0)
        #expect(root.phases == ["will", "did"] && next.phases == ["will", "did"])
        #expect(source.operations == [.navigation(.push)])
        #expect(!controller.isTransitioning)
        let completions = window.recorder.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }
        #expect(completions.count == 1)
    }

    @Test("halfway through a push, each built-in transition is where it says", arguments: [
        ("dissolve", 0.0, 0.0, 0.5), ("move", 0.0, 195.0, 1.0), ("push", -195.0, 195.0, 1.0), ("reveal", -195.0, 0.0, 1.0),
    ])
    func builtInHalfway(name: String, fromX: Double, toX: Double, toAlpha: Double) throws {
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            let animation: any TransitionAnimation = switch name {
            case "dissolve": DissolveTransitionAnimation()
            case "move": MoveTransitionAnimation(from: .right)
            case "push": PushTransitionAnimation(from: .right)
            default: RevealTransitionAnimation(towards: .left)
            }
            return Transition(duration: 0.5, animation: animation)
        })
        let next = ViewController(title: "Next")
        try scene.navigation.pushViewController(next, animated: true)
        scene.window.run(for: 0.25)
        #expect(abs(scene.root.stageView.presentationFrame.minX - fromX) < 1e-6)
        #expect(abs(next.stageView.presentationFrame.minX - toX) < 1e-6)
        #expect(abs(next.stageView.presentation.alpha - toAlpha) < 1e-6)
        let order = scene.navigation.transitionView.stageSubviews.map(\.name)
        #expect(order == (name == "reveal" ? ["Next", "Root"] : ["Root", "Next"]))
        try scene.window.runUntilIdle()
        #expect(scene.visible == ["Next"] && next.stageView.transform == .identity && next.stageView.alpha == 1)
    }

    @Test("a pan from the right edge pushes; released past a third, it completes")
    func interactivePush() throws {
        let scene = try NavigationScene()
        try scene.play { slowDrag(from: CGPoint(x: 385, y: 400), dx: -220) }
        #expect(scene.navigation.stack.map(\.title) == ["Root", "Pushed 1"])
        #expect(scene.visible == ["Pushed 1"])
        #expect(scene.root.phases == ["will", "did"])
    }

    @Test("released below the threshold, it cancels and the hierarchy is as before")
    func belowThreshold() throws {
        let scene = try NavigationScene()
        let before = scene.visible
        try scene.play { slowDrag(from: CGPoint(x: 385, y: 400), dx: -110) }  // about 0.26 of 390
        #expect(scene.source.operations == [.navigation(.push)], "the transition started")
        #expect(scene.navigation.stack.map(\.title) == ["Root"])
        #expect(scene.visible == before)
        #expect(scene.root.phases == ["will", "cancelled"])
        #expect(scene.root.stageView.transform == .identity && scene.root.stageView.alpha == 1)
        #expect(!scene.controller.isTransitioning)
    }

    @Test("a flick against the drag direction cancels, even far past the threshold")
    func flickBack() throws {
        let scene = try NavigationScene()
        try scene.play {
            GestureStep.drag(path: [CGPoint(x: 385, y: 400), CGPoint(x: 100, y: 400)], duration: 0.4, easing: .linear, lift: false)
            GestureStep.flick(velocity: CGPoint(x: 2000, y: 0))
        }
        #expect(scene.source.operations == [.navigation(.push)], "the transition started")
        #expect(scene.root.phases == ["will", "cancelled"])
        #expect(scene.navigation.stack.count == 1)
        #expect(scene.visible == ["Root"])
    }

    @Test("a flick in the drag direction completes even below the threshold")
    func flickForward() throws {
        let scene = try NavigationScene()
        try scene.play { GestureStep.flick(from: CGPoint(x: 385, y: 400), velocity: CGPoint(x: -1600, y: 0), duration: 0.15) }
        #expect(scene.navigation.stack.count == 2)
    }

    @Test("a pan the other way pops back; at the root it does nothing")
    func popBack() throws {
        let scene = try NavigationScene()
        try scene.play { GestureStep.drag(path: [CGPoint(x: 20, y: 400), CGPoint(x: 300, y: 400)], duration: 0.4) }
        #expect(scene.controller.isTransitioning == false && scene.navigation.stack.count == 1, "nothing to pop at the root")
        #expect(scene.source.operations.isEmpty)
        try scene.play { slowDrag(from: CGPoint(x: 385, y: 400), dx: -250) }
        #expect(scene.navigation.stack.count == 2)
        try scene.play { slowDrag(from: CGPoint(x: 20, y: 400), dx: 250) }
        #expect(scene.navigation.stack.map(\.title) == ["Root"])
        #expect(scene.source.operations == [.navigation(.push), .navigation(.pop)])
    }

    @Test("progress as steps and as fractions lead to the same transition")
    func stepVersusFraction() throws {
        var finalFrames: [[Double]] = []
        for asStep in [false, true] {
            let scene = try NavigationScene()
            scene.pan.updateProgressAsStep = asStep
            try scene.window.inject(GestureScript(steps: [
                .drag(path: [CGPoint(x: 385, y: 400), CGPoint(x: 200, y: 400)], duration: 0.4, easing: .easeInEaseOut, lift: false),
            ]))
            scene.window.run(for: 0.45)
            let pushed = try #require(scene.navigation.transitionView.stageSubviews.last)
            finalFrames.append([Double(pushed.presentationFrame.minX), scene.controller.fractionComplete ?? -1])
        }
        // Steps add up to the fraction up to rounding.
        #expect(abs(finalFrames[0][0] - finalFrames[1][0]) < 1e-9 && abs(finalFrames[0][1] - finalFrames[1][1]) < 1e-12)
        // The finger moved 185 of the container's 390 points since it touched down.
        #expect(abs(finalFrames[0][1] - 185.0 / 390) < 1e-12)
    }

    @Test("a vertical pan asks for no operation and starts nothing")
    func wrongDirection() throws {
        let scene = try NavigationScene()
        try scene.play { GestureStep.drag(path: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 600)], duration: 0.3) }
        #expect(scene.source.operations.isEmpty && scene.navigation.stack.count == 1)
        #expect(scene.pan.gestureRecognizer.state == .possible)
    }

    @Test("the reported duration is the effective duration")
    func reportedDuration() throws {
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            let spring = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 20)
            return Transition(duration: 0.3, animation: LayeredAnimation(layers: [
                (.latterHalf, .spring(spring)),
            ]))
        })
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        let context = try #require(scene.window.activeTransition)
        let duration = context.animationController.transitionDuration(using: context)
        let implicit = try #require(TimingParameters.spring(try SpringTimingParameters(mass: 1, stiffness: 100, damping: 20)).implicitDuration)
        #expect(abs(duration - implicit / 0.5) < 1e-9)
        try scene.window.runUntilIdle()
        #expect(abs(scene.window.clock.now - duration) < 1.0 / 120 + 1e-9)
    }
}

/// An animation whose layers move a marker view's alpha, for checking layer timing.
@MainActor
final class LayeredAnimation: TransitionAnimation {
    let specs: [(AnimationRange, TimingParameters)]
    private(set) var markers: [View] = []
    private(set) var completions: [AnimatingPosition] = []

    init(layers: [(AnimationRange, TimingParameters)]) { specs = layers }

    func setup(in operationContext: TransitionOperationContext) {
        let context = operationContext.context
        if let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
            to.frame = context.finalFrame(for: controller)
            context.containerView.addSubview(to)
        }
        markers = specs.indices.map { View(name: "marker \($0)", frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        for marker in markers {
            marker.alpha = 0
            context.containerView.addSubview(marker)
        }
    }

    var layers: [AnimationLayer] {
        zip(specs, markers).map { spec, marker in
            AnimationLayer(range: spec.0, timingParameters: spec.1, animation: { marker.alpha = 1 }, identifier: marker.name)
        }
    }

    func completion(position: AnimatingPosition) {
        completions.append(position)
        for marker in markers { marker.removeFromSuperview() }
    }
}
