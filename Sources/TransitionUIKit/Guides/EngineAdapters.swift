#if canImport(UIKit)
import Gestures
import HostBridge
import Motion
import TransitionKit
import UIKit

// The app's UIKit-typed objects, as the engine's: each adapter hands the engine's calls to the
// app's object in UIKit's words (UIKit's context, views, recognizers and positions) and its
// answers back. They decide nothing.

extension UIKitTransitionContext {
    /// The UIKit operation context for the engine's `context` of this transition.
    func operationContext(for context: TransitionKit.TransitionOperationContext) -> TransitionOperationContext {
        if let made = uiOperationContext, made.engineContext?.runtime === context.runtime { return made }
        let made = TransitionOperationContext(engineContext: context, uiContext: uiContext)
        uiOperationContext = made
        return made
    }
}

extension TransitionKit.TransitionOperationContext {
    /// The UIKit operation context of the same transition: its context is always the UIKit
    /// host's, which UIKit handed over.
    @MainActor
    var ui: TransitionOperationContext {
        guard let context = context as? UIKitTransitionContext else {
            preconditionFailure("TransitionUIKit: a transition's context comes from UIKit through the UIKit host")
        }
        return context.operationContext(for: self)
    }
}

extension ViewControllerContextTransitioning {
    /// UIKit's context behind the engine's.
    @MainActor
    var uiContext: any UIViewControllerContextTransitioning {
        guard let context = self as? UIKitTransitionContext else {
            preconditionFailure("TransitionUIKit: a transition's context comes from UIKit through the UIKit host")
        }
        return context.uiContext
    }
}

extension UIKitHost {
    /// Runs an app's animation block written for UIKit (it sets `UIView` properties directly)
    /// so that its changes to the views of `container`'s window animate in the engine (the
    /// window's: a presentation that keeps the presenting view leaves it outside the container).
    func captureAnimation(in container: UIView?, _ block: @MainActor () -> Void) {
        guard let container else {
            block()
            return
        }
        var views: [any CapturedView] = []
        var stack = [container.window ?? container]
        while let view = stack.popLast() {
            views.append(CapturedUIView(view, host: self))
            stack.append(contentsOf: view.subviews)
        }
        AnimationCapture.run(block, over: views)
    }
}

/// The app's ``SharedElement`` as the engine's.
@MainActor
struct SharedElementAdapter: TransitionKit.SharedElement {
    let element: any SharedElement
    let host: UIKitHost

    var transitioningView: any HostView { host.adapter(for: element.transitioningView) }

    /// The app's element behind the engine's, if it is one.
    static func unwrap(_ element: (any TransitionKit.SharedElement)?) -> (any SharedElement)? {
        (element as? SharedElementAdapter)?.element
    }
}

/// The app's ``TransitionsSource`` as the engine's. Holds it weakly, as the seed library's
/// controller did; once it is gone, transitions run at once.
@MainActor
final class SourceAdapter: TransitionKit.TransitionsSource {
    weak var source: (any TransitionsSource)?
    weak var controller: TransitionController?
    private let host: UIKitHost

    init(source: any TransitionsSource, host: UIKitHost) {
        self.source = source
        self.host = host
    }

    func transitionFor(
        operationContext: TransitionKit.TransitionOperationContext,
        interactionController: (any TransitionKit.TransitionInteractionController)?
    ) -> TransitionKit.Transition {
        guard let source else { return TransitionKit.Transition(duration: 0.01, animation: ImmediateAnimation()) }
        let interaction = interactionController.flatMap { controller?.appInteractionController(for: $0) }
        let transition = source.transitionFor(operationContext: operationContext.ui, interactionController: interaction)
        return TransitionKit.Transition(
            duration: transition.duration, animation: AnimationAdapter(transition.animation, host: host),
            sharedElement: transition.sharedElement.map { SharedElementTransitionAdapter($0, controller: controller, host: host) })
    }
}

/// The change made at once: the views put where the operation leaves them.
@MainActor
private final class ImmediateAnimation: TransitionKit.TransitionAnimation {
    func setup(in operationContext: TransitionKit.TransitionOperationContext) {
        operationContext.context.defaultViewSetup(for: operationContext.operation)
    }
    var layers: [AnimationLayer] { [] }
    func completion(position: AnimatingPosition) {}
}

