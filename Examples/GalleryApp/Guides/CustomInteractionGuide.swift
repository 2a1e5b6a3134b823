#if canImport(UIKit)
import TransitionUIKit
import UIKit

// "Adding Custom Interaction", as a UIKit app writes it: the guide's code with UIKit's types and
// nothing else changed (the seed library's `import Transition` becomes `import TransitionUIKit`).

// MARK: 1. TransitionInteractionController, do it yourself

/// A horizontal pan pushes (leftwards) and pops (rightwards), reporting its progress as steps:
/// the pan's translation is reset after every report.
final class SwipeInteractionController: TransitionInteractionController {
    // 1. What gesture should drive the interaction?
    private let panGestureRecognizer = UIPanGestureRecognizer()
    public var gestureRecognizer: UIGestureRecognizer { return panGestureRecognizer }

    var sharedElementProvider: SharedElementProvider? { return self }

    /// Makes the page pushed next.
    var nextPage: (() -> PageViewController)?

    // 2. What kind of operation should initiate when the gesture is recognized?
    func operationForInteractiveTransition() -> TransitionOperation {
        let translation = panGestureRecognizer.translation(in: panGestureRecognizer.view)
        guard abs(translation.x) > abs(translation.y) else { return .none }
        return translation.x < 0 ? .navigation(.push) : .navigation(.pop)
    }

    // 3. What is the progress of the transition based on the change of the recognized gesture?
    func progress(in transitionOperationContext: TransitionOperationContext) -> TransitionProgress {
        let containerView = transitionOperationContext.context.containerView
        let translation = panGestureRecognizer.translation(in: containerView)
        let direction: CGFloat = transitionOperationContext.operation.isPresenting ? -1 : 1
        return .step(AnimationFraction(direction * translation.x / containerView.bounds.width))
    }

    func resetProgressIfNeeded(in transitionOperationContext: TransitionOperationContext) {
        panGestureRecognizer.setTranslation(.zero, in: transitionOperationContext.context.containerView)
    }

    // 4. When the gesture ends, should the transition complete or cancel?
    func completionPosition(in transitionOperationContext: TransitionOperationContext,
                            fractionComplete: AnimationFraction) -> UIViewAnimatingPosition {
        let velocity = panGestureRecognizer.velocity(in: transitionOperationContext.context.containerView)
        let direction: CGFloat = transitionOperationContext.operation.isPresenting ? -1 : 1
        if abs(velocity.x) > 1000 { return direction * velocity.x > 0 ? .end : .start }
        return fractionComplete > 0.5 ? .end : .start
    }
}

/// A vertical pan for modal transitions: up presents, down dismisses, sideways does nothing.
final class VerticalInteractionController: TransitionInteractionController {
    let panGestureRecognizer = UIPanGestureRecognizer()
    var gestureRecognizer: UIGestureRecognizer { return panGestureRecognizer }
    let sharedElementProvider: SharedElementProvider? = nil
    private var fractionCompleteAtStart: AnimationFraction = 0

    func operationForInteractiveTransition() -> TransitionOperation {
        let translation = panGestureRecognizer.translation(in: panGestureRecognizer.view)
        guard abs(translation.y) > abs(translation.x) else { return .modal(.none) }
        return translation.y < 0 ? .modal(.present) : .modal(.dismiss)
    }

    func interactionStarted(in transitionOperationContext: TransitionOperationContext,
                            gestureRecognizer: UIGestureRecognizer, fractionComplete: AnimationFraction) {
        fractionCompleteAtStart = fractionComplete
    }

    func progress(in transitionOperationContext: TransitionOperationContext) -> TransitionProgress {
        let containerView = transitionOperationContext.context.containerView
        let translation = panGestureRecognizer.translation(in: containerView)
        let direction: CGFloat = transitionOperationContext.operation.isPresenting ? -1 : 1
        return .fractionComplete(fractionCompleteAtStart
            + AnimationFraction(direction * translation.y / containerView.bounds.height))
    }

    func completionPosition(in transitionOperationContext: TransitionOperationContext,
                            fractionComplete: AnimationFraction) -> UIViewAnimatingPosition {
        return fractionComplete > 1.0 / 3.0 ? .end : .start
    }
}

// MARK: 2. PanInteractionController

/// The drop-in controller, configured as the guide describes.
@MainActor
func configuredPanInteractionControllers() -> [PanInteractionController] {
    let navigation = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    let modal = PanInteractionController(forModalTransitionsAtEdge: .bottom)
    let tabBar = PanInteractionController.forTabBarTransitions(rightToLeft: false)
    navigation.completionThreshold = 0.5
    navigation.minimumFlickVelocity = 800
    modal.allowFlick = false
    tabBar.updateProgressAsStep = true
    return [navigation, modal, tabBar]
}

// MARK: The InteractiveTransitionOperationDelegate

