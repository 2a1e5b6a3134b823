import Foundation
import Motion
import Recording
import Testing
import TransitionKit
@testable import Stage

/// The host, the recorder and the checker speak the engine's words: a container change carries
/// the ``TransitionOperation`` the engine would name, and a recorded phase is a ``TransitionPhase``.
@MainActor
@Suite("Vocabulary")
struct VocabularyTests {
    @MainActor
    final class Observer: WindowTransitionObserver {
        var operations: [TransitionOperation] = []
        func window(_ window: Window, willBegin change: StageContainerChange) { operations.append(change.operation) }
        func window(_ window: Window, didEnd change: StageContainerChange, completed: Bool) {}
    }

    @Test("every container change is named by its TransitionOperation: push, pop, tab switches up and down")
    func containerChanges() throws {
        let window = try makeWindow()
        let observer = Observer()
        window.transitionObserver = observer
        let one = ViewController(title: "One"), two = ViewController(title: "Two"), three = ViewController(title: "Three")
        let tabs = try TabBarController(viewControllers: [one, two, three])
        window.rootViewController = tabs
        try tabs.select(index: 2)
        try tabs.select(index: 1)
        try tabs.select(index: 0)
        let a = ViewController(title: "A"), b = ViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        try navigation.pushViewController(b, animated: false)
        _ = try navigation.popViewController(animated: false)
        #expect(observer.operations == [
            .tabBar(.increaseIndex), .tabBar(.decreaseIndex), .tabBar(.decreaseIndex),
            .navigation(.push), .navigation(.pop),
        ])
    }

    @Test("the recorder's phases are the engine's, case for case and name for name")
    func recordedPhases() {
        #expect(RecordedTransition.Phase.allCases.count == TransitionPhase.allCases.count)
        for phase in TransitionPhase.allCases {
            #expect(RecordedTransition.Phase(phase).rawValue == phase.rawValue)
        }
    }
}
