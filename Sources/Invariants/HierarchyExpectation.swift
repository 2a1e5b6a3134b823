import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Stage
import TransitionKit

/// The hierarchy a container change must leave, built from the one it started from, and the
/// comparison of what is with it.
///
/// Completed:
/// - push, pop, tab switch: the leaving view leaves the container; the arriving one is in it,
///   filling its bounds;
/// - present: the new container view is on top of the window, filling it, holding the
///   presented view, which fills it; a full-screen presentation also takes the presenting view
///   off screen;
/// - dismiss: the presented view and its container leave; a full-screen presentation's
///   presenting view comes back.
///
/// Cancelled: exactly the start state.
///
/// A container's bar (a navigation bar for a push or pop, a tab bar for a tab switch) is
/// restyled by the change: its views stay where they are in the tree, on screen as in the
/// model, but their values (titles' frames, a back button shown or hidden, the items' fades, a
/// tab's highlight) are the container's to change.
///
/// Everything else is unchanged, exactly; the views that leave (or never arrive) keep every
/// value but their placement, which the container sets the next time it shows them.
@MainActor
struct HierarchyExpectation {
    /// The start state, its views placed where the change must leave them (their values are
    /// the start state's but for `placedState`).
    private var expected: HierarchySnapshot
    /// The place in `expected` of the arriving view placed to fill its container (-1: none).
    private var placedPlace = -1
    /// That view's state, placed.
    private var placedState: ViewState?
    /// Views that must be off screen afterwards, each with its subtree compared.
    private var offScreen: [ObjectIdentifier] = []
    /// A view whose place among its superview's subviews is the animator's choice.
    private var floating: (view: ObjectIdentifier, superview: ObjectIdentifier)?
    /// A view that must be on screen, somewhere (a full-screen presentation's presenting view).
    private var returning: ObjectIdentifier?
    /// Whether the change restyles the view at each place of `expected` (the descendants of the
    /// container's bar); empty when it restyles none.
    private var restyled: [Bool] = []

    /// - Parameter bar: The bar of the container the change runs in, if it restyles one.
    init(change: StageContainerChange, completed: Bool, before: HierarchySnapshot, bar: ObjectIdentifier? = nil) {
        // The view a full-screen presentation covers: the presenting side's (from when it
        // presents, to when it dismisses).
        var anchor: ObjectIdentifier?
        if change.presentationStyle == .fullScreen {
            switch change.operation {
            case .modal(.present): anchor = ObjectIdentifier(Self.anchor(of: change.from))
            case .modal(.dismiss): anchor = ObjectIdentifier(Self.anchor(of: change.to))
            default: break
            }
        }
        self.init(operation: change.operation, completed: completed, from: ObjectIdentifier(change.from.stageView),
                  to: ObjectIdentifier(change.to.stageView), container: ObjectIdentifier(change.container),
                  fullScreenAnchor: anchor, before: before, bar: bar)
    }

    /// The expectation of a change named by its views.
    ///
    /// - Parameters:
    ///   - from: The leaving controller's view (for a presentation, the presenting one's).
    ///   - to: The arriving controller's view (for a dismissal, the presenting one's).
    ///   - container: The container view the change runs in.
    ///   - fullScreenAnchor: For a full-screen presentation or dismissal, the view it covers or
    ///     uncovers (the presenting controller's outermost container's view); else `nil`.
    ///   - bar: The bar of the container the change runs in, if it restyles one.
    init(operation: TransitionOperation, completed: Bool, from: ObjectIdentifier, to: ObjectIdentifier, container: ObjectIdentifier,
         fullScreenAnchor: ObjectIdentifier?, before: HierarchySnapshot, bar: ObjectIdentifier?) {
        expected = before
        if let bar, let barPlace = before.place(of: bar) {
            restyled = [Bool](repeating: false, count: before.count)
            for place in before.subtree(at: barPlace).dropFirst() { restyled[place] = true }
        }
        guard completed else {
            for view in [from, to, container] where !Self.isInWindow(view, in: before) { offScreen.append(view) }
            return
        }
        switch operation {
        case .navigation, .tabBar:
            place(to, in: container)
            detach(from)
            offScreen.append(from)
        case .modal(.present):
            if let containerPlace = expected.place(of: container) { expected.attach(at: containerPlace, to: HierarchySnapshot.rootPlace) }
            place(to, in: container)
            if let fullScreenAnchor {
                detach(fullScreenAnchor)
                offScreen.append(fullScreenAnchor)
            }
        case .modal(.dismiss):
            detach(from)
            detach(container)
            offScreen.append(contentsOf: [from, container])
            returning = fullScreenAnchor
        case .none, .modal(.none):
            break
        }
    }

