/// Every finger that is down (or just lifted) at one instant, as in UIKit's `UIEvent`.
///
/// Building an event validates it: every location and the timestamp must be finite, and a
/// finger may appear only once. Continuity across events (a finger must begin before it moves,
/// timestamps never go backwards) is checked by the ``GestureArena`` that receives the events.
public struct TouchEvent: Sendable, Equatable {
    /// When the event happened, in seconds.
    public let timestamp: Double
    /// Every finger down at ``timestamp``, including those that began, ended or were cancelled
    /// in this event; ordered by identifier.
    public let touches: [Touch]
    /// Whether a finger began, ended or was cancelled in this event (otherwise fingers only
    /// moved or rested).
    public let changesFingers: Bool

    /// An event at `timestamp` seconds; each touch takes the event's timestamp.
    ///
    /// - Throws: ``TouchError/nonFiniteTimestamp(_:)``, ``TouchError/nonFiniteLocation(_:)`` or
    ///   ``TouchError/duplicateTouch(_:)``.
    public init(timestamp: Double, touches: [Touch]) throws(TouchError) {
        guard timestamp.isFinite else { throw .nonFiniteTimestamp(timestamp) }
        // Touches usually come in order, stamped with the event's time: then the array is kept
        // as it is, neither sorted nor copied.
        var sorted = touches
        if !Self.isOrdered(touches) { sorted.sort { $0.id < $1.id } }
        for index in sorted.indices {
            let touch = sorted[index]
            guard touch.location.x.isFinite, touch.location.y.isFinite else {
                throw .nonFiniteLocation(touch.id)
            }
            if index > 0, sorted[index - 1].id == touch.id { throw .duplicateTouch(touch.id) }
            if touch.timestamp != timestamp { sorted[index].timestamp = timestamp }
        }
        self.timestamp = timestamp
        self.touches = sorted
        changesFingers = sorted.contains { $0.phase != .moved && $0.phase != .stationary }
    }

    /// Whether `touches` are in order of identifier (equal ones allowed: they are refused next).
    private static func isOrdered(_ touches: [Touch]) -> Bool {
        var index = 1
        while index < touches.count {
            if touches[index - 1].id > touches[index].id { return false }
            index += 1
        }
        return true
    }

    /// The touches in `phase`.
    public func touches(in phase: TouchPhase) -> [Touch] { touches.filter { $0.phase == phase } }

    /// The touches still down after this event.
    public var activeTouches: [Touch] { touches.filter { $0.phase.isDown } }
}
