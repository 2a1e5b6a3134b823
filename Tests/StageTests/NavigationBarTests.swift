import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import GestureScripts
import Motion
import Recording
import Testing
import TransitionKit
@testable import Stage

@MainActor
@Suite("Navigation bar")
struct NavigationBarTests {
    let window: Window
    let supplier = TransitionSupplier()

    init() throws { window = try makeWindow() }

    /// The centre of `view` on screen (presentation values).
    func center(of view: View) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func tap(_ view: View) throws {
        try window.inject(GestureScript(steps: [.tap(at: center(of: view))]))
    }

    @Test("the bar is the navigation controller's, above the transition view, which fills the screen")
    func placement() {
        let navigation = NavigationController(rootViewController: ViewController(title: "A"))
        window.rootViewController = navigation
        #expect(names(navigation.stageView) == ["navigation transition view", "navigation bar"])
        #expect(navigation.transitionView.frame == navigation.stageView.bounds)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: NavigationBar.height))
        #expect(navigation.stack[0].stageView.frame == navigation.stageView.bounds, "content keeps its full-screen frame")
        #expect(navigation.navigationBar.title == "A" && navigation.navigationBar.backButtonTitle == nil)
        #expect(navigation.navigationBar.backButton.bounds.width == 0, "nothing to go back to")
        #expect(!navigation.navigationBar.backButton.isHidden, "a hidden view is one a transition forgot")
    }

    @Test("the titles fade between 0.1 and 0.7 of the progress: a transition ending a little short of either end lands with no jump")
    func fadeWindow() {
        #expect(NavigationBar.fade(at: 0) == 0 && NavigationBar.fade(at: 0.1) == 0)
        #expect(abs(NavigationBar.fade(at: 0.4) - 0.5) < 1e-12)
        #expect(NavigationBar.fade(at: 0.7) == 1 && NavigationBar.fade(at: 0.97) == 1 && NavigationBar.fade(at: 2) == 1)
    }

    @Test("a completed push swaps the items' roles: the view that faded in is the one shown, unmoved")
    func rolesSwap() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
        supplier.interaction = HandInteraction(supplier.animator)
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
        let bar = navigation.navigationBar
        let arriving = bar.arrivingItem
        supplier.interaction?.update(0.9)
        let place = arriving.titleLabel.frame
        #expect(arriving.view.presentation.alpha == 1 && bar.shownItem.view.presentation.alpha == 0)
        supplier.interaction?.end(completing: true)
        try window.runUntilIdle()
        #expect(bar.shownItem === arriving && arriving.titleLabel.frame == place && arriving.view.presentation.alpha == 1)
        #expect(bar.arrivingItem.view.presentation.alpha == 0)
    }

    @Test("a push completes with the pushed title and a back button titled with the one below; a pop puts it back")
    func titlesAfterPushAndPop() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
        #expect(navigation.navigationBar.title == "Home", "the title changes when the push completes")
        try window.runUntilIdle()
        #expect(navigation.navigationBar.title == "Detail" && navigation.navigationBar.backButtonTitle == "Home")
        #expect(navigation.navigationBar.backButton.bounds.width > 60)
        supplier.animator = FadeAnimator()
        try navigation.popViewController(animated: true)
        try window.runUntilIdle()
        #expect(navigation.navigationBar.title == "Home" && navigation.navigationBar.backButtonTitle == nil)
    }

    @Test("the titles cross-fade with an interactive push's progress, and a cancelled push restores them")
    func crossFadeAndCancel() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
        supplier.interaction = HandInteraction(supplier.animator)
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
        let bar = navigation.navigationBar
        supplier.interaction?.update(0.25)
        #expect(abs(bar.shownItem.view.presentation.alpha - 0.75) < 1e-9, "Home fades out")
        #expect(abs(bar.arrivingItem.view.presentation.alpha - 0.25) < 1e-9, "Detail fades in")
        #expect(bar.arrivingItem.title == "Detail" && bar.arrivingItem.backTitle == "Home")
        supplier.interaction?.end(completing: false)
        try window.runUntilIdle()
        #expect(bar.title == "Home" && bar.backButtonTitle == nil)
        #expect(bar.shownItem.view.presentation.alpha == 1 && bar.arrivingItem.view.presentation.alpha == 0, "the spare transparent at rest")
    }

    @Test("tapping the back button pops, animated, through the navigation controller's transition")
    func backButtonPops() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
        #expect(navigation.navigationBar.backButtonTitle == "Home")
        try tap(navigation.navigationBar.backButton)
        window.run(for: 0.2)
        #expect(window.activeTransition?.operation == .navigation(.pop), "the tap (75 ms) started a 0.3 s pop")
        try window.runUntilIdle()
        #expect(navigation.stack.map(\.title) == ["Home"])
        #expect(supplier.animator.endedWith == [true], "the pop ran the delegate's animation controller")
        #expect(window.issues.isEmpty)
    }

    @Test("a tap on the back button during a transition does nothing")
    func backButtonDuringTransition() throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
        supplier.animator = FadeAnimator(duration: 2)
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
        try navigation.pushViewController(ViewController(title: "More"), animated: true)
        try tap(navigation.navigationBar.backButton)
        try window.runUntilIdle()
        #expect(navigation.stack.map(\.title) == ["Home", "Detail", "More"], "the push completed; the tap popped nothing")
        #expect(supplier.animator.endedWith == [true])
        #expect(window.issues.isEmpty)
    }

    @Test("the bar item: the top's title, the one below's title on the back button, \"Back\" when it has none")
    func barItem() {
        let untitled = ViewController(), detail = ViewController(title: "Detail")
        #expect(NavigationController.barItem(for: [untitled, detail]) == ("Detail", "Back"))
        #expect(NavigationController.barItem(for: [detail]) == ("Detail", nil))
    }
}

