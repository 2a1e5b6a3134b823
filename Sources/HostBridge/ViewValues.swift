import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// The animatable values of a platform view at one moment, in the engine's terms: what a
/// ``CapturedView`` reads from and writes to its platform view directly.
public struct ViewValues: Sendable, Equatable {
    /// One animatable property.
    public enum Property: String, Sendable, CaseIterable {
        case center, bounds, transform, alpha, backgroundColor, cornerRadius
    }

    /// The centre in the superview's coordinates, in points.
    public var center: CGPoint
    /// The view's own coordinate space, in points.
    public var bounds: CGRect
    /// The transform, about the centre.
    public var transform: AffineMatrix
    /// Opacity, 0…1.
    public var alpha: Double
    /// The fill colour, if any.
    public var backgroundColor: Color?
    /// The corner radius, in points.
    public var cornerRadius: Double

    /// Values with every property given.
    public init(center: CGPoint, bounds: CGRect, transform: AffineMatrix = .identity, alpha: Double = 1,
                backgroundColor: Color? = nil, cornerRadius: Double = 0) {
        self.center = center
        self.bounds = bounds
        self.transform = transform
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// The properties whose values differ in `other`, in ``Property`` order.
    public func changes(to other: ViewValues) -> [Property] {
        var changed: [Property] = []
        if center != other.center { changed.append(.center) }
        if bounds != other.bounds { changed.append(.bounds) }
        if transform != other.transform { changed.append(.transform) }
        if alpha != other.alpha { changed.append(.alpha) }
        if backgroundColor != other.backgroundColor { changed.append(.backgroundColor) }
        if cornerRadius != other.cornerRadius { changed.append(.cornerRadius) }
        return changed
    }
}
