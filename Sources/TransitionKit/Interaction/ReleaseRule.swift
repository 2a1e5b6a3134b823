import Motion

/// Where a transition goes when the gestures holding it let go — one rule, shared by every
/// transition.
///
/// A release moving at ``minimumSpeed`` or faster along the direction that completes the
/// transition decides by its direction: towards the end, the transition completes; away from
/// it, it is cancelled. A slower release decides by position (a fraction past a threshold, a
/// shared element outside a radius).
///
/// What "towards the end" means depends on what the gesture moves: for a
/// ``PanInteractionController``, the pan's velocity along its screen edge's axis (its
/// ``PanInteractionController/minimumFlickVelocity`` is the minimum speed, its
/// ``PanInteractionController/completionThreshold`` the position test); for a shared element
/// held by pan, pinch and rotation, the element's velocity relative to its place in the fore
/// controller (``TransitionPlans/restoreRadius``): moving towards it goes to the fore
/// controller, away from it to the back one.
public struct ReleaseRule: Sendable, Equatable {
    /// The speed, in points per second, at or above which a release decides by its direction.
    public var minimumSpeed: Double

    /// A rule deciding by direction at `minimumSpeed` points per second or faster.
    public init(minimumSpeed: Double) {
        self.minimumSpeed = minimumSpeed
    }

    /// Where a release goes that moves at `speedTowardsEnd` points per second along the
    /// direction that completes the transition (negative: away from it), when its position
    /// alone would complete it (`positionCompletes`) or not.
    public func position(speedTowardsEnd: Double, positionCompletes: Bool) -> AnimatingPosition {
        if speedTowardsEnd.isFinite, abs(speedTowardsEnd) >= minimumSpeed {
            return speedTowardsEnd > 0 ? .end : .start
        }
        return positionCompletes ? .end : .start
    }
}
