extension KeyedDecodingContainer {
    /// The whole number at `key`, of type `T`; a value that is not one — a fraction, a number
    /// out of `T`'s range, a string — is a `DecodingError` at the key's path that says what
    /// was expected and what was found. (Foundation's decoder reports those as "not valid JSON",
    /// without a path.)
    public func decodeWholeNumber<T: FixedWidthInteger & Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let value = try? decode(T.self, forKey: key) { return value }
        let found: String
        if let number = try? decode(Double.self, forKey: key) {
            if number.isFinite, number == number.rounded() {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "expected a whole number from \(T.min) to \(T.max), got \(number.magnitude < 1e15 ? String(Int64(number)) : "\(number)")"))
            }
            found = "\(number)"
        } else if (try? decode(String.self, forKey: key)) != nil {
            found = "a string"
        } else if (try? decode(Bool.self, forKey: key)) != nil {
            found = "true or false"
        } else if (try? decodeNil(forKey: key)) == true {
            found = "null"
        } else if !contains(key) {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "required key \"\(key.stringValue)\" is missing"))
        } else {
            found = "something else"
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath + [key],
            debugDescription: "expected a whole number, got \(found)"))
    }

    /// ``decodeWholeNumber(_:forKey:)``, or `nil` when the key is absent or null.
    public func decodeWholeNumberIfPresent<T: FixedWidthInteger & Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeWholeNumber(type, forKey: key)
    }
}
