import Foundation

/// JSON with every object's keys sorted, and every number and string kept as its exact text:
/// two documents with the same canonical form hold the same keys, values and number texts,
/// whatever order their keys came in (`JSONEncoder`'s order changes from run to run).
enum CanonicalJSON {
    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "malformed JSON at byte \(offset)" }
    }

    static func text(_ data: Data) throws -> String {
        let bytes = [UInt8](data)
        var position = 0
        let value = try parse(bytes, &position)
        guard position == bytes.count else { throw Malformed(offset: position) }
        return value
    }

    private static func parse(_ bytes: [UInt8], _ position: inout Int) throws -> String {
        guard position < bytes.count else { throw Malformed(offset: position) }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [(key: String, value: String)] = []
            while bytes[position] != UInt8(ascii: "}") {
                if !members.isEmpty {
                    guard bytes[position] == UInt8(ascii: ",") else { throw Malformed(offset: position) }
                    position += 1
                }
                let key = try string(bytes, &position)
                guard bytes[position] == UInt8(ascii: ":") else { throw Malformed(offset: position) }
                position += 1
                members.append((key, try parse(bytes, &position)))
            }
            position += 1
            guard Set(members.map(\.key)).count == members.count else { throw Malformed(offset: position) }
            return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",") + "}"
        case UInt8(ascii: "["):
            position += 1
            var elements: [String] = []
            while bytes[position] != UInt8(ascii: "]") {
                if !elements.isEmpty {
                    guard bytes[position] == UInt8(ascii: ",") else { throw Malformed(offset: position) }
                    position += 1
                }
                elements.append(try parse(bytes, &position))
            }
            position += 1
            return "[" + elements.joined(separator: ",") + "]"
        case UInt8(ascii: "\""):
            return try string(bytes, &position)
        default:
            // A number, true, false or null: its text, to the next delimiter.
            let start = position
            while position < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[position]) {
                position += 1
            }
            guard position > start else { throw Malformed(offset: position) }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
    }

    /// A string token, quotes and escapes as written.
    private static func string(_ bytes: [UInt8], _ position: inout Int) throws -> String {
        guard bytes[position] == UInt8(ascii: "\"") else { throw Malformed(offset: position) }
        let start = position
        position += 1
        while bytes[position] != UInt8(ascii: "\"") {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        position += 1
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }
}
