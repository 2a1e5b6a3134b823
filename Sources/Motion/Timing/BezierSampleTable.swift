/// Piecewise-quintic approximation of a Bézier timing curve's y(x), checked against the exact curve.
///
/// The x axis is cut into ``intervalCount`` equal intervals. At each knot the curve is solved
/// exactly for its parameter t, its value y, its slope dy/dx and its curvature d²y/dx²; between
/// knots a quintic Hermite segment interpolates (error ∝ h⁶). Each segment is compared with the
/// exact curve at ``checkPoints`` inner points and kept only if it agrees within
/// ``segmentTolerance`` everywhere; an interval that doesn't (near a vertical or flat tangent,
/// where y(x) is not smooth) is split into ``refinement`` sub-intervals checked the same way, and
/// a sub-interval that still fails is marked slow: values there are solved exactly.
///
/// Everything evaluating reads is one array, ``segments``, so that a value costs one bounds-free
/// load of six coefficients:
///
/// - `segments[6·i ..< 6·i + 6]` are interval i's coefficients, lowest order first, in the local
///   s in 0…1 — or, for a refined interval, a NaN whose payload is the offset of its
///   ``refinement`` sub-segments further on in the same array (see ``mark(offset:)``).
/// - A sub-segment is six coefficients in its own local s, or NaN followed by five zeros when it
///   is slow; a refined interval has ``refinement`` of them and one more, which holds its right
///   knot's value (see `value(inside:)`).
///
/// A first coefficient is y at the segment's left knot, always finite, so NaN can only be a mark.
@usableFromInline
struct BezierSampleTable: Sendable {
    /// How many equal intervals the x axis is cut into: a power of two, so that x · 64 is exact.
    @inlinable static var intervalCount: Int { 64 }
    /// How many sub-intervals an interval that fails its check is split into: a power of two, so
    /// that s · 16 is exact.
    @inlinable static var refinement: Int { 16 }
    /// Coefficients per segment.
    @inlinable static var stride: Int { 6 }
    /// The most a kept segment may differ from the exact curve at a check point.
    static let segmentTolerance = 2.5e-10
    /// Where in a segment (as a fraction of it) the check compares with the exact curve.
    static let checkPoints: [Double] = [0.0625, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 0.9375]

    /// Interval, refinement and slow marks, and every segment's coefficients (see the type's
    /// discussion for the layout). Every offset it holds is in range: built only by `init`.
    @usableFromInline let segments: [Double]
    /// The exact solution, where the table marks the curve slow.
    @usableFromInline let exact: BezierExactSolver

    init(_ polynomial: BezierPolynomial, isIdentity: Bool = false) {
        let count = Self.intervalCount
        let stride = Self.stride
        let width = 1 / Double(count)
        exact = BezierExactSolver(polynomial)
        let knots = exact.knots
        var segments = [Double](repeating: 0, count: stride * count)
        if isIdentity {
            // y = x: i/64 + s/64 is exactly x for s = 64·x − i, every step being exact.
            for index in 0..<count {
                segments[stride * index] = Double(index) * width
                segments[stride * index + 1] = width
            }
            self.segments = segments
            return
        }
        for index in 0..<count {
            if let segment = Self.segment(polynomial, from: Double(index) * width, width: width, lower: knots[index], upper: knots[index + 1]) {
                segments.replaceSubrange(stride * index..<stride * (index + 1), with: segment)
                continue
            }
            // Near a vertical or flat tangent y(x) is not smooth: split, and solve exactly only
            // the sub-intervals that still fail.
            segments[stride * index] = Self.mark(offset: segments.count)
            let subWidth = width / Double(Self.refinement)
            var lower = knots[index]
            for sub in 0..<Self.refinement {
                let start = Double(index) * width + Double(sub) * subWidth
                let upper = sub == Self.refinement - 1
                    ? knots[index + 1] : polynomial.parameter(forX: start + subWidth, lower: lower, upper: knots[index + 1])
                if let segment = Self.segment(polynomial, from: start, width: subWidth, lower: lower, upper: upper) {
                    segments += segment
                } else {
                    segments += [.nan, 0, 0, 0, 0, 0]
                }
                lower = upper
            }
            // Reached only at s = 1 (x on the right knot, by the rounding in `value`): its value.
            segments += [polynomial.y(knots[index + 1]), 0, 0, 0, 0, 0]
        }
        self.segments = segments
    }

    /// The quintic Hermite segment of y(x) over [`start`, `start` + `width`] (curve parameters
    /// `lower`…`upper`), if it agrees with the exact curve within ``segmentTolerance`` at every
    /// check point; nil otherwise.
    private static func segment(
        _ polynomial: BezierPolynomial, from start: Double, width: Double, lower: Double, upper: Double
    ) -> [Double]? {
        guard let a0 = curvature(polynomial, at: lower), let a1 = curvature(polynomial, at: upper) else { return nil }
        let c = quintic(
            values: (polynomial.y(lower), polynomial.y(upper)),
            slopes: (width * polynomial.slope(atParameter: lower), width * polynomial.slope(atParameter: upper)),
            curvatures: (width * width * a0, width * width * a1))
        guard c.allSatisfy(\.isFinite) else { return nil }
        var low = lower
        for s in checkPoints {
            let t = polynomial.parameter(forX: start + s * width, lower: low, upper: upper)
            low = t
            let exact = polynomial.y(t)
            let approximate = ((((c[5] * s + c[4]) * s + c[3]) * s + c[2]) * s + c[1]) * s + c[0]
            guard abs(approximate - exact) <= segmentTolerance else { return nil }
        }
        return c
    }

