/// A call a host makes on its platform's transition context (UIKit's
/// `UIViewControllerContextTransitioning`), as ``TransitionContextLifecycle`` decides it.
public enum PlatformContextCall: Sendable, Equatable {
    /// `updateInteractiveTransition(_:)` with a fraction, 0…1.
    case update(Double)
    /// `finishInteractiveTransition()`.
    case finish
    /// `cancelInteractiveTransition()`.
    case cancel
    /// `completeTransition(_:)`.
    case complete(Bool)
}
