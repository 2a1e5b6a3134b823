import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
    @inlinable
    public init(timestamp: Double, touches: [Touch]) throws(TouchError) {
        // Touches usually come ready: then one pass, inlined where the event is made, checks
        // them and the array is kept as it is.
        if timestamp.isFinite, let changesFingers = Self.changesFingersIfReady(touches, timestamp: timestamp) {
            self.init(ready: touches, timestamp: timestamp, changesFingers: changesFingers)
        } else {
            try self.init(checking: touches, timestamp: timestamp)
        }
    }

    /// An event of `touches` found ready at a finite `timestamp`.
    @usableFromInline
    init(ready touches: [Touch], timestamp: Double, changesFingers: Bool) {
        self.timestamp = timestamp
        self.touches = touches
        self.changesFingers = changesFingers
    }

    /// ``init(timestamp:touches:)`` for touches that are not ready: they are sorted and
    /// restamped, or refused.
    @usableFromInline
    init(checking touches: [Touch], timestamp: Double) throws(TouchError) {
        guard timestamp.isFinite else { throw .nonFiniteTimestamp(timestamp) }
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

    /// Whether a finger begins, ends or is cancelled in `touches`, when they need nothing done:
    /// in strictly increasing order of identifier (so no finger twice), every location finite and
    /// every touch stamped `timestamp` (as the full check below would leave them); `nil` when
    /// they need sorting, restamping or refusing, which the full check does.
    @inlinable
    @inline(__always)
    static func changesFingersIfReady(_ touches: [Touch], timestamp: Double) -> Bool? {
        var changes = false
        var index = 0
        while index < touches.count {
            let touch = touches[index]
            guard touch.location.x.isFinite, touch.location.y.isFinite, touch.timestamp == timestamp else { return nil }
            if index > 0, !(touches[index - 1].id < touch.id) { return nil }
            if touch.phase != .moved, touch.phase != .stationary { changes = true }
            index += 1
        }
        return changes
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
