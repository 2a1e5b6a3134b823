import Foundation
import Motion
import Testing
import TransitionKit
@testable import Stage

@MainActor
@Suite("Navigation, tab bar and modal containers")
struct ContainerTests {
    let window: Window
    let supplier = TransitionSupplier()

    init() throws { window = try makeWindow() }

    @Test("push and pop with an animation controller: appearance, hierarchy, completion")
    func pushPop() throws {
        let a = ViewController(title: "A"), b = ViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        navigation.delegate = supplier
        window.rootViewController = navigation
        #expect(a.appearanceLog == [.willAppear(animated: false), .didAppear(animated: false)])

        try navigation.pushViewController(b, animated: true)
        #expect(window.activeTransition != nil)
        #expect(a.appearanceLog.last == .willDisappear(animated: true))
        #expect(b.appearanceLog == [.willAppear(animated: true)])
        #expect(names(navigation.transitionView) == ["A", "B"], "the animator added B on top")
        #expect(throws: ContainerError.transitionInProgress) { try navigation.popViewController(animated: true) }
        window.runFrames(18)
        #expect(abs(b.stageView.presentation.alpha - 0.5) < 1e-9, "halfway through 0.3 s")
        try window.runUntilIdle()
        #expect(navigation.stack.map(\.title) == ["A", "B"])
        #expect(names(navigation.transitionView) == ["B"])
        #expect(a.appearanceLog.suffix(2) == [.willDisappear(animated: true), .didDisappear(animated: true)])
        #expect(b.appearanceLog == [.willAppear(animated: true), .didAppear(animated: true)])
        #expect(supplier.animator.endedWith == [true])

        supplier.animator = FadeAnimator()
        try navigation.popViewController(animated: true)
        try window.runUntilIdle()
        #expect(navigation.stack.map(\.title) == ["A"])
        #expect(names(navigation.transitionView) == ["A"])
        #expect(b.appearanceLog.suffix(2) == [.willDisappear(animated: true), .didDisappear(animated: true)])
        #expect(a.appearanceLog.suffix(2) == [.willAppear(animated: true), .didAppear(animated: true)])
        #expect(throws: ContainerError.cannotPopRootViewController) { try navigation.popViewController(animated: true) }
        #expect(try navigation.popToRootViewController(animated: true).isEmpty)
    }

    @Test("a cancelled interactive push restores the hierarchy and tells each side the truth")
    func cancelledPush() throws {
        let a = ViewController(title: "A"), b = ViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        supplier.interaction = HandInteraction(supplier.animator)
        navigation.delegate = supplier
        window.rootViewController = navigation
        let before = names(navigation.transitionView)

        try navigation.pushViewController(b, animated: true)
        let context = try #require(window.activeTransition)
        #expect(context.isInteractive)
        supplier.interaction?.update(0.25)
        #expect(abs(b.stageView.presentation.alpha - 0.25) < 1e-9)
        supplier.interaction?.end(completing: false)
        #expect(!context.isInteractive && context.transitionWasCancelled)
        try window.runUntilIdle()
        #expect(names(navigation.transitionView) == before)
        #expect(navigation.stack.map(\.title) == ["A"])
        #expect(b.parent == nil)
        #expect(a.appearanceLog.suffix(3) == [.willDisappear(animated: true), .willAppear(animated: true), .didAppear(animated: true)])
        #expect(b.appearanceLog == [.willAppear(animated: true), .willDisappear(animated: true), .didDisappear(animated: true)])
        #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
        #expect(supplier.animator.endedWith == [false])
        let events = window.recorder.frames.flatMap(\.events).map(\.kind)
        #expect(events == [.interactionEnded, .transitionCompleted] || events.contains(.transitionCompleted))
    }

    @Test("completeTransition is honoured once; a second call is recorded and ignored")
    func completeTwice() throws {
        let a = ViewController(title: "A"), b = ViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(b, animated: true)
        try window.runUntilIdle()
        let context = try #require(window.recorder.frames.isEmpty ? nil : supplier.animator.animator)
        _ = context
        let stack = navigation.stack.map(\.title)
        // Call again through a fresh push's context after it completes.
        let c = ViewController(title: "C")
        supplier.animator = FadeAnimator()
        try navigation.pushViewController(c, animated: true)
        let running = try #require(window.activeTransition)
        try window.runUntilIdle()
        running.completeTransition(false)
        #expect(window.issues == [.completeTransitionCalledTwice(running.name)])
        #expect(navigation.stack.map(\.title) == stack + ["C"], "the second call changed nothing")
        #expect(c.appearanceState == .appeared)
    }

