import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry of several fingers: where they are together, how far apart, at what angle.
enum TouchGeometry {
    /// The mean location of `touches`, in window coordinates (points); zero for none.
    static func centroid(of touches: [Touch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x = 0.0
        var y = 0.0
        for touch in touches {
            x += Double(touch.location.x)
            y += Double(touch.location.y)
        }
        return CGPoint(x: x / Double(touches.count), y: y / Double(touches.count))
    }

    /// The distance between two points, in points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        Double(hypot(b.x - a.x, b.y - a.y))
    }

    /// The angle of the line from `a` to `b`, in radians, in (−π, π].
    static func angle(from a: CGPoint, to b: CGPoint) -> Double {
        Double(atan2(b.y - a.y, b.x - a.x))
    }

    /// `angle − reference` wrapped into (−π, π]: the shortest turn from `reference` to `angle`.
    static func turn(from reference: Double, to angle: Double) -> Double {
        var difference = (angle - reference).truncatingRemainder(dividingBy: 2 * .pi)
        if difference > .pi { difference -= 2 * .pi }
        if difference <= -.pi { difference += 2 * .pi }
        return difference
    }
}
