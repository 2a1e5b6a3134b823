/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`.
///
/// It begins once the distance between the first two fingers has changed by
/// ``movementThreshold`` points, reports ``scale`` (the distance now over the distance when
/// both fingers were down) and ``velocity``, and ends when one of the two lifts.
@MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How much the distance between the fingers changes, in points, before the pinch begins.
    public var movementThreshold = 8.0

    /// What the recognizer measures on every move (see ``UncheckedFingerPairMeasuringState`` for why
    /// measuring makes no exclusivity checks).
    private let measuring = UncheckedFingerPairMeasuringState(.spanRatio, base: 1)

    /// The scale of the pinch: the fingers' distance now over their distance at the start
    /// (1 = unchanged). Setting it re-bases later values on the new one, as in UIKit.
    public var scale: Double {
        get { measuring.base * measuring.pair.spanRatio }
        set {
            guard newValue.isFinite, measuring.pair.spanRatio > 0 else { return }
            measuring.base = newValue / measuring.pair.spanRatio
        }
    }

    /// How fast ``scale`` changes, in scale factor per second.
    public var velocity: Double {
        measuring.velocity(at: currentTime) * measuring.base
    }

    override func touchesBegan(_ touches: [Touch]) {
        measure()
    }

    override func touchesMoved(_ touches: [Touch]) {
        measure()
        guard measuring.pair.isMeasuring else { return }
        switch state {
        case .possible where abs(measuring.pair.spanChange) >= movementThreshold: requestState(.began)
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
