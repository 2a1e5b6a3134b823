import Foundation
import Motion
import Stage
import Testing
import TransitionKit
@testable import Invariants

@MainActor
@Suite("AppearanceExpectation")
struct AppearanceExpectationTests {
    @Test("UIKit's callbacks: pairs when completed, the truth told back when cancelled, nothing for a presenter that stays")
    func calls() throws {
        let window = Window(clock: try ManualClock())
        final class Observer: WindowTransitionObserver {
            var changes: [StageContainerChange] = []
            func window(_ window: Window, willBegin change: StageContainerChange) { changes.append(change) }
            func window(_ window: Window, didEnd change: StageContainerChange, completed: Bool) {}
        }
        let observer = Observer()
        window.transitionObserver = observer
        let home = ViewController(title: "Home")
        window.rootViewController = home
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .overFullScreen
        try home.present(sheet, animated: false, completion: nil)
        try home.dismiss(animated: false, completion: nil)
        let full = ViewController(title: "Full")
        try home.present(full, animated: false, completion: nil)
        #expect(observer.changes.map(\.operation) == [.modal(.present), .modal(.dismiss), .modal(.present)])

        let present = AppearanceExpectation(change: observer.changes[0], completed: true)
        #expect(present.leaving == [] && present.arriving == [.willAppear, .didAppear])
        let dismiss = AppearanceExpectation(change: observer.changes[1], completed: false)
        #expect(dismiss.leaving == [.willDisappear, .willAppear, .didAppear] && dismiss.arriving == [])
        let fullScreen = AppearanceExpectation(change: observer.changes[2], completed: false)
        #expect(fullScreen.leaving == [.willDisappear, .willAppear, .didAppear])
        #expect(fullScreen.arriving == [.willAppear, .willDisappear, .didDisappear])
    }
}
