import Foundation
import Gestures

/// Reads the two messages a page sends every display frame — `frame` and `touches` — without
/// `JSONDecoder`, when they are plainly valid.
///
/// It reads a strict part of JSON: one object, its keys and strings without escapes, its numbers
/// as JSON writes them without an exponent, and only the keys of a frame or a touches message,
/// each once, with every value in range. Anything else — another type, an escape, an exponent, a
/// duplicate or unknown key, a value out of range, a touches array before the time — is left to
/// ``LiveMessage/decode(_:)``'s `JSONDecoder`, which reads it or says why not: so every message
/// decodes to the same message, or is refused with the same error, either way. Numbers are read
/// by the standard library's correctly rounded `Double(_:)`, as `JSONDecoder` reads them.
struct LiveMessageScanner {
    /// The message's bytes, and the next one to read.
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    /// The frame or touches message in `data`; nil for anything else (or anything unusual).
    static func hotMessage(_ data: Data) -> LiveMessage? {
        data.withUnsafeBytes { buffer in
            var scanner = LiveMessageScanner(bytes: buffer)
            return scanner.message()
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private mutating func message() -> LiveMessage? {
        guard consume(0x7B) else { return nil }
        var type: UnsafeRawBufferPointer?
        var time: Double?
        var fingers: [Touch]?
        var first = true
        while !consume(0x7D) {
            if !first { guard consume(0x2C) else { return nil } }
            first = false
            guard let name = string(), consume(0x3A) else { return nil }
            if Self.is(name, "type") {
                guard type == nil, let value = string() else { return nil }
                type = value
            } else if Self.is(name, "time") {
                guard time == nil, let value = number(), (0...LiveMessage.maximumTime).contains(value) else { return nil }
                time = value
            } else if Self.is(name, "touches") {
                guard fingers == nil, let time, let value = touches(at: time) else { return nil }
                fingers = value
            } else {
                return nil
            }
        }
        skipWhitespace()
        guard position == bytes.count, let type, let time else { return nil }
        if Self.is(type, "frame"), fingers == nil { return .frame(time: time) }
        if Self.is(type, "touches"), let fingers { return .touches(time: time, touches: fingers) }
        return nil
    }

    /// `[{"id": …, "x": …, "y": …, "phase": …}, …]`: 1 to ``LiveMessage/maximumTouches`` fingers.
    private mutating func touches(at time: Double) -> [Touch]? {
        guard consume(0x5B) else { return nil }
        var fingers: [Touch] = []
        while !consume(0x5D) {
            if !fingers.isEmpty { guard consume(0x2C) else { return nil } }
            guard fingers.count < LiveMessage.maximumTouches, let finger = touch(at: time) else { return nil }
            fingers.append(finger)
        }
        return fingers.isEmpty ? nil : fingers
    }

    private mutating func touch(at time: Double) -> Touch? {
        guard consume(0x7B) else { return nil }
        var id: Double?, x: Double?, y: Double?, phase: TouchPhase?
        var first = true
        let limit = LiveMessage.maximumCoordinate
        while !consume(0x7D) {
            if !first { guard consume(0x2C) else { return nil } }
            first = false
            guard let name = string(), consume(0x3A) else { return nil }
            if Self.is(name, "id") {
                guard id == nil, let value = number(), (1...1e9).contains(value), value == value.rounded() else { return nil }
                id = value
            } else if Self.is(name, "x") {
                guard x == nil, let value = number(), (-limit...limit).contains(value) else { return nil }
                x = value
            } else if Self.is(name, "y") {
                guard y == nil, let value = number(), (-limit...limit).contains(value) else { return nil }
                y = value
            } else if Self.is(name, "phase") {
                guard phase == nil, let value = string(), let known = TouchPhase(rawValue: String(decoding: value, as: UTF8.self)) else { return nil }
                phase = known
            } else {
                return nil
            }
        }
        guard let id, let x, let y, let phase else { return nil }
        return Touch(id: Int(id), x: x, y: y, timestamp: time, phase: phase)
    }

    // MARK: Tokens

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Whether `byte` comes next (after any whitespace); it is read if it does.
    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A string of at most 15 ASCII characters (a key, a type, a phase), without escapes, as its
    /// bytes; nil for anything else.
    private mutating func string() -> UnsafeRawBufferPointer? {
        guard consume(0x22) else { return nil }
        let start = position
        while position < bytes.count, position - start <= 15 {
            let byte = bytes[position]
            if byte == 0x22 {
                position += 1
                return UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)])
            }
            guard byte >= 0x20, byte < 0x80, byte != 0x5C else { return nil }
            position += 1
        }
        return nil
    }

    /// Whether `text` is `name`.
    private static func `is`(_ text: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { text.elementsEqual($0) }
    }

    /// A number as JSON writes it without an exponent — `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? —
    /// read by `Double(_:)`; nil for anything else (an exponent included).
    private mutating func number() -> Double? {
        skipWhitespace()
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            return position - first
        }
        if position < bytes.count, bytes[position] == 0x2D { position += 1 }
        guard position < bytes.count else { return nil }
        if bytes[position] == 0x30 {
            position += 1
        } else {
            guard digits() > 0 else { return nil }
        }
        if position < bytes.count, bytes[position] == 0x2E {
            position += 1
            guard digits() > 0 else { return nil }
        }
        // An exponent is the decoder's to read: it refuses some (such as "0e5", or a number that
        // underflows) and the page writes none but for the tiniest and hugest numbers.
        if position < bytes.count, bytes[position] == 0x65 || bytes[position] == 0x45 { return nil }
        let token = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
        guard token.count <= 40, let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
