import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where two fingers are, described as a pinch or rotation gesture sees them.
struct TwoFingerPose {
    /// The fingers' midpoint, in points.
    var center: CGPoint
    /// The distance between the fingers, in points.
    var span: Double
    /// The direction from the first finger to the second, in radians (clockwise on screen).
    var angle: Double

    init(center: CGPoint, span: Double, angle: Double) {
        self.center = center
        self.span = span
        self.angle = angle
    }

    /// The pose of two fingers at `first` and `second`.
    init(first: CGPoint, second: CGPoint) {
        let dx = Double(second.x - first.x)
        let dy = Double(second.y - first.y)
        center = CGPoint(x: (Double(first.x) + Double(second.x)) / 2, y: (Double(first.y) + Double(second.y)) / 2)
        span = hypot(dx, dy)
        angle = atan2(dy, dx)
    }

    /// The first finger's and the second finger's positions, in points.
    var positions: (first: CGPoint, second: CGPoint) {
        let half = span / 2
        let dx = cos(angle) * half
        let dy = sin(angle) * half
        return (
            CGPoint(x: Double(center.x) - dx, y: Double(center.y) - dy),
            CGPoint(x: Double(center.x) + dx, y: Double(center.y) + dy)
        )
    }

    /// The pose `progress` of the way (0 at the start, 1 at the end; beyond for an easing that
    /// overshoots) through multiplying the span by `scale`, turning by `rotation` radians and
    /// moving the center by `translation` points.
    func moved(progress: Double, scale: Double, rotation: Double, translation: CGPoint) -> TwoFingerPose {
        TwoFingerPose(
            center: CGPoint(
                x: Double(center.x) + Double(translation.x) * progress,
                y: Double(center.y) + Double(translation.y) * progress
            ),
            span: max(0, span + (span * scale - span) * progress),
            angle: angle + rotation * progress
        )
    }
}
