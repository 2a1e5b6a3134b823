import Stage

/// Watches, weakly, everything a scene made — its window, every view in it, every gesture
/// recognizer on those views, every view controller the checker met — so that once the scene
/// is let go, whatever is still alive is a leak: a reference cycle (a target closure that
/// captures its own recognizer, a controller that holds its presenter, …) that would grow
/// memory with every screen a user opens.
@MainActor
public final class LeakWatch {
    private var references: [ObjectIdentifier: WeakReference] = [:]

    /// An empty watch.
    public init() {}

    /// Watches `object`, named `name` in a report.
    public func watch(_ object: AnyObject, name: String) {
        references[ObjectIdentifier(object)] = WeakReference(object: object, name: name)
    }

    /// Watches `window`, its view tree with the recognizers on each view, and the view
    /// controllers and transition objects `checker` remembers.
    public func watch(_ window: Window, checker: InvariantChecker? = nil) {
        watch(window, name: "the window")
        for view in InvariantChecker.tree(of: window.rootView) {
            watch(view, name: "the view \(view.name)")
            for recognizer in view.gestureRecognizers {
                watch(recognizer, name: "the gesture recognizer \(recognizer.name ?? "(unnamed)") on \(view.name)")
            }
        }
        for reference in checker?.rememberedObjects ?? [] {
            if let object = reference.object { watch(object, name: reference.name) }
        }
    }

    /// What is still alive, by name, sorted.
    public var survivors: [String] {
        references.values.filter { $0.object != nil }.map(\.name).sorted()
    }
}
