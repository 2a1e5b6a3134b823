import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// One touch as a platform reports it: which touch object (a `UITouch`, by identity), where it
/// is in window coordinates, and its phase.
public struct PlatformTouch: Sendable, Equatable {
    /// The platform's touch object, by identity; it stays the same for the life of the touch.
    public var key: ObjectIdentifier
    /// Where the finger is, in window coordinates (points).
    public var location: CGPoint
    /// Where the touch is in its life.
    public var phase: TouchPhase

    /// A touch of the platform's object `key` at `location` in `phase`.
    public init(key: ObjectIdentifier, location: CGPoint, phase: TouchPhase) {
        self.key = key
        self.location = location
        self.phase = phase
    }
}
