import Motion

/// A complete description of a transition: how long, the animation layers, and optionally a
/// shared element.
///
/// ```swift
/// Transition(duration: 0.5, animation: SlideAnimation(), sharedElement: PhotoZoom())
/// ```
@MainActor
public struct Transition {
    /// The nominal duration, in seconds. Layers or a shared element timed by a spring with an
    /// implicit duration may lengthen it (see ``TransitionSchedule``).
    public let duration: Double
    /// The layered animation.
    public let animation: any TransitionAnimation
    /// The shared element's animation and interaction, if any (given as `sharedElement:`).
    public let sharedElementTransition: (any SharedElementTransition)?
    /// How long the cross-fade lasts that the transition becomes under reduced motion, in
    /// seconds (`nil`, the default: as long as the transition would have lasted). A value that
    /// isn't finite and positive is ignored.
    public var reducedMotionDuration: Double?

    /// A transition of `duration` seconds.
    ///
    /// A duration written in the source is the programmer's: an invalid one stops with a
    /// message, as an invalid range does in the standard library. For a duration read at run
    /// time (a setting, a file), use ``validated(duration:animation:sharedElement:)``.
    ///
    /// - Precondition: `duration` is finite and greater than 0.
    public init(duration: Double, animation: any TransitionAnimation, sharedElement: (any SharedElementTransition)? = nil) {
        precondition(
            duration.isFinite && duration > 0,
            "Transition(duration:animation:sharedElement:): \(TransitionError.invalidDuration(duration))")
        self.init(checked: duration, animation: animation, sharedElement: sharedElement)
    }

    private init(checked duration: Double, animation: any TransitionAnimation, sharedElement: (any SharedElementTransition)?) {
        self.duration = duration
        self.animation = animation
        sharedElementTransition = sharedElement
    }

    /// The duration the transition runs for, in seconds: the nominal ``duration``, lengthened so
    /// that layers (and the shared element) timed by springs with an implicit duration fit —
    /// measured on the layers as they are described now (see ``TransitionSchedule``).
    public var effectiveDuration: Double {
        TransitionSchedule(layers: animation.layers, of: self, hasSharedElement: sharedElementTransition != nil).duration
    }

    /// A transition of `duration` seconds, for a duration read at run time.
    ///
    /// - Throws: ``TransitionError/invalidDuration(_:)`` unless the duration is finite and > 0.
    public static func validated(
        duration: Double, animation: any TransitionAnimation, sharedElement: (any SharedElementTransition)? = nil
    ) throws(TransitionError) -> Transition {
        guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
        return Transition(checked: duration, animation: animation, sharedElement: sharedElement)
    }
}
