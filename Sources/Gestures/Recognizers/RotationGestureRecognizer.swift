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

    // The measuring state, read and written on every move, skips the runtime's exclusivity
    // checks (about 75 instructions each): only this recognizer touches it, and its accesses
    // (pure measuring, no calls out) never overlap.
    @exclusivity(unchecked) private var fingers = FingerPairMeasure(.rotation)
    @exclusivity(unchecked) private var offset = 0.0

    /// The rotation in radians since both fingers were down (clockwise on screen positive).
    /// Setting it re-bases later values on the new one, as in UIKit.
    public var rotation: Double {
        get { fingers.pair.rotation + offset }
        set {
            guard newValue.isFinite else { return }
            offset = newValue - fingers.pair.rotation
        }
    }

    /// How fast the fingers turn, in radians per second.
    public var velocity: Double { fingers.velocity(at: currentTime) }

    override func touchesBegan(_ touches: [Touch]) {
        measure()
    }

    override func touchesMoved(_ touches: [Touch]) {
        measure()
        guard fingers.pair.isMeasuring else { return }
        switch state {
        case .possible where abs(fingers.pair.rotation) >= rotationThreshold: requestState(.began)
        case .began, .changed: requestState(.changed)
        default: break
        }
    }

    override func touchesEnded(_ touches: [Touch]) {
        if liftTwoFingerGesture() { measure() }
    }

    private func measure() { fingers.measure(trackedTouches, at: currentTime) }

    override func resetGesture() {
        fingers.reset()
        offset = 0
    }
}
