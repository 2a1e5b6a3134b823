import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Testing
import TransitionKit
@testable import Stage

@MainActor
@Suite("StageTransitionContext")
struct TransitionContextTests {
    let window: Window
    let supplier = TransitionSupplier()

    init() throws { window = try makeWindow() }

    @Test("push: keys, views and UIKit's initial and final frames")
    func pushFrames() throws {
        let a = ViewController(title: "A"), b = ViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(b, animated: true)
        let context = try #require(window.activeTransition)
        #expect(context.containerView === navigation.transitionView)
        #expect(context.viewController(forKey: .from) === a && context.viewController(forKey: .to) === b)
        #expect(context.view(forKey: .from) === a.view && context.view(forKey: .to) === b.view)
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(context.initialFrame(for: a) == bounds && context.finalFrame(for: a) == .zero)
        #expect(context.initialFrame(for: b) == .zero && context.finalFrame(for: b) == bounds)
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(context.presentationStyle == .fullScreen)
        try window.runUntilIdle()
        #expect(context.isComplete)
    }

    @Test("a finished interactive push completes, with pause, update and finish reported")
    func finishedInteractive() throws {
        let a = ViewController(title: "A"), b = ViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        supplier.interaction = HandInteraction(supplier.animator)
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(b, animated: true)
        let context = try #require(window.activeTransition)
        supplier.interaction?.update(0.7)
        #expect(context.percentComplete == 0.7)
        context.updateInteractiveTransition(.nan)
        #expect(context.percentComplete == 0.7, "a non-finite progress is ignored")
        context.updateInteractiveTransition(3)
        #expect(context.percentComplete == 1, "clamped to 0…1")
        supplier.interaction?.end(completing: true)
        #expect(!context.isInteractive && !context.transitionWasCancelled)
        try window.runUntilIdle()
        #expect(navigation.stack.map(\.title) == ["A", "B"])
        #expect(b.appearanceLog == [.willAppear(animated: true), .didAppear(animated: true)])
        let kinds = window.recorder.frames.flatMap(\.events).map(\.kind)
        #expect(kinds.contains(.interactionEnded) && kinds.last == .transitionCompleted)
        let began = try #require(window.recorder.frames.first?.events)
        // Everything before the first frame is recorded in it, in order.
        #expect(began.map(\.kind) == [.transitionBegan, .interactionStarted, .interactionEnded])
    }

    @Test("custom presentation: the presenting view stays and is not handed to the animator")
    func customPresentation() throws {
        let home = ViewController(title: "Home"), card = ViewController(title: "Card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = supplier
        window.rootViewController = home
        try home.present(card, animated: true, completion: nil)
        let context = try #require(window.activeTransition)
        #expect(context.view(forKey: .from) == nil)
        #expect(context.finalFrame(for: home) == window.rootView.bounds)
        #expect(throws: ContainerError.transitionInProgress) { try home.dismiss(animated: true, completion: nil) }
        #expect(throws: ContainerError.transitionInProgress) {
            try card.present(ViewController(), animated: true, completion: nil)
        }
        try window.runUntilIdle()
        #expect(names(window.rootView) == ["Home", "presentation container"])
        #expect(home.appearanceState == .appeared && card.appearanceState == .appeared)
        supplier.animator = FadeAnimator()
        try card.dismiss(animated: true, completion: nil)
        let dismissal = try #require(window.activeTransition)
        #expect(dismissal.view(forKey: .to) == nil && dismissal.view(forKey: .from) === card.view)
        try window.runUntilIdle()
        #expect(names(window.rootView) == ["Home"])
        #expect(home.appearanceLog == [.willAppear(animated: false), .didAppear(animated: false)])
    }

    @Test("a controller in no window can't present; unknown controllers are refused")
    func presentErrors() throws {
        let loose = ViewController(title: "Loose")
        #expect(throws: ContainerError.notInContainer("Loose")) { try loose.present(ViewController(), animated: true, completion: nil) }
        let home = ViewController(title: "Home")
        window.rootViewController = home
        #expect(throws: ContainerError.viewControllerAlreadyShown("Home")) { try home.present(home, animated: true, completion: nil) }
    }

    @Test("views carry their gesture recognizers; moving one to another view moves it")
    func recognizers() {
        let a = View(name: "a"), b = View(name: "b")
        let pan = PanGestureRecognizer()
        a.addGestureRecognizer(pan)
        #expect(pan.view === a && a.gestureRecognizers.count == 1)
        b.addGestureRecognizer(pan)
        #expect(pan.view === b && a.gestureRecognizers.isEmpty && b.gestureRecognizers.count == 1)
        b.removeGestureRecognizer(pan)
        #expect(pan.view == nil && b.gestureRecognizers.isEmpty)
    }

    @Test("run(until:) lands the last frame exactly on the time")
    func runUntil() throws {
        window.run(until: 0.25)
        #expect(window.clock.now == 0.25)
        #expect(window.recorder.frames.count == 30)
        window.run(until: 0.1)
        #expect(window.clock.now == 0.25)
    }
}
