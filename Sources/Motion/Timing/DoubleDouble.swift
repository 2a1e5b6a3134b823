/// An unevaluated sum of two doubles, about 32 significant digits: enough to evaluate a Bézier's
/// x(t) − x where x(t) is flat (a vertical tangent of the timing curve), so the curve parameter
/// is still resolved to 1e-15 there.
struct DoubleDouble: Sendable {
    var high: Double
    var low: Double

    init(_ value: Double) {
        high = value
        low = 0
    }

    init(high: Double, low: Double) {
        self.high = high
        self.low = low
    }

    /// a + b exactly, as a rounded sum and its error.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let v = s - a
        return DoubleDouble(high: s, low: (a - (s - v)) + (b - v))
    }

    /// a × b exactly, as a rounded product and its error: Dekker's product on halves split by
    /// Veltkamp's method, so no fused multiply-add (a libm call in baseline x86-64 code) is needed.
    @inline(__always)
    static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        let (aHigh, aLow) = split(a)
        let (bHigh, bLow) = split(b)
        let error = ((aHigh * bHigh - p) + aHigh * bLow + aLow * bHigh) + aLow * bLow
        return DoubleDouble(high: p, low: error)
    }

    /// `value` as a sum of two halves of at most 26 significant bits each.
    @inline(__always)
    private static func split(_ value: Double) -> (high: Double, low: Double) {
        let scaled = 134_217_729 * value  // 2²⁷ + 1
        let high = scaled - (scaled - value)
        return (high, value - high)
    }

    @inline(__always)
    static func + (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
        let s = sum(lhs.high, rhs.high)
        let low = s.low + lhs.low + rhs.low
        let high = s.high + low
        return DoubleDouble(high: high, low: low - (high - s.high))
    }

    @inline(__always)
    static func - (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
        lhs + DoubleDouble(high: -rhs.high, low: -rhs.low)
    }

    @inline(__always)
    static func * (lhs: DoubleDouble, rhs: Double) -> DoubleDouble {
        let p = product(lhs.high, rhs)
        let low = p.low + lhs.low * rhs
        let high = p.high + low
        return DoubleDouble(high: high, low: low - (high - p.high))
    }

    var value: Double { high + low }
}
