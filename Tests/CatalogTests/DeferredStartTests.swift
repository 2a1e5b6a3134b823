import Catalog
import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage
import Testing
import TransitionKit

/// UIKit hands a transition's context over at its next commit, after the push or presentation
/// has returned; Stage does it inside the request unless told otherwise. A transition a gesture
/// started must be in that gesture's hands either way.
@MainActor
@Suite("Transitions whose context comes at the next frame, as UIKit's")
struct DeferredStartTests {
    /// A navigation controller whose pan from the right edge pushes.
    private final class Pusher: InteractiveNavigationTransitionOperationDelegate, TransitionsSource {
        func performOperation(operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
                              gestureRecognizer: GestureRecognizer) {
            guard operation == .push else { return }
            do { try controller.pushViewController(ViewController(title: "Next"), animated: true) } catch { Issue.record("\(error)") }
        }

        func transitionFor(operationContext: TransitionOperationContext,
                           interactionController: (any TransitionInteractionController)?) -> Transition {
            Transition(duration: 0.5, animation: MoveTransitionAnimation(from: .right))
        }
    }

    @Test("a pan that pushes holds the push from its first frame, started now or at the next frame", arguments: [false, true])
    func panHoldsThePush(deferred: Bool) throws {
        let window = try Window(clock: ManualClock())
        window.startsTransitionsAtNextFrame = deferred
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
        window.rootViewController = navigation
        let pusher = Pusher()
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        let controller = TransitionController(forInteractiveTransitionsIn: navigation, transitionsSource: pusher,
                                              operationDelegate: pusher, interactionController: pan)
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 385, y: 400), CGPoint(x: 190, y: 400)], duration: 0.5, easing: .linear, lift: false)
        })
        window.run(for: 0.6)
        #expect(controller.phase == .interactive, "the finger holds the push")
        let fraction = try #require(controller.fractionComplete)
        #expect(abs(fraction - 0.5) < 0.03, "the push is where the finger is (\(fraction))")
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
        #expect(navigation.stack.map(\.title) == ["Root", "Next"])
    }

    @Test("a pinch spreading on a card holds the opening from its first frame, started at the next frame")
    func pinchHoldsTheOpening() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.window.startsTransitionsAtNextFrame = true
        let center = demo.imageCenter(card: 2)
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: center, span: 60, scale: 2.6, rotation: 0, translation: .zero,
                                        duration: 0.6, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.2)
        })
        demo.window.run(for: 0.7)
        #expect(demo.controller.phase == .interactive, "the pinch holds the opening")
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle()
        #expect(demo.showsDetail, "let go large: opened")
    }
}
