/// How one container change ended: which change it was, and whether it completed or was
/// cancelled — what a live page shows and a replay is compared by.
public struct TransitionEnding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The operation, in the engine's words: "navigation push", "modal dismiss", "tab bar forward".
    public var operation: String
    /// The title of the controller that left (for a presentation, the presenting one).
    public var from: String
    /// The title of the controller that arrived (for a dismissal, the presenting one).
    public var to: String
    /// Whether an animation controller animated it (else it happened at once).
    public var isAnimated: Bool
    /// Whether it completed (else it was cancelled).
    public var completed: Bool

    /// An ending.
    public init(operation: String, from: String, to: String, isAnimated: Bool, completed: Bool) {
        self.operation = operation
        self.from = from
        self.to = to
        self.isAnimated = isAnimated
        self.completed = completed
    }

    /// "navigation push from Home to Screen 2: completed".
    public var description: String {
        "\(operation) from \(from) to \(to)\(isAnimated ? "" : " at once"): \(completed ? "completed" : "cancelled")"
    }
}
