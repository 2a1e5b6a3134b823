import Demos

extension LiveSession {
    /// Whether the page's Forward button would be done now rather than refused — push, present,
    /// the next tab, open a photo or a story — as the demo says (``/Demos/DemoStage/canGoForward``):
    /// never while a transition runs, which every container refuses. The page enables its
    /// buttons from what the engine holds, not from a guess of its own.
    public var canGoForward: Bool { stage.canGoForward }

    /// Whether the page's Back button would be done now rather than refused — pop, dismiss,
    /// close, the previous tab — as the demo says (``/Demos/DemoStage/canGoBack``).
    public var canGoBack: Bool { stage.canGoBack }
}
