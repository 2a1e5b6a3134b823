import Foundation

/// A gesture recognizer in play at the end of a frame, with what it measures.
public struct RecordedGesture: Sendable, Equatable, Codable {
    /// The recognizer's name.
    public var name: String
    /// Its state: "began", "changed", "ended", "recognized" or "cancelled".
    public var state: String
    /// A pan's velocity, window coordinates (points per second).
    public var velocityX: Double?
    public var velocityY: Double?
    /// A pinch's scale (1 at the start) and its velocity (scale per second).
    public var scale: Double?
    public var scaleVelocity: Double?
    /// A rotation's angle (radians, clockwise) and its velocity (radians per second).
    public var rotation: Double?
    public var rotationVelocity: Double?

    /// A recorded gesture; give the measurements the recognizer has.
    public init(
        name: String, state: String, velocityX: Double? = nil, velocityY: Double? = nil,
        scale: Double? = nil, scaleVelocity: Double? = nil, rotation: Double? = nil, rotationVelocity: Double? = nil
    ) {
        self.name = name
        self.state = state
        self.velocityX = velocityX
        self.velocityY = velocityY
        self.scale = scale
        self.scaleVelocity = scaleVelocity
        self.rotation = rotation
        self.rotationVelocity = rotationVelocity
    }
}
