import Foundation

/// JSON that could not be read, with the path to the problem (for example
/// `cases[3].samples[2].t_ns`) and what was wrong there.
public struct JSONDecodingFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the problem is: keys joined by `.`, array positions in brackets; empty for the
    /// document itself.
    public var path: String
    /// What is wrong there.
    public var reason: String

    /// A failure at `path` for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The failure a `DecodingError` (or any other error from decoding) describes.
    public init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(path: "", reason: "\(error)")
            return
        }
        switch error {
        case let .typeMismatch(type, context):
            self.init(context, reason: "expected \(Self.name(of: type))")
        case let .valueNotFound(type, context):
            self.init(context, reason: "expected \(Self.name(of: type)), found null")
        case let .keyNotFound(key, context):
            self.init(
                path: Self.path(context.codingPath + [key]),
                reason: "required key \"\(key.stringValue)\" is missing"
            )
        case let .dataCorrupted(context):
            self.init(context, reason: Self.reason(context))
        @unknown default:
            self.init(path: "", reason: "\(error)")
        }
    }

    /// The failure a decoding error describes, for `data`: where the data is not JSON at all,
    /// the reason gives the line and column of the first problem.
    public init(_ error: any Error, in data: Data) {
        self.init(error)
        guard path.isEmpty, reason.hasPrefix("not valid JSON") else { return }
        if let (path, literal) = JSONNumberCheck.firstUnreadableNumber(in: data) {
            self.init(path: path, reason: Self.unreadable(literal))
            return
        }
        reason = Self.syntaxProblem(in: data)
    }

    /// Why the number `literal` can't be read.
    static func unreadable(_ literal: String) -> String {
        "the number \(literal.prefix(40)) can't be read: a number must lie within ±1.8e308 and, unless 0, "
            + "not be so small that it rounds to 0"
    }

    /// What is wrong with `data` as JSON, with the line and column when the parser gives them.
    private static func syntaxProblem(in data: Data) -> String {
        if data.isEmpty { return "not valid JSON: the input is empty" }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            guard let range = detail.range(of: "around character "),
                  let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
            else { return "not valid JSON: " + detail.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
            let (line, column) = position(ofByte: offset, in: data)
            let what = detail[..<range.lowerBound].trimmingCharacters(in: .whitespaces).lowercased()
            return "not valid JSON at line \(line), column \(column): \(what.isEmpty ? "unexpected text" : what)"
        }
        // Well-formed JSON that the decoder still calls invalid: a number its field can't hold.
        return "a number does not fit the type its field takes (too large for any number, or a fraction "
            + "where a whole number is required)"
    }

    /// The 1-based line and column of the byte at `offset`.
    private static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(max(0, offset)).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    private init(_ context: DecodingError.Context, reason: String) {
        self.init(path: Self.path(context.codingPath), reason: reason)
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }

    /// Decodes `type` from `data`, turning any failure into a ``JSONDecodingFailure``.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(JSONDecodingFailure) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw JSONDecodingFailure(error, in: data)
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func reason(_ context: DecodingError.Context) -> String {
        let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        if context.underlyingError != nil || context.debugDescription.contains("not valid JSON") {
            return detail.map { "not valid JSON (\($0))" } ?? "not valid JSON"
        }
        return context.debugDescription
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type, is Int64.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}
