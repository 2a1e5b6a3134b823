import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The edges of a rectangle, as in UIKit's `UIRectEdge`.
public struct RectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts near an edge of the screen and moves away from it, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`.
///
/// The first finger must touch down within ``edgeZone`` points of one of ``edges`` of the
/// host's window, and the pan must move inward from that edge (more inward than along it);
/// otherwise the recognizer fails.
@MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the gesture may start from.
    public var edges: RectEdge
    /// How close to an edge the first finger must land, in points.
    public var edgeZone = 20.0

    /// The edges the current gesture started near.
    private var startEdges: RectEdge = []

    /// A recognizer for pans from `edges`.
    public init(edges: RectEdge, name: String? = nil) {
        self.edges = edges
        super.init(name: name)
    }

    override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, numberOfTouches == touches.count {
            startEdges = nearbyEdges(of: TouchGeometry.centroid(of: touches))
            if startEdges.isEmpty {
                requestState(.failed)
                return
            }
        }
        super.touchesBegan(touches)
    }

    override func allowsBeginning(with translation: CGPoint) -> Bool {
        let dx = Double(translation.x)
        let dy = Double(translation.y)
        return (startEdges.contains(.left) && dx > 0 && dx >= abs(dy))
            || (startEdges.contains(.right) && dx < 0 && -dx >= abs(dy))
            || (startEdges.contains(.top) && dy > 0 && dy >= abs(dx))
            || (startEdges.contains(.bottom) && dy < 0 && -dy >= abs(dx))
    }

    private func nearbyEdges(of point: CGPoint) -> RectEdge {
        guard let bounds = arena?.host?.windowBounds else { return [] }
        var result: RectEdge = []
        if edges.contains(.left), Double(point.x - bounds.minX) <= edgeZone { result.insert(.left) }
        if edges.contains(.right), Double(bounds.maxX - point.x) <= edgeZone { result.insert(.right) }
        if edges.contains(.top), Double(point.y - bounds.minY) <= edgeZone { result.insert(.top) }
        if edges.contains(.bottom), Double(bounds.maxY - point.y) <= edgeZone { result.insert(.bottom) }
        return result
    }

    override func resetGesture() {
        super.resetGesture()
        startEdges = []
    }
}
