/// A transition the demos (and the lab's commands) know by name: a built-in one or the photo
/// transition.
public enum DemoTransition: String, Sendable, Codable, CaseIterable {
    case dissolve, move, push, reveal, photo

    /// The names, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The built-in transition, or `nil` for the photo transition.
    public var builtIn: BuiltInTransition? { BuiltInTransition(rawValue: rawValue) }

    /// One line on what the transition does.
    public var summary: String {
        builtIn?.summary ?? "the photo viewer: the photo flies from its thumbnail; pan, pinch, rotate or tap to send it back"
    }

    /// The hosts the transition runs in; the first is the default. Every host for a built-in
    /// transition; modal and navigation for the photo transition.
    public var hosts: [DemoHost] { self == .photo ? [.modal, .navigation] : [.navigation, .modal, .tabbar] }
}
