import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A 2-D transform kept as its parts: scale, then rotation, then translation.
///
/// Unlike an affine matrix, which can only be interpolated entry by entry (so a half-turn
/// collapses through zero scale), a `Transform2D` interpolates its translation, scale and
/// rotation separately. Rotation is an angle, not an orientation: animating from 0 to 350° turns
/// 350°, the way it was asked, and 720° turns twice.
public struct Transform2D: Interpolatable, Hashable, CustomStringConvertible {
    /// Horizontal translation, in points.
    public var translationX: Double
    /// Vertical translation, in points.
    public var translationY: Double
    /// Horizontal scale factor (1 is unscaled).
    public var scaleX: Double
    /// Vertical scale factor (1 is unscaled).
    public var scaleY: Double
    /// Rotation in radians, clockwise on a screen whose y axis points down.
    public var rotation: Double

    public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
    }

    /// No translation, unit scale, no rotation.
    public static let identity = Transform2D()

    /// A translation by `x`, `y` points.
    public static func translation(x: Double, y: Double) -> Transform2D { Transform2D(translationX: x, translationY: y) }
    /// A scale by `x`, `y`.
    public static func scale(x: Double, y: Double) -> Transform2D { Transform2D(scaleX: x, scaleY: y) }
    /// A rotation by `angle` radians.
    public static func rotation(_ angle: Double) -> Transform2D { Transform2D(rotation: angle) }

    public var isIdentity: Bool { self == .identity }

    /// The transform applied to a point (relative to the anchor, in points): scale, rotate, translate.
    public func apply(to point: CGPoint) -> CGPoint {
        let x = Double(point.x) * scaleX
        let y = Double(point.y) * scaleY
        let (c, s) = cosineAndSine
        return CGPoint(x: c * x - s * y + translationX, y: s * x + c * y + translationY)
    }

    /// The cosine and sine of ``rotation``. Most transforms don't rotate: for ±0 they are 1 and
    /// the angle itself, exactly what `cos` and `sin` return, without calling them.
    @inlinable
    public var cosineAndSine: (cosine: Double, sine: Double) {
        rotation == 0 ? (1, rotation) : (cos(rotation), sin(rotation))
    }

    /// The frame of a `size` rectangle centred on `center` and transformed about its centre:
    /// the smallest axis-aligned rectangle that holds it, in points (as UIKit's `frame` of a
    /// transformed view).
    public func frame(ofSize size: CGSize, centeredAt center: CGPoint) -> CGRect {
        let halfWidth = Double(size.width) / 2
        let halfHeight = Double(size.height) / 2
        if isIdentity {
            return CGRect(x: Double(center.x) - halfWidth, y: Double(center.y) - halfHeight,
                          width: Double(size.width), height: Double(size.height))
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)] {
            let corner = apply(to: CGPoint(x: x, y: y))
            let cornerX = Double(corner.x + center.x)
            let cornerY = Double(corner.y + center.y)
            minX = min(minX, cornerX)
            maxX = max(maxX, cornerX)
            minY = min(minY, cornerY)
            maxY = max(maxY, cornerY)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The affine matrix [a b c d tx ty] of this transform, in Core Graphics' convention
    /// (x′ = a·x + c·y + tx, y′ = b·x + d·y + ty).
    public var matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let (cosine, sine) = cosineAndSine
        return (cosine * scaleX, sine * scaleX, -sine * scaleY, cosine * scaleY, translationX, translationY)
    }

    /// The zero vector (all parts 0): the origin of transform arithmetic, not the identity.
    public static let zero = Transform2D(translationX: 0, translationY: 0, scaleX: 0, scaleY: 0, rotation: 0)

    public func adding(_ other: Transform2D) -> Transform2D {
        Transform2D(
            translationX: translationX + other.translationX, translationY: translationY + other.translationY,
            scaleX: scaleX + other.scaleX, scaleY: scaleY + other.scaleY, rotation: rotation + other.rotation)
    }

    public func subtracting(_ other: Transform2D) -> Transform2D {
        Transform2D(
            translationX: translationX - other.translationX, translationY: translationY - other.translationY,
            scaleX: scaleX - other.scaleX, scaleY: scaleY - other.scaleY, rotation: rotation - other.rotation)
    }

    public func scaled(by factor: Double) -> Transform2D {
        Transform2D(
            translationX: translationX * factor, translationY: translationY * factor,
            scaleX: scaleX * factor, scaleY: scaleY * factor, rotation: rotation * factor)
    }

    public var isFinite: Bool {
        translationX.isFinite && translationY.isFinite && scaleX.isFinite && scaleY.isFinite && rotation.isFinite
    }

    public var description: String {
        "Transform2D(translation: (\(translationX), \(translationY)), scale: (\(scaleX), \(scaleY)), rotation: \(rotation))"
    }
}
