import Stage

/// The views of a window (and of any detached views asked for) as they were at one moment.
///
/// Stored flat, to cost few allocations per capture: the views' states in one array (in tree
/// order), their subviews and recognizers each in one shared array that a view's range points
/// into, and one dictionary from identity to place, made at its final size.
struct HierarchySnapshot {
    /// Where a captured view's superview and lists are.
    private struct Links {
        /// The place of the superview, if it was captured too (else -1).
        var parent: Int
        /// The view's subviews, in `subviewStorage`.
        var subviews: Range<Int>
        /// The view's recognizers, in `recognizerStorage`.
        var recognizers: Range<Int>
    }

    /// Every captured view's place in `states` and `links`.
    private var places: [ObjectIdentifier: Int] = [:]
    /// Every captured view's state, in tree order.
    private var states: [ViewState] = []
    private var links: [Links] = []
    private var subviewStorage: [ObjectIdentifier] = []
    private var recognizerStorage: [ObjectIdentifier] = []
    /// The window's root view.
    let root: ObjectIdentifier

    /// The window's tree, and the trees of `detached` views not in it.
    ///
    /// - Parameter expectedCount: How many views there will likely be (the ``count`` of an
    ///   earlier snapshot of the window): room for them is made at once.
    @MainActor
    init(window: Window, detached: [View] = [], expectedCount: Int = 0) {
        root = ObjectIdentifier(window.rootView)
        if expectedCount > 0 {
            places.reserveCapacity(expectedCount)
            states.reserveCapacity(expectedCount)
            links.reserveCapacity(expectedCount)
            subviewStorage.reserveCapacity(expectedCount)
        }
        add(window.rootView)
        for view in detached where places[ObjectIdentifier(view)] == nil { add(view) }
    }

    /// How many views were captured.
    var count: Int { states.count }

    @MainActor
    private mutating func add(_ view: View) {
        var stack: [(view: View, parent: Int)] = [(view, -1)]
        while let (next, parent) = stack.popLast() {
            let identifier = ObjectIdentifier(next)
            let subviews = next.stageSubviews
            let subviewStart = subviewStorage.count
            for child in subviews { subviewStorage.append(ObjectIdentifier(child)) }
            let recognizerStart = recognizerStorage.count
            for recognizer in next.gestureRecognizers { recognizerStorage.append(ObjectIdentifier(recognizer)) }
            let link = Links(parent: parent, subviews: subviewStart..<subviewStorage.count,
                             recognizers: recognizerStart..<recognizerStorage.count)
            let place: Int
            if let existing = places[identifier] {
                // A detached tree that holds a tree captured before: the later capture counts.
                place = existing
                states[place] = ViewState(next)
                links[place] = link
            } else {
                place = states.count
                places[identifier] = place
                states.append(ViewState(next))
                links.append(link)
            }
            for child in subviews.reversed() { stack.append((child, place)) }
        }
    }

    subscript(_ identifier: ObjectIdentifier) -> ViewState? {
        guard let place = places[identifier] else { return nil }
        return states[place]
    }

    /// The subviews of `identifier` (empty if it was not captured).
    func subviews(of identifier: ObjectIdentifier) -> ArraySlice<ObjectIdentifier> {
        guard let place = places[identifier] else { return [] }
        return subviewStorage[links[place].subviews]
    }

    /// The gesture recognizers of `identifier` (empty if it was not captured).
    func recognizers(of identifier: ObjectIdentifier) -> ArraySlice<ObjectIdentifier> {
        guard let place = places[identifier] else { return [] }
        return recognizerStorage[links[place].recognizers]
    }

    /// The identifiers of `identifier` and everything under it.
    func subtree(of identifier: ObjectIdentifier) -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        guard let start = places[identifier] else { return result }
        result.reserveCapacity(states.count)
        var stack = [start]
        while let place = stack.popLast() {
            result.append(states[place].identifier)
            for child in subviewStorage[links[place].subviews].reversed() {
                if let childPlace = places[child] { stack.append(childPlace) }
            }
        }
        return result
    }

    /// Whether `identifier` is in the window's tree.
    func isInWindow(_ identifier: ObjectIdentifier) -> Bool {
        if identifier == root { return true }
        guard var place = places[identifier] else { return false }
        while true {
            let parent = links[place].parent
            if parent < 0 { return false }
            if states[parent].identifier == root { return true }
            place = parent
        }
    }

    /// `identifier`'s name, for messages.
    func name(of identifier: ObjectIdentifier) -> String { self[identifier]?.name ?? "a view" }

    /// Changes what is recorded for `identifier` (to build an expected state).
    mutating func update(_ identifier: ObjectIdentifier, _ change: (inout ViewState) -> Void) {
        guard let place = places[identifier] else { return }
        change(&states[place])
    }

    /// Removes `child` from its superview's subviews (to build an expected state).
    mutating func detach(_ child: ObjectIdentifier) {
        guard let place = places[child] else { return }
        let parent = links[place].parent
        guard parent >= 0 else { return }
        var siblings = Array(subviewStorage[links[parent].subviews])
        siblings.removeAll { $0 == child }
        setSubviews(siblings, at: parent)
        links[place].parent = -1
    }

    /// Puts `child` last among `parent`'s subviews unless it is there (to build an expected
    /// state). Both must have been captured.
    mutating func attach(_ child: ObjectIdentifier, to parent: ObjectIdentifier) {
        guard let place = places[child], let parentPlace = places[parent] else { return }
        if links[place].parent == parentPlace { return }
        detach(child)
        var siblings = Array(subviewStorage[links[parentPlace].subviews])
        siblings.append(child)
        setSubviews(siblings, at: parentPlace)
        links[place].parent = parentPlace
    }

    /// Records `subviews` as the subviews of the view at `place`, at the end of the storage.
    private mutating func setSubviews(_ subviews: [ObjectIdentifier], at place: Int) {
        let start = subviewStorage.count
        subviewStorage.append(contentsOf: subviews)
        links[place].subviews = start..<subviewStorage.count
    }
}
