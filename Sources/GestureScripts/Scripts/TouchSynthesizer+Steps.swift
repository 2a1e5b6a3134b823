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
            let start = self.fingers.first.map { [$0.position] } ?? []
            let route = ScriptPath(start + points)
            let curve = try timingCurve(easing)
            try perform(frames: frameCount(duration), newFingers: start.isEmpty, lift: lift) { fraction, positions in
                positions.append(route.point(at: curve.value(at: fraction)))
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
            try perform(frames: frameCount(duration), newFingers: true, lift: lift) { fraction, positions in
                positions.append(route.point(at: curve.value(at: fraction)))
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

    /// A motion over `frames` frames: `positions(fraction, &list)` appends every finger's
    /// position at a fraction of the time (0 at the start, 1 at the end) to an empty `list`. New
    /// fingers touch down at fraction 0; fingers already down are there already. With `lift`,
    /// the fingers end at fraction 1.
    private mutating func perform(
        frames: Int, newFingers: Bool, lift: Bool, positions: (Double, inout [CGPoint]) -> Void
    ) throws(GestureScriptError) {
        try perform(frames: frames, newFingers: newFingers, lift: lift, positionsAtFrame: { frame, list in
            positions(Double(frame) / Double(frames), &list)
        })
    }

    /// A motion over `frames` frames: `positions(frame, &list)` appends every finger's position
    /// at a frame of the motion (0 at the start, `frames` at the end) to an empty `list` (one
    /// list serves every frame, so a frame allocates no positions).
    private mutating func perform(
        frames: Int, newFingers: Bool, lift: Bool, positionsAtFrame positions: (Int, inout [CGPoint]) -> Void
    ) throws(GestureScriptError) {
        var list: [CGPoint] = []
        list.reserveCapacity(2)
        if newFingers {
            positions(0, &list)
            try touchDown(at: list)
        }
        for frame in 1...max(1, frames) {
            list.removeAll(keepingCapacity: true)
            positions(frame, &list)
            try move(to: list, ending: frame == frames && lift ? .ended : nil)
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
        try perform(frames: frames, newFingers: from != nil, lift: true, positionsAtFrame: { frame, positions in
            let distance = frame <= rampFrames
                ? (rampFrames == 0 ? 0 : rampDistance * ramp.value(at: Double(frame) / Double(rampFrames)))
                : rampDistance + speed * Double(frame - rampFrames) / rate
            positions.append(CGPoint(x: Double(start.x) + Double(direction.x) * distance,
                                     y: Double(start.y) + Double(direction.y) * distance))
        })
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
        try perform(frames: frames, newFingers: start.center != nil, lift: lift) { fraction, positions in
            pose.moved(progress: curve.value(at: fraction), scale: scale, rotation: rotation, translation: translation)
                .appendPositions(to: &positions)
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
