import Stage

/// The views of a window (and of any detached views asked for) as they were at one moment.
struct HierarchySnapshot {
    /// Every captured view's state.
    private(set) var states: [ObjectIdentifier: ViewState] = [:]
    /// The captured views' names, in tree order (for messages).
    private(set) var order: [ObjectIdentifier] = []
    /// Each captured view's superview, if it was captured too.
    private(set) var superviews: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// The window's root view.
    let root: ObjectIdentifier

    /// The window's tree, and the trees of `detached` views not in it.
    @MainActor
    init(window: Window, detached: [View] = []) {
        root = ObjectIdentifier(window.rootView)
        add(window.rootView)
        for view in detached where states[ObjectIdentifier(view)] == nil { add(view) }
    }

    @MainActor
    private mutating func add(_ view: View) {
        var stack = [view]
        while let next = stack.popLast() {
            let identifier = ObjectIdentifier(next)
            states[identifier] = ViewState(next)
            order.append(identifier)
            for child in next.stageSubviews.reversed() {
                superviews[ObjectIdentifier(child)] = identifier
                stack.append(child)
            }
        }
    }

    subscript(_ identifier: ObjectIdentifier) -> ViewState? { states[identifier] }

    /// The identifiers of `identifier` and everything under it.
    func subtree(of identifier: ObjectIdentifier) -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        var stack = [identifier]
        while let next = stack.popLast() {
            guard let state = states[next] else { continue }
            result.append(next)
            stack.append(contentsOf: state.subviews.reversed())
        }
        return result
    }

    /// Whether `identifier` is in the window's tree.
    func isInWindow(_ identifier: ObjectIdentifier) -> Bool {
        var current: ObjectIdentifier? = identifier
        while let node = current {
            if node == root { return true }
            current = superviews[node]
        }
        return false
    }

    /// `identifier`'s name, for messages.
    func name(of identifier: ObjectIdentifier) -> String { states[identifier]?.name ?? "a view" }

    /// Changes what is recorded for `identifier` (to build an expected state).
    mutating func update(_ identifier: ObjectIdentifier, _ change: (inout ViewState) -> Void) {
        guard var state = states[identifier] else { return }
        change(&state)
        states[identifier] = state
    }

    /// Removes `child` from `parent`'s subviews (to build an expected state).
    mutating func detach(_ child: ObjectIdentifier) {
        guard let parent = superviews[child] else { return }
        update(parent) { $0.subviews.removeAll { $0 == child } }
        superviews[child] = nil
    }

    /// Puts `child` last among `parent`'s subviews unless it is there (to build an expected
    /// state).
    mutating func attach(_ child: ObjectIdentifier, to parent: ObjectIdentifier) {
        if superviews[child] == parent { return }
        detach(child)
        update(parent) { $0.subviews.append(child) }
        superviews[child] = parent
    }

    /// Records `state` as a new view under `parent` (to build an expected state).
    mutating func insert(_ state: ViewState, under parent: ObjectIdentifier) {
        states[state.identifier] = state
        order.append(state.identifier)
        attach(state.identifier, to: parent)
    }
}
