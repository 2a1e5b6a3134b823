/// The JSON texts of the numbers a ``LiveJSONWriter`` wrote lately, by their bits: a frame's
/// numbers are mostly the previous frame's (the views that don't move), and copying a text is
/// much cheaper than finding a Double's shortest text again.
///
/// A direct-mapped table: each number has one slot, chosen by its bits; a new number takes the
/// slot over. A slot holds the number's exact bits, its text's length and its text, so a text
/// found is always the text of that very number (0 and -0, say, have slots of their own).
struct LiveNumberTexts {
    /// How many slots (a power of two).
    static let slotCount = 1024
    /// A slot's bytes: the number's bits (8), its text's length (1; 0 while the slot is empty),
    /// then ``textWidth`` bytes of text.
    static let slotWidth = 32
    /// The most bytes of text a slot holds (a longer text is not kept). Its text is copied out
    /// as a whole, its length is what counts.
    static let textWidth = 23

    /// The slots, one after another.
    private var slots = [UInt8](repeating: 0, count: slotCount * slotWidth)

    /// Calls `body` with the table's slots, for ``copy(_:in:to:)`` and ``store(_:_:in:)``.
    mutating func withSlots<Result>(_ body: (UnsafeMutablePointer<UInt8>) -> Result) -> Result {
        slots.withUnsafeMutableBufferPointer { buffer in
            // The array is never empty.
            guard let base = buffer.baseAddress else { preconditionFailure("the table has slots") }
            return body(base)
        }
    }

    private static func slot(_ bits: UInt64, in slots: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        // Fibonacci hashing: the top ten bits of the bits times 2^64 / φ.
        slots + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54) &* slotWidth
    }

    /// Copies the text of the number whose bits are `bits` to `output`, if the table holds it:
    /// its length (0 if not). `output` must have room for ``textWidth`` bytes, which are all
    /// written.
    static func copy(_ bits: UInt64, in slots: UnsafeMutablePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) -> Int {
        let slot = slot(bits, in: slots)
        let length = Int(slot[8])
        guard length > 0, UnsafeRawPointer(slot).loadUnaligned(as: UInt64.self) == bits else { return 0 }
        output.update(from: slot + 9, count: textWidth)
        return length
    }

    /// Keeps `text` (not empty) as the text of the number whose bits are `bits` (a text longer than
    /// ``textWidth`` is not kept).
    static func store(_ bits: UInt64, _ text: UnsafeBufferPointer<UInt8>, in slots: UnsafeMutablePointer<UInt8>) {
        guard let start = text.baseAddress, !text.isEmpty, text.count <= textWidth else { return }
        let slot = slot(bits, in: slots)
        UnsafeMutableRawPointer(slot).storeBytes(of: bits, as: UInt64.self)
        slot[8] = UInt8(text.count)
        (slot + 9).update(from: start, count: text.count)
    }
}
