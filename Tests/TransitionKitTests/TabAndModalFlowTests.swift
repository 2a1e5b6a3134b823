import Catalog
import Foundation
import Gestures
import Motion
import Stage
import Testing
@testable import TransitionKit

@MainActor
@Suite("Tab bar and modal transitions, as in the guides")
struct TabAndModalFlowTests {
    /// A tab scene with three tabs and a pan for tab transitions.
    @MainActor
    struct TabScene {
        let window: Window
        let tabs: TabBarController
        let pan: PanInteractionController
        let controller: TransitionController
        let operations = TabOperations()

        init(rightToLeft: Bool) throws {
            window = try Window(clock: ManualClock())
            tabs = try TabBarController(viewControllers: [ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three")])
            pan = PanInteractionController.forTabBarTransitions(rightToLeft: rightToLeft)
            controller = TransitionController(
                forInteractiveTransitionsIn: tabs,
                transitionsSource: FixedTransitionsSource { context in
                    Transition(duration: 0.4, animation: PushTransitionAnimation(from: rightToLeft ? .left : .right))
                },
                operationDelegate: operations, interactionController: pan)
            window.rootViewController = tabs
        }

        func swipe(_ dx: Double) throws {
            let start = CGPoint(x: dx < 0 ? 350 : 40, y: 400)
            try window.inject(GestureScript(steps: slowDrag(from: start, dx: dx)))
            try window.runUntilIdle(timeout: 10)
        }
    }

    @Test("left to right: swiping left goes to the next tab, right to the previous, never out of range",
          arguments: [false, true])
    func tabSwitching(rightToLeft: Bool) throws {
        let scene = try TabScene(rightToLeft: rightToLeft)
        let forward = rightToLeft ? 250.0 : -250.0
        try scene.swipe(forward)
        #expect(scene.tabs.selectedIndex == 1)
        try scene.swipe(forward)
        #expect(scene.tabs.selectedIndex == 2)
        try scene.swipe(forward)
        #expect(scene.tabs.selectedIndex == 2, "no tab after the last")
        try scene.swipe(-forward)
        #expect(scene.tabs.selectedIndex == 1)
        try scene.swipe(-forward)
        try scene.swipe(-forward)
        #expect(scene.tabs.selectedIndex == 0, "no tab before the first")
        #expect(scene.tabs.stageView.stageSubviews.map(\.name) == ["One"])
    }

    /// A source controller that supplies the controller to present.
    @MainActor
    final class Gallery: ViewController, InteractiveModalTransitionOperationDelegate {
        private(set) var supplied = 0
        func viewControllerForInteractiveModalPresentation(
            by sourceViewController: any HostViewController, gestureRecognizer: GestureRecognizer
        ) -> any HostViewController {
            supplied += 1
            return ViewController(title: "Detail \(supplied)")
        }
    }

    @Test("a pan up presents the controller the operation delegate supplies; a pan down dismisses it")
    func modal() throws {
        let window = try Window(clock: ManualClock())
        let gallery = Gallery(title: "Gallery")
        window.rootViewController = gallery
        let pan = PanInteractionController(forModalTransitionsAtEdge: .bottom)
        let controller = TransitionController(
            forInteractiveModalPresentationsFrom: gallery,
            transitionsSource: FixedTransitionsSource { _ in Transition(duration: 0.4, animation: MoveTransitionAnimation(from: .bottom)) },
            interactionController: pan)
        try window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 200, y: 800), dx: 0, dy: -400)))
        try window.runUntilIdle(timeout: 10)
        let detail = try #require(gallery.presentedStageViewController)
        #expect(detail.title == "Detail 1" && detail.modalPresentationStyle == .custom)
        #expect(window.rootView.stageSubviews.map(\.name) == ["Gallery", "presentation container"])
        #expect(pan.gestureRecognizer.view === detail.view, "the gesture follows the controller on top")

        try window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 200, y: 100), dx: 0, dy: 500)))
        try window.runUntilIdle(timeout: 10)
        #expect(gallery.presentedStageViewController == nil)
        #expect(window.rootView.stageSubviews.map(\.name) == ["Gallery"])
        #expect(pan.gestureRecognizer.view === gallery.view)
        #expect(gallery.supplied == 1)
        _ = controller
    }
}

@MainActor
@Suite("Programmatic modal transitions and snapshots")
struct ProgrammaticModalTests {
    @Test("a presentation and dismissal through the transition controller as transitioning delegate")
    func presentDismiss() throws {
        let window = try Window(clock: ManualClock())
        let home = PhaseRecordingController(title: "Home")
        window.rootViewController = home
        let source = FixedTransitionsSource { _ in Transition(duration: 0.3, animation: DissolveTransitionAnimation()) }
        let controller = TransitionController(forModalPresentationsFrom: home, transitionsSource: source)
        let detail = PhaseRecordingController(title: "Detail")
        detail.transitioningDelegate = controller
        detail.modalPresentationStyle = .overFullScreen
        try home.present(detail, animated: true, completion: nil)
        window.run(for: 0.15)
        #expect(abs(detail.stageView.presentation.alpha - 0.5) < 1e-9)
        try window.runUntilIdle()
        try home.dismiss(animated: true, completion: nil)
        window.run(for: 0.15)
        #expect(abs(detail.stageView.presentation.alpha - 0.5) < 1e-9, "fading out over the presenting view")
        try window.runUntilIdle()
        #expect(source.operations == [.modal(.present), .modal(.dismiss)])
        #expect(home.presentedStageViewController == nil && window.rootView.stageSubviews.map(\.name) == ["Home"])
        #expect(detail.phases == ["will", "did", "will", "did"])
    }

    @Test("the default shared element is a snapshot; zero-size views have none")
    func snapshot() throws {
        let card = View(name: "card", frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        let element = try #require(SnapshotSharedElement(snapshotting: card))
        #expect((element.transitioningView as? View)?.isSnapshot == true)
        #expect(element.transitioningView.frame == card.frame && element.originalView === card)
        #expect(SnapshotSharedElement(snapshotting: View(name: "empty")) == nil)
    }
}