    private static func isInWindow(_ view: ObjectIdentifier, in snapshot: HierarchySnapshot) -> Bool {
        guard let place = snapshot.place(of: view) else { return false }
        return snapshot.isInWindow(at: place)
    }

    /// Expects `view` off its superview, if it was captured.
    private mutating func detach(_ view: ObjectIdentifier) {
        if let place = expected.place(of: view) { expected.detach(at: place) }
    }

    /// Expects `view` in `container`, filling it.
    private mutating func place(_ view: ObjectIdentifier, in container: ObjectIdentifier) {
        let viewPlace = expected.place(of: view)
        let wasThere = Self.isInWindow(view, in: expected)
        if let viewPlace, let containerPlace = expected.place(of: container) {
            expected.attach(at: viewPlace, to: containerPlace)
            let bounds = CGRect(origin: .zero, size: wanted(at: containerPlace).bounds.size)
            placedState = wanted(at: viewPlace).placed(filling: bounds)
            placedPlace = viewPlace
        }
        if !wasThere { floating = (view, container) }
    }

    /// The state expected of the view at `place` of `expected`.
    private func wanted(at place: Int) -> ViewState {
        if place == placedPlace, let placedState { return placedState }
        return expected.states[place]
    }

    /// The view a presentation covers: the controller's view, or its outermost container's.
    private static func anchor(of controller: ViewController) -> View {
        var current = controller
        while let parent = current.parent { current = parent }
        return current.stageView
    }

    /// How `actual` differs from the expectation, one phrase per difference.
    ///
    /// Views are compared by place: each expected view's place in `actual` is found once for
    /// all (``HierarchySnapshot/places(matching:)``), and so is whether each view of `actual`
    /// is in its window.
    func differences(from actual: HierarchySnapshot, movable: Set<ObjectIdentifier>) -> [String] {
        var found: [String] = []
        let match = actual.places(matching: expected)
        let inWindow = actual.windowMembership()
        let expectedOnScreen = expected.subtree(at: HierarchySnapshot.rootPlace)
        // Which views of `actual` are expected on screen.
        var expectedHere = [Bool](repeating: false, count: actual.count)
        for place in expectedOnScreen where match[place] >= 0 { expectedHere[match[place]] = true }
        for place in expectedOnScreen {
            let actualPlace = match[place]
            guard actualPlace >= 0, inWindow[actualPlace] else {
                found.append("\(expected.names[place]) is not on screen")
                continue
            }
            if !restyled.isEmpty, restyled[place] {
                if let difference = actual.states[actualPlace].presentationDifference() {
                    found.append("\(expected.names[place]): \(difference)")
                }
            } else {
                compare(place, with: actual, at: actualPlace, comparesPlacement: true, movable: movable, suffix: "", into: &found)
            }
            if let floating, floating.superview == expected.states[place].identifier {
                var haveSubviews = actual.subviews(at: actualPlace), wantSubviews = expected.subviews(at: place)
                haveSubviews.removeAll { actual.states[$0].identifier == floating.view }
                wantSubviews.removeAll { expected.states[$0].identifier == floating.view }
                if !Self.same(haveSubviews, in: actual, wantSubviews, in: expected) {
                    reportSubviews(of: place, haveSubviews, in: actual, wantSubviews, expectedHere: expectedHere, into: &found)
                }
            } else if !actual.hasSameSubviews(at: actualPlace, as: expected, at: place) {
                reportSubviews(of: place, actual.subviews(at: actualPlace), in: actual, expected.subviews(at: place),
                               expectedHere: expectedHere, into: &found)
            }
        }
        var returned: [Bool] = []
        if let returning, let returningPlace = actual.place(of: returning) {
            returned = [Bool](repeating: false, count: actual.count)
            for place in actual.subtree(at: returningPlace) { returned[place] = true }
        }
        for place in actual.subtree(at: HierarchySnapshot.rootPlace) where !expectedHere[place] && (returned.isEmpty || !returned[place]) {
            let kind = actual.states[place].isSnapshot ? "the snapshot" : "the unexpected view"
            found.append("\(kind) \(actual.names[place]) is on screen (left behind?)")
        }
        for view in offScreen {
            guard let place = expected.place(of: view) else { continue }
            let actualPlace = match[place]
            guard actualPlace >= 0 else { continue }
            if inWindow[actualPlace] {
                found.append("\(expected.names[place]) is still on screen")
                continue
            }
            compare(place, with: actual, at: actualPlace, comparesPlacement: false, movable: movable, suffix: " (off screen)", into: &found)
            for child in expected.subtree(at: place).dropFirst() {
                let actualChild = match[child]
                guard actualChild >= 0 else {
                    found.append("\(expected.names[child]) is gone from \(expected.names[place])")
                    continue
                }
                compare(child, with: actual, at: actualChild, comparesPlacement: true, movable: movable, suffix: " (off screen)", into: &found)
            }
        }
        if let returning {
            let returningPlace = actual.place(of: returning)
            if !(returningPlace.map { inWindow[$0] } ?? false) {
                let name = expected.place(of: returning).map { expected.names[$0] } ?? "a view"
                found.append("\(name) did not come back on screen")
            }
        }
        return found
    }

