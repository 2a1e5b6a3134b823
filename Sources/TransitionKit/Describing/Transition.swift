import Motion

/// A complete description of a transition: how long, the animation layers, and optionally a
/// shared element.
@MainActor
public struct Transition {
    /// The nominal duration, in seconds.
    public let duration: Double
    /// The layered animation.
    public let animation: any TransitionAnimation
    /// The shared element's animation and interaction, if any.
    public let sharedElement: (any SharedElementTransition)?

    /// A transition of `duration` seconds.
    /// - Throws: ``TransitionError/invalidDuration(_:)`` unless the duration is finite and > 0.
    public init(
        duration: Double, animation: any TransitionAnimation, sharedElement: (any SharedElementTransition)? = nil
    ) throws(TransitionError) {
        guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
        self.duration = duration
        self.animation = animation
        self.sharedElement = sharedElement
    }
}
