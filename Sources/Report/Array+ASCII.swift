extension Array where Element == UInt8 {
    /// Appends the bytes of `text`, a literal, at once: no String is made and no byte is
    /// copied one at a time (what a renderer appends between its numbers).
    mutating func appendASCII(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
