import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// One instant of a ``GestureStep/touches(_:)`` step — touches as a person made them, saved
/// touch by touch with their times (what a live session records): when it happened, and every
/// finger down at that instant or ending in it.
///
/// ```json
/// {"time": 0.0125, "touches": [{"id": 1, "at": [120, 400], "phase": "moved"}]}
/// ```
public struct TouchFrame: Sendable, Equatable, Codable {
    /// One finger in a frame.
    public struct Finger: Sendable, Equatable, Codable {
        /// The finger's identifier as recorded (1 or more); the script gives it one of its own.
        public var id: Int
        /// Where the finger is, in window points.
        public var location: CGPoint
        /// What the finger does at this instant.
        public var phase: TouchPhase

        /// A finger `id` at `location` in `phase`.
        public init(id: Int, location: CGPoint, phase: TouchPhase) {
            self.id = id
            self.location = location
            self.phase = phase
        }

        private enum CodingKeys: String, CodingKey { case id, at, phase }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // A fraction or a number beyond Int's range is refused at its path (1.5, 2^63).
            id = try container.decodeWholeNumber(Int.self, forKey: .id)
            location = try container.decode(ScriptPoint.self, forKey: .at).point
            phase = try container.decode(TouchPhase.self, forKey: .phase)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(ScriptPoint(location), forKey: .at)
            try container.encode(phase, forKey: .phase)
        }
    }

    /// Seconds after the step starts (0 or more; each frame later than the one before).
    public var time: Double
    /// Every finger down at this instant, and those that end in it.
    public var touches: [Finger]

    /// A frame at `time` with `touches`.
    public init(time: Double, touches: [Finger]) {
        self.time = time
        self.touches = touches
    }

    /// The frames of `events` (touch events in time order, as a window received them), timed
    /// from the first event, with their fingers' identifiers as they were.
    public static func frames(of events: [TouchEvent]) -> [TouchFrame] {
        guard let first = events.first?.timestamp else { return [] }
        return events.map { event in
            TouchFrame(time: event.timestamp - first, touches: event.touches.map { touch in
                Finger(id: touch.id.rawValue, location: touch.location, phase: touch.phase)
            })
        }
    }
}

extension GestureScript {
    /// A script that plays `events` again exactly — touch by touch, at their own times, from
    /// the first event's time — as one ``GestureStep/touches(_:)`` step: how a live session's
    /// touches become a script (and a test).
    public init(recording events: [TouchEvent]) {
        self.init(startTime: events.first?.timestamp ?? 0, steps: events.isEmpty ? [] : [.touches(TouchFrame.frames(of: events))])
    }
}
