/// JSON text for numbers and flat records, with the shortest digits that read back exactly.
enum JSONNumber {
    /// Integers without a fraction (`0`, `-3`), other values in Swift's shortest round-trip form
    /// (`0.1`, `1e-05`). Non-finite values, which JSON cannot carry, become `null`.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `[{"k1":v,"k2":v},…]` with the keys in the order given.
    static func array(of records: [[(key: String, value: Double)]]) -> String {
        let items = records.map { record in
            "{" + record.map { "\"\($0.key)\":\(text($0.value))" }.joined(separator: ",") + "}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
