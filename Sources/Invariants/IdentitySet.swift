/// A set of object identities, for the checker's bookkeeping of the views it has met: an
/// open-addressed table hashed by one multiplication, where a `Set<ObjectIdentifier>` would
/// run a full hash function for every view inserted or looked up.
///
/// The table is a power of two in size, at most half full, and probed linearly. Identities are
/// stored as their bit patterns, which are never 0 (0 marks an empty slot).
struct IdentitySet {
    private var slots: [UInt]
    /// 64 (or the word size) minus log2 of the table's size: the high bits of the product make
    /// the first slot looked at.
    private var shift: Int
    /// How many identities the set holds.
    private(set) var count = 0

    /// An empty set with room for `minimumCapacity` identities before it grows.
    init(minimumCapacity: Int = 0) {
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        slots = [UInt](repeating: 0, count: size)
        shift = UInt.bitWidth - size.trailingZeroBitCount
    }

    /// Whether `identifier` is in the set.
    func contains(_ identifier: ObjectIdentifier) -> Bool {
        let key = UInt(bitPattern: identifier)
        let mask = slots.count - 1
        var index = Self.firstSlot(of: key, shift: shift)
        while true {
            let slot = slots[index]
            if slot == key { return true }
            if slot == 0 { return false }
            index = (index + 1) & mask
        }
    }

    /// Adds `identifier`, unless the set holds it already.
    mutating func insert(_ identifier: ObjectIdentifier) {
        let key = UInt(bitPattern: identifier)
        let mask = slots.count - 1
        var index = Self.firstSlot(of: key, shift: shift)
        while true {
            let slot = slots[index]
            if slot == key { return }
            if slot == 0 { break }
            index = (index + 1) & mask
        }
        slots[index] = key
        count += 1
        if count * 2 > slots.count { grow() }
    }

    /// Doubles the table, placing every identity again.
    private mutating func grow() {
        let old = slots
        slots = [UInt](repeating: 0, count: old.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for key in old where key != 0 {
            var index = Self.firstSlot(of: key, shift: shift)
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = key
        }
    }

    /// 2^64 / φ (the golden ratio), odd: multiplying by it spreads a key's bits into the high ones.
    private static let multiplier = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)

    /// Fibonacci hashing: the high bits of the key times ``multiplier``.
    @inline(__always)
    private static func firstSlot(of key: UInt, shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* multiplier) >> UInt(shift))
    }
}
