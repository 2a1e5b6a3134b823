import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Checks one step's values, making errors that name the step's JSON path.
struct StepCheck {
    /// The step's index in the script's steps.
    let index: Int
    /// The script's touch rate, in Hz (already checked).
    let touchRate: Double

    /// The step's path, for example `steps[2]`: made only for an error.
    var path: String { "steps[\(index)]" }

    /// An error at `key` of this step (or at the step itself when `key` is `nil`).
    func failure(_ key: String?, _ reason: String) -> GestureScriptError {
        .invalid(path: key.map { "\(path).\($0)" } ?? path, reason: reason)
    }

    func finite(_ value: Double, _ key: @autoclosure () -> String) throws(GestureScriptError) {
        guard value.isFinite else { throw failure(key(), "must be a finite number, got \(Self.text(value))") }
    }

    func finite(_ point: CGPoint, _ key: @autoclosure () -> String) throws(GestureScriptError) {
        guard point.x.isFinite, point.y.isFinite else {
            throw failure(key(), "must be finite, got [\(Self.text(point.x)), \(Self.text(point.y))]")
        }
    }

    /// A point a finger may be at, a path goes through or a translation: finite, and within
    /// ±``GestureStep/maximumCoordinate`` along either axis.
    func coordinate(_ point: CGPoint, _ key: @autoclosure () -> String) throws(GestureScriptError) {
        try finite(point, key())
        let limit = GestureStep.maximumCoordinate
        guard abs(point.x) <= limit, abs(point.y) <= limit else {
            throw failure(key(), "must lie within ±\(Self.text(limit)) points, got [\(Self.text(point.x)), \(Self.text(point.y))]")
        }
    }

    /// A length (a span): greater than 0 and at most ``GestureStep/maximumCoordinate``.
    func length(_ value: Double, _ key: @autoclosure () -> String) throws(GestureScriptError) {
        try positive(value, key())
        guard value <= GestureStep.maximumCoordinate else {
            throw failure(key(), "must be at most \(Self.text(GestureStep.maximumCoordinate)) points, got \(Self.text(value))")
        }
    }

    /// An angle or a turn, in radians: finite and within ±``GestureStep/maximumRotation``.
    func angle(_ value: Double, _ key: @autoclosure () -> String) throws(GestureScriptError) {
        try finite(value, key())
        guard abs(value) <= GestureStep.maximumRotation else {
            throw failure(key(), "must lie within ±\(Self.text(GestureStep.maximumRotation)) radians, got \(Self.text(value))")
        }
    }

    func positive(_ value: Double, _ key: @autoclosure () -> String) throws(GestureScriptError) {
        try finite(value, key())
        guard value > 0 else { throw failure(key(), "must be greater than 0, got \(Self.text(value))") }
    }

    /// The whole number of frames `duration` (at `key`) lasts: at least one.
    func frames(_ duration: Double, _ key: String = "duration") throws(GestureScriptError) -> Int {
        try positive(duration, key)
        let frames = duration * touchRate
        guard frames <= Double(GestureScript.maximumFrameCount) else {
            throw failure(key, "\(Self.text(duration)) s at \(Self.text(touchRate)) Hz is more than "
                + "\(GestureScript.maximumFrameCount) frames")
        }
        return Self.frames(duration, touchRate: touchRate)
    }

    func fingerCount(_ count: Int) throws(GestureScriptError) {
        guard (1...GestureStep.maximumFingerCount).contains(count) else {
            throw failure("fingers", "must be 1…\(GestureStep.maximumFingerCount), got \(count)")
        }
    }

    func curve(_ easing: GestureEasing) throws(GestureScriptError) -> CubicBezierCurve {
        do {
            return try easing.timingCurve()
        } catch {
            throw failure("easing", error.description)
        }
    }

    /// Refuses a step that puts new fingers down while earlier ones are still down.
    func noFingersDown(_ fingersDown: Int) throws(GestureScriptError) {
        guard fingersDown == 0 else {
            throw failure(nil, "\(Self.fingers(fingersDown)) still down from an earlier step (or an earlier "
                + "script); this step puts new fingers down, so lift or cancel them first (a lift or cancel step)")
        }
    }

    /// Whether a moving step with an optional start puts new fingers down (`true`) or continues
    /// with the `count` fingers down (`false`).
    func startsNewFingers(
        _ count: Int, fingersDown: Int, startKeys: [(key: String, given: Bool)]
    ) throws(GestureScriptError) -> Bool {
        if fingersDown == 0 {
            if let first = startKeys.first, !first.given {
                throw failure(first.key, "required: no finger is down to continue with")
            }
            return true
        }
        guard fingersDown == count else {
            throw failure(nil, "this step moves \(Self.fingers(count, verb: false)), but \(Self.fingers(fingersDown)) down")
        }
        if let given = startKeys.first(where: \.given) {
            let keyNames = startKeys.map(\.key).joined(separator: ", ")
            throw failure(given.key, "\(Self.fingers(fingersDown)) already down; omit \(keyNames) to continue "
                + "with \(count == 1 ? "it" : "them"), or lift \(count == 1 ? "it" : "them") first")
        }
        return false
    }

    /// The whole number of frames `duration` seconds lasts at `touchRate` Hz: at least one.
    static func frames(_ duration: Double, touchRate: Double) -> Int {
        max(1, Int((duration * touchRate).rounded()))
    }

    /// "1 finger is", "2 fingers are"; or "1 finger", "2 fingers" without the verb.
    static func fingers(_ count: Int, verb: Bool = true) -> String {
        let noun = count == 1 ? "1 finger" : "\(count) fingers"
        return verb ? noun + (count == 1 ? " is" : " are") : noun
    }

    /// A number as a person would write it: `-1`, not `-1.0`.
    static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
