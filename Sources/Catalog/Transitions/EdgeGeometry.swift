import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import TransitionKit

/// Offsets that put a view just outside one edge of a container.
enum EdgeGeometry {
    /// The translation that moves a view the size of `bounds` off `edge`.
    static func offscreen(_ edge: TransitionScreenEdge, of bounds: CGRect) -> Transform2D {
        switch edge {
        case .left: .translation(x: -Double(bounds.width), y: 0)
        case .right: .translation(x: Double(bounds.width), y: 0)
        case .top: .translation(x: 0, y: -Double(bounds.height))
        case .bottom: .translation(x: 0, y: Double(bounds.height))
        }
    }
}
