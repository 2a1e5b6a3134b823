import GestureScripts
import Testing
@testable import Report

/// ``SVGWriter`` writes in memory of its own, growing it as it must: what it holds must be what
/// appending the same pieces to an array (Number's own appends, the literal's bytes) gives.
@Suite("SVGWriter: the bytes an array would hold")
struct SVGWriterTests {
    @Test("from the smallest room, through many growths: literals, bytes, numbers, escaped text, spelled ids")
    func grows() {
        var random = SplitMix64(seed: 41)
        var out = SVGWriter(capacity: 0)
        var expected: [UInt8] = []
        let numbers: [Double] = [0, -0.0, 0.005, -0.004, 12.5, 1e14, -1e14, 1e300, .nan, -.infinity, 390, 2.675, 0.125]
        let texts = ["plain", "a < b & \"c\" 'd' > e", "café", ""]
        for round in 0..<5000 {
            switch random.next() % 7 {
            case 0:
                out.literal("<rect x=\"")
                expected += Array("<rect x=\"".utf8)
            case 1:
                let byte = UInt8(truncatingIfNeeded: random.next() % 128)
                out.byte(byte)
                expected.append(byte)
            case 2:
                let value = round % 3 == 0 ? numbers[Int(random.next() % UInt64(numbers.count))] : Double.random(in: -5000...5000, using: &random)
                out.number(value)
                Number.appendSVG(value, to: &expected)
            case 3:
                let value = round % 3 == 0 ? numbers[Int(random.next() % UInt64(numbers.count))] : Double.random(in: -2...2, using: &random)
                let digits = Int(random.next() % 7)
                out.fixed(value, digits: digits)
                Number.appendFixed(value, digits: digits, to: &expected)
            case 4:
                let n = random.next() >> (random.next() % 64)
                out.decimal(n)
                Number.appendDecimal(n, minimumDigits: 1, to: &expected)
            case 5:
                let text = texts[Int(random.next() % UInt64(texts.count))]
                out.escaped(text)
                Markup.appendEscaped(text, to: &expected)
            default:
                let start = out.count
                let value = Double.random(in: -50...50, using: &random)
                out.number(value)
                out.spellPointsAndMinuses(from: start)
                expected += Number.svg(value).utf8.map { $0 == 0x2E ? 0x70 : $0 == 0x2D ? 0x6D : $0 }
            }
        }
        #expect(out.count == expected.count)
        var bytes = Array("prefix".utf8)
        out.append(to: &bytes)
        #expect(bytes == Array("prefix".utf8) + expected)
        #expect(expected.count > 20_000)
    }
}
