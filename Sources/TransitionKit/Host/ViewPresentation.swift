import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// The values of a view that are on screen now: mid-animation, where the view *is* rather than
/// where it is going (the model values its properties return). UIKit reads them from
/// `view.layer.presentation()`.
public struct ViewPresentation: Sendable, Equatable {
    /// The centre, in the superview's coordinates, in points.
    public var center = CGPoint.zero
    /// The view's own coordinate space, in points.
    public var bounds = CGRect.zero
    /// The transform, about the centre.
    public var transform = Transform2D.identity
    /// Opacity, 0…1.
    public var alpha = 1.0
    /// The fill colour.
    public var backgroundColor = Color.clear
    /// The corner radius, in points.
    public var cornerRadius = 0.0

    /// Presentation values with every property at its default.
    public init() {}

    /// The frame on screen, in the superview's coordinates, in points: the bounding box of the
    /// transformed bounds.
    public var frame: CGRect { transform.frame(ofSize: bounds.size, centeredAt: center) }
}
