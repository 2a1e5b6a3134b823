import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// One edge of the screen: where a screen-edge pan starts, and where a transition comes from or
/// goes to (TransitionKit calls it `TransitionScreenEdge`, as the seed library does).
///
/// Coordinates are the window's: x grows to the right and y grows downward, so the top edge is
/// y = 0 and the bottom edge is y = height.
public enum ScreenEdge: String, Sendable, CaseIterable {
    /// x = 0; a swipe from it moves right.
    case left
    /// x = width; a swipe from it moves left.
    case right
    /// y = 0; a swipe from it moves down.
    case top
    /// y = height; a swipe from it moves up.
    case bottom

    /// The two axes an edge can lie across.
    public enum Axis: String, Sendable { case horizontal, vertical }

    /// The edge `vector` points to: its larger component decides the axis (vertical on a tie),
    /// its sign the side, as the seed library's `TransitionScreenEdge`.
    public init(vector: CGVector) {
        if abs(vector.dx) > abs(vector.dy) {
            self = vector.dx > 0 ? .right : .left
        } else {
            self = vector.dy > 0 ? .bottom : .top
        }
    }

    /// The axis across which the edge moves things: horizontal for the left and right edges.
    public var axis: Axis { isHorizontal ? .horizontal : .vertical }

    /// Whether the edge's axis is horizontal (the left and right edges).
    public var isHorizontal: Bool { self == .left || self == .right }

    /// The edge on the other side.
    public var opposite: ScreenEdge {
        switch self {
        case .top: .bottom
        case .right: .left
        case .bottom: .top
        case .left: .right
        }
    }

    /// The unit vector pointing from this edge into the screen.
    public var inwardDirection: CGPoint {
        switch self {
        case .left: CGPoint(x: 1, y: 0)
        case .right: CGPoint(x: -1, y: 0)
        case .top: CGPoint(x: 0, y: 1)
        case .bottom: CGPoint(x: 0, y: -1)
        }
    }

    /// The length of this edge on a screen of `size`, in points.
    public func length(on size: CGSize) -> Double {
        switch self {
        case .left, .right: Double(size.height)
        case .top, .bottom: Double(size.width)
        }
    }

    /// How far the screen reaches from this edge, inward, on a screen of `size`, in points.
    public func depth(on size: CGSize) -> Double {
        switch self {
        case .left, .right: Double(size.width)
        case .top, .bottom: Double(size.height)
        }
    }

    /// The point `inset` points inside this edge, `position` points along it (from the top
    /// for the left and right edges, from the left for the top and bottom edges).
    public func point(along position: Double, inset: Double, on size: CGSize) -> CGPoint {
        switch self {
        case .left: CGPoint(x: inset, y: position)
        case .right: CGPoint(x: Double(size.width) - inset, y: position)
        case .top: CGPoint(x: position, y: inset)
        case .bottom: CGPoint(x: position, y: Double(size.height) - inset)
        }
    }
}
