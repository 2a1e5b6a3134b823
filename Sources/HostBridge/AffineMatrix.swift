import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// A 2-D affine matrix, as Core Graphics' `CGAffineTransform` lays it out (`x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`), and its conversion to and from the engine's ``/Motion/Transform2D``.
///
/// A `Transform2D` is a scale, then a rotation, then a translation; a matrix can also shear.
/// ``transform`` reads scale, rotation and translation out of the matrix exactly when it has no
/// shear (the matrices UIKit apps make: translations, scales, rotations and their products in
/// that order); for a sheared one it keeps the x axis's scale and direction and the area, which
/// is the closest such transform, and ``isRepresentable(tolerance:)`` is false.
public struct AffineMatrix: Sendable, Equatable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// The matrix with these entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The matrix of `transform`: scale, then rotation, then translation.
    public init(_ transform: Transform2D) {
        let cosine = cos(transform.rotation)
        let sine = sin(transform.rotation)
        self.init(
            a: cosine * transform.scaleX, b: sine * transform.scaleX,
            c: -sine * transform.scaleY, d: cosine * transform.scaleY,
            tx: transform.translationX, ty: transform.translationY)
    }

    /// The identity.
    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether every entry is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The transform with this matrix's scale, rotation and translation (see the type's
    /// discussion for sheared matrices). A degenerate x axis (no length) reads as rotation 0
    /// with the y axis's length as the y scale.
    public var transform: Transform2D {
        let scaleX = (a * a + b * b).squareRoot()
        guard scaleX > 0 else {
            return Transform2D(translationX: tx, translationY: ty, scaleX: 0, scaleY: (c * c + d * d).squareRoot())
        }
        let rotation = atan2(b, a)
        let scaleY = (a * d - b * c) / scaleX
        return Transform2D(translationX: tx, translationY: ty, scaleX: scaleX, scaleY: scaleY, rotation: rotation)
    }

    /// Whether ``transform`` gives this matrix back (no shear), within `tolerance` per entry.
    public func isRepresentable(tolerance: Double = 1e-9) -> Bool {
        let back = AffineMatrix(transform)
        return abs(back.a - a) <= tolerance && abs(back.b - b) <= tolerance && abs(back.c - c) <= tolerance
            && abs(back.d - d) <= tolerance
    }
}
