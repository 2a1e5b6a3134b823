#if canImport(UIKit)
import Gestures
import Motion
import TransitionKit
import UIKit

/// Supplies the transition for each operation.
@preconcurrency @MainActor
public protocol TransitionsSource: AnyObject {
    /// The transition for `operationContext`; `interactionController` is the one driving it, if
    /// any (its gesture may carry context, such as a velocity).
    func transitionFor(
        operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?
    ) -> Transition
}
#endif
