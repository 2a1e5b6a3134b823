/// A small, fast, seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64).
///
/// The sequence depends only on the seed and uses only 64-bit integer arithmetic, so a seed
/// gives the same numbers on every platform and every Swift version — which is what makes a
/// gesture script's jitter reproducible. It is not suitable for cryptography.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The generator's whole state; it advances by a fixed odd constant on every draw.
    public private(set) var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly distributed number in 0..<1 with 53 random bits.
    ///
    /// Unlike `Double.random(in:using:)`, whose algorithm the standard library may change, this
    /// conversion is fixed, so the same seed always gives the same doubles.
    public mutating func nextUnitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
