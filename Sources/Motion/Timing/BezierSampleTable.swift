/// Piecewise-cubic approximation of a Bézier timing curve's y(x), checked against the exact curve.
///
/// The x axis is cut into ``intervalCount`` equal intervals. At each knot the curve is solved
/// exactly for its parameter t, its value y and its slope dy/dx; between knots a cubic Hermite
/// segment interpolates. Each segment is compared with the exact curve at three inner points and
/// kept only if it agrees within ``segmentTolerance``; a segment that doesn't (near a vertical or
/// flat tangent, where y(x) is not smooth) is marked slow, and values there are solved exactly.
struct BezierSampleTable: Sendable {
    static let intervalCount = 32
    static let segmentTolerance = 1e-9

    /// The curve parameter t at each knot x = i / intervalCount.
    let knots: [Double]
    /// Four power-basis coefficients per interval, lowest order first, in the local s in 0…1.
    let coefficients: [Double]
    /// Bit i set: interval i is solved exactly.
    let slowIntervals: UInt64

    init(_ polynomial: BezierPolynomial) {
        let count = Self.intervalCount
        let width = 1 / Double(count)
        var knots = [Double](repeating: 0, count: count + 1)
        knots[count] = 1
        for index in 1..<count {
            knots[index] = polynomial.parameter(forX: Double(index) * width, lower: knots[index - 1], upper: 1)
        }
        var coefficients = [Double](repeating: 0, count: 4 * count)
        var slow: UInt64 = 0
        for index in 0..<count {
            let (t0, t1) = (knots[index], knots[index + 1])
            let y0 = polynomial.y(t0)
            let y1 = polynomial.y(t1)
            let m0 = width * polynomial.slope(atParameter: t0)
            let m1 = width * polynomial.slope(atParameter: t1)
            let c = [y0, m0, 3 * (y1 - y0) - 2 * m0 - m1, 2 * (y0 - y1) + m0 + m1]
            coefficients.replaceSubrange(4 * index..<4 * index + 4, with: c)
            for s in [0.25, 0.5, 0.75] {
                let exact = polynomial.y(polynomial.parameter(forX: (Double(index) + s) * width, lower: t0, upper: t1))
                let approximate = ((c[3] * s + c[2]) * s + c[1]) * s + c[0]
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

    /// y at `x`, for x strictly inside 0…1.
    @inline(__always)
    func value(at x: Double, polynomial: BezierPolynomial) -> Double {
        let scaled = x * Double(Self.intervalCount)
        let index = min(Int(scaled), Self.intervalCount - 1)
        if slowIntervals & (1 << UInt64(index)) != 0 {
            return polynomial.y(polynomial.parameter(forX: x, lower: knots[index], upper: knots[index + 1]))
        }
        let s = scaled - Double(index)
        return coefficients.withUnsafeBufferPointer { c in
            let base = 4 * index
            return ((c[base + 3] * s + c[base + 2]) * s + c[base + 1]) * s + c[base]
        }
    }

    /// The curve parameter t at `x` in 0…1, solved exactly within the knots' bracket.
    func parameter(for x: Double, polynomial: BezierPolynomial) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let index = min(Int(x * Double(Self.intervalCount)), Self.intervalCount - 1)
        return polynomial.parameter(forX: x, lower: knots[index], upper: knots[index + 1])
    }
}
