import Foundation
import Report

/// JSON written by hand into a reused buffer, byte for byte as Foundation's `JSONEncoder` (with
/// `.withoutEscapingSlashes`) writes the same values — numbers as `Double.description` without
/// a trailing ".0", strings escaped as it escapes them — but in the order the caller writes the
/// keys, and without allocating once the buffer has grown.
///
/// A number that is not finite can't be written (`JSONEncoder` throws for it): the writer notes
/// it in ``isValid``, and the caller falls back to `JSONEncoder` for its error.
struct LiveJSONWriter: TextOutputStream {
    /// The JSON written so far.
    private(set) var bytes: [UInt8] = []
    /// False once a number that is not finite was written.
    private(set) var isValid = true
    /// Whether the next key or element needs a comma before it.
    private var needsComma = false
    /// The texts of the numbers written lately.
    private var numberTexts = LiveNumberTexts()

    /// Starts a new document, keeping the buffer's storage.
    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        isValid = true
        needsComma = false
    }

    // MARK: Structure

    /// `{`, as a value.
    mutating func beginObject() {
        separate()
        bytes.append(0x7B)
        needsComma = false
    }

    /// `}`.
    mutating func endObject() {
        bytes.append(0x7D)
        needsComma = true
    }

    /// `[`, as a value.
    mutating func beginArray() {
        separate()
        bytes.append(0x5B)
        needsComma = false
    }

    /// `]`.
    mutating func endArray() {
        bytes.append(0x5D)
        needsComma = true
    }

    /// A member's key, written as it is — `"name":`, quotes and colon included, nothing to
    /// escape — with a comma first if a member came before.
    mutating func key(_ quotedName: StaticString) {
        separate()
        quotedName.withUTF8Buffer { bytes.append(contentsOf: $0) }
        needsComma = false
    }

    // MARK: Values

    /// A string, escaped as `JSONEncoder` escapes it: `"` and `\` by a backslash, the control
    /// characters below U+0020 as `\b`, `\t`, `\n`, `\f`, `\r` or `\u00xx`; the rest (the slash and
    /// everything beyond ASCII included) as it is.
    mutating func string(_ text: String) {
        separate()
        bytes.append(0x22)
        var text = text
        text.withUTF8 { appendEscaped($0) }
        bytes.append(0x22)
        needsComma = true
    }

    /// A string held as UTF-8 bytes (such as an SVG document), escaped as ``string(_:)`` escapes.
    mutating func string(utf8 text: [UInt8]) {
        separate()
        bytes.append(0x22)
        text.withUnsafeBufferPointer { appendEscaped($0) }
        bytes.append(0x22)
        needsComma = true
    }

    /// A number as `JSONEncoder` writes a Double: its shortest text that reads back the same
    /// (`description`), less a trailing ".0". Not finite: nothing is written and the document is
    /// no longer ``isValid``.
    ///
    /// A whole number below 10^15 is written as an integer (what `description` gives for it,
    /// "-0" for negative zero); the text of any other is kept in ``numberTexts``, as most of a
    /// frame's numbers are the previous frame's.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            isValid = false
            return
        }
        separate()
        needsComma = true
        if value.magnitude < 1e15, value == value.rounded(.towardZero) {
            if value.sign == .minus { bytes.append(0x2D) }
            appendDecimal(UInt64(value.magnitude))
            return
        }
        if numberTexts.append(value, to: &bytes) { return }
        let start = bytes.count
        value.write(to: &self)
        if bytes.count - start >= 2, bytes[bytes.count - 2] == 0x2E, bytes[bytes.count - 1] == 0x30 {
            bytes.removeLast(2)
        }
        numberTexts.store(value, bytes[start...])
    }

    /// An integer, in decimal.
    mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(0x2D) }
        appendDecimal(UInt64(value.magnitude))
        needsComma = true
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    /// An array of strings.
    mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    // MARK: TextOutputStream (numbers write themselves here)

    /// Appends `string` as it is (no quotes, no escaping).
    mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// Appends ASCII bytes as they are: how the standard library's numbers write their text
    /// without making a String of it.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }

    // MARK: Inside

    private mutating func separate() {
        if needsComma { bytes.append(0x2C) }
    }

    /// `n` in decimal.
    private mutating func appendDecimal(_ n: UInt64) {
        Number.appendDecimal(n, minimumDigits: 1, to: &bytes)
    }

    /// Appends `text`, escaped. The escaped length is counted first, the buffer grown once, and
    /// the runs between escapes copied straight into it (an SVG has a quote every few bytes:
    /// appending run by run would cost a call each).
    private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        guard let input = text.baseAddress, !text.isEmpty else { return }
        let end = input + text.count
        var length = 0
        var scan = input
        while scan < end {
            let byte = scan.pointee
            length += byte >= 0x20 ? (byte == 0x22 || byte == 0x5C ? 2 : 1) : Self.escapedLength(byte)
            scan += 1
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: length))
        bytes.withUnsafeMutableBufferPointer { buffer in
            // The buffer holds start + length bytes, and exactly `length` are written from
            // `start`: each byte of `text` as counted above.
            guard let base = buffer.baseAddress else { return }
            var output = base + start
            var run = input, next = input
            while next < end {
                let byte = next.pointee
                if byte >= 0x20, byte != 0x22, byte != 0x5C {
                    next += 1
                    continue
                }
                output.update(from: run, count: next - run)
                output += next - run
                output += Self.writeEscape(byte, to: output)
                next += 1
                run = next
            }
            output.update(from: run, count: end - run)
            output += end - run
            precondition(output == base + start + length, "the escaped length is counted as it is written")
        }
    }

    /// How many bytes `byte` (a quote, a backslash or a control character) takes escaped.
    private static func escapedLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0x22, 0x5C, 0x08, 0x09, 0x0A, 0x0C, 0x0D: 2
        default: 6
        }
    }

    /// Writes the escape of `byte` (a quote, a backslash or a control character) at `output`;
    /// how many bytes it wrote (``escapedLength(_:)``).
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
