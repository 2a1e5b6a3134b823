/// The JSON texts of the numbers a ``LiveJSONWriter`` wrote lately, by their bits: a frame's
/// numbers are mostly the previous frame's (the views that don't move), and copying a text is
/// much cheaper than finding a Double's shortest text again.
///
/// A direct-mapped table: each number has one slot, chosen by its bits; a new number takes the
/// slot over. A slot holds the number's exact bits and its text, so a text found is always the
/// text of that very number (0 and -0, say, have slots of their own).
struct LiveNumberTexts {
    /// How many slots (a power of two).
    static let slotCount = 1024
    /// The most bytes a text holds ("-1.7976931348623157e+308" is 24).
    static let slotWidth = 32

    /// Each slot's number's bits, or nil while it is empty.
    private var keys = [UInt64?](repeating: nil, count: slotCount)
    /// Each slot's text length, then its bytes, ``slotWidth`` bytes a slot.
    private var lengths = [UInt8](repeating: 0, count: slotCount)
    private var texts = [UInt8](repeating: 0, count: slotCount * slotWidth)

    private static func slot(_ bits: UInt64) -> Int {
        // Fibonacci hashing: the top bits of the bits times 2^64 / φ.
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    /// Appends the text of `value` to `bytes` if it is here; whether it was.
    func append(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let slot = Self.slot(value.bitPattern)
        guard keys[slot] == value.bitPattern else { return false }
        let start = slot * Self.slotWidth
        texts.withUnsafeBufferPointer { texts in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: texts[start..<(start + Int(lengths[slot]))]))
        }
        return true
    }

    /// Keeps `text` as the text of `value` (a text too long to keep is not kept).
    mutating func store(_ value: Double, _ text: ArraySlice<UInt8>) {
        guard text.count <= Self.slotWidth else { return }
        let slot = Self.slot(value.bitPattern)
        keys[slot] = value.bitPattern
        lengths[slot] = UInt8(text.count)
        let start = slot * Self.slotWidth
        texts.replaceSubrange(start..<(start + text.count), with: text)
    }
}
