import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

extension TouchSynthesizer {
    /// Plays one validated step, the script's `steps[index]` (which names it in errors).
    mutating func play(_ step: GestureStep, index: Int) throws(GestureScriptError) {
        stepIndex = index
        switch step {
        case let .tap(at, fingers):
            try tap(at: at, fingers: fingers)
        case let .doubleTap(at, fingers):
            let frames = GestureStep.doubleTapFrames(touchRate: touchRate)
            try tap(at: at, fingers: fingers)
            wait(frames: frames.interval - frames.down)
            try tap(at: at, fingers: fingers)
        case let .longPress(at, duration, fingers, lift):
            let frames = frameCount(duration)
            try touchDown(at: Self.row(at: at, count: fingers))
            if lift {
                try rest(frames: frames - 1)
                try end(.ended)
            } else {
                try rest(frames: frames)
            }
        case let .drag(points, duration, easing, lift):
            // From the finger down, if one is, through the path's points.
            let start = self.fingers.first?.position
            var through: [CGPoint] = []
            through.reserveCapacity(points.count + 1)
            if let start { through.append(start) }
            through.append(contentsOf: points)
            let route = ScriptPath(through)
            let curve = try timingCurve(easing)
            let frames = frameCount(duration)
            try perform(frames: frames, newFingers: start == nil, lift: lift) { frame in
                (route.point(at: curve.value(at: Double(frame) / Double(frames))), nil)
            }
        case let .flick(from, velocity, duration):
            try flick(from: from, velocity: velocity, frames: frameCount(duration))
        case let .pinch(center, span, angle, scale, duration, easing, lift):
            try twoFingers(
                start: (center, span, angle), scale: scale, rotation: 0, translation: .zero,
                frames: frameCount(duration), easing: easing, lift: lift
            )
        case let .rotate(center, span, angle, rotation, duration, easing, lift):
            try twoFingers(
                start: (center, span, angle), scale: 1, rotation: rotation, translation: .zero,
                frames: frameCount(duration), easing: easing, lift: lift
            )
        case let .pinchRotateDrag(center, span, angle, scale, rotation, translation, duration, easing, lift):
            try twoFingers(
                start: (center, span, angle), scale: scale, rotation: rotation, translation: translation,
                frames: frameCount(duration), easing: easing, lift: lift
            )
        case let .edgeSwipe(edge, screen, along, distance, duration, easing, lift):
            let start = edge.point(along: along ?? edge.length(on: screen) / 2, inset: GestureStep.edgeInset, on: screen)
            let inward = edge.inwardDirection
            let end = CGPoint(x: Double(start.x) + Double(inward.x) * distance, y: Double(start.y) + Double(inward.y) * distance)
            let route = ScriptPath([start, end])
            let curve = try timingCurve(easing)
            let frames = frameCount(duration)
            try perform(frames: frames, newFingers: true, lift: lift) { frame in
                (route.point(at: curve.value(at: Double(frame) / Double(frames))), nil)
            }
        case let .hold(duration):
            try rest(frames: frameCount(duration))
        case .lift:
            try end(.ended)
        case .cancel:
            try end(.cancelled)
        case let .wait(duration):
            wait(frames: frameCount(duration))
        case let .touches(frames):
            try replay(frames)
        }
    }

    /// Fingers in a horizontal row centred on `center`, ``GestureStep/fingerSpacing`` apart.
    static func row(at center: CGPoint, count: Int) -> [CGPoint] {
        (0..<count).map { index in
            let offset = (Double(index) - Double(count - 1) / 2) * GestureStep.fingerSpacing
            return CGPoint(x: Double(center.x) + offset, y: Double(center.y))
        }
    }

    private mutating func tap(at center: CGPoint, fingers: Int) throws(GestureScriptError) {
        try touchDown(at: Self.row(at: center, count: fingers))
        try rest(frames: GestureStep.doubleTapFrames(touchRate: touchRate).down - 1)
        try end(.ended)
    }

    /// A motion of one finger or two over `frames` frames: `positions(frame)` is where the
    /// first finger is at a frame of the motion (0 at the start, `frames` at the end) and where
    /// the second is, for a motion of two (a pair of points, so a frame allocates none). New
    /// fingers touch down at frame 0; fingers already down are there already. With `lift`, the
    /// fingers end at the last frame.
    private mutating func perform(
        frames: Int, newFingers: Bool, lift: Bool, positions: (Int) -> (first: CGPoint, second: CGPoint?)
    ) throws(GestureScriptError) {
        if newFingers {
            let start = positions(0)
            try touchDown(at: start.second.map { [start.first, $0] } ?? [start.first])
        }
        for frame in 1...max(1, frames) {
            let target = positions(frame)
            try move(to: target.first, target.second, ending: frame == frames && lift ? .ended : nil)
        }
    }

    /// The flick: ease in from rest along `velocity`'s direction, then the last
    /// ``GestureStep/flickCruiseFrames(touchRate:)`` frames at exactly `velocity`, then lift.
    private mutating func flick(from: CGPoint?, velocity: CGPoint, frames: Int) throws(GestureScriptError) {
        let start = from ?? fingers.first?.position ?? .zero
        let speed = hypot(Double(velocity.x), Double(velocity.y))
        let direction = CGPoint(x: Double(velocity.x) / speed, y: Double(velocity.y) / speed)
        let rampFrames = max(0, frames - GestureStep.flickCruiseFrames(touchRate: touchRate))
        let ramp = CubicBezierCurve.easeIn
        // The ramp ends at the curve's final slope; scale it so that slope is `speed`.
        let rampDistance = rampFrames == 0 ? 0 : speed * (Double(rampFrames) / touchRate) / ramp.derivative(at: 1)
        let rate = touchRate
        try perform(frames: frames, newFingers: from != nil, lift: true) { frame in
            let distance = frame <= rampFrames
                ? (rampFrames == 0 ? 0 : rampDistance * ramp.value(at: Double(frame) / Double(rampFrames)))
                : rampDistance + speed * Double(frame - rampFrames) / rate
            return (CGPoint(x: Double(start.x) + Double(direction.x) * distance,
                            y: Double(start.y) + Double(direction.y) * distance), nil)
        }
    }

    private mutating func twoFingers(
        start: (center: CGPoint?, span: Double?, angle: Double?), scale: Double, rotation: Double,
        translation: CGPoint, frames: Int, easing: GestureEasing, lift: Bool
    ) throws(GestureScriptError) {
        let pose: TwoFingerPose
        if let center = start.center, let span = start.span {
            pose = TwoFingerPose(center: center, span: span, angle: start.angle ?? 0)
        } else if fingers.count == 2 {
            pose = TwoFingerPose(first: fingers[0].position, second: fingers[1].position)
        } else {
            throw .invalid(path: stepPath, reason: "needs two fingers down to continue with")
        }
        let curve = try timingCurve(easing)
        try perform(frames: frames, newFingers: start.center != nil, lift: lift) { frame in
            let positions = pose.moved(
                progress: curve.value(at: Double(frame) / Double(frames)), scale: scale, rotation: rotation,
                translation: translation
            ).positions
            return (positions.first, positions.second)
        }
    }

    private func frameCount(_ duration: Double) -> Int {
        StepCheck.frames(duration, touchRate: touchRate)
    }

    private func timingCurve(_ easing: GestureEasing) throws(GestureScriptError) -> CubicBezierCurve {
        do {
            return try easing.timingCurve()
        } catch {
            throw .invalid(path: stepPath + ".easing", reason: error.description)
        }
    }
}
