import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

extension GestureStep {
    /// The frames of a double tap at `touchRate` Hz: each tap's time down, and the time from
    /// one touch-down to the next (always longer).
    static func doubleTapFrames(touchRate: Double) -> (down: Int, interval: Int) {
        let down = StepCheck.frames(tapDuration, touchRate: touchRate)
        return (down, max(down + 1, StepCheck.frames(doubleTapInterval, touchRate: touchRate)))
    }

    /// The frames a flick spends at its final velocity at `touchRate` Hz, counting the lift:
    /// ``flickCruiseDuration`` and one frame more, so a tracker fitting the last
    /// ``flickCruiseDuration`` before the last move sees only constant velocity.
    static func flickCruiseFrames(touchRate: Double) -> Int {
        Int((flickCruiseDuration * touchRate - 1e-9).rounded(.up)) + 1
    }

    /// Checks the step, given how many fingers are down before it.
    ///
    /// - Returns: How many fingers are down after the step, and how many frames it spans.
    func outline(_ check: StepCheck, fingersDown: Int) throws(GestureScriptError) -> (fingersDown: Int, frames: Int) {
        switch self {
        case let .tap(at, fingers):
            try check.noFingersDown(fingersDown)
            try check.coordinate(at, "at")
            try check.fingerCount(fingers)
            return (0, Self.doubleTapFrames(touchRate: check.touchRate).down + 1)
        case let .doubleTap(at, fingers):
            try check.noFingersDown(fingersDown)
            try check.coordinate(at, "at")
            try check.fingerCount(fingers)
            let frames = Self.doubleTapFrames(touchRate: check.touchRate)
            return (0, frames.interval + frames.down + 1)
        case let .longPress(at, duration, fingers, lift):
            try check.noFingersDown(fingersDown)
            try check.coordinate(at, "at")
            let frames = try check.frames(duration)
            try check.fingerCount(fingers)
            return (lift ? 0 : fingers, frames + 1)
        case let .drag(path, duration, easing, lift):
            guard fingersDown <= 1 else {
                throw check.failure(nil, "a drag moves 1 finger, but \(StepCheck.fingers(fingersDown)) down")
            }
            let needed = fingersDown == 0 ? 2 : 1
            guard path.count >= needed else {
                throw check.failure("path", fingersDown == 0
                    ? "needs at least 2 points to start a drag (no finger is down), got \(path.count)"
                    : "needs at least 1 point to continue the drag, got 0")
            }
            for (index, point) in path.enumerated() { try check.coordinate(point, "path[\(index)]") }
            let frames = try check.frames(duration)
            _ = try check.curve(easing)
            return (lift ? 0 : 1, frames + 1)
        case let .flick(from, velocity, duration):
            let starts = try check.startsNewFingers(1, fingersDown: fingersDown, startKeys: [("from", from != nil)])
            if let from { try check.coordinate(from, "from") }
            try check.finite(velocity, "velocity")
            guard velocity != .zero else { throw check.failure("velocity", "must not be zero") }
            let frames = try check.frames(duration)
            let cruise = Self.flickCruiseFrames(touchRate: check.touchRate)
            guard frames >= cruise else {
                throw check.failure("duration", "a flick at \(StepCheck.text(check.touchRate)) Hz lasts at least "
                    + "\(StepCheck.text(Double(cruise) / check.touchRate)) s (\(cruise) frames: "
                    + "\(StepCheck.text(Self.flickCruiseDuration * 1000)) ms at constant velocity and the lift), "
                    + "got \(StepCheck.text(duration))")
            }
            return (0, frames + (starts ? 1 : 0))
        case let .pinch(center, span, angle, scale, duration, easing, lift):
            return try outlineTwoFingers(
                check, fingersDown: fingersDown, start: (center, span, angle), scale: scale, rotation: 0,
                translation: .zero, duration: duration, easing: easing, lift: lift
            )
        case let .rotate(center, span, angle, rotation, duration, easing, lift):
            return try outlineTwoFingers(
                check, fingersDown: fingersDown, start: (center, span, angle), scale: 1, rotation: rotation,
                translation: .zero, duration: duration, easing: easing, lift: lift
            )
        case let .pinchRotateDrag(center, span, angle, scale, rotation, translation, duration, easing, lift):
            return try outlineTwoFingers(
                check, fingersDown: fingersDown, start: (center, span, angle), scale: scale, rotation: rotation,
                translation: translation, duration: duration, easing: easing, lift: lift
            )
        case let .edgeSwipe(edge, screen, along, distance, duration, easing, lift):
            try check.noFingersDown(fingersDown)
            try outlineEdgeSwipe(check, edge: edge, screen: screen, along: along, distance: distance)
            let frames = try check.frames(duration)
            _ = try check.curve(easing)
            return (lift ? 0 : 1, frames + 1)
        case let .hold(duration):
            guard fingersDown > 0 else {
                throw check.failure(nil, "no finger is down to hold; use wait to let time pass with no finger down")
            }
            return (fingersDown, try check.frames(duration))
        case .lift, .cancel:
            guard fingersDown > 0 else { throw check.failure(nil, "no finger is down to \(kind)") }
            return (0, 1)
        case let .wait(duration):
            guard fingersDown == 0 else {
                throw check.failure(nil, "\(StepCheck.fingers(fingersDown)) down; use hold to keep "
                    + "\(fingersDown == 1 ? "it" : "them") still, or lift first")
            }
            return (0, try check.frames(duration))
        case let .touches(frames):
            try check.noFingersDown(fingersDown)
            return try TouchFrame.outline(frames, check)
        }
    }

