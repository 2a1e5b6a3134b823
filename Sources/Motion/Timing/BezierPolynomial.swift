/// The power-basis form of a unit cubic Bézier: x(t) and y(t) for the curve parameter t in 0…1.
struct BezierPolynomial: Sendable {
    let ax, bx, cx: Double
    let ay, by, cy: Double
    /// x(t)'s coefficients without rounding: a = 1 + 3·x1 − 3·x2, b = 3·x2 − 6·x1, c = 3·x1.
    let exactAX, exactBX, exactCX: DoubleDouble

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        exactCX = DoubleDouble.product(3, x1)
        exactBX = DoubleDouble.product(3, x2) - DoubleDouble.product(6, x1)
        exactAX = DoubleDouble(1) + DoubleDouble.product(3, x1) - DoubleDouble.product(3, x2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always) func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }
    @inline(__always) func ddx(_ t: Double) -> Double { 6 * ax * t + 2 * bx }
    @inline(__always) func ddy(_ t: Double) -> Double { 6 * ay * t + 2 * by }

    /// x(t) − `target`, evaluated in double-double so it stays meaningful where x(t) is flat.
    func residual(_ t: Double, minus target: Double) -> Double {
        let horner = ((exactAX * t + exactBX) * t + exactCX) * t
        return (horner - DoubleDouble(target)).value
    }

    /// dy/dx at parameter `t`, clamped to ±``CubicBezierCurve/maximumSlope``; where both
    /// derivatives vanish, the ratio of the second derivatives (l'Hôpital).
    func slope(atParameter t: Double) -> Double {
        let limit = CubicBezierCurve.maximumSlope
        var numerator = dy(t)
        var denominator = dx(t)
        if abs(denominator) < 1e-12 {
            if abs(numerator) < 1e-12 {
                numerator = ddy(t)
                denominator = ddx(t)
            }
            if abs(denominator) < 1e-12 {
                return numerator == 0 ? 0 : (numerator > 0 ? limit : -limit)
            }
        }
        return min(max(numerator / denominator, -limit), limit)
    }

    /// The parameter t in `lower…upper` with x(t) = `target`, to 1e-15, for a bracket with
    /// x(lower) ≤ target ≤ x(upper) (x is non-decreasing because x1 and x2 lie in 0…1).
    ///
    /// Newton's method, falling back to bisection whenever a step would leave the bracket.
    func parameter(forX target: Double, lower: Double, upper: Double) -> Double {
        var low = lower
        var high = upper
        let xLow = x(low)
        let xHigh = x(high)
        var t = xHigh > xLow ? low + (high - low) * ((target - xLow) / (xHigh - xLow)) : 0.5 * (low + high)
        var widthBefore = high - low
        for iteration in 0..<200 {
            let error = residual(t, minus: target)
            if error == 0 { return t }
            if error < 0 { low = t } else { high = t }
            let slope = dx(t)
            var next = slope > 0 ? t - error / slope : .nan
            // Converged: the step is below resolution (it may land on the bracket's edge, which is t).
            if abs(next - t) <= 1e-15 { return next }
            if !(next > low && next < high) { next = 0.5 * (low + high) }
            // Newton crawls near a multiple root: if four steps have not halved the bracket, bisect.
            if iteration % 4 == 3 {
                if high - low > 0.5 * widthBefore { next = 0.5 * (low + high) }
                widthBefore = high - low
            }
            if high - low <= 1e-15 { return next }
            t = next
        }
        return t
    }
}
