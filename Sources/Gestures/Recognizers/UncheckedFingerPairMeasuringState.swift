/// What a ``PinchGestureRecognizer`` or a ``RotationGestureRecognizer`` measures on every move:
/// its two fingers, and the base the app re-set its value to (a pinch's scale factor, a
/// rotation's offset).
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access). That is sound because of one invariant, kept by this type alone: every access happens
/// inside one of its own methods, on the main actor, and no method calls out while an access is
/// open — they are pure measuring, given the touches and the time by the recognizer. So no two
/// accesses to the same property can overlap, even when an action re-sets the scale or the
/// rotation while the recognizer delivers a change. Its recognizer holds it in a `let`, which
/// needs no check of its own.
@MainActor
final class UncheckedFingerPairMeasuringState {
    @exclusivity(unchecked) private var fingers: FingerPairMeasure
    @exclusivity(unchecked) private var currentBase: Double
    /// The base a reset returns to.
    private let initialBase: Double

    /// Measures `quantity`, from `base`.
    init(_ quantity: FingerPairMeasure.Quantity, base: Double) {
        fingers = FingerPairMeasure(quantity)
        currentBase = base
        initialBase = base
    }

    /// The two fingers as last measured.
    var pair: FingerPair {
        @inline(__always) get { fingers.pair }
    }

    /// The value the app re-based the measured quantity on (pinch: a factor; rotation: an
    /// offset, in radians).
    var base: Double {
        @inline(__always) get { currentBase }
        @inline(__always) set { currentBase = newValue }
    }

    /// How fast the measured quantity changes at `time` seconds, per second.
    @inline(__always)
    func velocity(at time: Double) -> Double {
        fingers.velocity(at: time)
    }

    /// Measures the tracked `touches` at `time` seconds.
    @inline(__always)
    func measure(_ touches: [Touch], at time: Double) {
        fingers.measure(touches, at: time)
    }

    /// Forgets the fingers and the base.
    func reset() {
        fingers.reset()
        currentBase = initialBase
    }
}
