import Foundation

/// e^x for the spring's hot path: no library call, so it can be inlined with the rest of a
/// spring's evaluation.
///
/// fdlibm's method (as in glibc's and FreeBSD's `exp`): x = k·ln 2 + r with |r| ≤ ½·ln 2 (ln 2
/// split in two parts, the first with 32 significant bits, so k·ln2High is exact), e^r from a
/// degree-5 rational approximation in r² (error below 2⁻⁵⁹), then the exponent k added to the
/// result's bits. Within an ulp or so of the library's `exp` for |x| ≤ 700, where 2^k stays a
/// normal number; beyond that, and for NaN, the library's `exp` is called.
@usableFromInline
enum Exponential {
    @inlinable
    @inline(__always)
    static func of(_ x: Double) -> Double {
        guard abs(x) <= 700 else { return beyondRange(x) }
        // k = x / ln 2 rounded to an integer; its bits hold 2⁵¹ + k, which becomes 2^k below.
        let shifted = x * 1.44269504088896338700e+00 + roundingShift
        let k = shifted - roundingShift
        let high = x - k * 6.93147180369123816490e-01
        let low = k * 1.90821492927058770002e-10
        let r = high - low
        let t = r * r
        let c = r - t * (1.66666666666666019037e-01 + t * (-2.77777777770155933842e-03 + t * (6.61375632143793436117e-05
            + t * (-1.65339022054652515390e-06 + t * 4.13813679705723846039e-08))))
        let y = 1 - ((low - (r * c) / (2 - c)) - high)
        // |x| ≤ 700 keeps k in −1010...1010, so 1023 + k is a normal number's biased exponent.
        let scale = Double(bitPattern: (shifted.bitPattern &+ exponentBias) << 52)
        return y * scale
    }

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
