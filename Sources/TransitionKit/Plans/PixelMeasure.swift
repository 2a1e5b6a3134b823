import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// How much of a property one pixel of the screen is: the least change of it that can be seen.
///
/// A spring lands once what it has left to move is under one pixel of its property, so a
/// transition ends when it looks ended (see ``TransitionSpring``).
public enum PixelMeasure: Sendable, Hashable {
    /// A length in points (a position, a size): a pixel is 1 ÷ the display scale.
    case points
    /// A scale of the view's transform: the change that moves its farthest edge by a pixel.
    case scale
    /// A rotation in radians: the turn that moves its farthest corner by a pixel.
    case rotation
    /// An opacity: one level of an 8-bit colour channel, 1/255.
    case opacity
    /// A fixed amount in the property's own units (a property the engine can't measure).
    case fixed(Double)

    /// One pixel of the property on `view`, at `displayScale` pixels per point; positive and
    /// finite whatever the view's size (a view with no size measures as one point across).
    @MainActor
    public func pixel(of view: any HostView, displayScale: Double) -> Double {
        pixel(ofSize: view.bounds.size, displayScale: displayScale)
    }

    /// One pixel of the property on a view of `size` points, at `displayScale` pixels per point.
    public func pixel(ofSize size: CGSize, displayScale: Double) -> Double {
        let points = displayScale.isFinite && displayScale > 0 ? 1 / displayScale : 1.0 / 3
        let width = Double(abs(size.width)).isFinite ? Double(abs(size.width)) : 0
        let height = Double(abs(size.height)).isFinite ? Double(abs(size.height)) : 0
        switch self {
        case .points:
            return points
        case .scale:
            return points / max(max(width, height) / 2, 0.5)
        case .rotation:
            return points / max((width * width + height * height).squareRoot() / 2, 0.5)
        case .opacity:
            return 1.0 / 255
        case let .fixed(amount):
            return amount.isFinite && amount > 0 ? amount : points
        }
    }
}
