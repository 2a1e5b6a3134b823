import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import GestureScripts
import Invariants
import Motion
import Testing
@testable import Stage

@MainActor
@Suite("InvariantChecker: scroll views")
struct ScrollViewInvariantCheckerTests {
    /// A window with a 300 × 400 scroll view over 2000 points of content, watched by a checker.
    func makeScene() throws -> (Window, ScrollView, InvariantChecker) {
        let window = try Window(clock: ManualClock())
        let home = ViewController(title: "Home")
        window.rootViewController = home
        let scrollView = ScrollView(name: "list", frame: CGRect(x: 40, y: 100, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        home.stageView.addSubview(scrollView)
        return (window, scrollView, InvariantChecker(window: window))
    }

    @Test("drags, flicks and bounces leave a scroll view at rest within its edges: no violation")
    func cleanAfterScrolling() throws {
        let (window, _, checker) = try makeScene()
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 150), CGPoint(x: 190, y: 400)], duration: 0.4, easing: .linear)
            GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -4000))
            GestureStep.wait(duration: 0.3)
            GestureStep.flick(from: CGPoint(x: 190, y: 200), velocity: CGPoint(x: 0, y: 5000))
        })
        try window.runUntilIdle()
        checker.checkAtRest()
        #expect(checker.isClean, "\(checker.violations)")
    }

    @Test("an offset left past an edge at rest is reported, naming the scroll view", arguments: [
        CGPoint(x: 0, y: -40), CGPoint(x: 0, y: 1700), CGPoint(x: 12, y: 300),
    ])
    func strayOffset(offset: CGPoint) throws {
        let (window, scrollView, checker) = try makeScene()
        scrollView.contentOffset = offset
        try window.runUntilIdle()
        checker.checkAtRest()
        #expect(checker.violations.map(\.kind) == [.scrollView])
        #expect(checker.violations.first?.message.contains("list at rest: content offset") == true)
    }

    @Test("an offset on the edge is fine, insets included")
    func onTheEdge() throws {
        let (window, scrollView, checker) = try makeScene()
        scrollView.contentInset = EdgeInsets(top: 50, bottom: 30)
        scrollView.contentOffset = CGPoint(x: 0, y: -50)
        checker.checkAtRest()
        scrollView.contentOffset = CGPoint(x: 0, y: 2000 + 30 - 400)
        try window.runUntilIdle()
        checker.checkAtRest()
        #expect(checker.isClean, "\(checker.violations)")
    }
}
