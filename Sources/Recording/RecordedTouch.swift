import Foundation

/// A finger during a frame.
public struct RecordedTouch: Sendable, Equatable, Codable {
    /// The finger's identifier, stable while it is down.
    public var id: Int
    /// Where the finger is, window coordinates (points).
    public var x: Double
    public var y: Double
    /// The touch phase: "began", "moved", "stationary", "ended" or "cancelled".
    public var phase: String

    /// A finger at (`x`, `y`) points.
    public init(id: Int, x: Double, y: Double, phase: String) {
        self.id = id
        self.x = x
        self.y = y
        self.phase = phase
    }
}
