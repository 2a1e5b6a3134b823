/// A Bézier timing curve solved exactly: its polynomial and the curve parameter at each of the
/// sample table's knots, which bracket every solve.
///
/// A class, so that a ``BezierSampleTable`` (and the ``CubicBezierCurve`` that holds it) stays a
/// few words wide and its inlined fast path never copies the polynomial; only the rare exact
/// path and ``CubicBezierCurve/derivative(at:)`` come here, out of line.
@usableFromInline
final class BezierExactSolver: Sendable {
    let polynomial: BezierPolynomial
    /// The curve parameter t at each knot x = i / ``BezierSampleTable/intervalCount``.
    let knots: [Double]

    init(_ polynomial: BezierPolynomial) {
        self.polynomial = polynomial
        let count = BezierSampleTable.intervalCount
        var knots = [Double](repeating: 0, count: count + 1)
        knots[count] = 1
        for index in 1..<count {
            knots[index] = polynomial.parameter(forX: Double(index) / Double(count), lower: knots[index - 1], upper: 1)
        }
        self.knots = knots
    }

    /// The progress at `x`, strictly inside 0…1, solved exactly.
    @usableFromInline
    @inline(never)
    func value(at x: Double) -> Double {
        polynomial.y(parameter(for: x))
    }

    /// The curve parameter t at `x` in 0…1, solved exactly within the knots' bracket.
    func parameter(for x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let count = BezierSampleTable.intervalCount
        let index = min(Int(x * Double(count)), count - 1)
        return polynomial.parameter(forX: x, lower: knots[index], upper: knots[index + 1])
    }
}
