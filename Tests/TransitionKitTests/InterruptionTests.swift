import Catalog
import Foundation
import Gestures
import Motion
import Stage
import Testing
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
    let timingParameters: TimingParameters = .easeInEaseOut
    private(set) var startingGestures: [String] = []
    private(set) var completions: [AnimatingPosition] = []
    private var grabCenter = CGPoint.zero
    private var grabLocation = CGPoint.zero

    init(from: CGRect, to: CGRect) {
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
            try Transition(duration: 0.6, animation: DissolveTransitionAnimation(), sharedElement: square)
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
}