    @Test("unanimated or without a delegate, changes happen at once with balanced callbacks")
    func immediate() throws {
        let a = ViewController(title: "A"), b = ViewController(title: "B"), c = ViewController(title: "C")
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        try navigation.pushViewController(b, animated: true)
        #expect(window.activeTransition == nil)
        #expect(names(navigation.transitionView) == ["B"])
        try navigation.setViewControllers([a, b, c], animated: false)
        #expect(names(navigation.transitionView) == ["C"] && navigation.stack.count == 3)
        #expect(b.appearanceLog == [.willAppear(animated: true), .didAppear(animated: true),
                                    .willDisappear(animated: false), .didDisappear(animated: false)])
        let popped = try navigation.popToRootViewController(animated: false)
        #expect(popped.map(\.title) == ["B", "C"])
        #expect(names(navigation.transitionView) == ["A"] && b.parent == nil && c.parent == nil)
        #expect(throws: ContainerError.viewControllerAlreadyShown("A")) { try navigation.pushViewController(a, animated: false) }
    }

    @Test("tab switches: animated through the delegate, refused out of range and during a transition")
    func tabs() throws {
        let one = ViewController(title: "One"), two = ViewController(title: "Two"), three = ViewController(title: "Three")
        let tabs = try TabBarController(viewControllers: [one, two, three])
        tabs.delegate = supplier
        window.rootViewController = tabs
        try tabs.select(index: 2)
        #expect(throws: ContainerError.transitionInProgress) { try tabs.select(index: 1) }
        try window.runUntilIdle()
        #expect(tabs.selectedIndex == 2 && names(tabs.transitionView) == ["Three"])
        #expect(three.appearanceLog == [.willAppear(animated: true), .didAppear(animated: true)])
        #expect(throws: ContainerError.tabIndexOutOfRange(index: 3, count: 3)) { try tabs.select(index: 3) }
        #expect(throws: ContainerError.tabIndexOutOfRange(index: -1, count: 3)) { try tabs.select(index: -1) }
        try tabs.select(index: 2)
        #expect(window.activeTransition == nil, "selecting the selected tab does nothing")
        #expect(throws: ContainerError.noViewControllers) { try TabBarController(viewControllers: []) }
    }

    @Test("present and dismiss full-screen: the presenting view leaves and comes back")
    func presentDismissFullScreen() throws {
        let home = ViewController(title: "Home"), detail = ViewController(title: "Detail")
        detail.transitioningDelegate = supplier
        window.rootViewController = home
        #expect(throws: ContainerError.nothingToDismiss) { try home.dismiss(animated: true, completion: nil) }
        var presentedCompletion = 0
        try home.present(detail, animated: true) { presentedCompletion += 1 }
        #expect(names(window.rootView) == ["Home", "presentation container"])
        try window.runUntilIdle()
        #expect(presentedCompletion == 1)
        #expect(names(window.rootView) == ["presentation container"], "full screen: the presenting view is removed")
        #expect(home.presentedStageViewController === detail && detail.presentingStageViewController === home)
        #expect(home.appearanceLog.suffix(2) == [.willDisappear(animated: true), .didDisappear(animated: true)])
        #expect(throws: ContainerError.alreadyPresenting) { try home.present(ViewController(), animated: false, completion: nil) }

        supplier.animator = FadeAnimator()
        try detail.dismiss(animated: true, completion: nil)
        #expect(names(window.rootView) == ["Home", "presentation container"])
        try window.runUntilIdle()
        #expect(names(window.rootView) == ["Home"])
        #expect(home.presentedStageViewController == nil && detail.presentingStageViewController == nil)
        #expect(home.appearanceLog.suffix(2) == [.willAppear(animated: true), .didAppear(animated: true)])
        #expect(detail.appearanceLog.suffix(2) == [.willDisappear(animated: true), .didDisappear(animated: true)])
        #expect(detail.stageView.presentation.alpha == 1 || detail.stageView.superview == nil)
    }

    @Test("over-full-screen keeps the presenting view and its appearance untouched")
    func overFullScreen() throws {
        let home = ViewController(title: "Home"), sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = supplier
        window.rootViewController = home
        try home.present(sheet, animated: true, completion: nil)
        let context = try #require(window.activeTransition)
        #expect(context.view(forKey: .from) == nil && context.view(forKey: .to) === sheet.view)
        try window.runUntilIdle()
        #expect(names(window.rootView) == ["Home", "presentation container"])
        #expect(home.appearanceLog == [.willAppear(animated: false), .didAppear(animated: false)])
        let nested = ViewController(title: "Nested")
        try sheet.present(nested, animated: false, completion: nil)
        #expect(sheet.presentedStageViewController === nested)
        try home.dismiss(animated: false, completion: nil)
        #expect(names(window.rootView) == ["Home"], "dismissing from the bottom removes the whole chain")
        #expect(sheet.presentingStageViewController == nil && nested.presentingStageViewController == nil)
    }

    @Test("a cancelled interactive dismissal leaves the presentation exactly as it was")
    func cancelledDismissal() throws {
        let home = ViewController(title: "Home"), detail = ViewController(title: "Detail")
        detail.transitioningDelegate = supplier
        window.rootViewController = home
        try home.present(detail, animated: false, completion: nil)
        let before = names(window.rootView)
        supplier.interaction = HandInteraction(supplier.animator)
        try detail.dismiss(animated: true, completion: nil)
        supplier.interaction?.update(0.6)
        supplier.interaction?.end(completing: false)
        try window.runUntilIdle()
        #expect(names(window.rootView) == before)
        #expect(home.presentedStageViewController === detail)
        #expect(detail.stageView.presentation.alpha == 1)
        #expect(detail.appearanceState == .appeared && home.appearanceState == .disappeared)
    }
}
