#if canImport(UIKit)
import Gestures
import Motion
import TransitionKit
import UIKit

/// Told about a transition's phases; adopted by view controllers that want to know. The
/// controllers passed are the context's, which may differ from the one that started the
/// transition (a navigation controller inside a tab, the presenting controller of a modal).
@preconcurrency @MainActor
public protocol TransitionPhaseDelegate: AnyObject {
    /// The transition from `fromViewController` to `toViewController` is about to start.
    func willTransition(from fromViewController: UIViewController, to toViewController: UIViewController, with sharedElement: (any SharedElement)?)
    /// The transition completed.
    func didTransition(from fromViewController: UIViewController, to toViewController: UIViewController, with sharedElement: (any SharedElement)?)
    /// The transition was cancelled: `fromViewController` stays.
    func cancelledTransition(from fromViewController: UIViewController, to toViewController: UIViewController, with sharedElement: (any SharedElement)?)
}

extension TransitionPhaseDelegate {
    public func willTransition(from fromViewController: UIViewController, to toViewController: UIViewController, with sharedElement: (any SharedElement)?) {}
    public func didTransition(from fromViewController: UIViewController, to toViewController: UIViewController, with sharedElement: (any SharedElement)?) {}
    public func cancelledTransition(from fromViewController: UIViewController, to toViewController: UIViewController, with sharedElement: (any SharedElement)?) {}
}
#endif