/// The app's ``TransitionAnimation`` as the engine's: its layers' blocks, which set `UIView`
/// properties directly, animate through ``UIKitHost/captureAnimation(in:_:)``.
@MainActor
final class AnimationAdapter: TransitionKit.TransitionAnimation {
    let animation: any TransitionAnimation
    private let host: UIKitHost
    private weak var container: UIView?

    init(_ animation: any TransitionAnimation, host: UIKitHost) {
        self.animation = animation
        self.host = host
    }

    func setup(in operationContext: TransitionKit.TransitionOperationContext) {
        let context = operationContext.ui
        container = context.context.containerView
        animation.setup(in: context)
    }

    var layers: [AnimationLayer] {
        animation.layers.map { layer in
            var captured = layer
            let block = layer.animation
            captured.animation = { [weak self] in
                guard let self else { return block() }
                host.captureAnimation(in: container, block)
            }
            return captured
        }
    }

    func completion(position: AnimatingPosition) {
        animation.completion(position: UIViewAnimatingPosition(position))
    }
}

/// The app's ``SharedElementTransition`` as the engine's.
@MainActor
final class SharedElementTransitionAdapter: TransitionKit.SharedElementAnimation, TransitionKit.SharedElementInteraction {
    let transition: any SharedElementTransition
    private weak var controller: TransitionController?
    private let host: UIKitHost
    private weak var container: UIView?

    init(_ transition: any SharedElementTransition, controller: TransitionController?, host: UIKitHost) {
        self.transition = transition
        self.controller = controller
        self.host = host
    }

    var sharedElement: (any TransitionKit.SharedElement)? {
        get { transition.sharedElement.map { SharedElementAdapter(element: $0, host: host) } }
        set { transition.sharedElement = SharedElementAdapter.unwrap(newValue) }
    }

    var animatingPosition: AnimatingPosition {
        get { AnimatingPosition(transition.animatingPosition) }
        set { transition.animatingPosition = UIViewAnimatingPosition(newValue) }
    }

    var timingParameters: AnimationTimingParameters { transition.timingParameters }

    func setup(in operationContext: TransitionKit.TransitionOperationContext) {
        let context = operationContext.ui
        container = context.context.containerView
        transition.setup(in: context)
    }

    func animation() {
        host.captureAnimation(in: container) { self.transition.animation() }
    }

    func completion(position: AnimatingPosition) {
        transition.completion(position: UIViewAnimatingPosition(position))
    }

    func startInteraction(in context: any ViewControllerContextTransitioning, gestureRecognizer: GestureRecognizer) {
        guard let recognizer = host.uiRecognizer(for: gestureRecognizer) else { return }
        transition.startInteraction(in: context.uiContext, gestureRecognizer: recognizer)
    }

    func updateInteraction(
        in context: any ViewControllerContextTransitioning, interactionController: any TransitionKit.TransitionInteractionController,
        progress: TransitionProgress
    ) {
        guard let interaction = controller?.appInteractionController(for: interactionController) else { return }
        transition.updateInteraction(in: context.uiContext, interactionController: interaction, progress: progress)
    }
}

/// The app's ``SharedElementProvider`` as the engine's.
@MainActor
final class SharedElementProviderAdapter: TransitionKit.SharedElementProvider {
    weak var provider: (any SharedElementProvider)?
    private weak var controller: TransitionController?
    private let host: UIKitHost

    init(_ provider: any SharedElementProvider, controller: TransitionController?, host: UIKitHost) {
        self.provider = provider
        self.controller = controller
        self.host = host
    }

    func sharedElementForInteractiveTransition(
        with interactionController: any TransitionKit.TransitionInteractionController,
        in operationContext: TransitionKit.TransitionOperationContext
    ) -> (any TransitionKit.SharedElement)? {
        guard let provider, let interaction = controller?.appInteractionController(for: interactionController) else { return nil }
        return provider.sharedElementForInteractiveTransition(with: interaction, in: operationContext.ui)
            .map { SharedElementAdapter(element: $0, host: host) }
    }
}

