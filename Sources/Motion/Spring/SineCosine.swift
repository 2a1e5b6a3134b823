import Foundation

/// sin x and cos x together, for the spring's hot path: one range reduction, two short
/// polynomials, no library calls.
///
/// The argument is reduced by multiples of π/2 written as three parts, the first two of 33 bits
/// each, so that every product with the quadrant number (below 2²⁰) is exact without fused
/// multiply-adds (which baseline x86-64 code would call out to libm for). Exact enough for
/// |x| ≤ 10⁵; beyond that the library functions are used. On the reduced
/// interval [−π/4, π/4] the Taylor series to degree 15 (sine) and 16 (cosine) are truncated
/// below 5·10⁻¹⁷, so the pair is within a few ulps of the library's values.
enum SineCosine {
    // π/2 = high + middle + low; high and middle carry 33 significant bits each.
    private static let piOverTwoHigh = 1.5707963267341256
    private static let piOverTwoMiddle = 6.077100506303966e-11
    private static let piOverTwoLow = 2.0222662487959506e-21
    /// 1.5 · 2⁵²: adding and subtracting it rounds to the nearest integer (ties to even).
    private static let roundingShift = 6_755_399_441_055_744.0

    @inline(__always)
    static func of(_ x: Double) -> (sin: Double, cos: Double) {
        guard abs(x) <= 1e5 else { return (sin(x), cos(x)) }
        let quadrant = (x * (2 / Double.pi) + roundingShift) - roundingShift
        let r = ((x - quadrant * piOverTwoHigh) - quadrant * piOverTwoMiddle) - quadrant * piOverTwoLow
        let r2 = r * r
        // 1/3!, 1/5!, … and 1/2!, 1/4!, … with alternating signs, evaluated by Horner in r².
        let sinTail = -1.0 / 6 + r2 * (1.0 / 120 + r2 * (-1.0 / 5040 + r2 * (1.0 / 362_880
            + r2 * (-1.0 / 39_916_800 + r2 * (1.0 / 6_227_020_800 + r2 * (-1.0 / 1_307_674_368_000))))))
        let cosTail = -0.5 + r2 * (1.0 / 24 + r2 * (-1.0 / 720 + r2 * (1.0 / 40_320 + r2 * (-1.0 / 3_628_800
            + r2 * (1.0 / 479_001_600 + r2 * (-1.0 / 87_178_291_200 + r2 * (1.0 / 20_922_789_888_000)))))))
        let s = r + r * r2 * sinTail
        let c = 1 + r2 * cosTail
        switch Int(quadrant) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}
