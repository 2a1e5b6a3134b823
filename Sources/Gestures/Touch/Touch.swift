import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One finger at one instant.
///
/// A touch has an identity, a location in window coordinates (points), a timestamp (seconds, on
/// the host's clock) and a phase. A `Touch` is a plain value; the ``GestureArena`` keeps the
/// history that recognizers and velocity trackers need.
public struct Touch: Sendable, Equatable {
    /// Which finger this is.
    public var id: TouchIdentifier
    /// Where the finger is, in window coordinates (points).
    public var location: CGPoint
    /// When the finger was at ``location``, in seconds.
    public var timestamp: Double
    /// Where the touch is in its life.
    public var phase: TouchPhase

    /// A touch; validity (finite numbers) is checked when it is put into a ``TouchEvent``.
    public init(id: TouchIdentifier, location: CGPoint, timestamp: Double, phase: TouchPhase) {
        self.id = id
        self.location = location
        self.timestamp = timestamp
        self.phase = phase
    }

    /// A touch from a raw identifier and coordinates in points.
    public init(id: Int, x: Double, y: Double, timestamp: Double, phase: TouchPhase) {
        self.init(id: TouchIdentifier(id), location: CGPoint(x: x, y: y), timestamp: timestamp, phase: phase)
    }
}
