/// The bytes of an SVG document as ``FrameRenderer`` writes them, in memory of its own: each
/// append checks its room once and stores through a pointer (no uniqueness check, no generic
/// append), numbers are written in place. The document is then handed over at once
/// (``append(to:)``).
///
/// Not copyable: it owns its memory, and frees it when it ends.
struct SVGWriter: ~Copyable {
    /// The memory: the document so far from `base` to `position`, room from there to `end`.
    private var base: UnsafeMutablePointer<UInt8>
    private var position: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>

    /// A writer with room for `capacity` bytes (it grows as it must).
    init(capacity: Int) {
        let capacity = max(capacity, 64)
        base = .allocate(capacity: capacity)
        position = base
        end = base + capacity
    }

    deinit { base.deallocate() }

    /// How many bytes the document holds.
    var count: Int { position - base }

    /// Appends the document to `bytes`.
    func append(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: position - base))
    }

    /// Makes room for `count` more bytes.
    @inline(__always)
    private mutating func reserve(_ count: Int) {
        if end - position < count { grow(count) }
    }

    private mutating func grow(_ needed: Int) {
        let count = position - base
        let capacity = max(2 * (end - base), count + needed)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        position = new + count
        end = new + capacity
    }

    /// One byte.
    @inline(__always)
    mutating func byte(_ byte: UInt8) {
        reserve(1)
        position.pointee = byte
        position += 1
    }

    /// Text as it is: a literal (no String made).
    @inline(__always)
    mutating func literal(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        reserve(count)
        position.initialize(from: text.utf8Start, count: count)
        position += count
    }

    /// Bytes as they are.
    mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        reserve(bytes.count)
        position.initialize(from: start, count: bytes.count)
        position += bytes.count
    }

    /// ``Number/svg(_:)``'s text of `value`: up to two decimals, trailing zeros dropped.
    mutating func number(_ value: Double) {
        reserve(Number.exactWidth)
        if let count = Number.writeExact(value, digits: 2, dropsTrailingZeros: true, to: position) {
            position += count
            return
        }
        var text: [UInt8] = []
        Number.appendSVG(value, to: &text)
        text.withUnsafeBufferPointer { bytes($0) }
    }

    /// ``Number/fixed(_:digits:)``'s text of `value`.
    mutating func fixed(_ value: Double, digits: Int) {
        reserve(Number.exactWidth)
        if let count = Number.writeExact(value, digits: digits, dropsTrailingZeros: false, to: position) {
            position += count
            return
        }
        var text: [UInt8] = []
        Number.appendFixed(value, digits: digits, to: &text)
        text.withUnsafeBufferPointer { bytes($0) }
    }

    /// `n` in decimal.
    mutating func decimal(_ n: UInt64) {
        reserve(20)
        var rest = n, digits = 1
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        rest = n
        var next = position + digits
        repeat {
            next -= 1
            next.pointee = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        position += digits
    }

    /// `text` escaped for markup (``Markup/appendEscaped(_:to:)``).
    mutating func escaped(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            let plain = Markup.isPlain(utf8)
            if plain { bytes(utf8) }
            return plain
        }
        if plain { return }
        var escaped: [UInt8] = []
        Markup.appendEscaped(text, to: &escaped)
        escaped.withUnsafeBufferPointer { bytes($0) }
    }

    /// Replaces each `.` written since `start` (a count) by `p` and each `-` by `m`.
    mutating func spellPointsAndMinuses(from start: Int) {
        var next = base + start
        while next < position {
            if next.pointee == 0x2E {
                next.pointee = 0x70  // p
            } else if next.pointee == 0x2D {
                next.pointee = 0x6D  // m
            }
            next += 1
        }
    }
}
