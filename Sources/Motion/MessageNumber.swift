/// Numbers as error messages print them: a whole value without a fraction (`0`, `-2`), any
/// other in Swift's shortest round-trip form (`0.5`, `1e-300`, `nan`, `inf`).
enum MessageNumber {
    /// `value` for a message: "got 0", not "got 0.0".
    static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
