/// A JSON key of a gesture script, by name, so decoding can list and refuse unknown keys.
struct ScriptCodingKey: CodingKey, Hashable, ExpressibleByStringLiteral {
    let stringValue: String

    init(stringValue: String) { self.stringValue = stringValue }
    init(stringLiteral value: String) { stringValue = value }
    init?(intValue: Int) { nil }

    var intValue: Int? { nil }
}

extension KeyedDecodingContainer where Key == ScriptCodingKey {
    /// Refuses a key not in `allowed` (a misspelt optional key would otherwise be silently
    /// ignored), naming the key's path and what `owner` takes.
    func refuseUnknownKeys(allowed: [String], owner: String) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath + [key],
                debugDescription: "unknown key \"\(key.stringValue)\"; \(owner) takes "
                    + allowed.joined(separator: ", ")
            ))
        }
    }

    /// The required value at `key`.
    func value<T: Decodable>(_ key: ScriptCodingKey) throws -> T {
        try decode(T.self, forKey: key)
    }

    /// The value at `key`, or `fallback` when the key is absent or null.
    func value<T: Decodable>(_ key: ScriptCodingKey, default fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback
    }

    /// The value at `key`, or `nil` when the key is absent or null.
    func optionalValue<T: Decodable>(_ key: ScriptCodingKey) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }

    /// The required whole number at `key`, with a clear error for a fraction or an out-of-range value.
    func value<T: FixedWidthInteger & Decodable>(_ key: ScriptCodingKey) throws -> T {
        try decodeWholeNumber(T.self, forKey: key)
    }

    /// The whole number at `key`, or `fallback` when the key is absent or null.
    func value<T: FixedWidthInteger & Decodable>(_ key: ScriptCodingKey, default fallback: T) throws -> T {
        try decodeWholeNumberIfPresent(T.self, forKey: key) ?? fallback
    }

    /// The whole number at `key`, or `nil` when the key is absent or null.
    func optionalValue<T: FixedWidthInteger & Decodable>(_ key: ScriptCodingKey) throws -> T? {
        try decodeWholeNumberIfPresent(T.self, forKey: key)
    }
}
