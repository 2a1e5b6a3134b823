/// Writes JSON bytes through a pointer into space a ``LiveJSONWriter`` reserved: no capacity
/// check, no uniqueness check, no call per byte. The writer reserves, for each piece it writes
/// this way, at least the most bytes that piece can take (the bounds below), and the cursor
/// never writes past that (checked before each write: a wrong bound stops the program instead
/// of writing past the buffer).
///
/// Its texts are `JSONEncoder`'s, as ``LiveJSONWriter`` describes them.
struct LiveJSONCursor {
    /// The most bytes ``number(_:)`` or ``integer(_:)`` writes: a Double's shortest text is at
    /// most 24 bytes ("-2.2250738585072014e-308"), an Int's 20, and a text copied from the
    /// table of number texts is copied as a whole slot (``LiveNumberTexts/textWidth``).
    static let numberBound = 32

    /// The most bytes ``string(_:)`` writes for `text`: its quotes, and each byte escaped at
    /// most six bytes long (`\u00xx`).
    static func stringBound(_ text: String) -> Int { 2 + 6 * text.utf8.count }

    /// Where the next byte goes.
    private(set) var position: UnsafeMutablePointer<UInt8>
    /// The end of the space reserved.
    private let end: UnsafeMutablePointer<UInt8>
    /// The table of number texts (``LiveNumberTexts``).
    private let numberTexts: UnsafeMutablePointer<UInt8>
    /// False once a number that is not finite was written.
    private(set) var isValid = true

    init(start: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>, numberTexts: UnsafeMutablePointer<UInt8>) {
        position = start
        self.end = end
        self.numberTexts = numberTexts
    }

    // MARK: Bytes

    /// Stops the program, rather than write past the space reserved, if `count` more bytes
    /// don't fit (one comparison: the bounds are generous, and this never fails unless one of
    /// them is wrong).
    @inline(__always)
    private func assertRoom(_ count: Int) {
        precondition(end - position >= count, "a piece of JSON is longer than the space reserved for it")
    }

    /// One byte.
    @inline(__always)
    mutating func byte(_ byte: UInt8) {
        assertRoom(1)
        position.pointee = byte
        position += 1
    }

    /// ASCII text as it is (such as `,"name":`).
    @inline(__always)
    mutating func literal(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        assertRoom(count)
        position.update(from: text.utf8Start, count: count)
        position += count
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        if value { literal("true") } else { literal("false") }
    }

    // MARK: Numbers

    /// An integer, in decimal.
    mutating func integer(_ value: Int) {
        if value < 0 { byte(0x2D) }
        decimal(UInt64(value.magnitude))
    }

