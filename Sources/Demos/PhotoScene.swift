import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage

/// The scripted scenes of the photo demo, as the CLI's demo runs them.
public enum PhotoScene: String, Sendable, CaseIterable {
    /// Tap a thumbnail: the photo flies into the viewer.
    case present
    /// In the viewer, pinch, rotate and drag together, then let go while moving fast: dismissed.
    case pinchRotateFlick
    /// A small drag released slowly: the photo goes back, the viewer stays.
    case restore
    /// Flick to dismiss, grab the photo in flight, bring it home and let go slowly.
    case grabMidDismissal
    /// Tap a thumbnail, catch the photo while it flies open, pinch it smaller and drag it
    /// back to its thumbnail: the presentation is called off.
    case grabWhileOpening

    /// A few words for a heading.
    public var title: String {
        switch self {
        case .present: "present"
        case .pinchRotateFlick: "pinch, rotate, flick"
        case .restore: "restore"
        case .grabMidDismissal: "grab mid-dismissal"
        case .grabWhileOpening: "grab while opening"
        }
    }

    /// One line on what the scene shows.
    public var summary: String {
        switch self {
        case .present: "tap a thumbnail; the photo flies into the viewer"
        case .pinchRotateFlick: "pinch + rotate + drag, then a flick: dismissed onto its thumbnail"
        case .restore: "a small drag released slowly: the viewer is restored"
        case .grabMidDismissal: "flick, grab the photo mid-flight, bring it home: back in hand"
        case .grabWhileOpening: "tap, catch the photo as it opens, pinch it and drag it back: the grid again"
        }
    }
}

extension PhotoDemo {
    /// Plays `scene` from the grid: every scene but ``PhotoScene/present`` first opens photo
    /// `index`, and recording starts where the scene's own gestures start. Runs until idle.
    public func play(_ scene: PhotoScene, photo index: Int = 0) throws {
        if scene != .present, scene != .grabWhileOpening { try openUnrecorded(photo: index) }
        let center = screenCenter
        switch scene {
        case .present:
            try window.inject(tapThumbnail(index))
        case .pinchRotateFlick:
            try window.inject(pinchRotateFlick)
        case .restore:
            try window.inject(GestureScript {
                GestureStep.drag(path: [center, CGPoint(x: center.x + 30, y: center.y + 40)], duration: 0.5, lift: false)
                GestureStep.hold(duration: 0.1)
                GestureStep.lift
            })
        case .grabMidDismissal:
            try window.inject(GestureScript { GestureStep.flick(from: center, velocity: CGPoint(x: 0, y: 900), duration: 0.25) })
            window.run(for: 0.35)
            let grab = (controller.director?.replicaImageElement as? View)?.presentation.center ?? center
            try window.inject(GestureScript {
                GestureStep.drag(path: [grab, center], duration: 0.6, lift: false)
                GestureStep.hold(duration: 0.1)
                GestureStep.lift
            })
        case .grabWhileOpening:
            try window.inject(tapThumbnail(index))
            window.run(for: 0.15)
            let caught = (controller.director?.replicaImageElement as? View)?.presentation.center ?? center
            let home = thumbnailCenter(index)
            try window.inject(GestureScript {
                GestureStep.pinchRotateDrag(center: caught, span: 80, scale: 0.7, rotation: -0.2,
                                            translation: CGPoint(x: home.x - caught.x, y: home.y - caught.y),
                                            duration: 0.7, easing: .easeInEaseOut, lift: false)
                GestureStep.hold(duration: 0.1)
                GestureStep.lift
            })
        }
        try window.runUntilIdle(timeout: 10)
    }

    /// Pinch (×1.4), rotate (0.5 rad) and drag (300 pt down) together about the screen's centre,
    /// speeding up to the lift: a flick that dismisses.
    public var pinchRotateFlick: GestureScript {
        GestureScript {
            GestureStep.pinchRotateDrag(center: screenCenter, span: 120, scale: 1.4, rotation: 0.5,
                                        translation: CGPoint(x: 40, y: 300), duration: 0.5, easing: .easeIn)
        }
    }

    /// Opens photo `index` (unrecorded), then plays `script` in the viewer and runs until idle.
    public func playOpen(photo index: Int = 0, then script: GestureScript) throws {
        try openUnrecorded(photo: index)
        try window.inject(script)
        try window.runUntilIdle(timeout: script.restTimeout)
    }

    /// A tap on thumbnail `index`.
    private func tapThumbnail(_ index: Int) -> GestureScript {
        GestureScript { GestureStep.tap(at: thumbnailCenter(index)) }
    }

    /// Opens photo `index` with the recorder off, and turns it on once the viewer has settled.
    private func openUnrecorded(photo index: Int) throws {
        try window.playUnrecorded(tapThumbnail(index))
    }
}
