import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// The plane geometry of views: frames from centre, size and transform, and the mapping of
/// points between a view and its superview.
enum Geometry {
    /// The bounding box of `points`.
    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A point in a view's coordinates mapped to its superview's.
    static func toSuperview(_ point: CGPoint, center: CGPoint, bounds: CGRect, transform: Transform2D) -> CGPoint {
        let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
        if transform.isIdentity { return CGPoint(x: center.x + local.x, y: center.y + local.y) }
        let moved = transform.apply(to: local)
        return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
    }

    /// A point in a superview's coordinates mapped to the view's. A transform that collapses
    /// an axis (scale 0) maps every point to the bounds' centre on that axis.
    static func fromSuperview(_ point: CGPoint, center: CGPoint, bounds: CGRect, transform: Transform2D) -> CGPoint {
        if transform.isIdentity {
            return CGPoint(x: point.x - center.x + bounds.midX, y: point.y - center.y + bounds.midY)
        }
        let x = Double(point.x - center.x) - transform.translationX
        let y = Double(point.y - center.y) - transform.translationY
        let (cosine, sine) = transform.cosineAndSine
        let unrotatedX = cosine * x + sine * y
        let unrotatedY = -sine * x + cosine * y
        let localX = abs(transform.scaleX) > 1e-12 ? unrotatedX / transform.scaleX : 0
        let localY = abs(transform.scaleY) > 1e-12 ? unrotatedY / transform.scaleY : 0
        return CGPoint(x: localX + Double(bounds.midX), y: localY + Double(bounds.midY))
    }
}
