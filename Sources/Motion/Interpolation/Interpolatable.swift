/// A value an animator can move: a point in a real vector space.
///
/// Animations interpolate (and springs extrapolate, when they overshoot) between values by
/// adding, subtracting and scaling them component by component. Conforming types in Motion:
/// `Double`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, ``Color`` and ``Transform2D``.
public protocol Interpolatable: Sendable, Equatable {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum.
    func adding(_ other: Self) -> Self
    /// Component-wise difference.
    func subtracting(_ other: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// Whether every component is finite.
    var isFinite: Bool { get }
    /// The value at `progress` between `self` (0) and `target` (1), where two-dimensional
    /// motion (a position) may move along x at `progressX` and along y at `progressY` — a spring
    /// given a velocity per axis, as UIKit's `CGVector` initial velocity. Every other value
    /// moves at `progress` (the default).
    func interpolated(to target: Self, progress: Double, progressX: Double, progressY: Double) -> Self
}

extension Interpolatable {
    /// The value at `progress` between `self` (0) and `target` (1); outside 0…1 it extrapolates.
    ///
    /// Exact at both ends: progress 0 gives `self` and progress 1 gives `target`.
    @inlinable
    public func interpolated(to target: Self, progress: Double) -> Self {
        scaled(by: 1 - progress).adding(target.scaled(by: progress))
    }

    @inlinable
    public func interpolated(to target: Self, progress: Double, progressX: Double, progressY: Double) -> Self {
        interpolated(to: target, progress: progress)
    }
}