/// Pushes the next page or pops.
final class Router: InteractiveNavigationTransitionOperationDelegate {
    var nextPage: () -> UIViewController = { PageViewController(title: "Page", photoFrame: PhotoFrames.large) }

    func performOperation(operation: UINavigationControllerOperation,
                          forInteractiveTransitionIn controller: UINavigationController,
                          gestureRecognizer: UIGestureRecognizer) {
        switch operation {
        case .push: controller.pushViewController(nextPage(), animated: true)
        case .pop: controller.popViewController(animated: true)
        default: break
        }
    }
}

/// Selects the next or the previous tab.
final class TabRouter: InteractiveTabBarTransitionOperationDelegate {
    func performOperation(operation: UITabBarControllerOperation,
                          forInteractiveTransitionIn controller: UITabBarController,
                          gestureRecognizer: UIGestureRecognizer) {
        controller.perform(operation: operation)
    }
}

/// The controller modal presentations start from: it supplies the controller to present.
final class GalleryViewController: UIViewController, InteractiveModalTransitionOperationDelegate {
    func viewControllerForInteractiveModalPresentation(by sourceViewController: UIViewController,
                                                       gestureRecognizer: UIGestureRecognizer) -> UIViewController {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemTeal
        return detail
    }
}

// MARK: Adjusting the TransitionController

/// A transitions source for every container: a slide, and a zooming photo for pushes and pops.
final class GuideTransitions: TransitionsSource {
    func transitionFor(operationContext: TransitionOperationContext,
                       interactionController: TransitionInteractionController?) -> Transition {
        switch operationContext.operation {
        case .navigation:
            return Transition(duration: 0.5, animation: SlideAnimation(for: operationContext.operation),
                              sharedElement: PhotoZoom())
        default:
            return Transition(duration: 0.4, animation: SlideAnimation(for: operationContext.operation))
        }
    }
}

/// The three kinds of interactive controller the guide sets up.
@MainActor
func interactiveTransitionControllers(
    navigationController: UINavigationController, tabBarController: UITabBarController,
    gallery: GalleryViewController, transitionsSource: TransitionsSource,
    router: Router, tabRouter: TabRouter,
    swipe: SwipeInteractionController, vertical: VerticalInteractionController, tabBarPan: PanInteractionController
) -> [TransitionController] {
    return [
        TransitionController(forInteractiveTransitionsIn: navigationController,
                             transitionsSource: transitionsSource,
                             operationDelegate: router,
                             interactionController: swipe),
        TransitionController(forInteractiveTransitionsIn: tabBarController,
                             transitionsSource: transitionsSource,
                             operationDelegate: tabRouter,
                             interactionController: tabBarPan),
        TransitionController(forInteractiveModalPresentationsFrom: gallery,
                             transitionsSource: transitionsSource,
                             interactionController: vertical),
    ]
}

// MARK: The custom animation the interaction drives

/// The incoming page slides in from the right over the outgoing one (and back out for a pop or
/// a dismissal), which dims; its layers use each way of giving timing.
final class SlideAnimation: TransitionAnimation {
    let operation: TransitionOperation
    private weak var topView: UIView?
    private weak var bottomView: UIView?

    init(for operation: TransitionOperation) {
        self.operation = operation
    }

    func setup(in operationContext: TransitionOperationContext) {
        let context = operationContext.context
        let isPresenting = operation.isPresenting || operation == .tabBar(.increaseIndex)
        if isPresenting {
            context.containerView.addSubview(context.toView)
        } else if context.toView.superview == nil {
            context.containerView.insertSubview(context.toView, belowSubview: context.fromView)
        }
        context.toView.frame = context.finalFrame(for: context.toViewController)
        topView = isPresenting ? context.toView : context.fromView
        bottomView = isPresenting ? context.fromView : context.toView
        if isPresenting {
            topView?.transform = CGAffineTransform(translationX: context.containerView.bounds.width, y: 0)
        }
    }

    var layers: [AnimationLayer] {
        return [
            AnimationLayer(timingParameters: AnimationTimingParameters(animationCurve: .easeOut), animation: slide),
            AnimationLayer(range: .firstHalf, timingParameters: AnimationTimingParameters(dampingRatio: 0.9)) {
                self.bottomView?.alpha = self.operation.isDismissing ? 1 : 0.6
            },
            AnimationLayer(range: AnimationRange(start: 0.5, end: 1),
                           timingParameters: AnimationTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0),
                                                                       controlPoint2: CGPoint(x: 0, y: 1)),
                           animation: { self.topView?.alpha = 1 },
                           identifier: "fade in"),
        ]
    }

    private func slide() {
        if operation.isDismissing || operation == .tabBar(.decreaseIndex) {
            topView?.transform = CGAffineTransform(translationX: topView?.bounds.width ?? 0, y: 0)
        } else {
            topView?.transform = .identity
        }
    }

    func completion(position: UIViewAnimatingPosition) {
        topView?.transform = .identity
        bottomView?.alpha = 1
    }
}
#endif
