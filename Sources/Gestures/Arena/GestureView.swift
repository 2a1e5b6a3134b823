import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the gesture system needs from a host's view: its place in the hierarchy, its
/// recognizers, and coordinate conversion. Gestures knows no view type; a host's view class
/// (Stage's `View`, a UIKit adapter) conforms.
@MainActor
public protocol GestureView: AnyObject {
    /// The view that contains this one, or `nil` at the root. Touches on a view also reach
    /// the recognizers of its ancestors.
    var gestureSuperview: (any GestureView)? { get }
    /// The recognizers attached to this view, in the order they were added.
    var gestureRecognizers: [GestureRecognizer] { get }
    /// A point in window coordinates converted to this view's coordinates (points).
    func convertFromWindow(_ point: CGPoint) -> CGPoint
    /// A point in this view's coordinates converted to window coordinates (points).
    func convertToWindow(_ point: CGPoint) -> CGPoint
    /// The vector `vector` (window coordinates, points) measured in this view's coordinates,
    /// taken at `origin` (window coordinates) so scaled and rotated views measure it correctly.
    /// The default converts both ends with ``convertFromWindow(_:)``; a host that can convert
    /// two points in one walk up its hierarchy does it faster (a pan's translation is read
    /// every frame).
    func convertVectorFromWindow(_ vector: CGPoint, at origin: CGPoint) -> CGPoint
}

/// What the gesture system needs from a host's window: hit testing and the screen's size.
@MainActor
public protocol GestureHost: AnyObject {
    /// The deepest view that should receive a touch at `point` (window coordinates), honouring
    /// the host's rules (hidden views, transparency, interaction disabled); `nil` for none.
    func hitTest(_ point: CGPoint) -> (any GestureView)?
    /// The window's bounds, in points; screen-edge gestures measure from its edges.
    var windowBounds: CGRect { get }
}

extension GestureView {
    public func convertVectorFromWindow(_ vector: CGPoint, at origin: CGPoint) -> CGPoint {
        let start = convertFromWindow(origin)
        let end = convertFromWindow(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y))
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// The vector `vector` (this view's coordinates) measured in window coordinates.
    func vectorToWindow(_ vector: CGPoint, at origin: CGPoint) -> CGPoint {
        let start = convertToWindow(origin)
        let end = convertToWindow(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y))
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }
}