/// The app's ``TransitionInteractionController`` as the engine's: its UIKit recognizer is
/// followed by an engine recognizer (or is the stand-in of one).
@MainActor
final class InteractionControllerAdapter: TransitionKit.TransitionInteractionController {
    weak var interaction: (any TransitionInteractionController)?
    let gestureRecognizer: GestureRecognizer
    private weak var controller: TransitionController?
    private let host: UIKitHost
    private var providerAdapter: SharedElementProviderAdapter?

    init(_ interaction: any TransitionInteractionController, host: UIKitHost) {
        self.interaction = interaction
        self.host = host
        gestureRecognizer = host.engineRecognizer(for: interaction.gestureRecognizer)
    }

    func attach(to controller: TransitionController) { self.controller = controller }

    var sharedElementProvider: (any TransitionKit.SharedElementProvider)? {
        guard let provider = interaction?.sharedElementProvider else { return nil }
        if let adapter = providerAdapter, adapter.provider === provider { return adapter }
        let adapter = SharedElementProviderAdapter(provider, controller: controller, host: host)
        providerAdapter = adapter
        return adapter
    }

    func operationForInteractiveTransition() -> TransitionKit.TransitionOperation {
        interaction?.operationForInteractiveTransition().engineOperation ?? .none
    }

    func progress(in operationContext: TransitionKit.TransitionOperationContext) -> TransitionProgress {
        interaction?.progress(in: operationContext.ui) ?? .step(0)
    }

    func resetProgressIfNeeded(in operationContext: TransitionKit.TransitionOperationContext) {
        interaction?.resetProgressIfNeeded(in: operationContext.ui)
    }

    func completionPosition(in operationContext: TransitionKit.TransitionOperationContext, fractionComplete: AnimationFraction) -> AnimatingPosition {
        guard let interaction else { return .start }
        return AnimatingPosition(interaction.completionPosition(in: operationContext.ui, fractionComplete: fractionComplete))
    }

    func interactionStarted(
        in operationContext: TransitionKit.TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction
    ) {
        guard let interaction else { return }
        let recognizer = host.uiRecognizer(for: gestureRecognizer) ?? interaction.gestureRecognizer
        interaction.interactionStarted(in: operationContext.ui, gestureRecognizer: recognizer, fractionComplete: fractionComplete)
    }

    func interactionEnded(in operationContext: TransitionKit.TransitionOperationContext, fractionComplete: AnimationFraction) {
        interaction?.interactionEnded(in: operationContext.ui, fractionComplete: fractionComplete)
    }
}

/// The app's operation delegates as the engine's.
@MainActor
final class OperationDelegateAdapter: TransitionKit.InteractiveNavigationTransitionOperationDelegate,
    TransitionKit.InteractiveTabBarTransitionOperationDelegate {
    weak var navigation: (any InteractiveNavigationTransitionOperationDelegate)?
    weak var tabBar: (any InteractiveTabBarTransitionOperationDelegate)?
    private let host: UIKitHost

    init(navigation: (any InteractiveNavigationTransitionOperationDelegate)?, tabBar: (any InteractiveTabBarTransitionOperationDelegate)?,
         host: UIKitHost) {
        self.navigation = navigation
        self.tabBar = tabBar
        self.host = host
    }

    func performOperation(
        operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
        gestureRecognizer: GestureRecognizer
    ) {
        guard let navigation, let navigationController = UIKitViewController.uiViewController(controller) as? UINavigationController,
              let recognizer = host.uiRecognizer(for: gestureRecognizer) else { return }
        navigation.performOperation(operation: UINavigationController.Operation(operation), forInteractiveTransitionIn: navigationController,
                                    gestureRecognizer: recognizer)
    }

    func performOperation(
        operation: TabBarControllerOperation, forInteractiveTransitionIn controller: any HostTabBarController,
        gestureRecognizer: GestureRecognizer
    ) {
        guard let tabBar, let tabBarController = UIKitViewController.uiViewController(controller) as? UITabBarController,
              let recognizer = host.uiRecognizer(for: gestureRecognizer) else { return }
        tabBar.performOperation(operation: operation, forInteractiveTransitionIn: tabBarController, gestureRecognizer: recognizer)
    }
}
#endif
