import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts

/// The fuzzer's source of choices: a ``/GestureScripts/SplitMix64`` with fixed conversions, so a seed
/// makes the same schedule on every platform and Swift version.
struct FuzzRandom {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A new 64-bit seed.
    mutating func seed() -> UInt64 { generator.next() }

    /// A number in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * generator.nextUnitInterval()
    }

    /// A whole number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(generator.next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool { generator.nextUnitInterval() < probability }

    /// One of `choices`, which must not be empty.
    mutating func pick<Choice>(_ choices: [Choice]) -> Choice { choices[int(in: 0...(choices.count - 1))] }

    /// One of `choices` with probability proportional to its weight.
    mutating func weighted<Choice>(_ choices: [(weight: Double, choice: Choice)]) -> Choice {
        let total = choices.reduce(0) { $0 + $1.weight }
        var draw = double(in: 0...total)
        for entry in choices {
            if draw < entry.weight { return entry.choice }
            draw -= entry.weight
        }
        // A draw of exactly the total: the last choice that can be drawn.
        return (choices.last { $0.weight > 0 } ?? choices[choices.count - 1]).choice
    }

    /// A point in `rect`.
    mutating func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: double(in: Double(rect.minX)...Double(rect.maxX)), y: double(in: Double(rect.minY)...Double(rect.maxY)))
    }
}
