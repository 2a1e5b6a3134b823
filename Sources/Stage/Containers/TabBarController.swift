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
/// selecting the tab already selected does nothing.
///
/// As in UIKit, the tab bar controller's view holds two views: the ``transitionView``, which
/// fills it, holds the selected tab's view and is the transitions' container view, and above it
/// the ``tabBar``, an item per tab titled with its controller's title, over the content's bottom
/// as a translucent bar is. Tapping an item selects its tab (through the delegate's transition);
/// the highlight moves to it when the switch completes.
@MainActor
public final class TabBarController: ViewController, HostTabBarController {
    public private(set) var tabs: [ViewController]
    public private(set) var selectedIndex: Int
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The view that holds the selected tab's view and is the container view of the tab bar
    /// controller's transitions (UIKit's private transition view): it fills the tab bar
    /// controller's view, under the ``tabBar``.
    public let transitionView: View
    /// The bar across the bottom, as UIKit's `tabBar`: an item per tab, the selected one
    /// highlighted; tapping one selects its tab.
    public let tabBar: TabBar

    /// A tab bar controller with `tabs` (at least one), showing the first.
    public init(viewControllers tabs: [ViewController], size: CGSize = CGSize(width: 390, height: 844)) throws(ContainerError) {
        guard let first = tabs.first else { throw .noViewControllers }
        for (index, tab) in tabs.enumerated() where tabs[..<index].contains(where: { $0 === tab }) || tab.parent != nil {
            throw .viewControllerAlreadyShown(tab.debugName)
        }
        self.tabs = tabs
        selectedIndex = 0
        transitionView = View(name: "tab transition view", frame: CGRect(origin: .zero, size: size))
        tabBar = TabBar(titles: tabs.enumerated().map { $1.title ?? "Tab \($0 + 1)" },
                        width: Double(size.width), containerHeight: Double(size.height))
        super.init(title: "tab bar", size: size)
        for tab in tabs { tab.parent = self }
        first.stageView.frame = transitionView.bounds
        transitionView.addSubview(first.stageView)
        stageView.addSubview(transitionView)
        stageView.addSubview(tabBar)
        tabBar.select(0)
        tabBar.onSelect = { [weak self] index in self?.tabBarItemTapped(index) }
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
            transitionView.ensureSubview(to.stageView, frame: transitionView.bounds)
            tabBar.select(index)
        }
        guard isInWindow, let window else {
            commit()
            return
        }
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interaction = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        window.perform(ContainerChange(
            operation: .tabBar(index > selectedIndex ? .increaseIndex : .decreaseIndex), container: transitionView, from: from, to: to, animated: true,
            animator: animator, interaction: interaction, commit: commit,
            revert: { [self] in
                to.stageView.removeFromSuperview()
                transitionView.ensureSubview(from.stageView, frame: transitionView.bounds)
            }
        ))
    }

    /// Item `index` of the bar was tapped: selects its tab, as UIKit's bar does. During a
    /// transition, or on the tab already selected, there is nothing to do and no request is made.
    private func tabBarItemTapped(_ index: Int) {
        guard window?.activeTransition == nil, index != selectedIndex, tabs.indices.contains(index) else { return }
        do {
            try select(index: index)
        } catch {
            // Cannot happen: select(index:) refuses only during a transition or for a tab that
            // doesn't exist, both ruled out above.
        }
    }
}
