import Foundation

/// Finds a number in JSON text that no field can be read into: one beyond the range of a
/// 64-bit floating-point number (`1e400`), or so small it would round to 0 (`1e-400`).
/// Foundation's decoder refuses such a number as "not valid JSON", without saying where; this
/// names its path.
enum JSONNumberCheck {
    /// The path (keys joined by `.`, array positions in brackets) and the text of the first
    /// number in `data` that a `Double` can't hold; `nil` if there is none, or if the text is
    /// not well-formed enough to follow.
    static func firstUnreadableNumber(in data: Data) -> (path: String, literal: String)? {
        var scanner = Scanner(bytes: [UInt8](data))
        return scanner.value(path: [])
    }

    /// One piece of a path: a key, or a position in an array.
    private enum Step {
        case key(String)
        case index(Int)
    }

    private static func text(_ path: [Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case let .key(key): text += text.isEmpty ? key : ".\(key)"
            case let .index(index): text += "[\(index)]"
            }
        }
        return text
    }

    /// Walks the text value by value; gives up (returns nil) at anything unexpected.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        /// How deep the walk is; it gives up past this (the decoder refuses deeper text anyway).
        var depth = 0
        static let maximumDepth = 512

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        /// Scans one value; the first unreadable number in it, if any. Sets `position` to `nil`
        /// semantics by moving it past the end when the text can't be followed.
        mutating func value(path: [Step]) -> (path: String, literal: String)? {
            skipSpace()
            guard position < bytes.count, depth < Self.maximumDepth else { return fail() }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                depth += 1
                defer { depth -= 1 }
                position += 1
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return nil
                }
                while position < bytes.count {
                    skipSpace()
                    guard let key = string() else { return fail() }
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return fail() }
                    position += 1
                    if let found = value(path: path + [.key(key)]) { return found }
                    skipSpace()
                    guard position < bytes.count else { return fail() }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                    } else if bytes[position] == UInt8(ascii: "}") {
                        position += 1
                        return nil
                    } else {
                        return fail()
                    }
                }
                return fail()
            case UInt8(ascii: "["):
                depth += 1
                defer { depth -= 1 }
                position += 1
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return nil
                }
                var index = 0
                while position < bytes.count {
                    if let found = value(path: path + [.index(index)]) { return found }
                    index += 1
                    skipSpace()
                    guard position < bytes.count else { return fail() }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                    } else if bytes[position] == UInt8(ascii: "]") {
                        position += 1
                        return nil
                    } else {
                        return fail()
                    }
                }
                return fail()
            case UInt8(ascii: "\""):
                return string() == nil ? fail() : nil
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                while position < bytes.count, Self.isNumberByte(bytes[position]) { position += 1 }
                let literal = String(decoding: bytes[start..<position], as: UTF8.self)
                guard let number = Double(literal) else { return fail() }
                let hasDigit = literal.prefix { $0 != "e" && $0 != "E" }.contains { ("1"..."9").contains($0) }
                if !number.isFinite || (number == 0 && hasDigit) { return (JSONNumberCheck.text(path), literal) }
                return nil
            default:
                // true, false, null.
                while position < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[position]) { position += 1 }
                return nil
            }
        }

        static func isNumberByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }

        /// A string at `position` (its escapes read by Foundation), or nil.
        mutating func string() -> String? {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            let start = position
            position += 1
            var escaped = false
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    let literal = Data(bytes[start..<position])
                    return (try? JSONDecoder().decode(String.self, from: literal))
                        ?? String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self)
                }
            }
            return nil
        }

        /// Gives up: the text can't be followed.
        mutating func fail() -> (path: String, literal: String)? {
            position = bytes.count
            return nil
        }
    }
}
