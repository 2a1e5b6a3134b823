import Foundation

/// The first two fingers of a pinch or rotation, measured from where they were when both
/// were down: the ratio of their spans (a pinch's), or the angle turned (a rotation's,
/// accumulated, so it keeps counting past ±π). Each recognizer measures only its own quantity,
/// so a frame that moves two fingers under a pinch and a rotation takes one distance (`hypot`)
/// and one angle (`atan2`) of them, not two of each.
struct FingerPair {
    private(set) var isMeasuring = false
    private var initialSpan = 0.0
    private var lastAngle = 0.0
    /// The span now divided by the span at the start.
    private(set) var spanRatio = 1.0
    /// The span now minus the span at the start, in points.
    private(set) var spanChange = 0.0
    /// The angle turned since the start, in radians, positive clockwise on screen (y down).
    private(set) var rotation = 0.0

    /// Updates `quantity` from the tracked touches; starts measuring once two fingers are down
    /// apart. The other quantity keeps its starting value (ratio 1, change 0, rotation 0).
    mutating func update(with touches: [Touch], measuring quantity: FingerPairMeasure.Quantity) {
        guard touches.count >= 2 else {
            isMeasuring = false
            return
        }
        let a = touches[0].location
        let b = touches[1].location
        switch quantity {
        case .spanRatio:
            let span = TouchGeometry.distance(a, b)
            guard isMeasuring else {
                guard span > 0 else { return }
                start(span: span, angle: 0)
                return
            }
            spanRatio = span / initialSpan
            spanChange = span - initialSpan
        case .rotation:
            // Apart exactly when their distance is above 0 (finite locations: a difference that
            // isn't 0 gives a distance that isn't either), without measuring the distance.
            let apart = a != b
            let angle = TouchGeometry.angle(from: a, to: b)
            guard isMeasuring else {
                guard apart else { return }
                start(span: 0, angle: angle)
                return
            }
            if apart {
                rotation += TouchGeometry.turn(from: lastAngle, to: angle)
                lastAngle = angle
            }
        }
    }

    private mutating func start(span: Double, angle: Double) {
        isMeasuring = true
        initialSpan = span
        lastAngle = angle
        spanRatio = 1
        spanChange = 0
        rotation = 0
    }

    mutating func reset() { self = FingerPair() }
}

/// What pinch and rotation share: the first two fingers measured from where both touched down,
/// and a velocity tracker of the one quantity the recognizer reports.
struct FingerPairMeasure {
    /// The quantity tracked: the span ratio (pinch) or the angle turned (rotation).
    enum Quantity { case spanRatio, rotation }

    let quantity: Quantity
    private(set) var pair = FingerPair()
    private var tracker = VelocityTracker()

    init(_ quantity: Quantity) { self.quantity = quantity }

    /// The tracked quantity now.
    var value: Double { quantity == .spanRatio ? pair.spanRatio : pair.rotation }

    /// Updates from the tracked touches at `time` seconds and records the quantity.
    mutating func measure(_ touches: [Touch], at time: Double) {
        let wasMeasuring = pair.isMeasuring
        pair.update(with: touches, measuring: quantity)
        guard pair.isMeasuring else { return }
        if !wasMeasuring { tracker.reset() }
        try? tracker.addSample(x: value, y: 0, time: time)
    }

    /// How fast the quantity changes at `time`, per second.
    func velocity(at time: Double) -> Double { Double(tracker.velocity(at: time).x) }

    mutating func reset() {
        pair.reset()
        tracker.reset()
    }
}

extension GestureRecognizer {
    /// What a two-finger recognizer does when fingers lift: an active gesture ends once fewer
    /// than two remain; a possible one fails when none remain. Returns whether the recognizer
    /// should measure the fingers still down.
    func liftTwoFingerGesture() -> Bool {
        if state.isActive, numberOfTouches < 2 {
            requestState(.ended)
            return false
        }
        if numberOfTouches == 0 {
            requestState(.failed)
            return false
        }
        return state == .possible
    }
}
