import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage

/// The scripted scenes of the Zoom demo, as the CLI's demo runs them.
public enum ZoomScene: String, Sendable, CaseIterable {
    /// Tap a card: its image, title and avatar fly into the story.
    case open
    /// Tap a card, catch the image while it opens and pinch it back closed onto its card.
    case grabWhileOpening
    /// In the story, drag it down and let go moving: it zooms back into its card, the elements
    /// in a cascade (nearest the image first).
    case dismissByDrag
    /// A small drag released slowly: the story stays.
    case restore
    /// The grid scrolled its card out of sight while the story was open: dismissed, the
    /// elements fly towards where the card now is, fading out.
    case sourceScrolledAway
    /// Reduced motion on: the card opens as a cross-fade, and the drag that dismisses scrubs the
    /// fade; nothing flies.
    case reducedMotion
    /// The story scrolled down: one drag down scrolls it back to its top, then takes the card
    /// away in the same gesture, without a jump.
    case scrollThenDismiss
    /// A swipe pages to the next story (its card brought into view in the grid); a drag down
    /// sends that story to its own card.
    case pageThenDismiss

    /// A few words for a heading.
    public var title: String {
        switch self {
        case .open: "open"
        case .grabWhileOpening: "grab while opening"
        case .dismissByDrag: "dismiss by drag"
        case .restore: "restore"
        case .sourceScrolledAway: "source scrolled away"
        case .reducedMotion: "reduced motion"
        case .scrollThenDismiss: "scroll, then dismiss"
        case .pageThenDismiss: "page, then dismiss"
        }
    }

    /// One line on what the scene shows.
    public var summary: String {
        switch self {
        case .open: "tap a card; its image, title and avatar zoom into the story"
        case .grabWhileOpening: "tap a card, catch the image as it opens, pinch it and drag it back: the grid again"
        case .dismissByDrag: "drag the story down and let go moving: it zooms back into its card, in a cascade"
        case .restore: "a small drag released slowly: the story stays"
        case .sourceScrolledAway: "the card scrolled out of sight meanwhile: dismissed, the elements fly towards it and fade"
        case .reducedMotion: "reduced motion on: tap a card, the story fades in; drag it down, it fades out with the drag"
        case .scrollThenDismiss: "a scrolled story dragged down: it scrolls to its top, then the card leaves with the same finger"
        case .pageThenDismiss: "swipe to the next story, then drag it down: it zooms into its own card"
        }
    }
}

extension ZoomDemo {
    /// Plays `scene` from the grid: every scene but ``ZoomScene/open``,
    /// ``ZoomScene/grabWhileOpening`` and ``ZoomScene/reducedMotion`` first opens card `index`,
    /// and recording starts where the scene's own gestures start. Runs until idle.
    public func play(_ scene: ZoomScene, card index: Int = 2) throws {
        if scene == .dismissByDrag { cascade = ZoomTransitionDirector.Cascade(.distanceFromMain, spread: 0.4) }
        if ![.open, .grabWhileOpening, .reducedMotion].contains(scene) { try openUnrecorded(card: index) }
        let center = CGPoint(x: window.screenSize.width / 2, y: window.screenSize.height / 2)
        switch scene {
        case .open:
            try window.inject(GestureScript { GestureStep.tap(at: imageCenter(card: index)) })
        case .grabWhileOpening:
            try window.inject(GestureScript { GestureStep.tap(at: imageCenter(card: index)) })
            window.run(for: 0.12)
            let caught = (controller.director?.mainReplica as? View)?.presentation.center ?? center
            let home = imageCenter(card: index)
            try window.inject(GestureScript {
                GestureStep.pinchRotateDrag(center: caught, span: 90, scale: 0.6, rotation: 0,
                                            translation: CGPoint(x: home.x - caught.x, y: home.y - caught.y),
                                            duration: 0.6, easing: .easeInEaseOut, lift: false)
                GestureStep.hold(duration: 0.1)
                GestureStep.lift
            })
        case .dismissByDrag:
            // A short flick: a third of the way by the drag, the rest in the cascade.
            try window.inject(GestureScript {
                GestureStep.flick(from: CGPoint(x: center.x, y: center.y - 150), velocity: CGPoint(x: 0, y: 500), duration: 0.2)
            })
        case .restore:
            try window.inject(GestureScript {
                GestureStep.drag(path: [center, CGPoint(x: center.x + 20, y: center.y + 40)], duration: 0.5, lift: false)
                GestureStep.hold(duration: 0.1)
                GestureStep.lift
            })
        case .reducedMotion:
            window.prefersReducedMotion = true
            try window.inject(GestureScript { GestureStep.tap(at: imageCenter(card: index)) })
            try window.runUntilIdle(timeout: 10)
            try window.inject(GestureScript {
                GestureStep.drag(path: [CGPoint(x: center.x, y: center.y - 150), CGPoint(x: center.x, y: center.y + 50)], duration: 0.5)
            })
        case .scrollThenDismiss:
            detail?.scrollView.contentOffset = CGPoint(x: 0, y: 240)
            try window.inject(GestureScript {
                GestureStep.drag(path: [CGPoint(x: center.x, y: center.y - 100), CGPoint(x: center.x, y: center.y + 300)],
                                 duration: 0.8, easing: .linear)
            })
        case .pageThenDismiss:
            try window.inject(GestureScript {
                GestureStep.drag(path: [CGPoint(x: 330, y: center.y), CGPoint(x: 90, y: center.y + 10)], duration: 0.25, easing: .linear)
            })
            try window.runUntilIdle(timeout: 10)
            try window.inject(GestureScript {
                GestureStep.flick(from: CGPoint(x: center.x, y: center.y - 150), velocity: CGPoint(x: 0, y: 900), duration: 0.3)
            })
        case .sourceScrolledAway:
            // The grid scrolls under the story until the card is above the top of the screen.
            grid.scroll(to: 600)
            try window.inject(GestureScript {
                GestureStep.flick(from: CGPoint(x: center.x, y: center.y - 150), velocity: CGPoint(x: 0, y: 900), duration: 0.35)
            })
        }
        try window.runUntilIdle(timeout: 10)
    }

    /// Opens card `index` (unrecorded), then plays `script` in the story and runs until idle.
    public func playOpen(card index: Int = 2, then script: GestureScript) throws {
        try openUnrecorded(card: index)
        try window.inject(script)
        try window.runUntilIdle(timeout: script.restTimeout)
    }

    /// Opens card `index` with the recorder off, and turns it on once the story has settled.
    private func openUnrecorded(card index: Int) throws {
        try window.playUnrecorded(GestureScript { GestureStep.tap(at: imageCenter(card: index)) })
    }
}
