import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage
import TransitionKit

/// Supplies one kind of transition for every operation and counts the requests.
@MainActor
final class FixedTransitionsSource: TransitionsSource {
    var make: @MainActor (TransitionOperationContext) throws -> Transition
    private(set) var operations: [TransitionOperation] = []

    init(_ make: @escaping @MainActor (TransitionOperationContext) throws -> Transition) { self.make = make }

    static func move(duration: Double = 0.5) -> FixedTransitionsSource {
        FixedTransitionsSource { _ in Transition(duration: duration, animation: MoveTransitionAnimation(from: .right)) }
    }

    func transitionFor(operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?) -> Transition {
        operations.append(operationContext.operation)
        if let transition = try? make(operationContext) { return transition }
        // Unreachable in these tests: every factory here builds a valid transition.
        fatalError("invalid transition in a test source")
    }
}

/// Pushes a fresh controller or pops, as the guide's navigation operation delegate does.
@MainActor
final class NavigationOperations: InteractiveNavigationTransitionOperationDelegate {
    private(set) var count = 0
    func performOperation(operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
                          gestureRecognizer: GestureRecognizer) {
        switch operation {
        case .push:
            count += 1
            try? controller.pushViewController(PhaseRecordingController(title: "Pushed \(count)"), animated: true)
        case .pop:
            _ = try? controller.popViewController(animated: true)
        case .none:
            break
        }
    }
}

/// Selects the next or previous tab.
@MainActor
final class TabOperations: InteractiveTabBarTransitionOperationDelegate {
    func performOperation(operation: TabBarControllerOperation, forInteractiveTransitionIn controller: any HostTabBarController,
                          gestureRecognizer: GestureRecognizer) {
        let index = controller.selectedIndex + (operation == .increaseIndex ? 1 : -1)
        try? controller.select(index: index)
    }
}

/// A view controller that records the transition phases it is told about.
@MainActor
final class PhaseRecordingController: ViewController, TransitionPhaseDelegate {
    private(set) var phases: [String] = []
    func willTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {
        phases.append("will")
    }
    func didTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {
        phases.append("did")
    }
    func cancelledTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {
        phases.append("cancelled")
    }
}

/// A navigation scene: a window, a navigation controller and an interactive transition
/// controller driven by a pan from the right edge.
@MainActor
struct NavigationScene {
    let window: Window
    let root = PhaseRecordingController(title: "Root")
    let navigation: NavigationController
    let source: FixedTransitionsSource
    let operations = NavigationOperations()
    let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    let controller: TransitionController

    init(source: FixedTransitionsSource = .move(), interactionController: (any TransitionInteractionController)? = nil) throws {
        window = try Window(clock: ManualClock())
        navigation = NavigationController(rootViewController: root)
        self.source = source
        controller = TransitionController(
            forInteractiveTransitionsIn: navigation, transitionsSource: source,
            operationDelegate: operations, interactionController: interactionController ?? pan)
        window.rootViewController = navigation
    }

    /// Names of the navigation view's subviews.
    var visible: [String] { navigation.transitionView.stageSubviews.map(\.name) }

    /// Plays `steps` and runs until everything settles.
    func play(@GestureScriptBuilder _ steps: () -> [GestureStep]) throws {
        try window.inject(GestureScript(steps: steps()))
        try window.runUntilIdle(timeout: 10)
    }
}

/// A slow drag of one finger from `from` by `dx` points, resting before it lifts (no flick).
func slowDrag(from: CGPoint, dx: Double, dy: Double = 0, duration: Double = 0.5) -> [GestureStep] {
    [
        .drag(path: [from, CGPoint(x: from.x + dx, y: from.y + dy)], duration: duration, easing: .linear, lift: false),
        .hold(duration: 0.1),
        .lift,
    ]
}
