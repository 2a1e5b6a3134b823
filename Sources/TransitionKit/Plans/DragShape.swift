import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a dragged view follows its pan when it isn't 1 : 1 — the system's zoom dismissal: the
/// view goes down with the finger and shrinks as it goes, and sideways it follows less and less.
///
/// For a pan's translation (dx, dy), in points, in a container `height` × `width` points, along
/// ``axis`` (``Axis/down`` for a drag, ``Axis/right`` for a swipe from the left edge):
/// - **Along:** the view moves with the finger, and scales by 1 − ``shrink`` × travel / length
///   (height down, width right) until the travel reaches ``knee`` × length; beyond, the scale
///   keeps falling, rubber-banded towards ``smallestScale`` (its slope continuous at the knee).
///   Travel the other way keeps the scale 1.
/// - **Across:** the view moves (1 − 1 / (|d| × ``sidewaysGain`` / span + 1)) × span, signed
///   (span: the width across a drag down, the height across a swipe right): `sidewaysGain` × d
///   for a small d, never a whole span.
public struct DragShape: Sendable, Equatable {
    /// The direction whose travel shrinks the view.
    public enum Axis: Sendable, Equatable {
        /// Downward (the system's drag to dismiss).
        case down
        /// Rightward (the system's swipe from the left edge).
        case right
    }

    /// The direction whose travel shrinks the view (``Axis/down`` by default).
    public var axis: Axis
    /// The scale lost per container height of downward travel (native: 0.67).
    public var shrink: Double
    /// The downward travel, as a fraction of the container's height, where the shrinking
    /// slows (native: about 0.49).
    public var knee: Double
    /// The scale a drag beyond the knee approaches and never reaches (0.5: the native curve
    /// flattens there; the system's own floor is not published).
    public var smallestScale: Double
    /// The sideways gain for a small movement, rubber-banded over the container's width (native: 0.56).
    public var sidewaysGain: Double

    /// A shape (the system's zoom dismissal by default).
    public init(axis: Axis = .down, shrink: Double = 0.67, knee: Double = 0.49, smallestScale: Double = 0.5,
                sidewaysGain: Double = 0.56) {
        self.axis = axis
        self.shrink = shrink
        self.knee = knee
        self.smallestScale = smallestScale
        self.sidewaysGain = sidewaysGain
    }

    /// Where a pan's `translation` (points) places the view, and its scale, in a container of
    /// `size` points. Values that can't shape (a container of no size, a value not finite) give
    /// the translation itself and scale 1.
    public func shaped(_ translation: CGPoint, in size: CGSize) -> (offset: CGPoint, scale: Double) {
        let width = Double(size.width), height = Double(size.height)
        let dx = Double(translation.x), dy = Double(translation.y)
        guard width > 0, height > 0, dx.isFinite, dy.isFinite, shrink.isFinite, shrink >= 0, knee.isFinite, knee > 0,
              smallestScale.isFinite, sidewaysGain.isFinite, sidewaysGain >= 0
        else { return (translation, 1) }
        switch axis {
        case .down:
            return (CGPoint(x: Self.band(dx, gain: sidewaysGain, span: width), y: dy), scale(forTravel: dy / height))
        case .right:
            return (CGPoint(x: dx, y: Self.band(dy, gain: sidewaysGain, span: height)), scale(forTravel: dx / width))
        }
    }

    /// `d` rubber-banded over `span`: `gain` × d for a small d, never a whole span, signed.
    private static func band(_ d: Double, gain: Double, span: Double) -> Double {
        let banded = (1 - 1 / (abs(d) * gain / span + 1)) * span
        return d < 0 ? -banded : banded
    }

    /// The scale after `travel` container heights downward.
    func scale(forTravel travel: Double) -> Double {
        guard travel > 0 else { return 1 }
        let atKnee = 1 - shrink * knee
        guard travel > knee else { return 1 - shrink * travel }
        // Beyond the knee: a rubber band of the room left above the smallest scale, its slope at
        // the knee the linear part's (−shrink per height).
        let room = atKnee - smallestScale
        guard room > 0 else { return atKnee }
        let beyond = travel - knee
        return atKnee - (1 - 1 / (beyond * shrink / room + 1)) * room
    }
}
