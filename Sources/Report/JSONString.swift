/// A JSON string written as `JSONEncoder` writes one, straight into UTF-8 bytes: no encoder, no
/// `Data`, no copy of the whole.
///
/// `JSONEncoder` (its default options) writes `"` and `\` after a backslash, `/` as `\/` — so that
/// no `</script>` can end a script element early — the control characters below U+0020 as `\b`,
/// `\t`, `\n`, `\f`, `\r` or `\u00xx` (lowercase hexadecimal), and every other character, DEL and
/// all beyond ASCII included, as its UTF-8 bytes. Each of those escapes is of an ASCII byte, and
/// no byte of a character beyond ASCII is below 0x80, so escaping byte by byte is escaping
/// character by character.
enum JSONString {
    /// Appends `text` (UTF-8) to `bytes` as a JSON string, quotes included.
    static func append(utf8 text: [UInt8], to bytes: inout [UInt8]) {
        bytes.append(0x22)
        text.withUnsafeBufferPointer { text in
            var run = 0
            for index in text.indices {
                let byte = text[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x2F else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index]))
                appendEscape(of: byte, to: &bytes)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...]))
        }
        bytes.append(0x22)
    }

    /// Appends the escape of `byte` (a quote, a backslash, a slash or a control character).
    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(0x5C)
        switch byte {
        case 0x22, 0x5C, 0x2F: bytes.append(byte)
        case 0x08: bytes.append(0x62)  // \b
        case 0x09: bytes.append(0x74)  // \t
        case 0x0A: bytes.append(0x6E)  // \n
        case 0x0C: bytes.append(0x66)  // \f
        case 0x0D: bytes.append(0x72)  // \r
        default:
            // \u00xx
            func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? 0x30 + digit : 0x61 + digit - 10 }
            bytes.append(contentsOf: [0x75, 0x30, 0x30, hex(byte >> 4), hex(byte & 0xF)])
        }
    }
}
