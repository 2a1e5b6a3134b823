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

/// Reduced motion changes how a transition looks (a cross-fade), never what a gesture decides:
/// every gesture on the photo viewer, a Zoom card and a Zoom story ends the same way with reduced
/// motion on or off — and the way a person means it.
@MainActor
@Suite("Reduced motion: the same decisions")
struct ReducedMotionReleaseTests {
    /// Where the gesture is made.
    enum Place: String, Sendable {
        /// On the photo open in the viewer (its dismissal gestures).
        case photoViewer
        /// On card 1 of the Zoom grid (a spreading pinch opens its story).
        case zoomCard
        /// On the open Zoom story (its dismissal gestures).
        case zoomStory
    }

    /// A gesture, and whether the screen it is made on is still shown after it (the viewer, the
    /// story; for a card, whether its story opened).
    struct Case: Sendable, CustomTestStringConvertible {
        let place: Place
        let name: String
        let shows: Bool
        let steps: @Sendable (CGPoint) -> [GestureStep]

        var testDescription: String { "\(place.rawValue): \(name)" }
    }

    nonisolated static let cases: [Case] = [
        Case(place: .photoViewer, name: "pinched open", shows: true) { center in
            [.pinch(center: center, span: 120, scale: 1.6, duration: 0.4)]
        },
        Case(place: .photoViewer, name: "pinched closed", shows: false) { center in
            [.pinch(center: center, span: 240, scale: 0.4, duration: 0.4)]
        },
        Case(place: .photoViewer, name: "pinched closed, then open again", shows: true) { center in
            [.pinch(center: center, span: 240, scale: 0.5, duration: 0.3, lift: false),
             .pinch(scale: 2.2, duration: 0.4)]
        },
        Case(place: .photoViewer, name: "dragged a little and let go slowly", shows: true) { center in
            [.drag(path: [center, CGPoint(x: center.x, y: center.y + 40)], duration: 0.5, lift: false),
             .hold(duration: 0.15), .lift]
        },
        Case(place: .photoViewer, name: "flicked down", shows: false) { center in
            [.flick(from: center, velocity: CGPoint(x: 0, y: 900), duration: 0.3)]
        },
        Case(place: .photoViewer, name: "turned and let go", shows: false) { center in
            [.rotate(center: center, span: 200, rotation: 0.6, duration: 0.4)]
        },
        Case(place: .photoViewer, name: "pinched closed while dragged a little", shows: false) { center in
            [.pinchRotateDrag(center: center, span: 240, scale: 0.4, translation: CGPoint(x: 0, y: 20), duration: 0.4)]
        },
        Case(place: .zoomCard, name: "spread open", shows: true) { center in
            [.pinch(center: center, span: 60, scale: 2.5, duration: 0.4)]
        },
        Case(place: .zoomCard, name: "spread, then closed back", shows: false) { center in
            [.pinch(center: center, span: 60, scale: 2, duration: 0.3, lift: false),
             .pinch(scale: 0.45, duration: 0.3)]
        },
        Case(place: .zoomCard, name: "spread a little and let go still", shows: false) { center in
            [.pinch(center: center, span: 60, scale: 1.2, duration: 0.3, lift: false), .hold(duration: 0.2), .lift]
        },
        Case(place: .zoomStory, name: "pinched closed", shows: false) { center in
            [.pinch(center: center, span: 240, scale: 0.4, duration: 0.4)]
        },
        Case(place: .zoomStory, name: "pinched closed, then open again", shows: true) { center in
            [.pinch(center: center, span: 240, scale: 0.5, duration: 0.3, lift: false),
             .pinch(scale: 2.2, duration: 0.4)]
        },
        Case(place: .zoomStory, name: "dragged a little and let go slowly", shows: true) { center in
            [.drag(path: [center, CGPoint(x: center.x, y: center.y + 40)], duration: 0.5, lift: false),
             .hold(duration: 0.15), .lift]
        },
        Case(place: .zoomStory, name: "flicked down", shows: false) { center in
            [.flick(from: center, velocity: CGPoint(x: 0, y: 900), duration: 0.3)]
        },
    ]

    /// Plays `gesture` with reduced motion `reduced`, the screens presented (or pushed when
    /// `pushes`); whether the screen it was made on shows afterwards, and whether anything was
    /// left hidden or flying.
    private func play(_ gesture: Case, reduced: Bool, pushes: Bool) throws -> (shows: Bool, clean: Bool) {
        switch gesture.place {
        case .photoViewer:
            let demo = PhotoDemo(host: pushes ? .push : .modal, clock: try ManualClock())
            try demo.open(photo: 0)
            try demo.window.runUntilIdle()
            demo.window.prefersReducedMotion = reduced
            try demo.window.inject(GestureScript(steps: gesture.steps(demo.screenCenter)))
            try demo.window.runUntilIdle()
            return (demo.showsViewer, Self.isClean(demo.window))
        case .zoomCard, .zoomStory:
            let demo = ZoomDemo(host: pushes ? .push : .modal, clock: try ManualClock())
            if gesture.place == .zoomStory {
                try demo.open(card: 1)
                try demo.window.runUntilIdle()
            }
            demo.window.prefersReducedMotion = reduced
            let center = gesture.place == .zoomCard
                ? demo.imageCenter(card: 1) : CGPoint(x: demo.window.screenSize.width / 2, y: demo.window.screenSize.height / 2)
            try demo.window.inject(GestureScript(steps: gesture.steps(center)))
            try demo.window.runUntilIdle()
            return (demo.showsDetail, Self.isClean(demo.window))
        }
    }

    /// Nothing hidden, nothing flying.
    private static func isClean(_ window: Window) -> Bool {
        func views(_ root: View) -> [View] { [root] + root.stageSubviews.flatMap(views) }
        return views(window.rootView).allSatisfy { !$0.isHidden && !$0.isSnapshot }
    }

    @Test("a gesture ends the way it means, with reduced motion on or off, presented or pushed", arguments: cases, [false, true])
    func sameDecision(gesture: Case, pushes: Bool) throws {
        let full = try play(gesture, reduced: false, pushes: pushes)
        let reduced = try play(gesture, reduced: true, pushes: pushes)
        #expect(full.shows == gesture.shows, "full motion")
        #expect(reduced.shows == gesture.shows, "reduced motion")
        #expect(full.clean && reduced.clean)
    }

    @Test("with reduced motion a pinch fades the story in as far as it would have grown the card towards it, and nothing moves")
    func pinchScrubsTheFade() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.window.prefersReducedMotion = true
        let card = demo.grid.cards[1].image
        // The card's image and the story's, whose widths the pinch goes between.
        let cardWidth = Double(card.bounds.width)
        try demo.window.inject(GestureScript {
            GestureStep.pinch(center: demo.imageCenter(card: 1), span: 60, scale: 1.5, duration: 0.4, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.1)
        })
        demo.window.run(for: 0.5)
        let detail = try #require(demo.detail)
        let storyWidth = Double(detail.image.bounds.width)
        let expected = (cardWidth * 1.5 - cardWidth) / (storyWidth - cardWidth)
        let fraction = try #require(demo.controller.fractionComplete)
        #expect(abs(fraction - expected) < 0.02, "scrubbed to \(fraction), the pinch grew the card \(expected) of the way")
        #expect(card.presentation.transform == .identity && detail.image.presentation.transform == .identity)
        try demo.window.inject(GestureScript { GestureStep.pinch(scale: 0.5, duration: 0.3) })
        try demo.window.runUntilIdle()
        #expect(!demo.showsDetail, "closed back: the story stays closed")
    }
}
