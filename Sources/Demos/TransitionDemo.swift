import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Recording
import Stage
import TransitionKit

/// A built-in transition in a navigation, modal or tab bar host, on Stage: a screen to start from,
/// a programmatic way forward (push, present, next tab) and a pan to go back interactively.
@MainActor
public final class TransitionDemo {
    /// The transition every operation uses.
    public let transition: BuiltInTransition
    /// The container.
    public let host: DemoHost
    public let window: Window
    /// The controller that runs the transitions.
    public let controller: TransitionController
    /// The pan that drives interactive transitions.
    public let pan: PanInteractionController
    /// The first screen.
    public let home: DemoScreenController
    /// The navigation controller, in a navigation host.
    public let navigation: NavigationController?
    /// The tab bar controller, in a tab bar host.
    public let tabs: TabBarController?
    private let operations = DemoOperations()
    private let source: BuiltInTransitionsSource

    /// `transition` in `host` on a `screenSize`-point window driven by `clock`.
    public init(
        transition: BuiltInTransition, host: DemoHost, screenSize: CGSize = CGSize(width: 390, height: 844),
        clock: any FrameClock
    ) throws {
        self.transition = transition
        self.host = host
        source = BuiltInTransitionsSource(transition)
        window = Window(screenSize: screenSize, clock: clock)
        let home = DemoScreenController(title: "Home", index: 0, size: screenSize, showsTitleBar: host != .navigation)
        self.home = home
        operations.screenSize = screenSize
        operations.showsTitleBar = host != .navigation
        switch host {
        case .navigation:
            let navigation = NavigationController(rootViewController: home, size: screenSize)
            pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
            self.navigation = navigation
            tabs = nil
            window.rootViewController = navigation
            controller = TransitionController(
                forInteractiveTransitionsIn: navigation, transitionsSource: source, operationDelegate: operations,
                interactionController: pan)
        case .modal:
            pan = PanInteractionController(forModalTransitionsAtEdge: .bottom)
            navigation = nil
            tabs = nil
            window.rootViewController = home
            home.nextScreen = { [operations] in operations.nextScreen() }
            controller = TransitionController(
                forInteractiveModalPresentationsFrom: home, transitionsSource: source, interactionController: pan)
        case .tabbar:
            let tabs = try TabBarController(viewControllers: (0..<3).map { index in
                index == 0 ? home : DemoScreenController(title: "Tab \(index + 1)", index: index, size: screenSize)
            }, size: screenSize)
            pan = PanInteractionController.forTabBarTransitions()
            navigation = nil
            self.tabs = tabs
            window.rootViewController = tabs
            controller = TransitionController(
                forInteractiveTransitionsIn: tabs, transitionsSource: source, operationDelegate: operations,
                interactionController: pan)
        }
        let rowTapped: @MainActor () -> Void = { [weak self] in self?.rowTapped() }
        operations.rowTapped = rowTapped
        home.onRowTap = rowTapped
        for case let screen as DemoScreenController in tabs?.tabs ?? [] { screen.onRowTap = rowTapped }
    }

    /// Whether ``goForward(animated:)`` can go forward now: no transition runs, and there is a
    /// way forward (a navigation host always has one; a modal one while nothing is presented; a
    /// tab bar one before the last tab).
    public var canGoForward: Bool {
        guard window.activeTransition == nil else { return false }
        switch host {
        case .navigation: return true
        case .modal: return home.presentedStageViewController == nil
        case .tabbar: return tabs.map { $0.selectedIndex + 1 < $0.tabs.count } ?? false
        }
    }

    /// Whether ``goBack(animated:)`` can go back now: no transition runs, and there is a way
    /// back (a controller under the top, a presented screen, a tab before the selected one).
    public var canGoBack: Bool {
        guard window.activeTransition == nil else { return false }
        switch host {
        case .navigation: return (navigation?.stack.count ?? 0) > 1
        case .modal: return home.presentedStageViewController != nil
        case .tabbar: return (tabs?.selectedIndex ?? 0) > 0
        }
    }

    /// A row on a screen was tapped: goes forward as ``goForward(animated:)`` does (push, present,
    /// next tab), animated; when it can't (a transition runs, a screen is presented, the last tab
    /// is shown) the tap does nothing, as a list that isn't ready ignores it.
    private func rowTapped() {
        guard canGoForward else { return }
        do {
            try goForward()
        } catch {
            // Cannot happen: canGoForward rules out every refusal goForward documents.
        }
    }

