import TransitionKit

/// Told when a ``Window`` begins and ends a container change (push, pop, present, dismiss, tab
/// switch), animated or not: the hook the invariant checker uses to compare the hierarchy before
/// and after every transition.
@MainActor
public protocol WindowTransitionObserver: AnyObject {
    /// A container change is about to start: nothing of it has happened yet (no callback, no
    /// view moved).
    func window(_ window: Window, willBegin change: StageContainerChange)
    /// A container change has ended: the hierarchy is arranged as it completed (`completed`) or
    /// as it was before (cancelled), and the appearance callbacks have been sent.
    func window(_ window: Window, didEnd change: StageContainerChange, completed: Bool)
}

/// One container change, as a ``WindowTransitionObserver`` sees it.
@MainActor
public struct StageContainerChange {
    /// What the change does to its container, in the engine's words.
    public let operation: TransitionOperation
    /// The container view the transition runs in (for a presentation, the new container view).
    public let container: View
    /// The controller that leaves (for a presentation, the presenting one).
    public let from: ViewController
    /// The controller that arrives (for a dismissal, the presenting one).
    public let to: ViewController
    /// Whether the change is animated by an animation controller (else it happens at once).
    public let isAnimated: Bool
    /// The presented controller's style, for presentations and dismissals.
    public let presentationStyle: ModalPresentationStyle
    /// The transition context, for an animated change once it has started (`nil` before, and
    /// for a change that happens at once).
    public internal(set) var context: StageTransitionContext?
}
