/// Spring timing for an animator, as UIKit's `UISpringTimingParameters`.
///
/// Either a damping ratio, which the animator fits to its duration (the spring settles exactly
/// when the duration ends), or a physical spring (mass, stiffness, damping), which sets its own
/// *implicit duration* — its settling duration — and ignores the animator's.
public struct SpringTimingParameters: Sendable, Hashable {
    /// How the spring is given.
    public enum Kind: Sendable, Hashable {
        /// A damping ratio ζ in (0, …): the spring is fitted to the animation's duration.
        case dampingRatio(Double)
        /// A fully specified spring with its own, implicit, duration.
        case physical(Spring)
    }

    /// How the spring is given.
    public let kind: Kind
    /// The initial velocity relative to the distance to travel, per second: 2 means "moving at
    /// twice the remaining distance per second", as UIKit's `initialVelocity.dx`.
    public let initialVelocity: Double
    /// For `.dampingRatio`, the settling duration of the same ratio at ω₀ = 1.
    let unitSettlingDuration: Double

    /// A spring that settles when the animator's duration ends.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, greater than 0; 1 is critical (no overshoot).
    ///   - initialVelocity: Relative to the distance, per second. Default 0.
    public init(dampingRatio: Double, initialVelocity: Double = 0) throws(SpringError) {
        try SpringError.check("dampingRatio", dampingRatio, "greater than 0") { $0 > 0 }
        try SpringError.check("initialVelocity", initialVelocity, "finite") { _ in true }
        kind = .dampingRatio(dampingRatio)
        self.initialVelocity = initialVelocity
        unitSettlingDuration = try Spring.unitSettlingDuration(dampingRatio: dampingRatio)
    }

    /// A physical spring that sets its own duration.
    ///
    /// - Throws: ``SpringError`` for invalid parameters, or if the spring is undamped and so
    ///   would never finish.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(SpringError) {
        try self.init(spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// A physical spring that sets its own duration.
    public init(spring: Spring, initialVelocity: Double = 0) throws(SpringError) {
        try SpringError.check("damping", spring.damping, "greater than 0 for an animation that ends") { $0 > 0 }
        try SpringError.check("initialVelocity", initialVelocity, "finite") { _ in true }
        kind = .physical(spring)
        self.initialVelocity = initialVelocity
        unitSettlingDuration = 0
    }

    /// The duration a physical spring sets for itself, in seconds; nil for a damping ratio,
    /// which takes the animator's duration.
    public var implicitDuration: Double? {
        if case let .physical(spring) = kind { spring.settlingDuration } else { nil }
    }

    /// The spring to run over `duration` seconds: the physical spring as it is, or the damping
    /// ratio fitted so that it settles in `duration`.
    public func spring(forDuration duration: Double) -> Spring {
        switch kind {
        case let .physical(spring):
            return spring
        case let .dampingRatio(ratio):
            let frequency = unitSettlingDuration / max(duration, 1e-9)
            // Finite and positive by construction; fall back to a critically damped unit spring.
            return (try? Spring(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency))
                ?? Spring.criticallyDampedUnit
        }
    }
}

extension Spring {
    static let criticallyDampedUnit: Spring = {
        guard let spring = try? Spring(mass: 1, stiffness: 1, damping: 2) else { preconditionFailure("valid constant") }
        return spring
    }()
}
