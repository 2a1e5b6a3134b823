import Stage

/// Watches, weakly, everything a scene made — its window, every view in it, every gesture
/// recognizer on those views, every view controller the checker met — so that once the scene
/// is let go, whatever is still alive is a leak: a reference cycle (a target closure that
/// captures its own recognizer, a controller that holds its presenter, …) that would grow
/// memory with every screen a user opens.
///
/// Views are watched through ``/Stage/ViewLifetimeRegistry`` rather than a weak reference, which
/// would slow every later retain and release of every view of the scene.
@MainActor
public final class LeakWatch {
    /// What is watched, and how to name it: a name is made only for a survivor.
    private struct Watched {
        /// Who it is: an object watched again replaces what was said of it before.
        let identifier: ObjectIdentifier
        /// The object, for what isn't a view.
        weak var object: AnyObject?
        /// The view's token in the registry, for a view (else 0).
        let viewToken: UInt64
        let kind: Kind

        @MainActor var isAlive: Bool { viewToken != 0 ? ViewLifetimeRegistry.isAlive(viewToken) : object != nil }
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

    /// Everything watched, in order, an object watched again listed again: appending costs
    /// less than a dictionary's hashing, and only the living are sorted out, once.
    private var watched: [Watched] = []

    /// An empty watch.
    public init() {
        // Room for a scene watched twice, at once, rather than growing there step by step.
        watched.reserveCapacity(256)
    }

    /// Watches `object`, named `name` in a report.
    public func watch(_ object: AnyObject, name: String) {
        watch(object, .named(name))
    }

    private func watch(_ object: AnyObject, _ kind: Kind) {
        watched.append(Watched(identifier: ObjectIdentifier(object), object: object, viewToken: 0, kind: kind))
    }

    /// Watches `window`, its view tree with the recognizers on each view, and the view
    /// controllers and transition objects `checker` remembers.
    public func watch(_ window: Window, checker: InvariantChecker? = nil) {
        // Changed out of the property, so that no append pays an exclusivity check.
        var entries = watched
        watched = []
        entries.append(Watched(identifier: ObjectIdentifier(window), object: window, viewToken: 0, kind: .named("the window")))
        var stack = [window.rootView]
        while let view = stack.popLast() {
            let viewName = view.name
            entries.append(Watched(identifier: ObjectIdentifier(view), object: nil, viewToken: ViewLifetimeRegistry.token(for: view),
                                   kind: .view(name: viewName)))
            for recognizer in view.gestureRecognizers {
                entries.append(Watched(identifier: ObjectIdentifier(recognizer), object: recognizer, viewToken: 0,
                                       kind: .recognizer(name: recognizer.name, viewName: viewName)))
            }
            for subview in view.stageSubviews { stack.append(subview) }
        }
        for reference in checker?.rememberedObjects ?? [] {
            if let object = reference.object {
                entries.append(Watched(identifier: ObjectIdentifier(object), object: object, viewToken: 0, kind: .named(reference.name)))
            }
        }
        watched = entries
    }

    /// What is still alive, by name, sorted: each once, as it was last watched. (A living
    /// object's identifier is its own; a dead one's may be another's by now, so only the
    /// living are matched up.)
    public var survivors: [String] {
        var latest: [ObjectIdentifier: Kind] = [:]
        for entry in watched where entry.isAlive { latest[entry.identifier] = entry.kind }
        return latest.values.map(\.description).sorted()
    }
}
