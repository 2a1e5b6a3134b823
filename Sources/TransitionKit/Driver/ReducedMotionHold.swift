import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// The gestures that hold a transition running as the reduced-motion cross-fade. Nothing flies,
/// but a pan and a pinch still decide the release as they would have on the flying shared
/// element: from where they would have put it — moved by the pan, scaled by the pinch, from
/// where it was when they took hold — measured against where it rests at each end.
@MainActor
struct ReducedMotionHold {
    /// Where the shared element rests at the back end and at the fore end (the container's
    /// coordinates), or `nil` when the transition has none.
    let frames: (back: CGRect, fore: CGRect)?
    /// The pan that holds the transition, if any.
    var pan: PanGestureRecognizer?
    /// The pinch that holds the transition, if any.
    var pinch: PinchGestureRecognizer?
    /// How far the element was from its back end (0) towards its fore end (1) when the gestures
    /// took hold; `nil` while none holds.
    var start: Double?

    /// Whether a pan or a pinch holds the transition.
    var isHeld: Bool { pan != nil || pinch != nil }

    /// The gestures let go: the next ones start from where the transition is then.
    mutating func release() {
        pan = nil
        pinch = nil
        start = nil
    }

    /// What a release decides from: where the gestures would have put the element; `nil`
    /// without frames, or before a gesture took hold.
    func geometry() -> ReleaseGeometry? {
        guard let frames, let start, isHeld else { return nil }
        let back = (center: CGPoint(x: frames.back.midX, y: frames.back.midY), width: Double(frames.back.width))
        let fore = (center: CGPoint(x: frames.fore.midX, y: frames.fore.midY), width: Double(frames.fore.width))
        var geometry = ReleaseGeometry(center: back.center.interpolated(to: fore.center, progress: start),
                                       width: back.width + (fore.width - back.width) * start)
        geometry.centers = (back.center, fore.center)
        geometry.widths = (back.width, fore.width)
        if let pan {
            let translation = pan.translation(in: nil)
            geometry.center.x += translation.x
            geometry.center.y += translation.y
            geometry.pan = (translation, pan.velocity(in: nil))
        }
        if let pinch {
            geometry.width *= pinch.scale
            geometry.pinch = (pinch.scale, pinch.velocity)
        }
        return geometry
    }
}
