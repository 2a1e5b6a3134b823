import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Double: Interpolatable {
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
}

extension CGFloat: Interpolatable {
    @inlinable public func adding(_ other: CGFloat) -> CGFloat { self + other }
    @inlinable public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    @inlinable public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
}

extension CGPoint: Interpolatable {
    @inlinable public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    @inlinable public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    @inlinable public func scaled(by factor: Double) -> CGPoint { CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor)) }
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// A position is two-dimensional motion: x moves at `progressX`, y at `progressY`.
    @inlinable
    public func interpolated(to target: CGPoint, progress: Double, progressX: Double, progressY: Double) -> CGPoint {
        CGPoint(x: Double(x) * (1 - progressX) + Double(target.x) * progressX,
                y: Double(y) * (1 - progressY) + Double(target.y) * progressY)
    }
}

extension CGSize: Interpolatable {
    @inlinable public func adding(_ other: CGSize) -> CGSize { CGSize(width: width + other.width, height: height + other.height) }
    @inlinable public func subtracting(_ other: CGSize) -> CGSize { CGSize(width: width - other.width, height: height - other.height) }
    @inlinable public func scaled(by factor: Double) -> CGSize {
        CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
    }
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}

/// A rectangle interpolates its origin and size; a negative width or height is kept as given
/// (not standardized), so a rectangle animates the way it was described.
extension CGRect: Interpolatable {
    @inlinable public func adding(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    @inlinable public func subtracting(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    @inlinable public func scaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }
}
