import Stage

/// The views of a window (and of any detached views asked for) as they were at one moment.
///
/// Stored flat and by *place*, to cost few allocations per capture and no hashing to walk: a
/// view's place is its index in ``states`` (tree order, the window's root view at place 0), and
/// its superview and subviews are places too, its subviews and recognizers each in one shared
/// array that a view's range points into. A view is captured once: its identity is found by
/// scanning (``place(of:)``) where it is needed for a few views, and two snapshots of the same
/// window are matched up all at once (``places(matching:)``).
struct HierarchySnapshot {
    /// Where a captured view's superview and lists are.
    private struct Links {
        /// The place of the superview, if it was captured too (else -1).
        var parent: Int
        /// The view's subviews, as places, in `subviewStorage`.
        var subviews: Range<Int>
        /// The view's recognizers, in `recognizerStorage`.
        var recognizers: Range<Int>
    }

    /// The window's root view's place.
    static let rootPlace = 0

    /// Every captured view's state, by place.
    private(set) var states: [ViewState] = []
    /// Every captured view's name, by place (for messages).
    private(set) var names: [String] = []
    private var links: [Links] = []
    private var subviewStorage: [Int] = []
    private var recognizerStorage: [ObjectIdentifier] = []
    /// The window's root view (at ``rootPlace``); before a capture, an identity no view has.
    private(set) var root = ObjectIdentifier(HierarchySnapshot.self)

    /// An empty snapshot, whose storage a ``capture(window:detached:expectedCount:)`` fills.
    init() {}

    /// The window's tree, and the trees of `detached` views not in it.
    ///
    /// - Parameter expectedCount: How many views there will likely be (the ``count`` of an
    ///   earlier snapshot of the window): room for them is made at once.
    @MainActor
    init(window: Window, detached: [View] = [], expectedCount: Int = 0) {
        capture(window: window, detached: detached, expectedCount: expectedCount)
    }

    /// Captures the window's tree, and the trees of `detached` views not in it, instead of what
    /// was captured: the storage is reused (when no copy of this snapshot holds it too).
    ///
    /// - Parameter expectedCount: How many views there will likely be.
    @MainActor
    mutating func capture(window: Window, detached: [View] = [], expectedCount: Int = 0) {
        states.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
        links.removeAll(keepingCapacity: true)
        subviewStorage.removeAll(keepingCapacity: true)
        recognizerStorage.removeAll(keepingCapacity: true)
        let capacity = max(expectedCount + expectedCount / 4, 64)
        if states.capacity < capacity {
            states.reserveCapacity(capacity)
            names.reserveCapacity(capacity)
            links.reserveCapacity(capacity)
            subviewStorage.reserveCapacity(capacity)
            recognizerStorage.reserveCapacity(capacity / 2)
        }
        let rootView = window.rootView
        root = ObjectIdentifier(rootView)
        // The trees added so far, by their top view: the only captured views a later tree can
        // hold (a view has one superview, so a tree that reaches into another reaches its top).
        var tops: [(identifier: ObjectIdentifier, place: Int)] = []
        tops.reserveCapacity(1 + detached.count)
        tops.append((root, Self.rootPlace))
        add(rootView, parent: -1, tops: [])
        for view in detached {
            let identifier = ObjectIdentifier(view)
            guard place(of: identifier) == nil else { continue }
            let top = states.count
            add(view, parent: -1, tops: tops)
            tops.append((identifier, top))
        }
    }

    /// How many views were captured.
    var count: Int { states.count }

