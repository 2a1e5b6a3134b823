import Foundation

/// UIKit's scroll deceleration along one axis, as a value: every millisecond the velocity is
/// multiplied by the deceleration rate, so `v(t) = v₀ · rate^t` with `t` in milliseconds.
///
/// The content moves `v₀/1000 · rate` points in the first millisecond, `v₀/1000 · rate²` in the
/// second, and so on; after `n` milliseconds it has moved the geometric sum
///
///     Σₖ₌₁…ₙ v₀/1000 · rateᵏ = v₀/1000 · rate · (1 − rateⁿ) / (1 − rate) = P · (1 − rateⁿ)
///
/// and it comes to rest `P = v₀/1000 · rate / (1 − rate)` points from where it started
/// (``projection(velocity:rate:)``) — the target `UIScrollView` hands to
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. The position is that sum
/// extended to any time, `P · (1 − rate^t)`, so a deceleration is the same at any frame rate
/// and passes exactly through UIKit's millisecond steps. Its velocity at the start is
/// `v₀ · rate · (−ln rate) / (1 − rate)`: within 0.1 % of `v₀` at the normal rate (0.998), 0.5 %
/// at the fast one (0.99).
public struct ScrollDeceleration: Sendable, Equatable {
    /// Where the deceleration starts, in points (a content offset along one axis).
    public var start: Double
    /// The velocity at release, in points per second (positive: the offset grows).
    public var velocity: Double
    /// The factor the velocity is multiplied by every millisecond, in (0, 1).
    public var rate: Double

    /// A deceleration from `start` points at `velocity` points per second, with `rate` per ms.
    public init(start: Double, velocity: Double, rate: Double) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    /// The deceleration from `start` that comes to rest exactly at `target` (both in points):
    /// its velocity is the one whose ``projection(velocity:rate:)`` is `target − start`.
    public init(start: Double, target: Double, rate: Double) {
        self.init(start: start, velocity: (target - start) * 1000 * (1 - rate) / rate, rate: rate)
    }

    /// How far, in points, content released at `velocity` points per second travels before it
    /// rests: `velocity/1000 · rate / (1 − rate)` (499 × the velocity in points per millisecond
    /// at the normal rate 0.998, 99 × at the fast rate 0.99).
    public static func projection(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// Where it comes to rest, in points.
    public var target: Double { start + Self.projection(velocity: velocity, rate: rate) }

    /// The position `elapsed` seconds after the start, in points.
    public func position(after elapsed: Double) -> Double {
        start + Self.projection(velocity: velocity, rate: rate) * (1 - pow(rate, max(0, elapsed) * 1000))
    }

    /// The velocity `elapsed` seconds after the start, in points per second.
    public func velocity(after elapsed: Double) -> Double {
        Self.projection(velocity: velocity, rate: rate) * -log(rate) * 1000 * pow(rate, max(0, elapsed) * 1000)
    }

    /// The time, in seconds after the start, at which the position reaches `value` points, or
    /// `nil` if it never does (it lies behind the start or at or beyond the target).
    public func time(toReach value: Double) -> Double? {
        let projection = Self.projection(velocity: velocity, rate: rate)
        guard projection != 0 else { return value == start ? 0 : nil }
        let fraction = (value - start) / projection  // 1 − rate^t
        guard fraction >= 0, fraction < 1 else { return nil }
        return log(1 - fraction) / log(rate) / 1000
    }
}
