import Demos

/// The transitions `transition-lab run` knows: the built-in ones and the photo transition.
enum LabTransition: String, CaseIterable {
    case dissolve, move, push, reveal, photo

    /// The names, for messages.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    var summary: String {
        switch self {
        case .photo: "the photo viewer: the photo flies from its thumbnail; pan, pinch, rotate or tap to send it back"
        default: BuiltInTransition(rawValue: rawValue)?.summary ?? ""
        }
    }

    /// The hosts the transition runs in; the first is the default.
    var hosts: [DemoHost] {
        switch self {
        case .photo: [.modal, .navigation]
        default: [.navigation, .modal, .tabbar]
        }
    }
}
