/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction`.
///
/// The curve maps a fraction of time `x` in 0…1 to a fraction of progress `y`. Its two inner
/// control points are `(x1, y1)` and `(x2, y2)`; `x1` and `x2` must lie in 0…1 so that the curve is
/// a function of time, while `y1` and `y2` may leave 0…1 to overshoot.
///
/// Evaluation is table-driven: building a curve solves it exactly at 65 knots and checks a quintic
/// Hermite segment between each pair against the exact solution at nine inner points. An
/// interval that fails (near a vertical or flat tangent, where y(x) is not smooth) is split into
/// 16 checked sub-segments, and only the sub-segments that still fail are solved exactly on
/// every call (in double-double arithmetic, so even a vertical tangent resolves). Every
/// `value(at:)` is within 1e-9 of the exact curve; a typical one costs a table lookup and a
/// degree-5 polynomial, inlined into the caller.
public struct CubicBezierCurve: Sendable {
    // The table first: it is what evaluating reads, so it leads in memory too.
    @usableFromInline let table: BezierSampleTable

    /// The first inner control point's time coordinate, in 0…1.
    public let x1: Double
    /// The first inner control point's progress coordinate.
    public let y1: Double
    /// The second inner control point's time coordinate, in 0…1.
    public let x2: Double
    /// The second inner control point's progress coordinate.
    public let y2: Double


    /// Creates a curve with inner control points `(x1, y1)` and `(x2, y2)`.
    ///
    /// - Throws: ``TimingCurveError`` if a coordinate is not finite, an x lies outside 0…1, or a y
    ///   lies beyond ±``maximumOvershoot``.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw .nonFinite(coordinate: name, value: value)
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw .xOutsideUnitInterval(coordinate: name, value: value)
        }
        for (name, value) in [("y1", y1), ("y2", y2)] where abs(value) > Self.maximumOvershoot {
            throw .yOutOfRange(coordinate: name, value: value)
        }
        self.init(validatedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        table = BezierSampleTable(BezierPolynomial(x1: x1, y1: y1, x2: x2, y2: y2), isIdentity: x1 == y1 && x2 == y2)
    }

    /// The progress at time fraction `x`.
    ///
    /// - Parameter x: A fraction of the duration; values below 0 give 0, above 1 give 1, and NaN
    ///   gives 0, so a curve never puts a NaN on screen.
    /// - Returns: The progress, within 1e-9 of the exact curve.
    @inlinable
    @inline(__always)
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return table.value(inside: x)
    }

    /// ``value(at:)`` for an `x` known to be above 0 (and not NaN), as a segment's fraction of its
    /// window is once its start has passed: one comparison fewer.
    @inline(__always)
    func value(afterStart x: Double) -> Double {
        guard x < 1 else { return 1 }
        return table.value(inside: x)
    }

    /// The slope dy/dx of the curve at time fraction `x`: progress per unit of time fraction.
    ///
    /// `x` is clamped to 0…1. Where the curve has a vertical tangent the slope is clamped to
    /// ±``maximumSlope``.
    public func derivative(at x: Double) -> Double {
        let clamped = x.isNaN ? 0 : min(max(x, 0), 1)
        let solver = table.exact
        return solver.polynomial.slope(atParameter: solver.parameter(for: clamped))
    }

    /// The farthest a control point's y may lie from 0, in progress: a curve may overshoot a
    /// thousandfold and still be evaluated to its promised precision (beyond some 1e307 its
    /// progress would not even be finite).
    public static let maximumOvershoot = 1000.0

    /// The steepest slope ``derivative(at:)`` reports, in progress per unit of time fraction.
    public static let maximumSlope = 1e6

    /// The same curve run backward in time: control points (1−x2, 1−y2) and (1−x1, 1−y1).
    ///
    /// `inverted.value(at: x) == 1 - value(at: 1 - x)`.
    public var inverted: CubicBezierCurve {
        // A preset's inverse is made once: a transition's tweens run backward often, and a
        // curve's table takes some 280,000 instructions to build.
        for preset in Self.presetInverses where preset.curve == self { return preset.inverse }
        return invertedCurve()
    }

    /// The curve run backward, built anew.
    func invertedCurve() -> CubicBezierCurve {
        CubicBezierCurve(validatedX1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    }

    /// Each preset with its inverse, built once.
    static let presetInverses: [(curve: CubicBezierCurve, inverse: CubicBezierCurve)] =
        [linear, easeIn, easeOut, easeInEaseOut, `default`].map { ($0, $0.invertedCurve()) }
}

extension CubicBezierCurve: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}

extension CubicBezierCurve: CustomStringConvertible {
    public var description: String { "CubicBezierCurve(\(x1), \(y1), \(x2), \(y2))" }
}
