import Foundation

/// Something that happened during a frame.
public struct RecordedEvent: Sendable, Equatable, Codable {
    /// The kinds of events the host records.
    public enum Kind: String, Sendable, Codable {
        case transitionBegan, interactionStarted, interactionEnded, transitionCompleted, note
    }

    public var kind: Kind
    /// Details: the transition's name, or the position it runs to ("end", "start").
    public var detail: String
    /// When, in seconds.
    public var time: Double

    public init(kind: Kind, detail: String, time: Double) {
        self.kind = kind
        self.detail = detail
        self.time = time
    }
}
