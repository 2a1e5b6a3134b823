/// A transition the demos (and the lab's commands) know by name: a built-in one, the photo
/// transition or the Zoom transition.
public enum DemoTransition: String, Sendable, Codable, CaseIterable {
    case dissolve, move, push, reveal, photo, zoom

    /// The names, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The built-in transition, or `nil` for the photo and Zoom transitions.
    public var builtIn: BuiltInTransition? { BuiltInTransition(rawValue: rawValue) }

    /// One line on what the transition does.
    public var summary: String {
        switch self {
        case .photo: "the photo viewer: the photo flies from its thumbnail; pan, pinch, rotate or tap to send it back"
        case .zoom: "story cards: a card's image, title and avatar zoom into its story; drag or pinch to send it back"
        default: builtIn?.summary ?? ""
        }
    }

    /// The hosts the transition runs in; the first is the default. Every host for a built-in
    /// transition; modal and navigation for the photo and Zoom transitions.
    public var hosts: [DemoHost] { builtIn == nil ? [.modal, .navigation] : [.navigation, .modal, .tabbar] }
}
