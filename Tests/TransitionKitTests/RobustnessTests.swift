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

/// Pushes only when told to, after the gesture that asked for it.
@MainActor
final class DeferredOperations: InteractiveNavigationTransitionOperationDelegate {
    var pending: (any HostNavigationController)?
    func performOperation(operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
                          gestureRecognizer: GestureRecognizer) {
        pending = controller
    }
}

@MainActor
@Suite("Robustness")
struct RobustnessTests {
    /// The visible tree, for comparing hierarchies: names, frames, opacity.
    private func tree(_ window: Window) -> [String] {
        FrameRecorder.snapshot(of: window, time: 0).views.map {
            "\($0.name) \($0.frameX),\($0.frameY),\($0.frameWidth),\($0.frameHeight) \($0.opacity)"
        }
    }

    @Test("a gesture that ends before its transition starts leaves nothing stuck")
    func gestureEndsFirst() throws {
        let window = try Window(clock: ManualClock())
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
        let operations = DeferredOperations()
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        let source = FixedTransitionsSource.move()
        let controller = TransitionController(
            forInteractiveTransitionsIn: navigation, transitionsSource: source,
            operationDelegate: operations, interactionController: pan)
        window.rootViewController = navigation
        try window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 385, y: 400), dx: -200)))
        try window.runUntilIdle()
        let asked = try #require(operations.pending)
        try asked.pushViewController(ViewController(title: "Late"), animated: true)
        try window.runUntilIdle()
        #expect(navigation.stack.map(\.title) == ["Root", "Late"])
        #expect(!controller.isTransitioning && window.activeTransition == nil)
        #expect(source.operations == [.navigation(.push)], "with the source's transition")
        #expect(pan.gestureRecognizer.state == .possible)
    }

    @Test("a touch cancelled mid-interaction cancels the transition")
    func touchCancelled() throws {
        let scene = try NavigationScene()
        try scene.play {
            GestureStep.drag(path: [CGPoint(x: 385, y: 400), CGPoint(x: 100, y: 400)], duration: 0.4, easing: .linear, lift: false)
            GestureStep.cancel
        }
        #expect(scene.navigation.stack.count == 1 && scene.visible == ["Root"])
        #expect(scene.root.phases == ["will", "cancelled"])
    }

    @Test("a cancelled pop, then a real pop, then a push all work")
    func cancelledPopThenPop() throws {
        let scene = try NavigationScene()
        try scene.navigation.pushViewController(ViewController(title: "Second"), animated: false)
        try scene.play { slowDrag(from: CGPoint(x: 20, y: 400), dx: 60) }
        #expect(scene.navigation.stack.map(\.title) == ["Root", "Second"], "the pop was cancelled")
        #expect(scene.visible == ["Second"])
        try scene.play { slowDrag(from: CGPoint(x: 20, y: 400), dx: 250) }
        #expect(scene.navigation.stack.map(\.title) == ["Root"])
        try scene.play { slowDrag(from: CGPoint(x: 385, y: 400), dx: -250) }
        #expect(scene.navigation.stack.map(\.title) == ["Root", "Pushed 1"])
        #expect(scene.visible == ["Pushed 1"])
        #expect(scene.source.operations == [.navigation(.pop), .navigation(.pop), .navigation(.push)])
    }

    @Test("the hierarchy after a cancel is exactly the one before, for every built-in transition and edge",
          arguments: ["dissolve", "move", "push", "reveal"], TransitionScreenEdge.allCases)
    func cancelRestores(name: String, edge: TransitionScreenEdge) throws {
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            let animation: any TransitionAnimation = switch name {
            case "dissolve": DissolveTransitionAnimation()
            case "move": MoveTransitionAnimation(from: edge)
            case "push": PushTransitionAnimation(from: edge)
            default: RevealTransitionAnimation(towards: edge)
            }
            return Transition(duration: 0.5, animation: animation)
        })
        try scene.navigation.pushViewController(ViewController(title: "Second"), animated: false)
        scene.window.runFrames(1)
        let before = tree(scene.window)
        for (start, dx) in [(CGPoint(x: 385, y: 400), -100.0), (CGPoint(x: 20, y: 400), 100.0)] {
            try scene.play { slowDrag(from: start, dx: dx) }
            #expect(tree(scene.window) == before, "\(name) \(edge), drag \(dx)")
        }
        #expect(scene.source.operations == [.navigation(.push), .navigation(.pop)], "both transitions ran")
        let completions = scene.window.recorder.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }
        #expect(completions.map(\.detail) == ["start", "start"], "each completed once, cancelled")
    }

    @Test("completion is called exactly once in every path", arguments: 0..<4)
    func completionOnce(path: Int) throws {
        let scene = try NavigationScene()
        switch path {
        case 0:  // animated
            try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
            try scene.window.runUntilIdle()
        case 1:  // interactive, completed
            try scene.play { slowDrag(from: CGPoint(x: 385, y: 400), dx: -250) }
        case 2:  // interactive, cancelled
            try scene.play { slowDrag(from: CGPoint(x: 385, y: 400), dx: -50) }
        default:  // interrupted twice, then released
            try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
            scene.window.run(for: 0.1)
            try scene.window.inject(GestureScript(steps: [
                .tap(at: CGPoint(x: 200, y: 400)), .wait(duration: 0.05), .tap(at: CGPoint(x: 200, y: 400)),
            ]))
            try scene.window.runUntilIdle()
        }
        let completions = scene.window.recorder.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }
        #expect(completions.count == 1)
        #expect(scene.window.issues.isEmpty)
        #expect(scene.root.phases.count == 2)
    }

    @Test("no driver, shared element or recognizer outlives its transition")
    func nothingOutlives() throws {
        weak var weakDriver: TransitionDriver?
        weak var weakInterrupt: GestureRecognizer?
        weak var weakSquare: FlyingSquare?
        let scene: NavigationScene
        do {
            let square = FlyingSquare(from: CGRect(x: 0, y: 0, width: 50, height: 50), to: CGRect(x: 0, y: 0, width: 300, height: 300))
            weakSquare = square
            var handed: FlyingSquare? = square
            scene = try NavigationScene(source: FixedTransitionsSource { _ in
                defer { handed = nil }
                guard let element = handed else { throw TransitionError.invalidDuration(-1) }
                return Transition(duration: 0.4, animation: DissolveTransitionAnimation(), sharedElement: element)
            })
            try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
            weakDriver = scene.controller.driver
            weakInterrupt = scene.controller.driver?.holdRecognizers?.touchDown
        }
        #expect(weakDriver != nil && weakInterrupt != nil)
        try scene.window.runUntilIdle()
        #expect(weakDriver == nil)
        #expect(weakInterrupt == nil)
        #expect(weakSquare == nil)
        #expect(scene.navigation.stack.count == 2)
    }
}
