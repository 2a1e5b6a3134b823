import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TransitionKit

/// A headless tab bar controller with UIKit's delegate flow for custom transitions.
///
/// A selection during a running transition throws ``/TransitionKit/ContainerError/transitionInProgress`` (checked
/// first, as every container does); selecting a tab that doesn't exist throws
/// ``/TransitionKit/ContainerError/tabIndexOutOfRange(index:count:)``;
/// selecting the tab already selected does nothing. The transition's container view is the tab
/// bar controller's view.
@MainActor
public final class TabBarController: ViewController, HostTabBarController {
    public private(set) var tabs: [ViewController]
    public private(set) var selectedIndex: Int
    public weak var delegate: (any TabBarControllerDelegate)?

    /// A tab bar controller with `tabs` (at least one), showing the first.
    public init(viewControllers tabs: [ViewController], size: CGSize = CGSize(width: 390, height: 844)) throws(ContainerError) {
        guard let first = tabs.first else { throw .noViewControllers }
        for (index, tab) in tabs.enumerated() where tabs[..<index].contains(where: { $0 === tab }) || tab.parent != nil {
            throw .viewControllerAlreadyShown(tab.debugName)
        }
        self.tabs = tabs
        selectedIndex = 0
        super.init(title: "tab bar", size: size)
        for tab in tabs { tab.parent = self }
        first.stageView.frame = stageView.bounds
        stageView.addSubview(first.stageView)
    }

    public var viewControllers: [any HostViewController] { tabs }
    /// The selected tab's controller.
    public var selectedViewController: ViewController { tabs[selectedIndex] }
    override var childControllers: [ViewController] { tabs }
    override var appearanceChildren: [ViewController] { [selectedViewController] }

    public func select(index: Int) throws(ContainerError) {
        try window?.checkNoTransition()
        guard tabs.indices.contains(index) else { throw .tabIndexOutOfRange(index: index, count: tabs.count) }
        guard index != selectedIndex else { return }
        let from = selectedViewController
        let to = tabs[index]
        let commit: @MainActor () -> Void = { [self] in
            selectedIndex = index
            from.stageView.removeFromSuperview()
            stageView.ensureSubview(to.stageView, frame: stageView.bounds)
        }
        guard isInWindow, let window else {
            commit()
            return
        }
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interaction = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .tabBar(index > selectedIndex ? .increaseIndex : .decreaseIndex), container: stageView, from: from, to: to, animated: true,
            animator: animator, interaction: interaction, commit: commit,
            revert: { [self] in
                to.stageView.removeFromSuperview()
                stageView.ensureSubview(from.stageView, frame: stageView.bounds)
            }
        ))
    }
}