    private func outlineTwoFingers(
        _ check: StepCheck, fingersDown: Int, start: (center: CGPoint?, span: Double?, angle: Double?),
        scale: Double, rotation: Double, translation: CGPoint, duration: Double, easing: GestureEasing, lift: Bool
    ) throws(GestureScriptError) -> (fingersDown: Int, frames: Int) {
        let starts = try check.startsNewFingers(
            2, fingersDown: fingersDown,
            startKeys: [("center", start.center != nil), ("span", start.span != nil), ("angle", start.angle != nil)]
        )
        if starts {
            if let center = start.center { try check.coordinate(center, "center") }
            guard let span = start.span else {
                throw check.failure("span", "required to put two fingers down")
            }
            try check.length(span, "span")
            if let angle = start.angle { try check.angle(angle, "angle") }
        }
        try check.positive(scale, "scale")
        try check.angle(rotation, "rotation")
        try check.coordinate(translation, "translation")
        let frames = try check.frames(duration)
        _ = try check.curve(easing)
        return (lift ? 0 : 2, frames + (starts ? 1 : 0))
    }

    private func outlineEdgeSwipe(
        _ check: StepCheck, edge: ScreenEdge, screen: CGSize, along: Double?, distance: Double
    ) throws(GestureScriptError) {
        guard screen.width.isFinite, screen.height.isFinite, screen.width > 0, screen.height > 0 else {
            throw check.failure("screen", "both sides must be finite and greater than 0, got "
                + "[\(StepCheck.text(screen.width)), \(StepCheck.text(screen.height))]")
        }
        let length = edge.length(on: screen)
        if let along {
            try check.finite(along, "along")
            guard (0...length).contains(along) else {
                throw check.failure("along", "must lie on the \(edge) edge, 0…\(StepCheck.text(length)), "
                    + "got \(StepCheck.text(along))")
            }
        }
        try check.positive(distance, "distance")
        let room = edge.depth(on: screen) - Self.edgeInset
        guard distance <= room else {
            throw check.failure("distance", "must keep the finger on the screen: at most \(StepCheck.text(room)) "
                + "from the \(edge) edge, got \(StepCheck.text(distance))")
        }
    }
}
