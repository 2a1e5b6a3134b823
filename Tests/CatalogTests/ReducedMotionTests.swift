import Catalog
import Demos
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

/// Every view under `root`, depth first.
@MainActor
private func everyView(in root: View) -> [View] {
    [root] + root.stageSubviews.flatMap { everyView(in: $0) }
}

/// What reduced motion promises, checked at every frame while `isTransitioning`: no view turned
/// or scaled, no view moved, no snapshot (no shared element flying). Returns the frames checked.
@MainActor
@discardableResult
private func expectOnlyFades(in window: Window, while isTransitioning: () -> Bool,
                             sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    var places: [ObjectIdentifier: CGPoint] = [:]
    var frames = 0
    while isTransitioning() {
        for view in everyView(in: window.rootView) {
            let place = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            if let earlier = places[ObjectIdentifier(view)] {
                #expect(abs(earlier.x - place.x) < 1e-9 && abs(earlier.y - place.y) < 1e-9, "\(view.name) moved", sourceLocation: sourceLocation)
            }
            places[ObjectIdentifier(view)] = place
            #expect(view.presentation.transform == .identity, "\(view.name) transformed", sourceLocation: sourceLocation)
            #expect(!view.isSnapshot, "a snapshot flies: \(view.name)", sourceLocation: sourceLocation)
        }
        frames += 1
        window.run(for: 1.0 / 120)
    }
    return frames
}

@MainActor
@Suite("Reduced motion")
struct ReducedMotionTests {
    nonisolated static let cases: [(BuiltInTransition, DemoHost)] = BuiltInTransition.allCases.flatMap { transition in
        DemoHost.allCases.map { (transition, $0) }
    }

    @Test("every built-in in every host becomes a cross-fade over the same progress: nothing moves, scales or turns",
          arguments: cases)
    func builtIns(transition: BuiltInTransition, host: DemoHost) throws {
        let demo = try TransitionDemo(transition: transition, host: host, clock: try ManualClock())
        demo.window.prefersReducedMotion = true
        try demo.goForward()
        demo.window.run(for: 0.1)
        // The incoming screen fades in linearly with the progress.
        let fraction = try #require(demo.controller.fractionComplete)
        let incoming = try #require(everyView(in: demo.window.rootView).first { $0.name == "Screen 2" || $0.name == "Tab 2" })
        #expect(fraction > 0.05 && fraction < 0.95)
        #expect(abs(incoming.presentation.alpha - fraction) < 1e-6, "alpha \(incoming.presentation.alpha), fraction \(fraction)")
        let frames = expectOnlyFades(in: demo.window, while: { demo.controller.isTransitioning })
        #expect(frames > 10)
        #expect(incoming.alpha == 1 && incoming.presentation.alpha == 1, "fully shown at the end")
        try demo.goBack()
        expectOnlyFades(in: demo.window, while: { demo.controller.isTransitioning })
        // The navigation bar's spare item rests transparent: it is the bar's, not the transition's.
        let spare = demo.navigation?.navigationBar.stageSubviews.first { $0.name == "navigation bar spare item" }
        #expect(everyView(in: demo.window.rootView).allSatisfy { $0.alpha == 1 || $0 === spare }, "every opacity put back")
    }

    @Test("the swipe back still drives it: a short slow swipe cancels, a long one completes", arguments: DemoHost.allCases)
    func gesturesDrive(host: DemoHost) throws {
        let demo = try TransitionDemo(transition: .push, host: host, clock: try ManualClock())
        demo.window.prefersReducedMotion = true
        try demo.goForward()
        try demo.window.runUntilIdle()
        let swipe = demo.backSwipe
        func swipeBack(_ distance: Double) -> GestureScript {
            let end = CGPoint(x: swipe.start.x + swipe.direction.x * distance, y: swipe.start.y + swipe.direction.y * distance)
            return GestureScript {
                GestureStep.drag(path: [swipe.start, end], duration: 0.6, lift: false)
                GestureStep.hold(duration: 0.15)
                GestureStep.lift
            }
        }
        try demo.window.inject(swipeBack(60))
        demo.window.run(for: 0.5)
        #expect(demo.controller.phase == .interactive, "the gesture holds the cross-fade")
        let held = try #require(demo.controller.fractionComplete)
        #expect(held > 0.02 && held < 0.5)
        try demo.window.runUntilIdle()
        let kinds = demo.window.recorder.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }.map(\.detail)
        #expect(kinds.last == "start", "cancelled")
        try demo.window.inject(swipeBack(320))
        try demo.window.runUntilIdle()
        let ends = demo.window.recorder.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }.map(\.detail)
        #expect(ends.last == "end", "completed")
    }

    @Test("the photo opens as a fade, with no photo flying; a short drag cancels its dismissal, a long one completes it")
    func photo() throws {
        let demo = PhotoDemo(clock: try ManualClock())
        demo.window.prefersReducedMotion = true
        try demo.open(photo: 0)
        demo.window.run(for: 0.1)
        let viewer = try #require(demo.viewer)
        let fraction = try #require(demo.controller.fractionComplete)
        #expect(abs(viewer.stageView.presentation.alpha - fraction) < 1e-6)
        #expect(!demo.grid.thumbnails[0].imageView.isHidden, "nothing hidden: no replica flies")
        expectOnlyFades(in: demo.window, while: { demo.controller.isTransitioning })
        #expect(demo.showsViewer)
        let center = demo.screenCenter
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [center, CGPoint(x: center.x, y: center.y + 40)], duration: 0.5, lift: false)
            GestureStep.hold(duration: 0.15)
            GestureStep.lift
        })
        demo.window.run(for: 0.45)
        let scrubbed = try #require(demo.controller.fractionComplete)
        #expect(scrubbed > 0.1, "the drag scrubs the fade (\(scrubbed))")
        try demo.window.runUntilIdle()
        #expect(demo.showsViewer, "a short drag let go slowly: the viewer stays")
        try demo.window.inject(GestureScript { GestureStep.flick(from: center, velocity: CGPoint(x: 0, y: 900), duration: 0.3) })
        expectOnlyFades(in: demo.window, while: { demo.window.hasPendingTouches || demo.controller.isTransitioning })
        try demo.window.runUntilIdle()
        #expect(!demo.showsViewer, "flicked away: dismissed")
        #expect(everyView(in: demo.window.rootView).allSatisfy { !$0.isHidden }, "nothing left hidden")
    }

    @Test("Zoom opens and closes as a fade: no element flies, none is hidden")
    func zoom() throws {
        let demo = ZoomDemo(host: .push, clock: try ManualClock())
        demo.window.prefersReducedMotion = true
        try demo.open(card: 1)
        expectOnlyFades(in: demo.window, while: { demo.controller.isTransitioning })
        #expect(demo.showsDetail)
        let card = demo.grid.cards[1]
        #expect(!card.image.isHidden && !card.titleLabel.isHidden && !card.avatar.isHidden)
        try demo.close()
        expectOnlyFades(in: demo.window, while: { demo.controller.isTransitioning })
        #expect(!demo.showsDetail)
        #expect(!card.image.isHidden && !card.titleLabel.isHidden && !card.avatar.isHidden)
    }
}
