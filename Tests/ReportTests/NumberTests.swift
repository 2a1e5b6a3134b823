import Foundation
import GestureScripts
import Testing
@testable import Report

/// Values where fixed decimals are hard: ties, near-ties, signs of zero, the limits of the exact
/// path, subnormals, non-finite values.
let awkwardNumbers: [Double] = {
    var values: [Double] = [
        0, -0.0, 1e-7, -1e-7, 1e-9, -1e-9, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, -.nan, .infinity, -.infinity,
        0.5, 1.5, 2.5, -0.5, -2.5, 0.125, 0.375, -0.125, 0.005, 0.015, 0.025, 0.045, 1.005, 2.675, -2.675,
        0.0005, 0.00005, 0.00015, -0.00049999, 0.0049999999, -0.0049999999, 0.00499999999999999999, 0.995, 0.9995, 9.9995, -9.99999,
        1e14, -1e14, 1e14.nextDown, (-1e14).nextUp, 99_999_999_999_999.99, 1e15, 1e16, 1e20, 1e21, 1e22, 1e300,
        4_503_599_627_370_496, 4_503_599_627_370_495.5, 9_007_199_254_740_992, 123_456_789.125, 0.1, 0.2, 0.3,
        390, 844, 195.00000000000003, 194.99999999999997, 3.14159265358979, -180, 359.99999, 0.9999999999999999,
    ]
    // Every multiple of 2^-k near small integers: exact binary ties for every digit count.
    for k in 1...16 {
        let step = 1 / Double(1 << k)
        for n in -40...40 { values.append(Double(n) * step) }
    }
    // x.xx5 and x.xxxx5 as written (not exact in binary: the rounding follows the true value).
    for n in 0..<2000 {
        values.append((Double(n) + 0.5) / 100)
        values.append(-(Double(n) + 0.5) / 10000)
    }
    return values
}()

@Suite("Number: fixed decimals, byte for byte as String(format:) printed them")
struct NumberTests {
    @Test("the awkward values, at 0 to 6 decimals, and as SVG numbers")
    func awkward() {
        for value in awkwardNumbers {
            for digits in 0...6 {
                #expect(Number.fixed(value, digits: digits) == ReferenceNumberFormat.fixed(value, digits: digits),
                        "\(value) at \(digits) decimals")
            }
            #expect(Number.svg(value) == ReferenceNumberFormat.svg(value), "\(value) for SVG")
        }
    }

    @Test("200,000 seeded values across magnitudes, at 2, 3 and 4 decimals and as SVG numbers")
    func seeded() {
        var random = SplitMix64(seed: 31)
        var checked = 0
        for index in 0..<200_000 {
            let value: Double
            switch index % 5 {
            case 0:
                // Any bit pattern: every exponent, subnormals, NaN and infinities included.
                value = Double(bitPattern: random.next())
            case 1:
                // Screen-sized values with a long fraction.
                value = Double.random(in: -2000...2000, using: &random)
            case 2:
                // Spread over magnitudes 1e-9 to 1e16.
                value = (random.next() & 1 == 0 ? 1 : -1) * pow(10, Double.random(in: -9...16, using: &random))
            case 3:
                // Just around a tie at 2 and 4 decimals.
                let tie = (Double(Int.random(in: -100_000...100_000, using: &random)) + 0.5) / (index % 2 == 0 ? 100 : 10_000)
                value = index % 3 == 0 ? tie.nextUp : index % 3 == 1 ? tie.nextDown : tie
            default:
                // Scales, opacities and angles: near 0 and 1.
                value = Double.random(in: -1.5...1.5, using: &random)
            }
            let new = (Number.fixed(value, digits: 2), Number.fixed(value, digits: 3), Number.fixed(value, digits: 4), Number.svg(value))
            let old = (ReferenceNumberFormat.fixed(value, digits: 2), ReferenceNumberFormat.fixed(value, digits: 3),
                       ReferenceNumberFormat.fixed(value, digits: 4), ReferenceNumberFormat.svg(value))
            guard new == old else {
                Issue.record("\(value) (bits \(value.bitPattern)): \(new) is not \(old)")
                return
            }
            checked += 1
        }
        #expect(checked == 200_000)
    }

    @Test("appending writes the same bytes after what is there")
    func appends() {
        var bytes = Array("x=".utf8)
        Number.appendFixed(-0.004, digits: 2, to: &bytes)
        bytes.append(0x20)
        Number.appendSVG(12.50, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x=0.00 12.5")
    }
}
