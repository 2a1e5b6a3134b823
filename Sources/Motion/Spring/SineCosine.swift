import Foundation

/// sin x and cos x together, for the spring's hot path: one range reduction, two short
/// polynomials, no library calls.
///
/// The argument is reduced by multiples of π/2 written as two parts, the first of 33 bits, so
/// that its product with the quadrant number (below 2¹⁷) is exact without fused multiply-adds
/// (which baseline x86-64 code would call out to libm for); the second, π/2 − first to 4·10⁻²⁷,
/// rounds in its product, so for |x| ≤ 10⁵ the reduced argument is within 10⁻²¹ of the exact
/// one. Beyond that the library functions are used. On the reduced interval [−π/4, π/4] the
/// Taylor series to degree 15 (sine) and 16 (cosine) are truncated below 5·10⁻¹⁷, so the pair
/// is within a few ulps of the library's values.
@usableFromInline
enum SineCosine {
    /// The largest |x| the inlined reduction handles.
    @inlinable static var reducibleLimit: Double { 1e5 }

    @inlinable
    @inline(__always)
    static func of(_ x: Double) -> (sin: Double, cos: Double) {
        guard abs(x) <= reducibleLimit else { return beyondRange(x) }
        return reducible(x)
    }

    /// sin x and cos x for |x| ≤ ``reducibleLimit``.
    @inlinable
    @inline(__always)
    static func reducible(_ x: Double) -> (sin: Double, cos: Double) {
        // π/2 = high + middle, to 4e-27; high carries 33 significant bits.
        let piOverTwoHigh = 1.5707963267341256
        let piOverTwoMiddle = 6.077100506506192e-11
        // Adding and subtracting 1.5 · 2⁵² rounds to the nearest integer (ties to even); the
        // sum's low bits hold that integer, modulo 4 the quadrant.
        let roundingShift = 0x1.8p52
        let shifted = x * (2 / Double.pi) + roundingShift
        let quadrant = shifted - roundingShift
        let r = (x - quadrant * piOverTwoHigh) - quadrant * piOverTwoMiddle
        let r2 = r * r
        // 1/3!, 1/5!, … and 1/2!, 1/4!, … with alternating signs, evaluated by Horner in r².
        let sinTail = -1.0 / 6 + r2 * (1.0 / 120 + r2 * (-1.0 / 5040 + r2 * (1.0 / 362_880
            + r2 * (-1.0 / 39_916_800 + r2 * (1.0 / 6_227_020_800 + r2 * (-1.0 / 1_307_674_368_000))))))
        let cosTail = -0.5 + r2 * (1.0 / 24 + r2 * (-1.0 / 720 + r2 * (1.0 / 40_320 + r2 * (-1.0 / 3_628_800
            + r2 * (1.0 / 479_001_600 + r2 * (-1.0 / 87_178_291_200 + r2 * (1.0 / 20_922_789_888_000)))))))
        let s = r + r * r2 * sinTail
        let c = 1 + r2 * cosTail
        switch shifted.bitPattern & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// The library's sine and cosine, beyond ``reducibleLimit`` (and for NaN and infinities).
    @usableFromInline
    @inline(never)
    static func beyondRange(_ x: Double) -> (sin: Double, cos: Double) {
        (sin(x), cos(x))
    }
}
