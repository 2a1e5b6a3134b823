import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TransitionKit

/// A headless navigation controller with UIKit's delegate flow for custom transitions.
///
/// Requests during a running transition throw ``/TransitionKit/ContainerError/transitionInProgress`` (UIKit
/// refuses them too). Popping the root throws ``/TransitionKit/ContainerError/cannotPopRootViewController``.
///
/// As in UIKit, the navigation controller's view holds two views: the ``transitionView``, which
/// fills it, holds the top controller's view and is the transitions' container view, and above
/// it the ``navigationBar`` (title and back button), over the content's top as a translucent bar
/// is. The bar's title follows the stack: it cross-fades with a push's or pop's progress, shows
/// the new top's title when the transition completes and the old one if it is cancelled.
@MainActor
public final class NavigationController: ViewController, HostNavigationController {
    public private(set) var stack: [ViewController]
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The view that holds the top controller's view and is the container view of the
    /// navigation controller's transitions (UIKit's private navigation transition view): it
    /// fills the navigation controller's view, under the ``navigationBar``.
    public let transitionView: View
    /// The bar across the top, as UIKit's `navigationBar`: the top controller's title and a back
    /// button that pops.
    public let navigationBar: NavigationBar

    /// A navigation controller showing `root`.
    public init(rootViewController root: ViewController, size: CGSize = CGSize(width: 390, height: 844)) {
        stack = [root]
        transitionView = View(name: "navigation transition view", frame: CGRect(origin: .zero, size: size))
        navigationBar = NavigationBar(width: Double(size.width))
        super.init(title: "navigation", size: size)
        adopt(root)
        root.stageView.frame = transitionView.bounds
        transitionView.addSubview(root.stageView)
        stageView.addSubview(transitionView)
        stageView.addSubview(navigationBar)
        showBarItem(for: stack)
        navigationBar.onBack = { [weak self] in self?.backButtonTapped() }
    }

    public var viewControllers: [any HostViewController] { stack }
    public var topViewController: (any HostViewController)? { stack.last }
    override var childControllers: [ViewController] { stack }
    override var appearanceChildren: [ViewController] { stack.last.map { [$0] } ?? [] }

