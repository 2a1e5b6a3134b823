#if canImport(UIKit)
import Gestures
import TransitionKit
import UIKit

/// The drop-in interaction controller for pan gestures, for navigation, modal and tab bar
/// transitions: the engine's `PanInteractionController`, with its gesture in UIKit's system.
///
/// Its ``gestureRecognizer`` is the engine's pan standing in UIKit (an
/// ``EngineGestureRecognizer``): arbitrate it as any UIKit recognizer (`require(toFail:)`, a
/// delegate). It waits for the pans of scroll views inside its view to fail, so content keeps
/// scrolling; for a navigation controller it waits for the system's back swipe, which then runs
/// UIKit's own pop (turn `interactivePopGestureRecognizer` off to have this one drive your pops).
@preconcurrency @MainActor
public final class PanInteractionController: TransitionInteractionController {
    /// The engine's controller, which decides everything.
    public let engineController: TransitionKit.PanInteractionController
    /// The engine's pan standing in UIKit.
    public let gestureRecognizer: UIGestureRecognizer
    /// Supplies the shared element for transitions this controller starts.
    public weak var sharedElementProvider: (any SharedElementProvider)?

    private init(engine: TransitionKit.PanInteractionController) {
        engineController = engine
        gestureRecognizer = UIKitHost.shared.standIn(for: engine.panGestureRecognizer)
    }

    /// Pans for navigation transitions: new controllers come in from `edge` (`.right` mimics
    /// UIKit's push), and leave towards it.
    public convenience init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(engine: TransitionKit.PanInteractionController(forNavigationTransitionsAtEdge: edge))
    }

    /// Pans for modal transitions: presented controllers come in from `edge` (`.bottom` mimics
    /// UIKit's), and leave towards it.
    public convenience init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(engine: TransitionKit.PanInteractionController(forModalTransitionsAtEdge: edge))
    }

    /// Pans for tab bar transitions, with tab indices increasing to the left when `rightToLeft`.
    public static func forTabBarTransitions(rightToLeft: Bool = false) -> PanInteractionController {
        PanInteractionController(engine: TransitionKit.PanInteractionController.forTabBarTransitions(rightToLeft: rightToLeft))
    }

    /// The fraction above which a released transition completes (1/3 by default), 0…1.
    public var completionThreshold: AnimationFraction {
        get { engineController.completionThreshold }
        set { engineController.completionThreshold = newValue }
    }

    /// Whether a flick completes the transition in its direction (on by default).
    public var allowFlick: Bool {
        get { engineController.allowFlick }
        set { engineController.allowFlick = newValue }
    }

    /// The speed, in points per second along the edge's axis, of a flick (1200 by default).
    public var minimumFlickVelocity: Double {
        get { engineController.minimumFlickVelocity }
        set { engineController.minimumFlickVelocity = newValue }
    }

    /// Whether progress is reported as steps rather than as the fraction (off by default).
    public var updateProgressAsStep: Bool {
        get { engineController.updateProgressAsStep }
        set { engineController.updateProgressAsStep = newValue }
    }

    public func operationForInteractiveTransition() -> TransitionOperation {
        TransitionOperation(engineController.operationForInteractiveTransition())
    }

    public func completionPosition(in transitionOperationContext: TransitionOperationContext, fractionComplete: AnimationFraction) -> UIViewAnimatingPosition {
        guard let context = transitionOperationContext.engineContext else { return fractionComplete > completionThreshold ? .end : .start }
        return UIViewAnimatingPosition(engineController.completionPosition(in: context, fractionComplete: fractionComplete))
    }

    public func progress(in transitionOperationContext: TransitionOperationContext) -> TransitionProgress {
        guard let context = transitionOperationContext.engineContext else { return .step(0) }
        return engineController.progress(in: context)
    }

    public func resetProgressIfNeeded(in transitionOperationContext: TransitionOperationContext) {
        guard let context = transitionOperationContext.engineContext else { return }
        engineController.resetProgressIfNeeded(in: context)
    }
}
#endif
