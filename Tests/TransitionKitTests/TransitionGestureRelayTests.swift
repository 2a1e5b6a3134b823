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
        weak var weakDriver: TransitionDriver?
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
            try Self.dragHalfway(in: window)
            #expect(controller?.phase == .interactive, "the finger holds the push")
            weakDriver = controller?.driver
            #expect(weakDriver?.plans.holdsObserver == true, "the plans hold their interactive driver")
            controller = nil
        }
        #expect(weakPan == nil, "the recognizer's action keeps nothing once its controller is gone")
        // The window's animation loop still runs the transition; its plans no longer hold it.
        #expect(weakDriver != nil)
        #expect(weakDriver?.plans.holdsObserver == false, "the plans' hold on their driver ends with its controller")
    }

    /// Drags a finger from the right edge of `window` towards its middle, one event a frame,
    /// lifting it at the last one if `lifting`.
    private static func dragHalfway(in window: Window, lifting: Bool = false) throws {
        var time = 0.0
        for (x, phase) in [(380.0, TouchPhase.began), (370, .moved), (350, .moved), (330, .moved), (320, lifting ? .ended : .moved)] {
            time += 1.0 / 120
            try window.send(TouchEvent(timestamp: time, touches: [Touch(id: 1, x: x, y: 400, timestamp: time, phase: phase)]))
            window.frame(at: time)
        }
    }

    @Test("an interactive driver is free once its gesture lets go and the transition ends")
    func driverFreedAfterRelease() throws {
        weak var weakDriver: TransitionDriver?
        let window = try Window(clock: ManualClock())
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
        let operations = NavigationOperations()
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        let source = FixedTransitionsSource.move()
        let controller = TransitionController(
            forInteractiveTransitionsIn: navigation, transitionsSource: source,
            operationDelegate: operations, interactionController: pan)
        window.rootViewController = navigation
        try Self.dragHalfway(in: window, lifting: true)
        // Released, the transition animates to its end on its own: its driver is still there.
        weakDriver = controller.driver
        #expect(weakDriver != nil, "the finger started a transition")
        #expect(weakDriver?.plans.holdsObserver == false, "released, the driver animates on its own")
        try window.runUntilIdle()
        #expect(controller.driver == nil)
        #expect(weakDriver == nil, "nothing holds the driver once its transition ended")
        withExtendedLifetime(source) {}
    }
}
