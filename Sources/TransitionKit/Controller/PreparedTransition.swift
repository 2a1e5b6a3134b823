/// A transition asked for but not started: the transition the source gave for an operation in
/// a host's context, and its shared element.
///
/// It names the context by identity only, so that a runner keeping it (the context keeps the
/// runner) keeps no cycle alive.
@MainActor
struct PreparedTransition {
    let transition: Transition
    let sharedElement: (any SharedElement)?
    /// The context it was prepared in.
    let context: ObjectIdentifier

    /// The effective duration as the transition is described before it is set up, in seconds:
    /// what the host is told before the transition starts (0 if it cannot be scheduled).
    var estimatedDuration: Double {
        let schedule = TransitionSchedule(layers: transition.animation.layers, of: transition, hasSharedElement: sharedElement != nil)
        return schedule.isRunnable ? schedule.duration : 0
    }
}
