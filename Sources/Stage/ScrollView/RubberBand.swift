/// UIKit's rubber band: how far content dragged past an edge goes, for how far the finger went.
///
/// A finger `x` points past the edge moves the content `(1 − 1 / (x · c / d + 1)) · d` points
/// past it, `d` being the scroll view's size along that axis and `c` = 0.55: 1 : 0.55 at first,
/// less and less after, never as far as `d`.
public enum RubberBand {
    /// The stiffness `c` (0.55, UIKit's).
    public static let coefficient = 0.55

    /// How far past the edge the content goes, in points, for a finger `excess` points past it
    /// (signed: the result has the sign of `excess`), with `dimension` the scroll view's size
    /// along the axis, in points. 0 for a dimension that isn't positive.
    public static func offset(forExcess excess: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(excess) * coefficient / dimension + 1)) * dimension
        return excess < 0 ? -magnitude : magnitude
    }

    /// The inverse of ``offset(forExcess:dimension:)``: how far past the edge the finger is
    /// for content `offset` points past it (signed). An offset of `dimension` or more (which a
    /// drag never reaches) is taken as just under it.
    public static func excess(forOffset offset: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = min(abs(offset), dimension * 0.999_999)
        let excess = magnitude * dimension / ((dimension - magnitude) * coefficient)
        return offset < 0 ? -excess : excess
    }
}
