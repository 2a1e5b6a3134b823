import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a release of the shared element decides from: where the gestures left the element,
/// where it rests at each end of the transition, and how the pan and the pinch that held it
/// moved. Measured on the element that flies — or, under reduced motion (nothing flies), on where
/// the gestures would have put it — and decided by one rule
/// (``TransitionPlans/releasePosition(for:)``), so a gesture means the same either way.
struct ReleaseGeometry {
    /// The element's centre, in the container's coordinates (points).
    var center: CGPoint
    /// The element's width on screen, in points.
    var width: Double
    /// The element's centre at the back end and at the fore end (the container's coordinates),
    /// when it travels between them.
    var centers: (back: CGPoint, fore: CGPoint)?
    /// The element's width at the back end and at the fore end, in points, when its size is
    /// known at both.
    var widths: (back: Double, fore: Double)?
    /// The pan that held the element: how far it moved (points) and how fast (points per second).
    var pan: (translation: CGPoint, velocity: CGPoint)?
    /// Whether that pan started from a screen edge.
    var panFromScreenEdge = false
    /// The pinch that held the element: its scale since it began, and how fast that changes
    /// (per second).
    var pinch: (scale: Double, velocity: Double)?

    /// How far the element is from its back end (0) towards its fore end (1), by its width;
    /// `nil` when the two ends are of one width (within half a point).
    var towardsFore: Double? {
        guard let widths, abs(widths.fore - widths.back) >= 0.5 else { return nil }
        return (width - widths.back) / (widths.fore - widths.back)
    }

    /// Whether the pinch did more to the element than the pan, so that its size decides the
    /// release: each gesture's movement as a part of what the transition itself does — the
    /// pinch's change of scale (logarithmic) over the change from the back end's width to the
    /// fore end's (at least that of a quarter: ends of one size leave a pinch nothing to weigh),
    /// the pan's translation over the distance between the two ends (at least `radius`).
    /// Fingers spreading a card well past its story's size while barely moving it open it,
    /// wherever it is; a drag with a little pinch in it is a drag.
    func pinchOutweighsPan(radius: Double) -> Bool {
        guard let pinch else { return false }
        guard let pan else { return true }
        guard let widths else { return false }
        let sizeSpan = widths.back > 0 && widths.fore > 0 ? abs(log(widths.fore / widths.back)) : 0
        let pinchAmount = pinch.scale > 0 && pinch.scale.isFinite ? abs(log(pinch.scale)) / max(sizeSpan, log(1.25)) : 0
        let travel = centers.map { Double(hypot($0.fore.x - $0.back.x, $0.fore.y - $0.back.y)) } ?? 0
        let panAmount = Double(hypot(pan.translation.x, pan.translation.y)) / max(travel, radius)
        return pinchAmount > panAmount
    }
}