    public func pushViewController(_ viewController: any HostViewController, animated: Bool) throws(ContainerError) {
        guard let pushed = viewController as? ViewController else { throw .foreignObject("the pushed controller") }
        try window?.checkNoTransition()
        guard pushed.parent == nil, pushed.presentingStageViewController == nil, pushed !== self,
              !stack.contains(where: { $0 === pushed })
        else { throw .viewControllerAlreadyShown(pushed.debugName) }
        guard let top = stack.last else { throw .noViewControllers }
        guard isInWindow, let window else {
            adopt(pushed)
            stack.append(pushed)
            top.stageView.removeFromSuperview()
            transitionView.ensureSubview(pushed.stageView, frame: transitionView.bounds)
            showBarItem(for: stack)
            return
        }
        adopt(pushed)
        let animator = animated ? delegate?.navigationController(self, animationControllerFor: .push, from: top, to: pushed) : nil
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .navigation(.push), container: transitionView, from: top, to: pushed, animated: animated,
            animator: animator, interaction: interaction,
            prepare: { [self] in beginBarTransition(to: stack + [pushed]) },
            commit: { [self] in
                stack.append(pushed)
                top.stageView.removeFromSuperview()
                transitionView.ensureSubview(pushed.stageView, frame: transitionView.bounds)
                navigationBar.endTransition(completed: true)
            },
            revert: { [self] in
                pushed.stageView.removeFromSuperview()
                pushed.parent = nil
                transitionView.ensureSubview(top.stageView, frame: transitionView.bounds)
                navigationBar.endTransition(completed: false)
            },
            progress: { [navigationBar] fraction in navigationBar.progress(fraction) }
        ))
    }

    @discardableResult
    public func popViewController(animated: Bool) throws(ContainerError) -> any HostViewController {
        try window?.checkNoTransition()
        guard stack.count > 1, let top = stack.last else { throw .cannotPopRootViewController }
        try pop(to: stack[stack.count - 2], animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them (empty when the root is on top).
    @discardableResult
    public func popToRootViewController(animated: Bool) throws(ContainerError) -> [ViewController] {
        try window?.checkNoTransition()
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        try pop(to: stack[0], animated: animated)
        return popped
    }

    /// Replaces the stack; the new top is shown with a push (or pop, if it was in the stack)
    /// transition when animated.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) throws(ContainerError) {
        try window?.checkNoTransition()
        guard let newTop = controllers.last, let oldTop = stack.last else { throw .noViewControllers }
        for controller in controllers where !stack.contains(where: { $0 === controller }) {
            guard controller.parent == nil, controller.presentingStageViewController == nil, controller !== self else {
                throw .viewControllerAlreadyShown(controller.debugName)
            }
        }
        let wasInStack = stack.contains { $0 === newTop }
        let operation: NavigationControllerOperation = newTop === oldTop ? .none : (wasInStack ? .pop : .push)
        let previous = stack
        let commit: @MainActor () -> Void = { [self] in
            for controller in previous where !controllers.contains(where: { $0 === controller }) { controller.parent = nil }
            for controller in controllers { adopt(controller) }
            stack = controllers
            if oldTop !== newTop { oldTop.stageView.removeFromSuperview() }
            transitionView.ensureSubview(newTop.stageView, frame: transitionView.bounds)
        }
        guard operation != .none, isInWindow, let window else {
            commit()
            showBarItem(for: stack)
            return
        }
        adopt(newTop)
        let animator = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop) : nil
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .navigation(operation == .push ? .push : .pop), container: transitionView, from: oldTop, to: newTop,
            animated: animated, animator: animator, interaction: interaction,
            prepare: { [self] in beginBarTransition(to: controllers) },
            commit: { [self] in
                commit()
                navigationBar.endTransition(completed: true)
            },
            revert: { [self] in
                newTop.stageView.removeFromSuperview()
                if !wasInStack { newTop.parent = nil }
                transitionView.ensureSubview(oldTop.stageView, frame: transitionView.bounds)
                navigationBar.endTransition(completed: false)
            },
            progress: { [navigationBar] fraction in navigationBar.progress(fraction) }
        ))
    }

    private func pop(to target: ViewController, animated: Bool) throws(ContainerError) {
        guard let top = stack.last, let targetIndex = stack.firstIndex(where: { $0 === target }) else {
            throw .notInContainer(target.debugName)
        }
        let commit: @MainActor () -> Void = { [self] in
            for controller in stack[(targetIndex + 1)...] { controller.parent = nil }
            stack.removeSubrange((targetIndex + 1)...)
            top.stageView.removeFromSuperview()
            transitionView.ensureSubview(target.stageView, frame: transitionView.bounds)
        }
        guard isInWindow, let window else {
            commit()
            showBarItem(for: stack)
            return
        }
        let animator = animated ? delegate?.navigationController(self, animationControllerFor: .pop, from: top, to: target) : nil
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .navigation(.pop), container: transitionView, from: top, to: target, animated: animated,
            animator: animator, interaction: interaction,
            prepare: { [self] in beginBarTransition(to: Array(stack[...targetIndex])) },
            commit: { [self] in
                commit()
                navigationBar.endTransition(completed: true)
            },
            revert: { [self] in
                target.stageView.removeFromSuperview()
                transitionView.ensureSubview(top.stageView, frame: transitionView.bounds)
                navigationBar.endTransition(completed: false)
            },
            progress: { [navigationBar] fraction in navigationBar.progress(fraction) }
        ))
    }

    private func adopt(_ child: ViewController) {
        child.parent = self
    }

    // MARK: The bar

    /// What the bar shows for `controllers`: the top's title, and a back button titled with the
    /// one below it ("Back" when that one has no title), none for a single controller.
    static func barItem(for controllers: [ViewController]) -> (title: String?, backTitle: String?) {
        let backTitle = controllers.count > 1 ? (controllers[controllers.count - 2].title ?? "Back") : nil
        return (controllers.last?.title, backTitle)
    }

    /// Shows the bar item for `controllers` at once.
    private func showBarItem(for controllers: [ViewController]) {
        let item = Self.barItem(for: controllers)
        navigationBar.show(title: item.title, backTitle: item.backTitle)
    }

    /// Makes the bar ready to cross-fade to the item for `controllers`.
    private func beginBarTransition(to controllers: [ViewController]) {
        let item = Self.barItem(for: controllers)
        navigationBar.beginTransition(toTitle: item.title, backTitle: item.backTitle)
    }

    /// The back button was tapped: pops, animated, as UIKit's bar does. During a transition (or
    /// with only the root) there is nothing to do, and no request is made.
    private func backButtonTapped() {
        guard window?.activeTransition == nil, stack.count > 1 else { return }
        do {
            _ = try popViewController(animated: true)
        } catch {
            // Cannot happen: popViewController refuses only during a transition or at the root,
            // both ruled out above.
        }
    }
}
