/// Where a running transition is, as the engine hands it down to the host's context
/// (``ViewControllerContextTransitioning/transitionDidUpdate(_:)``).
@MainActor
public struct TransitionState {
    /// How far the transition is, 0 (start) … 1 (end).
    public var fractionComplete: AnimationFraction
    /// Who moves it.
    public var phase: TransitionPhase
    /// The view that plays the shared element (the flying snapshot or replica), if the
    /// transition has one.
    public var sharedElementView: (any HostView)?

    /// A state at `fractionComplete` in `phase`, with its shared element's view, if any.
    public init(fractionComplete: AnimationFraction, phase: TransitionPhase, sharedElementView: (any HostView)? = nil) {
        self.fractionComplete = fractionComplete
        self.phase = phase
        self.sharedElementView = sharedElementView
    }
}