@MainActor
@Suite("Tab bar")
struct TabBarTests {
    let window: Window
    let supplier = TransitionSupplier()

    init() throws { window = try makeWindow() }

    func makeTabs() throws -> TabBarController {
        let tabs = try TabBarController(viewControllers: ["One", "Two", "Three"].map { ViewController(title: $0) })
        tabs.delegate = supplier
        window.rootViewController = tabs
        return tabs
    }

    func tap(item index: Int, of tabs: TabBarController) throws {
        let item = try #require(tabs.tabBar.itemView(at: index))
        let point = item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: nil)
        try window.inject(GestureScript(steps: [.tap(at: point)]))
    }

    @Test("the bar sits across the bottom, above the transition view, an item per tab titled from its controller")
    func placement() throws {
        let tabs = try makeTabs()
        #expect(names(tabs.stageView) == ["tab transition view", "tab bar"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - TabBar.height, width: 390, height: TabBar.height))
        #expect(tabs.tabBar.itemTitles == ["One", "Two", "Three"])
        #expect(tabs.tabBar.selectedIndex == 0)
        #expect(tabs.tabBar.items[0].icon.backgroundColor != tabs.tabBar.items[1].icon.backgroundColor, "the selected one is highlighted")
    }

    @Test("tapping an item selects its tab through the delegate's transition; the highlight follows")
    func tapSelects() throws {
        let tabs = try makeTabs()
        try tap(item: 2, of: tabs)
        try window.runUntilIdle()
        #expect(tabs.selectedIndex == 2 && tabs.tabBar.selectedIndex == 2)
        #expect(supplier.animator.endedWith == [true], "through the animation controller")
        #expect(tabs.tabBar.items[2].icon.backgroundColor == BarMetrics.tintColor)
        #expect(tabs.tabBar.items[0].icon.backgroundColor == BarMetrics.unselectedColor)
        #expect(names(tabs.transitionView) == ["Three"])
    }

    @Test("a tap on the selected tab, or during a transition, does nothing")
    func tapIgnored() throws {
        let tabs = try makeTabs()
        try tap(item: 0, of: tabs)
        try window.runUntilIdle()
        #expect(supplier.animator.endedWith.isEmpty && tabs.selectedIndex == 0)
        supplier.animator = FadeAnimator(duration: 2)
        try tabs.select(index: 1)
        try tap(item: 2, of: tabs)
        try window.runUntilIdle()
        #expect(tabs.selectedIndex == 1 && supplier.animator.endedWith == [true])
        #expect(window.issues.isEmpty)
    }
}