    /// A Double as `JSONEncoder` writes it: its shortest text that reads back the same
    /// (`description`), less a trailing ".0". Not finite: nothing is written and the cursor is no
    /// longer ``isValid``.
    ///
    /// A whole number below 10^15 is written as an integer (what `description` gives for it,
    /// "-0" for negative zero); the text of any other is looked up in, or kept in, the table of
    /// number texts, as most of a frame's numbers are the previous frame's.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            isValid = false
            return
        }
        if value.magnitude < 1e15, value == value.rounded(.towardZero) {
            if value.sign == .minus { byte(0x2D) }
            decimal(UInt64(value.magnitude))
            return
        }
        assertRoom(Self.numberBound)
        let bits = value.bitPattern
        let found = LiveNumberTexts.copy(bits, in: numberTexts, to: position)
        if found > 0 {
            position += found
            return
        }
        var stream = PointerStream(position: position)
        value.write(to: &stream)
        var written = stream.position - position
        if written >= 2, position[written - 2] == 0x2E, position[written - 1] == 0x30 { written -= 2 }
        LiveNumberTexts.store(bits, UnsafeBufferPointer(start: position, count: written), in: numberTexts)
        position += written
    }

    /// `n` in decimal, two digits at a time.
    private mutating func decimal(_ n: UInt64) {
        var length = 1
        var limit: UInt64 = 10
        while length < 20, n >= limit {
            length += 1
            limit &*= 10
        }
        assertRoom(length)
        var rest = n
        var next = position + length
        Self.digitPairs.withUTF8Buffer { pairs in
            guard let pairs = pairs.baseAddress else { return }
            while rest >= 100 {
                let pair = Int(truncatingIfNeeded: rest % 100) &* 2
                rest /= 100
                next -= 2
                next[0] = pairs[pair]
                next[1] = pairs[pair + 1]
            }
            if rest >= 10 {
                let pair = Int(truncatingIfNeeded: rest) &* 2
                next -= 2
                next[0] = pairs[pair]
                next[1] = pairs[pair + 1]
            } else {
                next -= 1
                next[0] = 0x30 + UInt8(truncatingIfNeeded: rest)
            }
        }
        position += length
    }

    /// "00" to "99".
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Where a number writes its text (the standard library's numbers write theirs to a
    /// `TextOutputStream`, as ASCII, without making a String of it).
    private struct PointerStream: TextOutputStream {
        var position: UnsafeMutablePointer<UInt8>

        mutating func write(_ string: String) {
            for byte in string.utf8 {
                position.pointee = byte
                position += 1
            }
        }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            guard let base = buffer.baseAddress else { return }
            position.update(from: base, count: buffer.count)
            position += buffer.count
        }
    }

    // MARK: Strings

    /// A string in quotes, escaped as `JSONEncoder` escapes it: `"` and `\` by a backslash, the
    /// control characters below U+0020 as `\b`, `\t`, `\n`, `\f`, `\r` or `\u00xx`; the rest (the
    /// slash and everything beyond ASCII included) as it is. Room: ``stringBound(_:)``.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string(utf8: $0) }
    }

    /// A string held as UTF-8 bytes (such as an SVG document), in quotes, escaped as
    /// ``string(_:)`` escapes. Room: two bytes and six a byte.
    mutating func string(utf8 text: UnsafeBufferPointer<UInt8>) {
        assertRoom(2 + 6 * text.count)
        position.pointee = 0x22
        position += 1
        if let input = text.baseAddress {
            position = Self.escape(input, count: text.count, to: position)
        }
        position.pointee = 0x22
        position += 1
    }

    /// Writes `count` bytes from `input`, escaped, at `output`; where the escaped text ends.
    ///
    /// Eight bytes at a time while none needs escaping (an SVG's runs between quotes are mostly
    /// that long or longer): the eight are stored at once, then kept up to the first that needs
    /// an escape. The output has room for six bytes a byte, so storing eight ahead never reaches
    /// past it.
    private static func escape(_ input: UnsafePointer<UInt8>, count: Int, to output: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8> {
        var input = input, output = output
        let end = input + count
        while end - input >= 8 {
            let word = UnsafeRawPointer(input).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(output).storeBytes(of: word, as: UInt64.self)
            let marks = escapeMarks(UInt64(littleEndian: word))
            if marks == 0 {
                input += 8
                output += 8
                continue
            }
            // The first byte that needs an escape (the lowest marked one, little-endian).
            let clean = marks.trailingZeroBitCount / 8
            input += clean
            output += clean
            output += writeEscape(input.pointee, to: output)
            input += 1
        }
        while input < end {
            let byte = input.pointee
            if byte >= 0x20, byte != 0x22, byte != 0x5C {
                output.pointee = byte
                output += 1
            } else {
                output += writeEscape(byte, to: output)
            }
            input += 1
        }
        return output
    }

    /// The high bit of each byte of `word` (its first byte lowest) that needs an escape — a
    /// quote, a backslash or a control character below U+0020 — set, and only those (no
    /// borrows: each test is made on seven bits, the byte's own high bit apart).
    @inline(__always)
    private static func escapeMarks(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let seven = word & low7
        // A byte whose low seven bits are zero after the XOR equals the character (bits 0…6 of
        // the sum set unless every one of them was zero); its own high bit must be clear too.
        func equals(_ character: UInt64) -> UInt64 {
            ~((seven ^ (ones &* character)) &+ low7) & ~word & high
        }
        // Below 0x20: bits 5 and 6 clear, and the high bit clear.
        let below = ~((seven & (ones &* 0x60)) &+ low7) & ~word & high
        return equals(0x22) | equals(0x5C) | below
    }

    /// Writes the escape of `byte` (a quote, a backslash or a control character) at `output`;
    /// how many bytes it wrote (2 or 6).
    private static func writeEscape(_ byte: UInt8, to output: UnsafeMutablePointer<UInt8>) -> Int {
        output[0] = 0x5C
        switch byte {
        case 0x22, 0x5C: output[1] = byte
        case 0x08: output[1] = 0x62  // \b
        case 0x09: output[1] = 0x74  // \t
        case 0x0A: output[1] = 0x6E  // \n
        case 0x0C: output[1] = 0x66  // \f
        case 0x0D: output[1] = 0x72  // \r
        default:
            // \u00xx, in lowercase hexadecimal.
            func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? 0x30 + digit : 0x61 + digit - 10 }
            output[1] = 0x75
            output[2] = 0x30
            output[3] = 0x30
            output[4] = hex(byte >> 4)
            output[5] = hex(byte & 0xF)
            return 6
        }
        return 2
    }
}
