import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// One view's mapping of points into its superview's coordinates, with its rotation's cosine and
/// sine worked out once: the recorder maps seven points of every view through every ancestor, and
/// the trigonometry would otherwise be done for each.
///
/// The arithmetic is `Geometry.toSuperview` (and `Transform2D.apply(to:)`) step for step, in the
/// same order, so a point maps to the very same numbers (`FrameRecorderTests` compares them).
struct SuperviewMapping {
    private let centerX: Double
    private let centerY: Double
    private let midX: Double
    private let midY: Double
    private let isIdentity: Bool
    private let scaleX: Double
    private let scaleY: Double
    private let cosine: Double
    private let sine: Double
    private let translationX: Double
    private let translationY: Double

    /// The mapping of a view at `center` in its superview, with `bounds` and `transform`.
    init(center: CGPoint, bounds: CGRect, transform: Transform2D) {
        centerX = Double(center.x)
        centerY = Double(center.y)
        midX = Double(bounds.midX)
        midY = Double(bounds.midY)
        isIdentity = transform.isIdentity
        scaleX = transform.scaleX
        scaleY = transform.scaleY
        (cosine, sine) = transform.cosineAndSine
        translationX = transform.translationX
        translationY = transform.translationY
    }

    /// `point`, in the view's coordinates, in its superview's.
    func apply(_ point: CGPoint) -> CGPoint {
        let localX = Double(point.x) - midX
        let localY = Double(point.y) - midY
        if isIdentity { return CGPoint(x: centerX + localX, y: centerY + localY) }
        let x = localX * scaleX
        let y = localY * scaleY
        let movedX = cosine * x - sine * y + translationX
        let movedY = sine * x + cosine * y + translationY
        return CGPoint(x: centerX + movedX, y: centerY + movedY)
    }

    /// `point`, in the coordinates of the view `own` maps (or of the root when `own` is nil),
    /// in the window's: through `own`, then each of `ancestors` from the last (the superview) to
    /// the first (a child of the root).
    static func toWindow(_ point: CGPoint, own: SuperviewMapping?, ancestors: [SuperviewMapping]) -> CGPoint {
        var result = own?.apply(point) ?? point
        var index = ancestors.count - 1
        while index >= 0 {
            result = ancestors[index].apply(result)
            index -= 1
        }
        return result
    }
}
