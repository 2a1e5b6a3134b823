/// Piecewise-quintic approximation of a Bézier timing curve's y(x), checked against the exact curve.
///
/// The x axis is cut into ``intervalCount`` equal intervals. At each knot the curve is solved
/// exactly for its parameter t, its value y, its slope dy/dx and its curvature d²y/dx²; between
/// knots a quintic Hermite segment interpolates (error ∝ h⁶). Each segment is compared with the exact curve at three inner points and
/// kept only if it agrees within ``segmentTolerance``; a segment that doesn't (near a vertical or
/// flat tangent, where y(x) is not smooth) is marked slow, and values there are solved exactly.
struct BezierSampleTable: Sendable {
    static let intervalCount = 64
    /// How many sub-intervals an interval that fails its check is split into.
    static let refinement = 16
    static let segmentTolerance = 1e-9
    static let stride = 6

    /// The curve parameter t at each knot x = i / intervalCount.
    let knots: [Double]
    /// Six power-basis coefficients per interval, lowest order first, in the local s in 0…1.
    let coefficients: [Double]
    /// Per interval: `directSegment` (use `coefficients`), or the index of its refinement.
    let refinedIndex: [Int]
    /// Six coefficients per sub-interval of every refined interval, refinement after refinement.
    let refinedCoefficients: [Double]
    /// Per refinement, bit j set: sub-interval j is solved exactly.
    let refinedSlow: [UInt32]
    /// The curve is y = x (control points on the diagonal): no table needed.
    let isIdentity: Bool

    static let directSegment = -1

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
        var refinedIndex = [Int](repeating: Self.directSegment, count: count)
        var refinedCoefficients: [Double] = []
        var refinedSlow: [UInt32] = []
        for index in 0..<count {
            if let segment = Self.segment(polynomial, from: Double(index) * width, width: width, lower: knots[index], upper: knots[index + 1]) {
                coefficients.replaceSubrange(Self.stride * index..<Self.stride * (index + 1), with: segment)
                continue
            }
            // Near a vertical or flat tangent y(x) is not smooth: split, and solve exactly only
            // the sub-intervals that still fail.
            refinedIndex[index] = refinedSlow.count
            let subWidth = width / Double(Self.refinement)
            var slow: UInt32 = 0
            var lower = knots[index]
            for sub in 0..<Self.refinement {
                let start = Double(index) * width + Double(sub) * subWidth
                let upper = sub == Self.refinement - 1
                    ? knots[index + 1] : polynomial.parameter(forX: start + subWidth, lower: lower, upper: knots[index + 1])
                if let segment = Self.segment(polynomial, from: start, width: subWidth, lower: lower, upper: upper) {
                    refinedCoefficients += segment
                } else {
                    refinedCoefficients += [Double](repeating: 0, count: Self.stride)
                    slow |= 1 << UInt32(sub)
                }
                lower = upper
            }
            refinedSlow.append(slow)
        }
        self.knots = knots
        self.coefficients = coefficients
        self.refinedIndex = refinedIndex
        self.refinedCoefficients = refinedCoefficients
        self.refinedSlow = refinedSlow
    }

    /// The quintic Hermite segment of y(x) over [`start`, `start` + `width`] (curve parameters
    /// `lower`…`upper`), if it agrees with the exact curve within ``segmentTolerance`` at three
    /// inner points; nil otherwise.
    private static func segment(
        _ polynomial: BezierPolynomial, from start: Double, width: Double, lower: Double, upper: Double
    ) -> [Double]? {
        guard let a0 = curvature(polynomial, at: lower), let a1 = curvature(polynomial, at: upper) else { return nil }
        let c = quintic(
            values: (polynomial.y(lower), polynomial.y(upper)),
            slopes: (width * polynomial.slope(atParameter: lower), width * polynomial.slope(atParameter: upper)),
            curvatures: (width * width * a0, width * width * a1))
        for s in [0.25, 0.5, 0.75] {
            let exact = polynomial.y(polynomial.parameter(forX: start + s * width, lower: lower, upper: upper))
            guard abs(evaluate(c, at: 0, s) - exact) <= segmentTolerance else { return nil }
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

    @inline(__always)
    private static func evaluate(_ c: [Double], at base: Int, _ s: Double) -> Double {
        let high = (c[base + 5] * s + c[base + 4]) * s + c[base + 3]
        return ((high * s + c[base + 2]) * s + c[base + 1]) * s + c[base]
    }

    /// y at `x`, for x strictly inside 0…1.
    @inline(__always)
    func value(at x: Double, polynomial: BezierPolynomial) -> Double {
        if isIdentity { return x }
        let scaled = x * Double(Self.intervalCount)
        let index = min(Int(scaled), Self.intervalCount - 1)
        let s = scaled - Double(index)
        let refinement = refinedIndex[index]
        if refinement == Self.directSegment {
            return Self.evaluate(coefficients, at: Self.stride * index, s)
        }
        let subScaled = s * Double(Self.refinement)
        let sub = min(Int(subScaled), Self.refinement - 1)
        if refinedSlow[refinement] & (1 << UInt32(sub)) != 0 {
            return polynomial.y(polynomial.parameter(forX: x, lower: knots[index], upper: knots[index + 1]))
        }
        return Self.evaluate(refinedCoefficients, at: Self.stride * (refinement * Self.refinement + sub), subScaled - Double(sub))
    }

    /// The curve parameter t at `x` in 0…1, solved exactly within the knots' bracket.
    func parameter(for x: Double, polynomial: BezierPolynomial) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let index = min(Int(x * Double(Self.intervalCount)), Self.intervalCount - 1)
        return polynomial.parameter(forX: x, lower: knots[index], upper: knots[index + 1])
    }
}
