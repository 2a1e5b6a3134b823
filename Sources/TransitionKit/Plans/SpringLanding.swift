import Motion

/// The last stretch of a spring that has less than a pixel left to move: from the value and
/// velocity it had, down on its destination at rest, over ``duration`` — a cubic (Hermite) path,
/// so the value and its velocity carry on without a step and the last frames ease into the
/// destination. Pure math.
struct SpringLanding<Value: SpringMeasurable>: Sendable {
    /// How long a landing takes, in seconds: four frames at 120 Hz, two at 60.
    static var duration: Double { 1.0 / 30 }

    /// Where the spring was, relative to the destination, and how fast, when it began to land.
    let offset: Value
    let velocity: Value
    let destination: Value
    /// How far into the landing it is, in seconds.
    private(set) var elapsed = 0.0

    init(from value: Value, velocity: Value, to destination: Value) {
        offset = value.subtracting(destination)
        self.velocity = velocity
        self.destination = destination
    }

    /// The value and velocity `interval` seconds on, and whether it has landed by then.
    func state(after interval: Double) -> (value: Value, velocity: Value, landed: Bool) {
        let duration = Self.duration
        let s = min(max((elapsed + interval) / duration, 0), 1)
        guard s < 1 else { return (destination, .zero, true) }
        // Hermite basis: the offset fades by h00, the velocity (over the landing's time) by h10.
        let h00 = (2 * s - 3) * s * s + 1
        let h10 = ((s - 2) * s + 1) * s
        let d00 = 6 * s * (s - 1)
        let d10 = (3 * s - 4) * s + 1
        let value = destination.adding(offset.scaled(by: h00)).adding(velocity.scaled(by: h10 * duration))
        let rate = offset.scaled(by: d00 / duration).adding(velocity.scaled(by: d10))
        return (value, rate, false)
    }

    /// The same landing `interval` seconds on.
    func advanced(by interval: Double) -> SpringLanding {
        var next = self
        next.elapsed += interval
        return next
    }
}