    /// Goes forward without a gesture: pushes a screen, presents one, or selects the next tab.
    ///
    /// - Parameter animated: Whether the change is animated (by the transition) or happens at once.
    /// - Throws: `ContainerError` when the container refuses: a transition is in progress, a
    ///   screen is already presented, or the last tab is selected.
    public func goForward(animated: Bool = true) throws {
        switch host {
        case .navigation:
            let screen = operations.upcomingScreen()
            try navigation?.pushViewController(screen, animated: animated)
            operations.numberShown()
        case .modal:
            let screen = operations.upcomingScreen()
            screen.modalPresentationStyle = .custom
            screen.transitioningDelegate = controller
            try home.present(screen, animated: animated, completion: nil)
            operations.numberShown()
        case .tabbar:
            if let tabs { try tabs.select(index: tabs.selectedIndex + 1) }
        }
    }

    /// Goes back without a gesture: pops, dismisses, or selects the previous tab.
    ///
    /// - Parameter animated: Whether the change is animated (by the transition) or happens at
    ///   once; a tab switch is always animated, as UIKit's are through their delegate.
    /// - Throws: `ContainerError` when the container refuses: a transition is in progress, only
    ///   the root is left, nothing is presented, or the first tab is selected.
    public func goBack(animated: Bool = true) throws {
        switch host {
        case .navigation:
            _ = try navigation?.popViewController(animated: animated)
        case .modal:
            try home.dismiss(animated: animated, completion: nil)
        case .tabbar:
            if let tabs { try tabs.select(index: tabs.selectedIndex - 1) }
        }
    }

    /// Where a finger starts to go back, and the way it moves (a unit vector): from the left edge
    /// to the right in a navigation or tab bar host, downwards in a modal one.
    public var backSwipe: (start: CGPoint, direction: CGPoint) {
        let size = window.screenSize
        switch host {
        case .navigation, .tabbar: return (CGPoint(x: 24, y: size.height * 0.55), CGPoint(x: 1, y: 0))
        case .modal: return (CGPoint(x: size.width / 2, y: size.height * 0.3), CGPoint(x: 0, y: 1))
        }
    }
}

/// Performs the operations a demo's gesture asks for.
@MainActor
final class DemoOperations: InteractiveNavigationTransitionOperationDelegate, InteractiveTabBarTransitionOperationDelegate {
    var screenSize = CGSize(width: 390, height: 844)
    /// Whether the screens draw their own title bar (not under a navigation bar).
    var showsTitleBar = true
    /// What a tap on a screen's row does.
    var rowTapped: (@MainActor () -> Void)?
    private var count = 0

    /// A new screen, numbered after the last one shown; its number is used up only once it is
    /// shown (``numberShown()``), so a push or presentation the container refuses — a transition
    /// in progress — leaves the numbering as it was, live and in a replay alike.
    func upcomingScreen() -> DemoScreenController {
        let screen = DemoScreenController(title: "Screen \(count + 2)", index: count + 1, size: screenSize, showsTitleBar: showsTitleBar)
        screen.onRowTap = rowTapped
        return screen
    }

    /// The screen made by ``upcomingScreen()`` was shown: the next one gets the next number.
    func numberShown() { count += 1 }

    /// A new screen, numbered after the last, its number used up at once (a gesture's
    /// presentation asks for it as it begins).
    func nextScreen() -> DemoScreenController {
        defer { numberShown() }
        return upcomingScreen()
    }

    func performOperation(
        operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
        gestureRecognizer: GestureRecognizer
    ) {
        switch operation {
        case .push:
            if (try? controller.pushViewController(upcomingScreen(), animated: true)) != nil { numberShown() }
        case .pop: _ = try? controller.popViewController(animated: true)
        case .none: break
        }
    }

    func performOperation(
        operation: TabBarControllerOperation, forInteractiveTransitionIn controller: any HostTabBarController,
        gestureRecognizer: GestureRecognizer
    ) {
        let index = controller.selectedIndex + (operation == .increaseIndex ? 1 : -1)
        try? controller.select(index: index)
    }
}
