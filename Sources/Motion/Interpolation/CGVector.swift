import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as Core Graphics' `CGVector` (which Foundation on Linux lacks): a
/// spring's initial velocity is given as one, as in `UISpringTimingParameters`.
public struct CGVector: Sendable, Equatable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of `dx` and `dy`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
#endif
