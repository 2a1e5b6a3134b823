import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import GestureScripts
import Motion
import Stage
import Testing

/// The demos' screens work as an app's do: a row tapped goes forward, the navigation bar's back
/// button goes back, a tab bar item switches tabs — each through the demo's transition.
@MainActor
@Suite("Demo screens: rows, back button and tabs")
struct DemoAffordanceTests {
    /// The centre of `view` on screen.
    func center(of view: View) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func tap(_ view: View, in demo: TransitionDemo) throws {
        try demo.window.inject(GestureScript(steps: [.tap(at: center(of: view))]))
    }

    /// Where the demo is: how many screens pushed, presented or tabs along.
    func place(of demo: TransitionDemo) -> Int {
        switch demo.host {
        case .navigation: (demo.navigation?.stack.count ?? 1) - 1
        case .modal: demo.home.presentedStageViewController == nil ? 0 : 1
        case .tabbar: demo.tabs?.selectedIndex ?? 0
        }
    }

    @Test("a tapped row goes forward through the transition (push, present, next tab)",
          arguments: BuiltInTransition.allCases, DemoHost.allCases)
    func rowGoesForward(transition: BuiltInTransition, host: DemoHost) throws {
        let demo = try TransitionDemo(transition: transition, host: host, clock: try ManualClock())
        try tap(demo.home.rows[1], in: demo)
        demo.window.run(for: 0.15)
        #expect(demo.controller.isTransitioning, "the tap started the transition")
        try demo.window.runUntilIdle()
        #expect(place(of: demo) == 1)
        #expect(demo.window.issues.isEmpty)
    }

    @Test("a row tapped during a transition, or with no way forward, does nothing", arguments: DemoHost.allCases)
    func rowIgnored(host: DemoHost) throws {
        let demo = try TransitionDemo(transition: .push, host: host, clock: try ManualClock())
        try demo.goForward()
        try tap(demo.home.rows[0], in: demo)
        try demo.window.runUntilIdle()
        #expect(place(of: demo) == 1, "one step forward, not two")
        if host == .modal {
            #expect(!demo.canGoForward, "a screen is presented")
            let presented = try #require(demo.home.presentedStageViewController as? DemoScreenController)
            try tap(presented.rows[0], in: demo)
            try demo.window.runUntilIdle()
            #expect(place(of: demo) == 1 && demo.window.issues.isEmpty)
        }
    }

    @Test("the navigation bar's back button pops through the transition, titled with the screen below")
    func backButton() throws {
        let demo = try TransitionDemo(transition: .push, host: .navigation, clock: try ManualClock())
        let navigation = try #require(demo.navigation)
        #expect(navigation.navigationBar.title == "Home" && navigation.navigationBar.backButtonTitle == nil)
        #expect(demo.canGoForward && !demo.canGoBack)
        try tap(demo.home.rows[0], in: demo)
        try demo.window.runUntilIdle()
        #expect(navigation.navigationBar.title == "Screen 2" && navigation.navigationBar.backButtonTitle == "Home")
        #expect(demo.canGoBack)
        try tap(navigation.navigationBar.backButton, in: demo)
        demo.window.run(for: 0.15)
        #expect(demo.controller.isTransitioning, "the pop runs the push transition backwards")
        try demo.window.runUntilIdle()
        #expect(navigation.stack.count == 1 && navigation.navigationBar.title == "Home")
    }

    @Test("a tab bar item switches tabs through the transition; the bar is titled from the tabs")
    func tabBarItem() throws {
        let demo = try TransitionDemo(transition: .move, host: .tabbar, clock: try ManualClock())
        let tabs = try #require(demo.tabs)
        #expect(tabs.tabBar.itemTitles == ["Home", "Tab 2", "Tab 3"])
        try tap(try #require(tabs.tabBar.itemView(at: 2)), in: demo)
        demo.window.run(for: 0.15)
        #expect(demo.controller.isTransitioning)
        try demo.window.runUntilIdle()
        #expect(tabs.selectedIndex == 2 && tabs.tabBar.selectedIndex == 2)
        #expect(!demo.canGoForward && demo.canGoBack)
    }
}
