import Foundation

/// JSON written by hand into a reused buffer, byte for byte as Foundation's `JSONEncoder` (with
/// `.withoutEscapingSlashes`) writes the same values — numbers as `Double.description` without
/// a trailing ".0", strings escaped as it escapes them — but in the order the caller writes the
/// keys, and without allocating once the buffer has grown.
///
/// Each piece is written through a ``LiveJSONCursor`` into space reserved for it at once
/// (``write(upTo:_:)``): a frame's views are written without a capacity check per byte.
///
/// A number that is not finite can't be written (`JSONEncoder` throws for it): the writer notes
/// it in ``isValid``, and the caller falls back to `JSONEncoder` for its error.
struct LiveJSONWriter {
    /// The buffer: the JSON written so far (its first ``count`` bytes), then room (zeros or
    /// bytes of an earlier document). It only grows.
    private var storage: [UInt8] = []
    /// How many bytes of JSON the buffer holds.
    private(set) var count = 0
    /// False once a number that is not finite was written.
    private(set) var isValid = true
    /// Whether the next key or element needs a comma before it (for the members below; a
    /// piece written through a cursor writes its own commas).
    private var needsComma = false
    /// The texts of the numbers written lately.
    private var numberTexts = LiveNumberTexts()

    /// The JSON written so far.
    var bytes: [UInt8] { Array(storage[..<count]) }

    /// The JSON written so far, as `Data`.
    var data: Data {
        storage.withUnsafeBufferPointer { Data(buffer: UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Starts a new document, keeping the buffer.
    mutating func reset() {
        count = 0
        isValid = true
        needsComma = false
    }

    /// Writes a piece of at most `maximum` bytes through a cursor at the end of the JSON.
    mutating func write(upTo maximum: Int, _ body: (inout LiveJSONCursor) -> Void) {
        if storage.count - count < maximum { grow(toHold: count + maximum) }
        let start = count
        let (end, valid) = storage.withUnsafeMutableBufferPointer { buffer in
            numberTexts.withSlots { slots in
                // The buffer is not empty: it holds `start + maximum` bytes, and `maximum` > 0.
                guard let base = buffer.baseAddress else { return (start, true) }
                var cursor = LiveJSONCursor(start: base + start, end: base + buffer.count, numberTexts: slots)
                body(&cursor)
                return (cursor.position - base, cursor.isValid)
            }
        }
        precondition(end <= storage.count, "a piece of JSON is longer than the space reserved for it")
        count = end
        if !valid { isValid = false }
    }

    /// Grows the buffer to hold at least `size` bytes (twice as many as it held, at least).
    private mutating func grow(toHold size: Int) {
        let target = max(size, 2 * storage.count, 1024)
        storage.append(contentsOf: repeatElement(0, count: target - storage.count))
    }

    // MARK: Structure

    /// `{`, as a value.
    mutating func beginObject() {
        separated(upTo: 1) { $0.byte(0x7B) }
        needsComma = false
    }

    /// `}`.
    mutating func endObject() {
        write(upTo: 1) { $0.byte(0x7D) }
        needsComma = true
    }

    /// `[`, as a value.
    mutating func beginArray() {
        separated(upTo: 1) { $0.byte(0x5B) }
        needsComma = false
    }

    /// `]`.
    mutating func endArray() {
        write(upTo: 1) { $0.byte(0x5D) }
        needsComma = true
    }

    /// A member's key, written as it is — `"name":`, quotes and colon included, nothing to
    /// escape — with a comma first if a member came before.
    mutating func key(_ quotedName: StaticString) {
        separated(upTo: quotedName.utf8CodeUnitCount) { $0.literal(quotedName) }
        needsComma = false
    }

    // MARK: Values

    /// A string (``LiveJSONCursor/string(_:)``).
    mutating func string(_ text: String) {
        separated(upTo: LiveJSONCursor.stringBound(text)) { $0.string(text) }
    }

    /// A string held as UTF-8 bytes (such as an SVG document), escaped as ``string(_:)`` escapes.
    mutating func string(utf8 text: [UInt8]) {
        text.withUnsafeBufferPointer { text in
            separated(upTo: 2 + 6 * text.count) { $0.string(utf8: text) }
        }
    }

    /// A number (``LiveJSONCursor/number(_:)``); not finite: nothing is written and the document
    /// is no longer ``isValid``.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            isValid = false
            return
        }
        separated(upTo: LiveJSONCursor.numberBound) { $0.number(value) }
    }

    /// An integer, in decimal.
    mutating func integer(_ value: Int) {
        separated(upTo: LiveJSONCursor.numberBound) { $0.integer(value) }
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        separated(upTo: 5) { $0.bool(value) }
    }

    /// An array of strings.
    mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    // MARK: Inside

    /// A value (after a comma, if one is needed), of at most `maximum` bytes.
    private mutating func separated(upTo maximum: Int, _ body: (inout LiveJSONCursor) -> Void) {
        let comma = needsComma
        write(upTo: maximum + 1) { cursor in
            if comma { cursor.byte(0x2C) }
            body(&cursor)
        }
        needsComma = true
    }
}