    /// Adds `view`'s tree, in tree order, under the view at `parent` (-1: none), and returns
    /// its place. A view of `tops` met on the way was captured before, with its tree, at the
    /// same moment: it stays where it is, now under its superview here.
    ///
    /// Recursive, as the checker's other walks of a hierarchy are: each subview is read where
    /// its superview's list holds it, never retained on a stack of its own.
    @MainActor
    @discardableResult
    private mutating func add(_ view: View, parent: Int, tops: [(identifier: ObjectIdentifier, place: Int)]) -> Int {
        let place = states.count
        states.append(ViewState(view))
        names.append(view.name)
        let recognizers = view.gestureRecognizers
        let recognizerStart = recognizerStorage.count
        for index in recognizers.indices { recognizerStorage.append(ObjectIdentifier(recognizers[index])) }
        let subviews = view.stageSubviews
        let slots = subviewStorage.count
        for _ in 0..<subviews.count { subviewStorage.append(-1) }
        links.append(Links(parent: parent, subviews: slots..<subviewStorage.count, recognizers: recognizerStart..<recognizerStorage.count))
        for index in subviews.indices {
            // Kept alive by `subviews`: read without a retain.
            unowned(unsafe) let subview = subviews[index]
            if !tops.isEmpty, let captured = Self.place(of: ObjectIdentifier(subview), in: tops) {
                links[captured].parent = place
                subviewStorage[slots + index] = captured
            } else {
                subviewStorage[slots + index] = add(subview, parent: place, tops: tops)
            }
        }
        return place
    }

    private static func place(of identifier: ObjectIdentifier, in tops: [(identifier: ObjectIdentifier, place: Int)]) -> Int? {
        for top in tops where top.identifier == identifier { return top.place }
        return nil
    }

    /// The place of `identifier`, if it was captured: a scan, for the few views looked up by
    /// identity.
    func place(of identifier: ObjectIdentifier) -> Int? {
        for place in states.indices where states[place].identifier == identifier { return place }
        return nil
    }

    /// The subviews of the view at `place`, as places.
    func subviews(at place: Int) -> ArraySlice<Int> { subviewStorage[links[place].subviews] }

    /// The gesture recognizers of the view at `place`.
    func recognizers(at place: Int) -> ArraySlice<ObjectIdentifier> { recognizerStorage[links[place].recognizers] }

    /// How the view at `place` here differs from the one at `otherPlace` of `other`, as
    /// ``ViewState/differences(from:comparesPlacement:)`` tells (both states read where they
    /// are stored, not copied out).
    func differences(at place: Int, from other: HierarchySnapshot, at otherPlace: Int, comparesPlacement: Bool) -> [String] {
        states.withUnsafeBufferPointer { mine in
            other.states.withUnsafeBufferPointer { theirs in
                guard let have = mine.baseAddress, let want = theirs.baseAddress else { return [] }
                return have[place].differences(from: want[otherPlace], comparesPlacement: comparesPlacement)
            }
        }
    }

    /// How the view at `place` here differs from `expected`, as
    /// ``ViewState/differences(from:comparesPlacement:)`` tells.
    func differences(at place: Int, from expected: ViewState, comparesPlacement: Bool) -> [String] {
        states.withUnsafeBufferPointer { mine in
            guard let have = mine.baseAddress else { return [] }
            return have[place].differences(from: expected, comparesPlacement: comparesPlacement)
        }
    }

    /// Whether the view at `place` here has the same subviews, in the same order, as the view
    /// at `otherPlace` in `other`.
    func hasSameSubviews(at place: Int, as other: HierarchySnapshot, at otherPlace: Int) -> Bool {
        let range = links[place].subviews, otherRange = other.links[otherPlace].subviews
        guard range.count == otherRange.count else { return false }
        var index = range.lowerBound, otherIndex = otherRange.lowerBound
        while index < range.upperBound {
            if states[subviewStorage[index]].identifier != other.states[other.subviewStorage[otherIndex]].identifier { return false }
            index += 1
            otherIndex += 1
        }
        return true
    }

    /// Whether the view at `place` here has the same recognizers, in the same order, as the
    /// view at `otherPlace` in `other`.
    func hasSameRecognizers(at place: Int, as other: HierarchySnapshot, at otherPlace: Int) -> Bool {
        let range = links[place].recognizers, otherRange = other.links[otherPlace].recognizers
        guard range.count == otherRange.count else { return false }
        var index = range.lowerBound, otherIndex = otherRange.lowerBound
        while index < range.upperBound {
            if recognizerStorage[index] != other.recognizerStorage[otherIndex] { return false }
            index += 1
            otherIndex += 1
        }
        return true
    }

