import Gestures
import Motion
import Stage
import Testing
@testable import TransitionKit

/// What a ``TransitionGestureRelay`` keeps for an interaction under way never outlives the
/// controller that asked it to.
@MainActor
@Suite("TransitionGestureRelay")
struct TransitionGestureRelayTests {
    @Test("a controller dropped in the middle of a gesture leaves its interaction controller free")
    func controllerDroppedMidGesture() throws {
        weak var weakPan: PanInteractionController?
        let window = try Window(clock: ManualClock())
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
        let operations = NavigationOperations()
        let source = FixedTransitionsSource.move()
        do {
            let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
            weakPan = pan
            var controller: TransitionController? = TransitionController(
                forInteractiveTransitionsIn: navigation, transitionsSource: source,
                operationDelegate: operations, interactionController: pan)
            window.rootViewController = navigation
            var time = 0.0
            for (x, phase) in [(380.0, TouchPhase.began), (370, .moved), (350, .moved), (330, .moved), (320, .moved)] {
                time += 1.0 / 120
                try window.send(TouchEvent(timestamp: time, touches: [Touch(id: 1, x: x, y: 400, timestamp: time, phase: phase)]))
                window.frame(at: time)
            }
            #expect(controller?.phase == .interactive, "the finger holds the push")
            controller = nil
        }
        #expect(weakPan == nil, "the recognizer's action keeps nothing once its controller is gone")
    }
}
