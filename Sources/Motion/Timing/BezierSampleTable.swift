/// Piecewise-quintic approximation of a Bézier timing curve's y(x), checked against the exact curve.
///
/// The x axis is cut into ``intervalCount`` equal intervals. At each knot the curve is solved
/// exactly for its parameter t, its value y, its slope dy/dx and its curvature d²y/dx²; between
/// knots a quintic Hermite segment interpolates (error ∝ h⁶). Each segment is compared with the exact curve at three inner points and
/// kept only if it agrees within ``segmentTolerance``; a segment that doesn't (near a vertical or
/// flat tangent, where y(x) is not smooth) is marked slow, and values there are solved exactly.
struct BezierSampleTable: Sendable {
    static let intervalCount = 64
    static let segmentTolerance = 1e-9

    /// The curve parameter t at each knot x = i / intervalCount.
    let knots: [Double]
    /// Six power-basis coefficients per interval, lowest order first, in the local s in 0…1.
    let coefficients: [Double]
    /// Bit i set: interval i is solved exactly.
    let slowIntervals: UInt64
    /// The curve is y = x (control points on the diagonal): no table needed.
    let isIdentity: Bool
    static let stride = 6

    init(_ polynomial: BezierPolynomial, isIdentity: Bool = false) {
        self.isIdentity = isIdentity
        let count = Self.intervalCount
        let width = 1 / Double(count)
        var knots = [Double](repeating: 0, count: count + 1)
        knots[count] = 1
        for index in 1..<count {
            knots[index] = polynomial.parameter(forX: Double(index) * width, lower: knots[index - 1], upper: 1)
        }
        var coefficients = [Double](repeating: 0, count: Self.stride * count)
        var slow: UInt64 = 0
        let curvatures = knots.map { Self.curvature(polynomial, at: $0) }
        for index in 0..<count {
            let (t0, t1) = (knots[index], knots[index + 1])
            // Where dx/dt vanishes, y(x) is not smooth (or not finite in slope): solve exactly.
            guard let a0 = curvatures[index], let a1 = curvatures[index + 1] else {
                slow |= 1 << UInt64(index)
                continue
            }
            let c = Self.quintic(
                values: (polynomial.y(t0), polynomial.y(t1)),
                slopes: (width * polynomial.slope(atParameter: t0), width * polynomial.slope(atParameter: t1)),
                curvatures: (width * width * a0, width * width * a1))
            coefficients.replaceSubrange(Self.stride * index..<Self.stride * (index + 1), with: c)
            for s in [0.25, 0.5, 0.75] {
                let exact = polynomial.y(polynomial.parameter(forX: (Double(index) + s) * width, lower: t0, upper: t1))
                let approximate = ((((c[5] * s + c[4]) * s + c[3]) * s + c[2]) * s + c[1]) * s + c[0]
                if !(abs(approximate - exact) <= Self.segmentTolerance) {
                    slow |= 1 << UInt64(index)
                    break
                }
            }
        }
        self.knots = knots
        self.coefficients = coefficients
        self.slowIntervals = slow
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

    /// y at `x`, for x strictly inside 0…1.
    @inline(__always)
    func value(at x: Double, polynomial: BezierPolynomial) -> Double {
        if isIdentity { return x }
        let scaled = x * Double(Self.intervalCount)
        let index = min(Int(scaled), Self.intervalCount - 1)
        if slowIntervals & (1 << UInt64(index)) != 0 {
            return polynomial.y(polynomial.parameter(forX: x, lower: knots[index], upper: knots[index + 1]))
        }
        let s = scaled - Double(index)
        // Plain subscripts on the stored array: a local copy or a buffer-pointer closure would
        // retain it on every call.
        let base = Self.stride * index
        let high = (coefficients[base + 5] * s + coefficients[base + 4]) * s + coefficients[base + 3]
        return ((high * s + coefficients[base + 2]) * s + coefficients[base + 1]) * s + coefficients[base]
    }

    /// The curve parameter t at `x` in 0…1, solved exactly within the knots' bracket.
    func parameter(for x: Double, polynomial: BezierPolynomial) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let index = min(Int(x * Double(Self.intervalCount)), Self.intervalCount - 1)
        return polynomial.parameter(forX: x, lower: knots[index], upper: knots[index + 1])
    }
}
