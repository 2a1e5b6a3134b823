import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TransitionKit

/// A headless navigation controller with UIKit's delegate flow for custom transitions.
///
/// Requests during a running transition throw ``/TransitionKit/ContainerError/transitionInProgress`` (UIKit
/// refuses them too). Popping the root throws ``/TransitionKit/ContainerError/cannotPopRootViewController``.
/// The transition's container view is the navigation controller's view.
@MainActor
public final class NavigationController: ViewController, HostNavigationController {
    public private(set) var stack: [ViewController]
    public weak var delegate: (any NavigationControllerDelegate)?

    /// A navigation controller showing `root`.
    public init(rootViewController root: ViewController, size: CGSize = CGSize(width: 390, height: 844)) {
        stack = [root]
        super.init(title: "navigation", size: size)
        adopt(root)
        root.stageView.frame = stageView.bounds
        stageView.addSubview(root.stageView)
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
            stageView.ensureSubview(pushed.stageView, frame: stageView.bounds)
            return
        }
        adopt(pushed)
        let animator = animated ? delegate?.navigationController(self, animationControllerFor: .push, from: top, to: pushed) : nil
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .navigation(.push), container: stageView, from: top, to: pushed, animated: animated,
            animator: animator, interaction: interaction,
            commit: { [self] in
                stack.append(pushed)
                top.stageView.removeFromSuperview()
                stageView.ensureSubview(pushed.stageView, frame: stageView.bounds)
            },
            revert: { [self] in
                pushed.stageView.removeFromSuperview()
                pushed.parent = nil
                stageView.ensureSubview(top.stageView, frame: stageView.bounds)
            }
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
            stageView.ensureSubview(newTop.stageView, frame: stageView.bounds)
        }
        guard operation != .none, isInWindow, let window else {
            commit()
            return
        }
        adopt(newTop)
        let animator = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop) : nil
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .navigation(operation == .push ? .push : .pop), container: stageView, from: oldTop, to: newTop,
            animated: animated, animator: animator, interaction: interaction, commit: commit,
            revert: { [self] in
                newTop.stageView.removeFromSuperview()
                if !wasInStack { newTop.parent = nil }
                stageView.ensureSubview(oldTop.stageView, frame: stageView.bounds)
            }
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
            stageView.ensureSubview(target.stageView, frame: stageView.bounds)
        }
        guard isInWindow, let window else {
            commit()
            return
        }
        let animator = animated ? delegate?.navigationController(self, animationControllerFor: .pop, from: top, to: target) : nil
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .navigation(.pop), container: stageView, from: top, to: target, animated: animated,
            animator: animator, interaction: interaction, commit: commit,
            revert: { [self] in
                target.stageView.removeFromSuperview()
                stageView.ensureSubview(top.stageView, frame: stageView.bounds)
            }
        ))
    }

    private func adopt(_ child: ViewController) {
        child.parent = self
    }
}
