#if canImport(UIKit)
import TransitionKit
import UIKit

/// Everything a transition's parts need to know about the transition running: its operation and
/// UIKit's transition context (with the seed library's `fromView`, `toView`, `fromViewController`
/// and `toViewController` on it).
@preconcurrency @MainActor
public final class TransitionOperationContext {
    /// What the transition does.
    public let operation: TransitionOperation
    /// UIKit's transition context: the container view, the controllers, their frames.
    public let context: any UIViewControllerContextTransitioning
    /// The controller that started the transition: for a modal presentation, the one whose
    /// `present(_:animated:completion:)` was called (it may differ from the context's `.from`);
    /// for navigation and tab bar transitions, the `.from` controller.
    public internal(set) var sourceViewController: UIViewController?
    /// The engine's view of the same transition, when the engine runs it.
    let engineContext: TransitionKit.TransitionOperationContext?

    /// A context of `operation` in UIKit's `context`.
    public init(operation: TransitionOperation, context: any UIViewControllerContextTransitioning) {
        self.operation = operation
        self.context = context
        engineContext = nil
    }

    /// A context of `operation` in UIKit's `context`.
    public convenience init<T: TransitionOperationType>(operation: T, context: any UIViewControllerContextTransitioning) {
        self.init(operation: TransitionOperation(operation), context: context)
    }

    init(engineContext: TransitionKit.TransitionOperationContext, uiContext: any UIViewControllerContextTransitioning) {
        operation = TransitionOperation(engineContext.operation)
        context = uiContext
        self.engineContext = engineContext
        sourceViewController = engineContext.sourceViewController.flatMap(UIKitViewController.uiViewController)
            ?? uiContext.viewController(forKey: .from)
    }

    /// The transition's plans and timeline (the Photo specification's tweens, springs and
    /// gesture plans), when the engine runs it.
    public var runtime: TransitionPlans? { engineContext?.runtime }
}
#endif
