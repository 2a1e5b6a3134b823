/// The container a demo's transitions run in.
public enum DemoHost: String, Sendable, Codable, CaseIterable {
    /// A navigation controller: push and pop, swiping from the left edge to go back.
    case navigation
    /// Modal presentation: present and dismiss, swiping down to dismiss.
    case modal
    /// A tab bar controller: switching tabs, swiping sideways.
    case tabbar
}
