import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Spring timing for an animator, as UIKit's `UISpringTimingParameters`.
///
/// Either a damping ratio, which the animator fits to its duration (the spring settles exactly
/// when the duration ends), or a physical spring (mass, stiffness, damping), which sets its own
/// *implicit duration* — its settling duration — and ignores the animator's.
///
/// The initial velocity is relative to the distance to travel. Given as a number, it applies to
/// every property. Given as a vector (as UIKit's `CGVector`), two-dimensional motion — a view's
/// centre — takes `dx` along x and `dy` along y, and every other property takes the vector's
/// magnitude, as UIKit documents.
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
    /// twice the remaining distance per second". Properties other than a position take this one.
    public let initialVelocity: Double
    /// The initial velocity of two-dimensional motion (a view's centre), per axis, relative to
    /// the distance to travel on that axis, per second. Both components equal ``initialVelocity``
    /// when the velocity was given as a number.
    public var initialVelocityVector: CGVector { CGVector(dx: CGFloat(initialVelocityX), dy: CGFloat(initialVelocityY)) }
    /// ``initialVelocityVector``'s components, stored as numbers (Core Graphics' `CGVector` is
    /// not `Hashable`).
    let initialVelocityX: Double
    let initialVelocityY: Double
    /// For `.dampingRatio`, the settling duration of the same ratio at ω₀ = 1.
    let unitSettlingDuration: Double
    /// For `.physical`, the spring's settling duration (finite, checked when made).
    let settlingDuration: Double

    /// A spring that settles when the animator's duration ends.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, greater than 0; 1 is critical (no overshoot).
    ///   - initialVelocity: Relative to the distance, per second. Default 0.
    public init(dampingRatio: Double, initialVelocity: Double = 0) throws(SpringError) {
        try self.init(dampingRatio: dampingRatio, velocity: initialVelocity, vector: CGVector(dx: initialVelocity, dy: initialVelocity))
    }

    /// A spring that settles when the animator's duration ends, with a velocity per axis.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, greater than 0; 1 is critical.
    ///   - initialVelocity: Relative to the distance, per second: `dx` and `dy` for a position,
    ///     the vector's magnitude for every other property (as `UISpringTimingParameters`).
    public init(dampingRatio: Double, initialVelocity: CGVector) throws(SpringError) {
        try self.init(dampingRatio: dampingRatio, velocity: Self.magnitude(initialVelocity), vector: initialVelocity)
    }

    private init(dampingRatio: Double, velocity: Double, vector: CGVector) throws(SpringError) {
        try SpringError.check("dampingRatio", dampingRatio, "greater than 0") { $0 > 0 }
        try Self.checkVelocity(velocity, vector)
        kind = .dampingRatio(dampingRatio)
        initialVelocity = velocity
        initialVelocityX = Double(vector.dx)
        initialVelocityY = Double(vector.dy)
        unitSettlingDuration = try Spring.unitSettlingDuration(dampingRatio: dampingRatio)
        settlingDuration = 0
    }

    /// A physical spring that sets its own duration.
    ///
    /// - Throws: ``SpringError`` for invalid parameters, or if the spring is undamped and so
    ///   would never finish.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(SpringError) {
        try self.init(spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// A physical spring that sets its own duration, with a velocity per axis (`dx` and `dy`
    /// for a position, the vector's magnitude for every other property).
    ///
    /// - Throws: ``SpringError`` for invalid parameters, or a spring that would never settle.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: CGVector) throws(SpringError) {
        try self.init(
            spring: Spring(mass: mass, stiffness: stiffness, damping: damping),
            velocity: Self.magnitude(initialVelocity), vector: initialVelocity)
    }

    /// A physical spring that sets its own duration.
    ///
    /// - Throws: ``SpringError`` if the spring is undamped or so weakly damped for its mass
    ///   that it would not settle in a finite time (an animation that never ends).
    public init(spring: Spring, initialVelocity: Double = 0) throws(SpringError) {
        try self.init(spring: spring, velocity: initialVelocity, vector: CGVector(dx: initialVelocity, dy: initialVelocity))
    }

    private init(spring: Spring, velocity: Double, vector: CGVector) throws(SpringError) {
        try SpringError.check("damping", spring.damping, "greater than 0 for an animation that ends") { $0 > 0 }
        try Self.checkVelocity(velocity, vector)
        let settling = spring.settlingDuration
        guard settling.isFinite else {
            throw .outOfRange(
                parameter: "damping", value: spring.damping,
                requirement: "large enough for a spring of mass \(spring.mass) and stiffness \(spring.stiffness) to settle in a finite time")
        }
        kind = .physical(spring)
        initialVelocity = velocity
        initialVelocityX = Double(vector.dx)
        initialVelocityY = Double(vector.dy)
        unitSettlingDuration = 0
        settlingDuration = settling
    }

    private static func magnitude(_ vector: CGVector) -> Double {
        Double(hypot(vector.dx, vector.dy))
    }

    private static func checkVelocity(_ velocity: Double, _ vector: CGVector) throws(SpringError) {
        try SpringError.check("initialVelocity.dx", Double(vector.dx), "finite") { _ in true }
        try SpringError.check("initialVelocity.dy", Double(vector.dy), "finite") { _ in true }
        try SpringError.check("initialVelocity", velocity, "finite") { _ in true }
    }

    /// The relative initial velocity a segment moving along `axis` takes.
    func initialVelocity(along axis: ProgressSegment.Axis) -> Double {
        switch axis {
        case .all: initialVelocity
        case .x: initialVelocityX
        case .y: initialVelocityY
        }
    }

    /// Whether a position moves along x or y with another velocity than every other property.
    var hasVelocityPerAxis: Bool { initialVelocityX != initialVelocity || initialVelocityY != initialVelocity }

    /// The duration a physical spring sets for itself, in seconds (finite); nil for a damping
    /// ratio, which takes the animator's duration.
    public var implicitDuration: Double? {
        if case .physical = kind { settlingDuration } else { nil }
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
