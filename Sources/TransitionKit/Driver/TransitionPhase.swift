/// Who moves a running transition.
public enum TransitionPhase: String, Sendable, CaseIterable {
    /// The transition runs on its own, towards its end or its start.
    case animating
    /// A gesture drives the transition's progress.
    case interactive
    /// A touch interrupted the transition; it holds still until the touch moves or lifts.
    case interrupted
}
