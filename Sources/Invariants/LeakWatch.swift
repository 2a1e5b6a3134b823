import Stage

/// Watches, weakly, everything a scene made — its window, every view in it, every gesture
/// recognizer on those views, every view controller the checker met — so that once the scene
/// is let go, whatever is still alive is a leak: a reference cycle (a target closure that
/// captures its own recognizer, a controller that holds its presenter, …) that would grow
/// memory with every screen a user opens.
@MainActor
public final class LeakWatch {
    /// What is watched, and how to name it: a name is made only for a survivor.
    private struct Watched {
        weak var object: AnyObject?
        let kind: Kind
    }

    private enum Kind {
        case named(String)
        case view(name: String)
        case recognizer(name: String?, viewName: String)

        var description: String {
            switch self {
            case .named(let name): name
            case .view(let name): "the view \(name)"
            case .recognizer(let name, let viewName): "the gesture recognizer \(name ?? "(unnamed)") on \(viewName)"
            }
        }
    }

    private var watched: [ObjectIdentifier: Watched] = [:]

    /// An empty watch.
    public init() {}

    /// Watches `object`, named `name` in a report.
    public func watch(_ object: AnyObject, name: String) {
        watch(object, .named(name))
    }

    private func watch(_ object: AnyObject, _ kind: Kind) {
        watched[ObjectIdentifier(object)] = Watched(object: object, kind: kind)
    }

    /// Watches `window`, its view tree with the recognizers on each view, and the view
    /// controllers and transition objects `checker` remembers.
    public func watch(_ window: Window, checker: InvariantChecker? = nil) {
        watch(window, name: "the window")
        for view in InvariantChecker.tree(of: window.rootView) {
            let viewName = view.name
            watch(view, .view(name: viewName))
            for recognizer in view.gestureRecognizers {
                watch(recognizer, .recognizer(name: recognizer.name, viewName: viewName))
            }
        }
        for reference in checker?.rememberedObjects ?? [] {
            if let object = reference.object { watch(object, name: reference.name) }
        }
    }

    /// What is still alive, by name, sorted.
    public var survivors: [String] {
        watched.values.filter { $0.object != nil }.map(\.kind.description).sorted()
    }
}
