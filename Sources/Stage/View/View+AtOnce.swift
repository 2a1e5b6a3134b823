import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

extension View {
    /// Sets the model and presentation alpha at once, even inside an animation block: what a
    /// container's own chrome (its bars) does as it follows a transition frame by frame.
    func setAlphaAtOnce(_ alpha: Double) {
        guard alpha.isFinite else { return }
        modelAlpha = alpha
        present(alpha: alpha)
    }

    /// Sets the model and presentation frame at once (no transform), even inside an animation
    /// block; `frame` in the superview's coordinates, points.
    func setFrameAtOnce(_ frame: CGRect) {
        guard frame.isFinite else { return }
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
        modelBounds = CGRect(origin: modelBounds.origin, size: frame.size)
        present(center: modelCenter)
        present(bounds: modelBounds)
    }

    /// Sets the model and presentation background colour at once, even inside an animation block.
    func setBackgroundAtOnce(_ color: Color) {
        guard color.isFinite else { return }
        backgroundColor = color
        present(backgroundColor: color)
    }
}
