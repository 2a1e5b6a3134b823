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
import TransitionKit

/// Pops when the pan asks for it, and gives every push and pop the same transition.
final class Mailbox: InteractiveNavigationTransitionOperationDelegate, TransitionsSource {
    func performOperation(operation: NavigationControllerOperation, forInteractiveTransitionIn controller: HostNavigationController,
                          gestureRecognizer: GestureRecognizer) {
        if operation == .pop { _ = try? controller.popViewController(animated: true) }
    }

    func transitionFor(operationContext: TransitionOperationContext,
                       interactionController: TransitionInteractionController?) -> Transition {
        Transition(duration: 0.4, animation: PushTransitionAnimation(from: .right))
    }
}

@MainActor @Test func swipeBack() throws {
    let window = Window(clock: try ManualClock())  // time moves only when the test says so
    let message = ViewController(title: "Message")
    let navigation = NavigationController(rootViewController: ViewController(title: "Inbox"))
    window.rootViewController = navigation
    try navigation.pushViewController(message, animated: false)
    let mailbox = Mailbox()
    let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    let transitions = TransitionController(forInteractiveTransitionsIn: navigation, transitionsSource: mailbox,
                                           operationDelegate: mailbox, interactionController: pan)

    // A finger drags from the left edge to the middle of the screen, and stays down.
    try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 10, y: 400), CGPoint(x: 205, y: 400)], lift: false) })
    window.run(for: 0.6)
    #expect(transitions.fractionComplete == 0.5)  // 195 of 390 points
    #expect(message.view.presentationFrame.minX == 195)  // the message moved with the finger

    // The finger lifts: past a third of the way, the pop completes.
    try window.inject(GestureScript { GestureStep.lift })
    try window.runUntilIdle()
    #expect(navigation.topViewController?.title == "Inbox")
    #expect(transitions.interactionController === pan && !transitions.isTransitioning)
}
