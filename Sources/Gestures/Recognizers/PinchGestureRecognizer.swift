/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`.
///
/// It begins once the distance between the first two fingers has changed by
/// ``movementThreshold`` points, reports ``scale`` (the distance now over the distance when
/// both fingers were down) and ``velocity``, and ends when one of the two lifts.
@MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How much the distance between the fingers changes, in points, before the pinch begins.
    public var movementThreshold = 8.0

    // The measuring state, read and written on every move, skips the runtime's exclusivity
    // checks (about 75 instructions each): only this recognizer touches it, and its accesses
    // (pure measuring, no calls out) never overlap.
    @exclusivity(unchecked) private var fingers = FingerPairMeasure(.spanRatio)
    @exclusivity(unchecked) private var scaleFactor = 1.0

    /// The scale of the pinch: the fingers' distance now over their distance at the start
    /// (1 = unchanged). Setting it re-bases later values on the new one, as in UIKit.
    public var scale: Double {
        get { scaleFactor * fingers.pair.spanRatio }
        set {
            guard newValue.isFinite, fingers.pair.spanRatio > 0 else { return }
            scaleFactor = newValue / fingers.pair.spanRatio
        }
    }

    /// How fast ``scale`` changes, in scale factor per second.
    public var velocity: Double {
        fingers.velocity(at: currentTime) * scaleFactor
    }

    override func touchesBegan(_ touches: [Touch]) {
        measure()
    }

    override func touchesMoved(_ touches: [Touch]) {
        measure()
        guard fingers.pair.isMeasuring else { return }
        switch state {
        case .possible where abs(fingers.pair.spanChange) >= movementThreshold: requestState(.began)
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
        scaleFactor = 1
    }
}
