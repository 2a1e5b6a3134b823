/// Where a lane of an animator is: one progress for every property, and for two-dimensional
/// motion (a position) a progress per axis, which differ only while a spring given a velocity
/// per axis (`CGVector`, as UIKit's) runs.
///
/// Public only so that the inlinable track builders can read it; not for use outside Motion.
@usableFromInline
struct LaneProgress: Sendable, Equatable {
    /// The progress of every property but a position's axes: 0 start, 1 end; beyond while a
    /// spring overshoots.
    @usableFromInline let value: Double
    /// A position's progress along x.
    @usableFromInline let x: Double
    /// A position's progress along y.
    @usableFromInline let y: Double
    /// Whether every axis is at ``value``: stored, so that a frame's writes test one flag.
    @usableFromInline let isUniform: Bool

    /// The same progress on every axis.
    @inlinable
    init(_ value: Double) {
        self.value = value
        x = value
        y = value
        isUniform = true
    }

    /// A progress of `value`, with a position at `x` and `y`.
    @inlinable
    init(value: Double, x: Double, y: Double) {
        self.value = value
        self.x = x
        self.y = y
        isUniform = x == value && y == value
    }
}
