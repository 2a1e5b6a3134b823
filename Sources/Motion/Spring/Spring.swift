import Foundation

/// A damped harmonic oscillator: a mass on a spring with a damper, solved in closed form.
///
/// The motion of the displacement x from the rest position obeys m·x″ + c·x′ + k·x = 0, with mass
/// m, stiffness k and damping c. The spring is under-damped (it oscillates) when the damping
/// ratio ζ = c / (2·√(k·m)) is below 1, critically damped at 1 and over-damped above. Every
/// evaluation is closed-form and continuous across ζ = 1 (see ``SpringPropagator``).
///
/// A spring says nothing of where it starts or ends: ``SpringPropagator`` moves a
/// ``SpringState`` (displacement and velocity), and ``value(from:to:initialVelocity:at:)`` moves a
/// value of any ``Interpolatable`` type.
public struct Spring: Sendable {
    /// The moving mass, in arbitrary mass units; greater than 0.
    public let mass: Double
    /// The spring constant k, in force units per unit of displacement; greater than 0.
    public let stiffness: Double
    /// The damping coefficient c, in force units per unit of velocity; 0 or more.
    public let damping: Double

    /// ζ·ω₀ = c / 2m: the rate at which the motion's envelope decays, per second.
    @usableFromInline let decayRate: Double
    /// ω₀² = k / m, in radians² per second².
    @usableFromInline let naturalFrequencySquared: Double
    /// ω₀·√|1 − ζ²|: the damped frequency (ζ < 1) or the spread of the two decay rates (ζ > 1),
    /// per second; 0 when critically damped.
    @usableFromInline let modeFrequency: Double
    @usableFromInline let regime: Regime

    @usableFromInline
    enum Regime: Sendable { case underdamped, critical, overdamped }

    /// Creates a spring from its physical parameters.
    ///
    /// - Parameters:
    ///   - mass: Greater than 0. Default 1.
    ///   - stiffness: Greater than 0.
    ///   - damping: 0 (no friction: the spring never settles) or more.
    /// - Throws: ``SpringError`` if a parameter is out of range, not finite, or the combination
    ///   overflows.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
        try SpringError.check("mass", mass, "greater than 0") { $0 > 0 }
        try SpringError.check("stiffness", stiffness, "greater than 0") { $0 > 0 }
        try SpringError.check("damping", damping, "0 or more") { $0 >= 0 }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        decayRate = damping / (2 * mass)
        naturalFrequencySquared = stiffness / mass
        let naturalFrequency = naturalFrequencySquared.squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        // ω₀·√|1 − ζ²| computed as √|(ω₀ − ζω₀)(ω₀ + ζω₀)| to keep its relative accuracy near ζ = 1.
        let spread = abs((naturalFrequency - decayRate) * (naturalFrequency + decayRate)).squareRoot()
        if ratio < 1 {
            regime = spread > 0 ? .underdamped : .critical
        } else if ratio > 1 {
            regime = spread > 0 ? .overdamped : .critical
        } else {
            regime = .critical
        }
        modeFrequency = regime == .critical ? 0 : spread
        guard decayRate.isFinite, naturalFrequencySquared.isFinite, naturalFrequencySquared > 0,
            modeFrequency.isFinite, ratio.isFinite
        else {
            throw .overflow(description: "mass \(mass), stiffness \(stiffness), damping \(damping)")
        }
    }

    /// ζ = c / (2·√(k·m)): below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// ω₀ = √(k/m), the undamped natural frequency, in radians per second.
    public var naturalFrequency: Double { naturalFrequencySquared.squareRoot() }

    /// 2π/ω₀, the undamped period, in seconds (SwiftUI's `response`).
    public var response: Double { 2 * .pi / naturalFrequency }

    /// The state-transition matrix over `time` seconds: how any displacement and velocity evolve.
    public func propagator(over time: Double) -> SpringPropagator {
        SpringPropagator(spring: self, time: time)
    }

    /// The state `time` seconds after `initial`.
    @inline(__always)
    public func state(after time: Double, from initial: SpringState) -> SpringState {
        SpringPropagator(spring: self, time: time).apply(to: initial)
    }

    /// The value `time` seconds after a value at `from` with velocity `initialVelocity` (value
    /// units per second) is released towards `to`.
    ///
    /// At `time` 0 the result is exactly `from`.
    @inlinable
    public func value<Value: Interpolatable>(
        from: Value, to: Value, initialVelocity: Value, at time: Double
    ) -> Value {
        SpringPropagator(spring: self, time: time).value(from: from, to: to, initialVelocity: initialVelocity)
    }

    /// The velocity, in value units per second, `time` seconds after release (see
    /// ``value(from:to:initialVelocity:at:)``).
    @inlinable
    public func velocity<Value: Interpolatable>(
        from: Value, to: Value, initialVelocity: Value, at time: Double
    ) -> Value {
        SpringPropagator(spring: self, time: time).velocity(from: from, to: to, initialVelocity: initialVelocity)
    }
}

extension Spring: Hashable, CustomStringConvertible {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
    }

    public var description: String { "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))" }
}
