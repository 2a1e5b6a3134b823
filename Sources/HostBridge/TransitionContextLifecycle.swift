/// The life of one transition as a platform's transition context sees it, decided for a host
/// that runs the engine inside a toolkit's transitions (UIKit): which context calls to make,
/// when, and never twice.
///
/// The engine reports to its context (``/TransitionKit/ViewControllerContextTransitioning``):
/// where the transition is every frame, when interaction pauses it or lets it go, and one
/// completion. UIKit's context has stricter rules: progress may be reported only while the
/// transition is interactive, `finishInteractiveTransition()` or `cancelInteractiveTransition()`
/// must come once before `completeTransition(_:)`, and after either UIKit animates what it
/// drives (the navigation bar) on its own clock. So a UIKit host runs every transition as
/// interactive from UIKit's point of view, and this lifecycle maps the engine's reports to
/// UIKit's calls:
/// - every change of the fraction, clamped to 0…1, becomes an ``PlatformContextCall/update(_:)``
///   (one per change; non-finite fractions are dropped) — so what UIKit drives follows the
///   engine frame by frame, animating or held;
/// - interaction letting go, pausing or resuming changes only the engine's view of the context
///   (``isInteractive``, ``transitionWasCancelled``); UIKit hears nothing;
/// - the completion becomes, once: an update to the end it reached (1 or 0), then
///   ``PlatformContextCall/finish`` or ``PlatformContextCall/cancel`` to match, then
///   ``PlatformContextCall/complete(_:)``. A second completion makes no call and is counted in
///   ``refusedCompletions``; nothing is reported after the first.
@MainActor
public final class TransitionContextLifecycle {
    /// Whether interaction drives the transition now, as the engine sees it.
    public private(set) var isInteractive: Bool
    /// Whether the transition goes (or went) back to its start.
    public private(set) var transitionWasCancelled = false
    /// Whether the transition has completed.
    public private(set) var isComplete = false
    /// The fraction last reported to the platform, 0…1.
    public private(set) var percentComplete = 0.0
    /// Completions asked for after the first, which changed nothing.
    public private(set) var refusedCompletions = 0

    /// A transition that starts interactively (a gesture started it) or animating.
    public init(interactive: Bool) {
        isInteractive = interactive
    }

    /// The engine's fraction this frame; the call to make, if it changed.
    public func progress(_ fraction: Double) -> PlatformContextCall? {
        guard !isComplete, fraction.isFinite else { return nil }
        let clamped = min(max(fraction, 0), 1)
        guard clamped != percentComplete else { return nil }
        percentComplete = clamped
        return .update(clamped)
    }

    /// Interaction lets go towards the end.
    public func finishInteraction() {
        guard !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = false
    }

    /// Interaction lets go towards the start.
    public func cancelInteraction() {
        guard !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = true
    }

    /// Interaction takes the transition in hand (an interruption).
    public func pauseForInteraction() {
        guard !isComplete else { return }
        isInteractive = true
        transitionWasCancelled = false
    }

    /// The transition completes (`true`) or is cancelled (`false`): the calls to make, in order;
    /// none if it already completed.
    public func complete(_ didComplete: Bool) -> [PlatformContextCall] {
        guard !isComplete else {
            refusedCompletions += 1
            return []
        }
        var calls: [PlatformContextCall] = []
        if let update = progress(didComplete ? 1 : 0) { calls.append(update) }
        isComplete = true
        isInteractive = false
        transitionWasCancelled = !didComplete
        calls.append(didComplete ? .finish : .cancel)
        calls.append(.complete(didComplete))
        return calls
    }
}
