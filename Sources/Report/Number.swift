import Foundation

/// Numbers as reports print them: fixed decimals, no exponent, no "-0".
///
/// The text is C's `printf("%.*f")` (glibc's: the exact binary value rounded to `digits`
/// decimals, a tie to the even neighbour), but written straight into bytes: exact integer
/// arithmetic on the value's significand for up to 4 decimals of a value below 10¹⁴,
/// `String(format:)` only beyond.
public enum Number {
    /// `value` with `digits` decimals ("nan", "inf" or "-inf" for non-finite values): every
    /// Double has a text, however large.
    public static func fixed(_ value: Double, digits: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendFixed(value, digits: digits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` for an SVG attribute: up to two decimals, trailing zeros dropped.
    static func svg(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendSVG(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The largest magnitude written by exact integer arithmetic (rather than `String(format:)`):
    /// below it, the value times 10^`exactDigits` (doubled) fits in 64 bits.
    static let exactLimit = 1e14
    /// The most decimals written by exact integer arithmetic.
    static let exactDigits = 4

    /// Appends ``fixed(_:digits:)``'s text of `value` to `bytes` (UTF-8).
    public static func appendFixed(_ value: Double, digits: Int, to bytes: inout [UInt8]) {
        if appendExact(value, digits: digits, dropsTrailingZeros: false, to: &bytes) { return }
        guard value.isFinite else {
            if value.isNaN {
                bytes.append(contentsOf: "nan".utf8)
            } else {
                if value < 0 { bytes.append(0x2D) }
                bytes.append(contentsOf: "inf".utf8)
            }
            return
        }
        appendFormatted(value, digits: digits, to: &bytes)
    }

    /// Appends ``fixed(_:digits:)``'s text of `value` by exact integer arithmetic (``writeExact(_:digits:dropsTrailingZeros:to:)``,
    /// on the stack), appended at once; false (nothing appended) for a value or a digit count
    /// beyond it.
    private static func appendExact(_ value: Double, digits: Int, dropsTrailingZeros: Bool, to bytes: inout [UInt8]) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: exactWidth) { buffer in
            guard let start = buffer.baseAddress,
                  let count = writeExact(value, digits: digits, dropsTrailingZeros: dropsTrailingZeros, to: start) else { return false }
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
            return true
        }
    }

    /// The most bytes ``writeExact(_:digits:dropsTrailingZeros:to:)`` uses: 1 + 14 + 1 + 4 (a
    /// sign, the integer part below 10^14 — 15 digits once rounded up to it —, the point and the
    /// decimals) fit.
    static let exactWidth = 24

    /// Writes ``fixed(_:digits:)``'s text of `value` by exact integer arithmetic at `output` —
    /// with its trailing zeros after the point, then the point itself, dropped if
    /// `dropsTrailingZeros` — using up to ``exactWidth`` bytes there; how many bytes the text
    /// is, or nil (the bytes there undefined) for a value or a digit count beyond it
    /// (``exactLimit``, ``exactDigits``; not finite).
    static func writeExact(_ value: Double, digits: Int, dropsTrailingZeros: Bool, to output: UnsafeMutablePointer<UInt8>) -> Int? {
        guard value.isFinite, (0...exactDigits).contains(digits), value.magnitude < exactLimit else { return nil }
        // value = significand × 2^exponent, exactly.
        let significand: UInt64, exponent: Int
        if value.exponentBitPattern == 0 {
            significand = value.significandBitPattern
            exponent = -1074
        } else {
            significand = value.significandBitPattern | (1 << 52)
            exponent = Int(value.exponentBitPattern) - 1075
        }
        // Below 10^14 < 2^52 the exponent is negative.
        guard exponent < 0 else { return nil }
        var power: UInt64 = 1
        for _ in 0..<digits { power *= 10 }
        // scaled = value × 10^digits rounded to an integer, a tie to even, as glibc's printf
        // rounds the exact value: the product's bits above the point, the first bit below it
        // (the half) and whether any bit below that is set.
        let product = significand.multipliedFullWidth(by: power)
        let (twice, sticky) = shiftedRight(high: product.high, low: product.low, by: -exponent - 1)
        let quotient = twice >> 1
        let scaled = twice & 1 == 1 && (sticky || quotient & 1 == 1) ? quotient + 1 : quotient
        // Written last first from the end of the space, then moved to its start.
        var start = exactWidth
        var fraction = scaled % power, fractionDigits = digits
        if dropsTrailingZeros {
            while fractionDigits > 0, fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        if fractionDigits > 0 {
            for _ in 0..<fractionDigits {
                start -= 1
                output[start] = 0x30 + UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            start -= 1
            output[start] = 0x2E
        }
        var integer = scaled / power
        repeat {
            start -= 1
            output[start] = 0x30 + UInt8(truncatingIfNeeded: integer % 10)
            integer /= 10
        } while integer > 0
        // A value that rounds to zero prints without its sign ("0.00", never "-0.00").
        if scaled != 0, value.sign == .minus {
            start -= 1
            output[start] = 0x2D
        }
        output.update(from: output + start, count: exactWidth - start)
        return exactWidth - start
    }

    /// The 128-bit `high`:`low` shifted right by `shift` bits (0 or more), as 64 bits (the caller
    /// knows the result fits), and whether any bit shifted out was set.
    static func shiftedRight(high: UInt64, low: UInt64, by shift: Int) -> (value: UInt64, sticky: Bool) {
        switch shift {
        case 0:
            return (low, false)
        case 1..<64:
            return ((low >> UInt64(shift)) | (high << UInt64(64 - shift)), low & ((1 << UInt64(shift)) - 1) != 0)
        case 64..<128:
            let rest = UInt64(shift - 64)
            return (high >> rest, low != 0 || high & ((1 << rest) - 1) != 0)
        default:
            return (0, high != 0 || low != 0)
        }
    }

    /// Appends ``svg(_:)``'s text of `value` to `bytes` (UTF-8).
    static func appendSVG(_ value: Double, to bytes: inout [UInt8]) {
        if appendExact(value, digits: 2, dropsTrailingZeros: true, to: &bytes) { return }
        let start = bytes.count
        appendFixed(value, digits: 2, to: &bytes)
        // Trailing zeros after a decimal point, then the point itself, are dropped.
        guard bytes[start...].contains(0x2E) else { return }
        while bytes.last == 0x30 { bytes.removeLast() }
        if bytes.last == 0x2E { bytes.removeLast() }
        // "-0" can't be left: a value rounding to zero has no sign.
    }

    /// Appends `n` in decimal to `bytes`, padded with leading zeros to `minimumDigits` (at most
    /// 20 digits in all).
    public static func appendDecimal(_ n: UInt64, minimumDigits: Int, to bytes: inout [UInt8]) {
        // The digits are written last first into 20 bytes on the stack (UInt64 has at most 20),
        // dividing by the constant 10 (a multiplication), then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var rest = n, start = buffer.count
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            let first = buffer.count - min(max(minimumDigits, 0), 20)
            while start > first {
                start -= 1
                buffer[start] = 0x30
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// `String(format: "%.*f")`, for the values exact arithmetic here does not cover.
    private static func appendFormatted(_ value: Double, digits: Int, to bytes: inout [UInt8]) {
        let text = String(format: "%.\(digits)f", value)
        if text.hasPrefix("-"), Double(text) == 0 {
            bytes.append(contentsOf: text.utf8.dropFirst())
        } else {
            bytes.append(contentsOf: text.utf8)
        }
    }
}
