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
@Suite("Tab bar and modal transitions, as in the guides")
struct TabAndModalFlowTests {
    /// A tab scene with three tabs and a pan for tab transitions.
    @MainActor
    struct TabScene {
        let window: Window
        let tabs: TabBarController
        let pan: PanInteractionController
        let source: FixedTransitionsSource
        let controller: TransitionController
        let operations = TabOperations()

        init(rightToLeft: Bool) throws {
            window = try Window(clock: ManualClock())
            tabs = try TabBarController(viewControllers: [ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three")])
            pan = PanInteractionController.forTabBarTransitions(rightToLeft: rightToLeft)
            source = FixedTransitionsSource { context in
                Transition(duration: 0.4, animation: PushTransitionAnimation(from: rightToLeft ? .left : .right))
            }
            controller = TransitionController(
                forInteractiveTransitionsIn: tabs, transitionsSource: source,
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
        #expect(scene.tabs.transitionView.stageSubviews.map(\.name) == ["One"])
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
        let source = FixedTransitionsSource { _ in Transition(duration: 0.4, animation: MoveTransitionAnimation(from: .bottom)) }
        let controller = TransitionController(
            forInteractiveModalPresentationsFrom: gallery, transitionsSource: source, interactionController: pan)
        #expect(pan.gestureRecognizer.view === window.rootView, "the gesture is on the window, as the seed library's")
        try window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 200, y: 800), dx: 0, dy: -400)))
        try window.runUntilIdle(timeout: 10)
        let detail = try #require(gallery.presentedStageViewController)
        #expect(detail.title == "Detail 1" && detail.modalPresentationStyle == .custom)
        #expect(window.rootView.stageSubviews.map(\.name) == ["Gallery", "presentation container"])
        #expect(source.operations == [.modal(.present)], "with the source's transition")

        try window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 200, y: 100), dx: 0, dy: 500)))
        try window.runUntilIdle(timeout: 10)
        #expect(gallery.presentedStageViewController == nil)
        #expect(window.rootView.stageSubviews.map(\.name) == ["Gallery"])
        #expect(pan.gestureRecognizer.view === window.rootView)
        #expect(gallery.supplied == 1 && source.operations == [.modal(.present), .modal(.dismiss)])
        _ = controller
    }

    @Test("a presented view that covers part of the screen is dismissed by a drag that starts beside it")
    func partlyCovering() throws {
        let window = try Window(clock: ManualClock())
        let gallery = Gallery(title: "Gallery")
        let pan = PanInteractionController(forModalTransitionsAtEdge: .bottom)
        // Created before the gallery is on screen: the gesture moves to the window later.
        let source = FixedTransitionsSource { _ in Transition(duration: 0.4, animation: HalfSheet()) }
        let controller = TransitionController(
            forInteractiveModalPresentationsFrom: gallery, transitionsSource: source, interactionController: pan)
        window.rootViewController = gallery
        try window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 200, y: 800), dx: 0, dy: -400)))
        try window.runUntilIdle(timeout: 10)
        let sheet = try #require(gallery.presentedStageViewController)
        #expect(sheet.stageView.presentationFrame.minY == 422, "the sheet covers the lower half")
        // From the upper half, on the gallery beside the sheet, downwards.
        try window.inject(GestureScript(steps: slowDrag(from: CGPoint(x: 200, y: 150), dx: 0, dy: 400)))
        try window.runUntilIdle(timeout: 10)
        #expect(gallery.presentedStageViewController == nil)
        #expect(source.operations == [.modal(.present), .modal(.dismiss)])
        _ = controller
    }

    @Test("the controller holds its source, interaction controller and container weakly: no cycle, and a source gone is reported")
    func weakReferences() throws {
        let window = try Window(clock: ManualClock())
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
        window.rootViewController = navigation
        weak var weakSource: FixedTransitionsSource?
        weak var weakPan: PanInteractionController?
        var failures: [TransitionFailure] = []
        let controller: TransitionController
        do {
            let source = FixedTransitionsSource.move()
            let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
            weakSource = source
            weakPan = pan
            controller = TransitionController(
                forInteractiveTransitionsIn: navigation, transitionsSource: source, operationDelegate: NavigationOperations(),
                interactionController: pan)
        }
        #expect(weakSource == nil && weakPan == nil, "nothing kept alive by the controller")
        #expect(controller.transitionsSource == nil && controller.interactionController == nil && !controller.canBeInteractive)
        #expect(controller.operationController === navigation)
        controller.failureHandler = { failures.append($0) }
        try navigation.pushViewController(ViewController(title: "Next"), animated: true)
        #expect(window.activeTransition == nil && navigation.stack.count == 2, "the push happened at once")
        #expect(failures == [.noTransitionsSource(.navigation(.push))])
    }

    @Test("a view controller that owns its transition controller and is its source and delegate is released")
    func ownerIsReleased() throws {
        final class Owner: ViewController, TransitionsSource, InteractiveModalTransitionOperationDelegate {
            var transitions: TransitionController?
            func transitionFor(operationContext: TransitionOperationContext,
                               interactionController: (any TransitionInteractionController)?) -> Transition {
                Transition(duration: 0.3, animation: DissolveTransitionAnimation())
            }
            func viewControllerForInteractiveModalPresentation(
                by sourceViewController: any HostViewController, gestureRecognizer: GestureRecognizer
            ) -> any HostViewController {
                ViewController(title: "Detail")
            }
        }
        weak var weakOwner: Owner?
        let pan = PanInteractionController(forModalTransitionsAtEdge: .bottom)
        do {
            let owner = Owner(title: "Owner")
            owner.transitions = TransitionController(
                forInteractiveModalPresentationsFrom: owner, transitionsSource: owner, interactionController: pan)
            weakOwner = owner
        }
        #expect(weakOwner == nil)
    }
}

/// A presentation that slides the presented view up to cover the lower half of the screen.
@MainActor
final class HalfSheet: TransitionAnimation {
    private weak var sheet: (any HostView)?
    private var presenting = true

    func setup(in operationContext: TransitionOperationContext) {
        presenting = operationContext.operation.isPresenting
        sheet = presenting ? operationContext.context.defaultViewSetup(for: operationContext.operation) : operationContext.context.fromView
        let height = Double(operationContext.context.containerView.bounds.height)
        if presenting { sheet?.transform = .translation(x: 0, y: height) }
    }

    var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: .easeInEaseOut) { [self] in
            let height = Double(sheet?.bounds.height ?? 0)
            sheet?.transform = .translation(x: 0, y: presenting ? height / 2 : height)
        }]
    }

    func completion(position: AnimatingPosition) {}
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
