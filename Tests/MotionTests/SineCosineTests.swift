import Foundation
import Testing
@testable import Motion

@Suite("SineCosine")
struct SineCosineTests {
    @Test("matches the library's sine and cosine within 1e-15 up to |x| = 1e5, and beyond")
    func matchesLibrary() {
        var random = SeededRandom(seed: 9)
        var arguments: [Double] = [0, -0.0, .pi / 4, .pi / 2, .pi, 3 * .pi / 2, 1e5, -1e5, 1e5 + 1, 1e9]
        for _ in 0..<100_000 { arguments.append(.random(in: -20...20, using: &random)) }
        for _ in 0..<20_000 { arguments.append(.random(in: -1e5...1e5, using: &random)) }
        for x in arguments {
            let pair = SineCosine.of(x)
            #expect(abs(pair.sin - sin(x)) <= 1e-15 && abs(pair.cos - cos(x)) <= 1e-15, "x = \(x)")
        }
    }
}
