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

    /// What the recognizer measures on every move (see ``UncheckedFingerPairMeasuringState`` for why
    /// measuring makes no exclusivity checks).
    private let measuring = UncheckedFingerPairMeasuringState(.rotation, base: 0)

    /// The rotation in radians since both fingers were down (clockwise on screen positive).
    /// Setting it re-bases later values on the new one, as in UIKit.
    public var rotation: Double {
        get { measuring.pair.rotation + measuring.base }
        set {
            guard newValue.isFinite else { return }
            measuring.base = newValue - measuring.pair.rotation
        }
    }

    /// How fast the fingers turn, in radians per second.
    public var velocity: Double { measuring.velocity(at: currentTime) }

    override func touchesBegan(_ touches: [Touch]) {
        measure()
    }

    override func touchesMoved(_ touches: [Touch]) {
        measure()
        guard measuring.pair.isMeasuring else { return }
        switch state {
        case .possible where abs(measuring.pair.rotation) >= rotationThreshold: requestState(.began)
        case .began, .changed: requestState(.changed)
        default: break
        }
    }

    override func touchesEnded(_ touches: [Touch]) {
        if liftTwoFingerGesture() { measure() }
    }

    private func measure() { measuring.measure(trackedTouches, at: currentTime) }

    override func resetGesture() {
        measuring.reset()
    }
}
