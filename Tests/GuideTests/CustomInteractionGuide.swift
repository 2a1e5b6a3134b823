import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Stage
import TransitionKit

// "Adding Custom Interaction" (seeds/custom_interaction.md), transcribed: the guide's code and
// the code it asks the reader to write, with only the platform's changes — no `UI` prefix,
// `UIView` → `HostView`, UIKit's controllers → the host protocols, target–action → closures.
// It must keep compiling as written; `GuideTests` runs it.

// MARK: 1. TransitionInteractionController, do it yourself

/// A horizontal pan pushes (leftwards) and pops (rightwards), reporting its progress as steps:
/// the pan's translation is reset after every report.
final class SwipeInteractionController: TransitionInteractionController {
    // 1. What gesture should drive the interaction?
    private let panGestureRecognizer = PanGestureRecognizer()
    public var gestureRecognizer: GestureRecognizer { return panGestureRecognizer }

    // The shared element comes from this controller (see SharedElementGuide.swift): a computed,
    // get-only provider.
    var sharedElementProvider: SharedElementProvider? { return self }

    /// The page whose photo flies when a push starts.
    weak var currentPage: PageViewController?

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
                            fractionComplete: AnimationFraction) -> ViewAnimatingPosition {
        let velocity = panGestureRecognizer.velocity(in: transitionOperationContext.context.containerView)
        let direction: CGFloat = transitionOperationContext.operation.isPresenting ? -1 : 1
        if abs(velocity.x) > 1000 { return direction * velocity.x > 0 ? .end : .start }
        return fractionComplete > 0.5 ? .end : .start
    }
}

/// A vertical pan for modal transitions: up presents, down dismisses, sideways does nothing.
final class VerticalInteractionController: TransitionInteractionController {
    let panGestureRecognizer = PanGestureRecognizer()
    var gestureRecognizer: GestureRecognizer { return panGestureRecognizer }
    // No shared element: a constant.
    let sharedElementProvider: SharedElementProvider? = nil
    private var fractionCompleteAtStart: AnimationFraction = 0

    func operationForInteractiveTransition() -> TransitionOperation {
        let translation = panGestureRecognizer.translation(in: panGestureRecognizer.view)
        guard abs(translation.y) > abs(translation.x) else { return .modal(.none) }
        return translation.y < 0 ? .modal(.present) : .modal(.dismiss)
    }

    func interactionStarted(in transitionOperationContext: TransitionOperationContext,
                            gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction) {
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
                            fractionComplete: AnimationFraction) -> ViewAnimatingPosition {
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
    // CompletionThreshold: anything between 0 and 1.
    navigation.completionThreshold = 0.5
    // Flick: adjust the minimum velocity (points per second), or turn it off.
    navigation.minimumFlickVelocity = 800
    modal.allowFlick = false
    // Updating progress: as steps rather than as the fraction complete.
    tabBar.updateProgressAsStep = true
    return [navigation, modal, tabBar]
}

// MARK: The InteractiveTransitionOperationDelegate

/// Pushes a new page or pops.
final class Router: InteractiveNavigationTransitionOperationDelegate {
    private(set) var pushed = 0

    func performOperation(operation: NavigationControllerOperation,
                          forInteractiveTransitionIn controller: HostNavigationController,
                          gestureRecognizer: GestureRecognizer) {
        switch operation {
        case .push:
            pushed += 1
            try? controller.pushViewController(
                PageViewController(title: "Page \(pushed + 1)", photoFrame: PhotoFrames.large), animated: true)
        case .pop:
            _ = try? controller.popViewController(animated: true)
        case .none:
            break
        }
    }
}

/// Selects the next or the previous tab.
final class TabRouter: InteractiveTabBarTransitionOperationDelegate {
    func performOperation(operation: TabBarControllerOperation,
                          forInteractiveTransitionIn controller: HostTabBarController,
                          gestureRecognizer: GestureRecognizer) {
        let index = controller.selectedIndex + (operation == .increaseIndex ? 1 : -1)
        try? controller.select(index: index)
    }
}

/// The controller modal presentations start from: it supplies the controller to present.
final class GalleryViewController: ViewController, InteractiveModalTransitionOperationDelegate {
    func viewControllerForInteractiveModalPresentation(by sourceViewController: HostViewController,
                                                       gestureRecognizer: GestureRecognizer) -> HostViewController {
        return ViewController(title: "Detail")
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
    navigationController: HostNavigationController, tabBarController: HostTabBarController,
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
    private weak var topView: HostView?
    private weak var bottomView: HostView?
    private var offset = CGPoint.zero

    init(for operation: TransitionOperation) {
        self.operation = operation
    }

    func setup(in operationContext: TransitionOperationContext) {
        let context = operationContext.context
        topView = context.defaultViewSetup(for: operation)
        bottomView = operation.isDismissing ? context.toView : context.fromView
        let width = context.containerView.bounds.width
        offset = operation.isPresenting || operation == .tabBar(.increaseIndex) ? CGPoint(x: width, y: 0) : .zero
        if operation.isPresenting || operation == .tabBar(.increaseIndex) {
            topView?.transform = .translation(x: Double(width), y: 0)
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
        let width = Double(offset.x)
        if operation.isDismissing {
            topView?.transform = .translation(x: Double(topView?.bounds.width ?? 0), y: 0)
        } else if width > 0 {
            topView?.transform = .identity
        }
    }

    func completion(position: ViewAnimatingPosition) {
        topView?.transform = .identity
        bottomView?.alpha = 1
    }
}