    /// The places of the view at `place` and of everything under it, in tree order.
    func subtree(at start: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(states.count)
        var stack: [Int] = []
        stack.reserveCapacity(32)
        stack.append(start)
        while let place = stack.popLast() {
            result.append(place)
            let subviews = links[place].subviews
            var index = subviews.upperBound
            while index > subviews.lowerBound {
                index -= 1
                stack.append(subviewStorage[index])
            }
        }
        return result
    }

    /// Whether the view at `place` is in the window's tree: whether its superviews lead to the
    /// root view.
    func isInWindow(at place: Int) -> Bool {
        var current = place
        while current != Self.rootPlace {
            current = links[current].parent
            if current < 0 { return false }
        }
        return true
    }

    /// ``isInWindow(at:)`` for every place, in one pass: each view's superviews are climbed
    /// only up to one already answered.
    func windowMembership() -> [Bool] {
        // 0: not answered yet, 1: in the window, 2: not.
        var answers = [UInt8](repeating: 0, count: states.count)
        if !answers.isEmpty { answers[Self.rootPlace] = 1 }
        for place in answers.indices where answers[place] == 0 {
            var answer: UInt8 = 2
            var current = place
            while true {
                let parent = links[current].parent
                if parent < 0 { break }
                if answers[parent] != 0 {
                    answer = answers[parent]
                    break
                }
                current = parent
            }
            // The same climb again, answering each view on the way.
            current = place
            while answers[current] == 0 {
                answers[current] = answer
                current = links[current].parent
                if current < 0 { break }
            }
        }
        var result = [Bool](repeating: false, count: answers.count)
        for place in answers.indices where answers[place] == 1 { result[place] = true }
        return result
    }

    /// For each place of `other` (a snapshot of the same window), the place of the same view
    /// here, or -1.
    ///
    /// Two snapshots of one window list most views in the same order, so each view is first
    /// looked for right after the previous one's match, then at its own place, then by a scan;
    /// after a few scans, by a dictionary made once.
    func places(matching other: HierarchySnapshot) -> [Int] {
        var result = [Int](repeating: -1, count: other.states.count)
        var next = 0
        var scans = 0
        var index: [ObjectIdentifier: Int]?
        for otherPlace in other.states.indices {
            let identifier = other.states[otherPlace].identifier
            var found = -1
            if next < states.count, states[next].identifier == identifier {
                found = next
            } else if otherPlace < states.count, states[otherPlace].identifier == identifier {
                found = otherPlace
            } else if let index {
                found = index[identifier] ?? -1
            } else {
                scans += 1
                if scans > 8 {
                    var made: [ObjectIdentifier: Int] = [:]
                    made.reserveCapacity(states.count)
                    for place in states.indices { made[states[place].identifier] = place }
                    index = made
                    found = made[identifier] ?? -1
                } else {
                    found = place(of: identifier) ?? -1
                }
            }
            result[otherPlace] = found
            if found >= 0 { next = found + 1 }
        }
        return result
    }

    /// Removes the view at `child` from its superview's subviews (to build an expected state).
    mutating func detach(at child: Int) {
        let parent = links[child].parent
        guard parent >= 0 else { return }
        var siblings = Array(subviewStorage[links[parent].subviews])
        siblings.removeAll { $0 == child }
        setSubviews(siblings, at: parent)
        links[child].parent = -1
    }

    /// Puts the view at `child` last among the subviews of the one at `parent` unless it is
    /// there (to build an expected state).
    mutating func attach(at child: Int, to parent: Int) {
        if links[child].parent == parent { return }
        detach(at: child)
        var siblings = Array(subviewStorage[links[parent].subviews])
        siblings.append(child)
        setSubviews(siblings, at: parent)
        links[child].parent = parent
    }

    /// Records `subviews` as the subviews of the view at `place`, at the end of the storage.
    private mutating func setSubviews(_ subviews: [Int], at place: Int) {
        let start = subviewStorage.count
        subviewStorage.append(contentsOf: subviews)
        links[place].subviews = start..<subviewStorage.count
    }
}
