import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// Turns a platform's touches into the engine's touch events: a stable finger number per touch
/// object, every finger down in every event, time that never goes back, and nothing delivered
/// twice.
///
/// A UIKit host hands over all the touches of each `UIEvent` it sees (`event.allTouches`), from
/// whichever of its recognizers UIKit gave the event to — several may see the same one. The
/// bridge answers with the events that bring the engine's fingers in line:
/// - a touch object seen for the first time begins a new finger (also when the platform says it
///   moved: a recognizer added mid-touch never saw it begin); one that ends or is cancelled
///   before it was ever seen is ignored;
/// - a finger the engine still has down that the platform no longer reports was lost (its
///   recognizers were all reset, the window changed), and one whose touch object begins again
///   later is another touch in the old one's place: either is cancelled first, in an event of
///   its own at the same time;
/// - a report that changes nothing — the same event seen again — gives no event at all;
/// - a time earlier than the last one delivered (or not finite) is taken as the last one;
/// - a location that is not finite keeps the finger where it was (a new finger without a
///   finite location is ignored).
@MainActor
public final class TouchBridge {
    private struct Finger {
        let id: TouchIdentifier
        /// When the finger began, in seconds.
        let beganAt: Double
        var location: CGPoint
        var phase: TouchPhase
    }

    private var fingers: [ObjectIdentifier: Finger] = [:]
    private var nextID = 1
    private var lastTime = -Double.infinity

    /// A bridge with no fingers down.
    public init() {}

    /// How many fingers the engine has down, as the bridge delivered them.
    public var fingersDown: Int { fingers.count }

    /// The engine's finger for the platform's touch `key`, while it is down.
    public func fingerID(for key: ObjectIdentifier) -> TouchIdentifier? { fingers[key]?.id }

    /// The events that bring the engine in line with `touches` — every touch of one platform
    /// event — at `time` seconds (the platform's timestamp, on the display's clock): none, one,
    /// or a cancellation of lost fingers followed by one.
    public func events(for touches: [PlatformTouch], at time: Double) -> [TouchEvent] {
        let now = time.isFinite ? max(time, lastTime) : (lastTime.isFinite ? lastTime : 0)
        var result: [TouchEvent] = []
        var kept: [ObjectIdentifier] = []
        for touch in touches {
            guard let finger = fingers[touch.key] else { continue }
            if touch.phase != .began || finger.beganAt == now { kept.append(touch.key) }
        }
        if let lost = cancellation(keeping: kept, at: now) { result.append(lost) }

        var reported: [Touch] = []
        var changed = false
        var seen: Set<ObjectIdentifier> = []
        for touch in touches where seen.insert(touch.key).inserted {
            let finite = touch.location.x.isFinite && touch.location.y.isFinite
            if var finger = fingers[touch.key] {
                let location = finite ? touch.location : finger.location
                var phase = touch.phase
                switch touch.phase {
                case .began:
                    // The began this finger was made from, seen again (a later one was a new
                    // touch, and its old finger was cancelled above).
                    phase = .stationary
                case .moved, .stationary:
                    phase = location == finger.location ? .stationary : .moved
                case .ended, .cancelled:
                    break
                }
                if phase != .stationary { changed = true }
                finger.location = location
                finger.phase = phase
                fingers[touch.key] = finger
                reported.append(Touch(id: finger.id, location: location, timestamp: now, phase: phase))
            } else {
                guard finite, touch.phase.isDown else { continue }
                let finger = Finger(id: TouchIdentifier(nextID), beganAt: now, location: touch.location, phase: .began)
                nextID += 1
                fingers[touch.key] = finger
                changed = true
                reported.append(Touch(id: finger.id, location: finger.location, timestamp: now, phase: .began))
            }
        }
        for (key, finger) in fingers where !finger.phase.isDown { fingers[key] = nil }
        if changed, let event = try? TouchEvent(timestamp: now, touches: reported) {
            result.append(event)
        }
        if !result.isEmpty { lastTime = now }
        return result
    }

    /// An event cancelling every finger still down, at `time` seconds (the platform took the
    /// touches away: the app resigned active, the host is torn down); `nil` with none down.
    public func cancelAll(at time: Double) -> TouchEvent? {
        let now = time.isFinite ? max(time, lastTime) : (lastTime.isFinite ? lastTime : 0)
        let event = cancellation(keeping: [], at: now)
        if event != nil { lastTime = now }
        return event
    }

    /// The event cancelling the fingers down other than `kept` (the others stationary); they
    /// are forgotten.
    private func cancellation(keeping kept: [ObjectIdentifier], at time: Double) -> TouchEvent? {
        var lost: [ObjectIdentifier] = []
        for key in fingers.keys where !kept.contains(key) { lost.append(key) }
        guard !lost.isEmpty else { return nil }
        var all: [Touch] = []
        for (key, finger) in fingers {
            let phase: TouchPhase = lost.contains(key) ? .cancelled : .stationary
            all.append(Touch(id: finger.id, location: finger.location, timestamp: time, phase: phase))
        }
        for key in lost { fingers[key] = nil }
        return try? TouchEvent(timestamp: time, touches: all)
    }
}
