import Demos
import Stage

extension LiveSession {
    /// Whether the page's Forward button would be done now rather than refused: push (always,
    /// in a navigation host), present (nothing presented yet), the next tab (one after the
    /// selected), open a photo or a story (none shown) — and never while a transition runs,
    /// which every container refuses.
    ///
    /// Read from the window's containers as the demo leaves them, so the page enables its
    /// buttons from what the engine holds, not from a guess of its own.
    public var canGoForward: Bool { buttons.forward }

    /// Whether the page's Back button would be done now rather than refused: pop (more than the
    /// root on the stack), dismiss or close (something presented or pushed over the grid), the
    /// previous tab (one before the selected) — and never while a transition runs.
    public var canGoBack: Bool { buttons.back }

    /// Which of Forward and Back ``DemoStage/forward()`` and ``DemoStage/back()`` would do
    /// now, by host: the built-in transitions push any number of screens, present one over
    /// Home, and select among three tabs; the photo viewer and the Zoom show one photo or
    /// story at a time, pushed on the grid or presented over it.
    private var buttons: (forward: Bool, back: Bool) {
        guard window.activeTransition == nil else { return (false, false) }
        let root = window.rootViewController
        switch host {
        case .tabbar:
            guard let tabs = root as? TabBarController else { return (false, false) }
            return (tabs.selectedIndex + 1 < tabs.tabs.count, tabs.selectedIndex > 0)
        case .navigation:
            guard let navigation = root as? NavigationController else { return (false, false) }
            let depth = navigation.stack.count
            // A built-in transition pushes on any screen; a viewer or a story, only on the grid.
            return (demo.builtIn != nil || depth == 1, depth > 1)
        case .modal:
            let presents = root?.presentedStageViewController != nil
            return (!presents, presents)
        }
    }
}
