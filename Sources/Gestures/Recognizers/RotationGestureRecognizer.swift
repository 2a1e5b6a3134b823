/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer`.
///
/// It begins once the line between the first two fingers has turned ``rotationThreshold``
/// radians, reports ``rotation`` (radians since both fingers were down, clockwise on screen
/// positive, accumulating past a full turn) and ``velocity``, and ends when one of the two
/// lifts.
@MainActor
public final class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers turn, in radians, before the rotation begins (5° by default).
    public var rotationThreshold = 5.0 * Double.pi / 180

    private var pair = FingerPair()
    private var offset = 0.0
    private var tracker = VelocityTracker()

    /// The rotation in radians since both fingers were down (clockwise on screen positive).
    /// Setting it re-bases later values on the new one, as in UIKit.
    public var rotation: Double {
        get { pair.rotation + offset }
        set {
            guard newValue.isFinite else { return }
            offset = newValue - pair.rotation
        }
    }

    /// How fast the fingers turn, in radians per second.
    public var velocity: Double { Double(tracker.velocity(at: currentTime).x) }

    override func touchesBegan(_ touches: [Touch]) {
        measure()
    }

    override func touchesMoved(_ touches: [Touch]) {
        measure()
        guard pair.isMeasuring else { return }
        switch state {
        case .possible where abs(pair.rotation) >= rotationThreshold: requestState(.began)
        case .began, .changed: requestState(.changed)
        default: break
        }
    }

    override func touchesEnded(_ touches: [Touch]) {
        if state.isActive, numberOfTouches < 2 {
            requestState(.ended)
        } else if numberOfTouches == 0 {
            requestState(.failed)
        } else if state == .possible {
            measure()
        }
    }

    private func measure() {
        let wasMeasuring = pair.isMeasuring
        pair.update(with: trackedTouches)
        if pair.isMeasuring {
            if !wasMeasuring { tracker.reset() }
            try? tracker.addSample(x: pair.rotation, y: 0, time: currentTime)
        }
    }

    override func resetGesture() {
        pair.reset()
        offset = 0
        tracker.reset()
    }
}
