import Demos
import Motion
import Stage

/// A demo a live session shows: its window, and its ways forward and back.
@MainActor
struct LiveStage {
    let window: Window
    /// Keeps the demo (and its controllers) alive.
    private let demo: AnyObject
    private let goForward: @MainActor () throws -> Void
    private let goBack: @MainActor () throws -> Void

    /// `demo` in `host` (photo and Zoom: modal, or pushed in a navigation controller).
    init(_ demo: DemoTransition, host: DemoHost, clock: ManualClock) throws {
        if let builtIn = demo.builtIn {
            let scene = try TransitionDemo(transition: builtIn, host: host, clock: clock)
            (self.demo, window) = (scene, scene.window)
            goForward = { [weak scene] in try scene?.goForward() }
            goBack = { [weak scene] in try scene?.goBack() }
        } else if demo == .zoom {
            let scene = ZoomDemo(host: host == .navigation ? .push : .modal, clock: clock)
            (self.demo, window) = (scene, scene.window)
            var opened = 0
            goForward = { [weak scene] in
                guard let scene else { return }
                try scene.open(card: opened % scene.stories.count)
                opened += 1
            }
            goBack = { [weak scene] in try scene?.close() }
        } else {
            let scene = PhotoDemo(host: host == .navigation ? .push : .modal, clock: clock)
            (self.demo, window) = (scene, scene.window)
            var opened = 0
            goForward = { [weak scene] in
                try scene?.open(photo: opened % PhotoDemo.images.count)
                opened += 1
            }
            goBack = { [weak scene] in try scene?.close() }
        }
    }

    func forward() throws { try goForward() }
    func back() throws { try goBack() }
}
