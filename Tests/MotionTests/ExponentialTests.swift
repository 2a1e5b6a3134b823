import Foundation
import Testing
@testable import Motion

@Suite("Exponential")
struct ExponentialTests {
    @Test("matches the library's exp within 2 ulps on ±700, and is the library's beyond")
    func matchesLibrary() {
        var random = SeededRandom(seed: 0xE4)
        var arguments: [Double] = [
            0, -0.0, 1, -1, .ulpOfOne, -.ulpOfOne, 1e-300, -1e-300, 0.5 * log(2), -0.5 * log(2), log(2), -log(2),
            -1.5 * log(2), 700, -700, Double(700).nextDown, Double(-700).nextUp,
        ]
        for _ in 0..<100_000 { arguments.append(.random(in: -50...5, using: &random)) }
        for _ in 0..<20_000 { arguments.append(.random(in: -700...700, using: &random)) }
        for x in arguments {
            let value = Exponential.of(x)
            let expected = exp(x)
            #expect(abs(value - expected) <= 2 * expected.ulp, "x = \(x): \(value), expected \(expected)")
        }
        #expect(Exponential.of(0) == 1)
        for x in [Double(700).nextUp, -Double(700).nextUp, 709.7, 710, -745, -746, -1e300, .infinity, -.infinity] {
            #expect(Exponential.of(x) == exp(x), "x = \(x)")
        }
        #expect(Exponential.of(.nan).isNaN)
    }
}