    /// d²y/dx² at parameter t, or nil where dx/dt is too small for it to be meaningful.
    private static func curvature(_ polynomial: BezierPolynomial, at t: Double) -> Double? {
        let dx = polynomial.dx(t)
        guard abs(dx) > 1e-6 else { return nil }
        let dy = polynomial.dy(t)
        return (polynomial.ddy(t) * dx - dy * polynomial.ddx(t)) / (dx * dx * dx)
    }

    /// The power-basis coefficients of the quintic on s in 0…1 with the given values, first and
    /// second derivatives (already scaled by the interval's width) at both ends.
    private static func quintic(
        values: (Double, Double), slopes: (Double, Double), curvatures: (Double, Double)
    ) -> [Double] {
        let c0 = values.0
        let c1 = slopes.0
        let c2 = curvatures.0 / 2
        let d0 = values.1 - (c0 + c1 + c2)
        let d1 = slopes.1 - (c1 + 2 * c2)
        let d2 = curvatures.1 - 2 * c2
        return [c0, c1, c2, 10 * d0 - 4 * d1 + d2 / 2, -15 * d0 + 7 * d1 - d2, 6 * d0 - 3 * d1 + d2 / 2]
    }

    /// y at `x`, for x strictly inside 0…1 (not NaN); solved exactly where the table marks the
    /// curve slow.
    ///
    /// The segment is found without a checked conversion: adding 1.5 · 2⁵² to 64x − ½ rounds
    /// it to an integer, ⌊64x⌋ — or, when 64x is a whole number k (a knot), possibly k − 1, whose
    /// segment ends there (s = 1) with the same value. (64x − ½ is exact from 64x ≥ ½ up; below,
    /// it rounds to at most −½, which still rounds to 0.) The same goes for a sub-segment, 16s.
    ///
    /// The loads skip bounds checks. Every index is in range for every such x:
    /// - 64x is exact (a power of two) and lies in (0, 64), so 64x − ½ lies in [−½, 63.5) and
    ///   `index` in 0...63; s = 64x − `index` is exact and lies in 0...1.
    /// - 16s is exact and lies in 0...16, so `sub` lies in 0...16 (16 only at s = 1);
    ///   16s − `sub` lies in 0...1.
    /// - The first 6 · 64 entries are the intervals; a refined interval's NaN carries the offset,
    ///   written by `init`, of 17 whole sub-segments appended after them (the 17th holds the
    ///   value at the interval's right knot, for s = 1).
    @inlinable
    @inline(__always)
    func value(inside x: Double) -> Double {
        segments.withUnsafeBufferPointer { c in
            let scaled = x * Double(Self.intervalCount)
            let rounded = (scaled - 0.5) + Self.roundingShift
            let index = Int(truncatingIfNeeded: rounded.bitPattern) & (Self.intervalCount - 1)
            let s = scaled - (rounded - Self.roundingShift)
            let base = Self.stride &* index
            let first = c[base]
            if !first.isNaN { return Self.evaluate(c, at: base, s, first) }
            let subScaled = s * Double(Self.refinement)
            let subRounded = (subScaled - 0.5) + Self.roundingShift
            let sub = Int(truncatingIfNeeded: subRounded.bitPattern) & (2 * Self.refinement - 1)
            let subBase = Self.offset(markedBy: first) &+ Self.stride &* sub
            let subFirst = c[subBase]
            if !subFirst.isNaN {
                return Self.evaluate(c, at: subBase, subScaled - (subRounded - Self.roundingShift), subFirst)
            }
            return exact.value(at: x)
        }
    }

    /// 1.5 · 2⁵²: a double from 2⁵² to 2⁵³ has integer spacing, so adding this to a small value
    /// rounds it to an integer (to nearest, ties to even), which its low bits then hold.
    @inlinable static var roundingShift: Double { 0x1.8p52 }

    /// The NaN that marks a refined interval, carrying the offset of its sub-segments.
    static func mark(offset: Int) -> Double {
        Double(bitPattern: Double.nan.bitPattern | UInt64(offset))
    }

    /// The offset a refined interval's mark carries.
    @inlinable
    @inline(__always)
    static func offset(markedBy mark: Double) -> Int {
        Int(truncatingIfNeeded: mark.bitPattern & 0xFFFF_FFFF)
    }

    @inlinable
    @inline(__always)
    static func evaluate(_ c: UnsafeBufferPointer<Double>, at base: Int, _ s: Double, _ first: Double) -> Double {
        let high = (c[base &+ 5] * s + c[base &+ 4]) * s + c[base &+ 3]
        return ((high * s + c[base &+ 2]) * s + c[base &+ 1]) * s + first
    }
}
