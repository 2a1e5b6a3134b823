import Foundation

/// e^x for the spring's hot path: no library call, so it can be inlined with the rest of a
/// spring's evaluation.
///
/// The argument is reduced to x = k·ln 2 + r with |r| ≤ ½·ln 2 (ln 2 taken in two parts, the
/// first short enough that k times it is exact for every k used), e^r comes from the diagonal
/// Padé approximant of degree 6 — P(r) / P(−r), with
/// P(r) = 1 + r/2 + 5r²/44 + r³/66 + r⁴/792 + r⁵/15,840 + r⁶/665,280 (the coefficients
/// (12 − j)! 6! / (12! j! (6 − j)!)), whose error for |r| ≤ ½·ln 2 is below 10⁻¹⁸ — and 2^k is
/// put into the result's exponent. Within 2 ulps of the library's `exp` for |x| ≤ 700, where 2^k
/// stays a normal number (`ExponentialTests`); beyond that, and for NaN, the library's `exp` is
/// called.
@usableFromInline
enum Exponential {
    @inlinable
    @inline(__always)
    static func of(_ x: Double) -> Double {
        guard abs(x) <= 700 else { return beyondRange(x) }
        // k = x / ln 2 rounded to an integer; the sum's low bits hold 2⁵¹ + k, which becomes 2^k below.
        let shifted = x * inverseLn2 + roundingShift
        let k = shifted - roundingShift
        let r = (x - k * ln2High) - k * ln2Low
        // P(r) = even(r²) + r·odd(r²); P(−r) = even(r²) − r·odd(r²).
        let t = r * r
        let even = 1 + t * (5.0 / 44 + t * (1.0 / 792 + t * (1.0 / 665_280)))
        let odd = r * (0.5 + t * (1.0 / 66 + t * (1.0 / 15_840)))
        let y = (even + odd) / (even - odd)
        // |x| ≤ 700 keeps k in −1010...1010, so 1023 + k is a normal number's biased exponent.
        let scale = Double(bitPattern: (shifted.bitPattern &+ exponentBias) << 52)
        return y * scale
    }

    /// 1 / ln 2, to double precision.
    @inlinable static var inverseLn2: Double { 1.442_695_040_888_963_4 }

    /// ln 2's leading part: ln 2 rounded to 33 significant bits (its last 20 bits are zero), so
    /// that k times it is exact for any |k| < 2²⁰.
    @inlinable static var ln2High: Double { 0x1.62e42fefp-1 }

    /// ln 2 − ``ln2High``, to double precision.
    @inlinable static var ln2Low: Double { 0x1.473de6af278edp-34 }

    /// 1.5 · 2⁵²: adding it rounds a double of magnitude below 2⁵¹ to an integer held in the low bits.
    @inlinable static var roundingShift: Double { 0x1.8p52 }

    /// Turns the low bits of `x / ln 2 + roundingShift` (2⁵¹ + k) into 1023 + k.
    @inlinable static var exponentBias: UInt64 { 1023 &- (1 << 51) }

    /// e^x beyond ±700 (overflow, underflow to subnormals or 0) and for NaN.
    @usableFromInline
    @inline(never)
    static func beyondRange(_ x: Double) -> Double {
        exp(x)
    }
}
