import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

/// Shared checks for the gesture script tests.
enum GestureScriptTestSupport {
    /// Decodes `json` with ``GestureScript/decode(from:)``.
    static func script(_ json: String) throws -> GestureScript {
        try GestureScript.decode(from: Data(json.utf8))
    }

    /// The error decoding `json` throws, or `nil` when it decodes.
    static func decodingError(_ json: String) -> GestureScriptError? {
        do {
            _ = try GestureScript.decode(from: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// The error `script.touchEvents()` throws, or `nil` when it plays.
    static func playingError(_ script: GestureScript) -> GestureScriptError? {
        do {
            _ = try script.touchEvents()
            return nil
        } catch {
            return error
        }
    }

    /// The problems with `events` as a touch stream, as a gesture arena would see them: times
    /// must strictly increase; a finger must begin before it moves and appear in every event
    /// until it ends; a finger that is down may not begin again.
    static func streamProblems(_ events: [TouchEvent]) -> [String] {
        var problems: [String] = []
        var down: Set<TouchIdentifier> = []
        var previousTime = -Double.infinity
        for (index, event) in events.enumerated() {
            if event.timestamp <= previousTime { problems.append("event \(index): time does not increase") }
            previousTime = event.timestamp
            let ids = Set(event.touches.map(\.id))
            if ids.count != event.touches.count { problems.append("event \(index): a finger appears twice") }
            for id in down where !ids.contains(id) { problems.append("event \(index): \(id) is missing") }
            for touch in event.touches {
                if touch.timestamp != event.timestamp { problems.append("event \(index): \(touch.id) has another time") }
                if touch.phase == .began {
                    if down.contains(touch.id) { problems.append("event \(index): \(touch.id) began twice") }
                } else if !down.contains(touch.id) {
                    problems.append("event \(index): \(touch.id) \(touch.phase) without beginning")
                }
                if touch.phase.isDown { down.insert(touch.id) } else { down.remove(touch.id) }
            }
        }
        return problems
    }

    /// The locations of finger `id` in `events`, with the times and phases.
    static func track(_ id: Int, in events: [TouchEvent]) -> [Touch] {
        events.flatMap { $0.touches.filter { $0.id == TouchIdentifier(id) } }
    }

    /// The distance between two points, in points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        hypot(Double(a.x - b.x), Double(a.y - b.y))
    }

    /// Whether `a` and `b` are within `tolerance` points of each other.
    static func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
        distance(a, b) <= tolerance
    }

    /// The progress of a cubic Bézier timing curve with inner control points (x1, y1), (x2, y2)
    /// at time fraction `x`, found by bisecting the curve's parameter — written here from the
    /// Bézier formula, independently of Motion's table-driven evaluation.
    static func bezierProgress(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }
}
