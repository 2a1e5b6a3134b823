/// Numbers in the lab's messages: a whole value without a fraction, so `--fps 0` is refused
/// with "got 0", not "got 0.0".
enum NumberText {
    /// A whole value as an integer (`0`, `-5`), any other in Swift's shortest round-trip form
    /// (`2.5`, `1e-300`, `nan`, `inf`).
    static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
