import Foundation

/// The state of the running transition at the end of a frame.
public struct RecordedTransition: Sendable, Equatable, Codable {
    /// Who moves the transition during the frame.
    public enum Phase: String, Sendable, Codable, CaseIterable {
        /// Running on its own, towards its end or its start.
        case animating
        /// Following a gesture.
        case interactive
        /// Held still by a touch that interrupted it, waiting to see what the touch does.
        case interrupted
    }

    /// The transition's name ("present from Photos to Viewer").
    public var name: String
    /// How far the transition is, 0…1.
    public var fractionComplete: Double
    /// Who moves it.
    public var phase: Phase
    /// The name of the view that plays the shared element, if the transition has one.
    public var sharedElement: String?

    /// A transition state.
    public init(name: String, fractionComplete: Double, phase: Phase, sharedElement: String? = nil) {
        self.name = name
        self.fractionComplete = fractionComplete
        self.phase = phase
        self.sharedElement = sharedElement
    }
}
