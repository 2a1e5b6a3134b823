import Foundation

/// A critically damped spring along one axis, as a value: how a ``ScrollView`` returns to an
/// edge after a bounce, snaps to a page, and animates `setContentOffset(_:animated:)`.
///
/// With `x` the displacement from the target, `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)`: the fastest
/// return that never oscillates (it crosses the target at most once, when it starts moving
/// towards it fast enough, and then comes back without crossing again).
public struct ScrollSpring: Sendable, Equatable {
    /// Where the spring comes to rest, in points.
    public var target: Double
    /// The start's displacement from ``target``, in points.
    public var displacement: Double
    /// The velocity at the start, in points per second.
    public var velocity: Double
    /// The spring's natural angular frequency ω, in radians per second.
    public var angularFrequency: Double

    /// A spring from `start` to `target` (points), starting at `velocity` points per second.
    public init(from start: Double, to target: Double, velocity: Double, angularFrequency: Double) {
        self.target = target
        displacement = start - target
        self.velocity = velocity
        self.angularFrequency = angularFrequency
    }

    /// The position `elapsed` seconds after the start, in points.
    public func position(after elapsed: Double) -> Double {
        let t = max(0, elapsed)
        return target + (displacement + (velocity + angularFrequency * displacement) * t) * exp(-angularFrequency * t)
    }

    /// The velocity `elapsed` seconds after the start, in points per second.
    public func velocity(after elapsed: Double) -> Double {
        let t = max(0, elapsed)
        let slope = velocity + angularFrequency * displacement
        return (velocity - angularFrequency * slope * t) * exp(-angularFrequency * t)
    }
}