    /// Appends how the view at `actualPlace` of `actual` differs from what is expected of the
    /// one at `place`, each phrase after its name and `suffix`.
    private func compare(_ place: Int, with actual: HierarchySnapshot, at actualPlace: Int, comparesPlacement: Bool,
                         movable: Set<ObjectIdentifier>, suffix: String, into found: inout [String]) {
        var phrases = if place == placedPlace, let placedState {
            actual.differences(at: actualPlace, from: placedState, comparesPlacement: comparesPlacement)
        } else {
            actual.differences(at: actualPlace, from: expected, at: place, comparesPlacement: comparesPlacement)
        }
        if !actual.hasSameRecognizers(at: actualPlace, as: expected, at: place),
           let difference = ViewState.recognizerDifference(actual.recognizers(at: actualPlace), expected: expected.recognizers(at: place),
                                                           movable: movable) {
            phrases.append(difference)
        }
        for phrase in phrases { found.append("\(expected.names[place])\(suffix): \(phrase)") }
    }

    /// Appends that the view at `place` has the subviews `have` (in `actual`), not `want`,
    /// unless some of them aren't expected on screen (they are reported as left behind).
    private func reportSubviews(of place: Int, _ have: ArraySlice<Int>, in actual: HierarchySnapshot, _ want: ArraySlice<Int>,
                                expectedHere: [Bool], into found: inout [String]) {
        for subview in have where !expectedHere[subview] { return }
        found.append("\(expected.names[place])'s subviews are \(Self.names(have, in: actual)), expected \(Self.names(want, in: expected))")
    }

    /// Whether two lists of places name the same views, in the same order.
    private static func same(_ places: ArraySlice<Int>, in snapshot: HierarchySnapshot, _ otherPlaces: ArraySlice<Int>,
                             in other: HierarchySnapshot) -> Bool {
        guard places.count == otherPlaces.count else { return false }
        for (place, otherPlace) in zip(places, otherPlaces)
        where snapshot.states[place].identifier != other.states[otherPlace].identifier { return false }
        return true
    }

    private static func names(_ places: ArraySlice<Int>, in snapshot: HierarchySnapshot) -> String {
        "[" + places.map { snapshot.names[$0] }.joined(separator: ", ") + "]"
    }
}
