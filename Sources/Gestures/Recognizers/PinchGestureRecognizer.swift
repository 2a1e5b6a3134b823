/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`.
///
/// It begins once the distance between the first two fingers has changed by
/// ``movementThreshold`` points, reports ``scale`` (the distance now over the distance when
/// both fingers were down) and ``velocity``, and ends when one of the two lifts.
@MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How much the distance between the fingers changes, in points, before the pinch begins.
    public var movementThreshold = 8.0

    private var pair = FingerPair()
    private var scaleFactor = 1.0
    private var tracker = VelocityTracker()

    /// The scale of the pinch: the fingers' distance now over their distance at the start
    /// (1 = unchanged). Setting it re-bases later values on the new one, as in UIKit.
    public var scale: Double {
        get { scaleFactor * pair.spanRatio }
        set {
            guard newValue.isFinite, pair.spanRatio > 0 else { return }
            scaleFactor = newValue / pair.spanRatio
        }
    }

    /// How fast ``scale`` changes, in scale factor per second.
    public var velocity: Double {
        Double(tracker.velocity(at: currentTime).x) * scaleFactor
    }

    override func touchesBegan(_ touches: [Touch]) {
        measure()
    }

    override func touchesMoved(_ touches: [Touch]) {
        measure()
        guard pair.isMeasuring else { return }
        switch state {
        case .possible where abs(pair.spanChange) >= movementThreshold: requestState(.began)
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
            try? tracker.addSample(x: pair.spanRatio, y: 0, time: currentTime)
        }
    }

    override func resetGesture() {
        pair.reset()
        scaleFactor = 1
        tracker.reset()
    }
}
