import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GestureScript {
    /// The script moved by `offset` points: every place a step names (a tap's point, a drag's
    /// path, a pinch's center, a flick's start) moves by it; what is relative stays (a
    /// translation, a scale, a rotation, a velocity, a step that continues fingers already
    /// down). An edge swipe names an edge, not a place, and stays where it is.
    public func translated(by offset: CGPoint) -> GestureScript {
        var moved = self
        moved.steps = steps.map { $0.translated(by: offset) }
        return moved
    }

    /// Where the first fingers of the script land, in window coordinates: the middle of the
    /// first touch event's fingers, or `nil` when the script touches nothing.
    ///
    /// - Throws: ``GestureScriptError`` for a script that cannot be played.
    public func firstTouchCentroid() throws(GestureScriptError) -> CGPoint? {
        // The whole script is played (so one that cannot be played throws), keeping one event.
        guard let first = try touchEvents(continuing: [], keeping: 1).first, !first.touches.isEmpty else { return nil }
        let count = Double(first.touches.count)
        let x = first.touches.reduce(0.0) { $0 + Double($1.location.x) } / count
        let y = first.touches.reduce(0.0) { $0 + Double($1.location.y) } / count
        return CGPoint(x: x, y: y)
    }
}

extension GestureStep {
    /// The step moved by `offset` points (see ``GestureScript/translated(by:)``).
    func translated(by offset: CGPoint) -> GestureStep {
        func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
        switch self {
        case let .tap(at, fingers):
            return .tap(at: move(at), fingers: fingers)
        case let .doubleTap(at, fingers):
            return .doubleTap(at: move(at), fingers: fingers)
        case let .longPress(at, duration, fingers, lift):
            return .longPress(at: move(at), duration: duration, fingers: fingers, lift: lift)
        case let .drag(path, duration, easing, lift):
            return .drag(path: path.map(move), duration: duration, easing: easing, lift: lift)
        case let .flick(from, velocity, duration):
            return .flick(from: from.map(move), velocity: velocity, duration: duration)
        case let .pinch(center, span, angle, scale, duration, easing, lift):
            return .pinch(center: center.map(move), span: span, angle: angle, scale: scale, duration: duration,
                          easing: easing, lift: lift)
        case let .rotate(center, span, angle, rotation, duration, easing, lift):
            return .rotate(center: center.map(move), span: span, angle: angle, rotation: rotation, duration: duration,
                           easing: easing, lift: lift)
        case let .pinchRotateDrag(center, span, angle, scale, rotation, translation, duration, easing, lift):
            return .pinchRotateDrag(center: center.map(move), span: span, angle: angle, scale: scale, rotation: rotation,
                                    translation: translation, duration: duration, easing: easing, lift: lift)
        case let .touches(frames):
            return .touches(frames.map { frame in
                TouchFrame(time: frame.time, touches: frame.touches.map { finger in
                    TouchFrame.Finger(id: finger.id, location: move(finger.location), phase: finger.phase)
                })
            })
        case .edgeSwipe, .hold, .lift, .cancel, .wait:
            return self
        }
    }
}
