import Foundation

/// The linear map that carries a spring's state over a fixed time: a 2×2 matrix.
///
/// A spring's motion is linear in its initial state, so the displacement and velocity after time
/// t are
///
///     x(t) = positionFromPosition · x₀ + positionFromVelocity · v₀
///     v(t) = velocityFromPosition · x₀ + velocityFromVelocity · v₀
///
/// Evaluating a spring at any time builds this matrix once (one exponential and one sine/cosine
/// pair); stepping by a fixed frame interval reuses one matrix, so a frame costs four
/// multiply-adds and stays exact to rounding.
///
/// With α = ζω₀ and ω the mode frequency, the entries are e^(−αt) times
/// `C + α·S`, `S`, `−ω₀²·S` and `C − α·S`, where `(C, S)` is `(cos ωt, sin ωt / ω)` under-damped,
/// `(1, t)` critical and `(cosh ωt, sinh ωt / ω)` over-damped. Over-damped products are formed
/// from combined exponents so nothing overflows, and `sinh ωt / ω` comes from `expm1`, so the
/// entries are continuous as ζ crosses 1.
public struct SpringPropagator: Sendable, Hashable {
    public let positionFromPosition: Double
    public let positionFromVelocity: Double
    public let velocityFromPosition: Double
    public let velocityFromVelocity: Double

    /// The identity: no time passes.
    public static let identity = SpringPropagator(
        positionFromPosition: 1, positionFromVelocity: 0, velocityFromPosition: 0, velocityFromVelocity: 1)

    public init(positionFromPosition: Double, positionFromVelocity: Double, velocityFromPosition: Double, velocityFromVelocity: Double) {
        self.positionFromPosition = positionFromPosition
        self.positionFromVelocity = positionFromVelocity
        self.velocityFromPosition = velocityFromPosition
        self.velocityFromVelocity = velocityFromVelocity
    }

    /// The propagator of `spring` over `time` seconds.
    ///
    /// Negative and NaN times count as 0. An infinite time gives the rest state for a damped
    /// spring (and, for an undamped one, which never settles, the identity).
    ///
    /// Inlinable: the common case, an under-damped spring at a moderate phase, is one inlined
    /// exponential and sine/cosine pair; everything else is evaluated out of line.
    @inlinable
    @inline(__always)
    public init(spring: Spring, time: Double) {
        if spring.regime == .underdamped {
            // The mode frequency is positive, so this leaves out times that are not positive,
            // infinite or NaN.
            let angle = spring.modeFrequency * time
            if angle > 0, angle <= SineCosine.reducibleLimit {
                let envelope = Exponential.of(-spring.decayRate * time)
                let (sine, cosine) = SineCosine.reducible(angle)
                self.init(spring: spring, envelopeC: envelope * cosine, envelopeS: envelope * (sine / spring.modeFrequency))
                return
            }
        }
        self.init(anyRegime: spring, time: time)
    }

    /// The entries from e^(−αt)·C and e^(−αt)·S (see the type's discussion).
    @inlinable
    @inline(__always)
    init(spring: Spring, envelopeC: Double, envelopeS: Double) {
        let alpha = spring.decayRate
        positionFromPosition = envelopeC + alpha * envelopeS
        positionFromVelocity = envelopeS
        velocityFromPosition = -spring.naturalFrequencySquared * envelopeS
        velocityFromVelocity = envelopeC - alpha * envelopeS
    }

    /// The propagator for any regime and time (``init(spring:time:)`` inlines only the common case).
    @usableFromInline
    @inline(never)
    init(anyRegime spring: Spring, time: Double) {
        guard time > 0 else {
            self = .identity
            return
        }
        guard time.isFinite else {
            self = spring.decayRate > 0
                ? SpringPropagator(positionFromPosition: 0, positionFromVelocity: 0, velocityFromPosition: 0, velocityFromVelocity: 0)
                : .identity
            return
        }
        let alpha = spring.decayRate
        let omega = spring.modeFrequency
        let envelopeC: Double  // e^(−αt)·C
        let envelopeS: Double  // e^(−αt)·S
        switch spring.regime {
        case .underdamped:
            let envelope = exp(-alpha * time)
            var angle = omega * time
            if !angle.isFinite {
                // So many turns that the phase is beyond a double's reach: reduce the time first.
                angle = omega * time.truncatingRemainder(dividingBy: 2 * .pi / omega)
            }
            let (sine, cosine) = SineCosine.of(angle)
            envelopeC = envelope * cosine
            envelopeS = envelope * (sine / omega)
        case .critical:
            let envelope = exp(-alpha * time)
            envelopeC = envelope
            envelopeS = envelope * time
        case .overdamped:
            // Slow rate r₁ = −α + ω, written −ω₀²/(α + ω) to avoid cancellation when ζ ≫ 1.
            let slow = exp(-spring.naturalFrequencySquared / (alpha + omega) * time)
            let spreadDecay = exp(-2 * omega * time)
            envelopeC = slow * 0.5 * (1 + spreadDecay)
            envelopeS = slow * (-expm1(-2 * omega * time) / (2 * omega))
        }
        self.init(spring: spring, envelopeC: envelopeC, envelopeS: envelopeS)
    }

    /// The state after this propagator's time.
    @inline(__always)
    public func apply(to state: SpringState) -> SpringState {
        SpringState(
            displacement: positionFromPosition * state.displacement + positionFromVelocity * state.velocity,
            velocity: velocityFromPosition * state.displacement + velocityFromVelocity * state.velocity
        )
    }

    /// Two propagators in sequence: `self` after `first`.
    public func after(_ first: SpringPropagator) -> SpringPropagator {
        SpringPropagator(
            positionFromPosition: positionFromPosition * first.positionFromPosition + positionFromVelocity * first.velocityFromPosition,
            positionFromVelocity: positionFromPosition * first.positionFromVelocity + positionFromVelocity * first.velocityFromVelocity,
            velocityFromPosition: velocityFromPosition * first.positionFromPosition + velocityFromVelocity * first.velocityFromPosition,
            velocityFromVelocity: velocityFromPosition * first.positionFromVelocity + velocityFromVelocity * first.velocityFromVelocity
        )
    }

    /// The value of a spring released at `from` with `initialVelocity` towards `to`.
    ///
    /// Written as `from·P + to·(1 − P) + initialVelocity·S`, so that with no time elapsed the result
    /// is exactly `from`.
    @inlinable
    public func value<Value: Interpolatable>(from: Value, to: Value, initialVelocity: Value) -> Value {
        from.scaled(by: positionFromPosition)
            .adding(to.scaled(by: 1 - positionFromPosition))
            .adding(initialVelocity.scaled(by: positionFromVelocity))
    }

    /// The velocity, in value units per second, of a spring released at `from` with
    /// `initialVelocity` towards `to`.
    @inlinable
    public func velocity<Value: Interpolatable>(from: Value, to: Value, initialVelocity: Value) -> Value {
        from.subtracting(to).scaled(by: velocityFromPosition)
            .adding(initialVelocity.scaled(by: velocityFromVelocity))
    }
}
