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
    private var expected: HierarchySnapshot
    /// Views that must be off screen afterwards, each with its subtree compared.
    private var offScreen: [ObjectIdentifier] = []
    /// A view whose place among its superview's subviews is the animator's choice.
    private var floating: (view: ObjectIdentifier, superview: ObjectIdentifier)?
    /// A view that must be on screen, somewhere (a full-screen presentation's presenting view).
    private var returning: ObjectIdentifier?
    /// Views whose values the change restyles: the descendants of the container's bar.
    private var restyled: Set<ObjectIdentifier> = []

    /// - Parameter bar: The bar of the container the change runs in, if it restyles one.
    init(change: StageContainerChange, completed: Bool, before: HierarchySnapshot, bar: ObjectIdentifier? = nil) {
        expected = before
        if let bar { restyled = Set(before.subtree(of: bar).dropFirst()) }
        let from = ObjectIdentifier(change.from.stageView)
        let to = ObjectIdentifier(change.to.stageView)
        let container = ObjectIdentifier(change.container)
        let root = before.root
        guard completed else {
            for view in [from, to, container] where !before.isInWindow(view) { offScreen.append(view) }
            return
        }
        switch change.operation {
        case .navigation, .tabBar:
            place(to, in: container)
            expected.detach(from)
            offScreen.append(from)
        case .modal(.present):
            expected.attach(container, to: root)
            place(to, in: container)
            if change.presentationStyle == .fullScreen {
                let anchor = ObjectIdentifier(Self.anchor(of: change.from))
                expected.detach(anchor)
                offScreen.append(anchor)
            }
        case .modal(.dismiss):
            expected.detach(from)
            expected.detach(container)
            offScreen.append(contentsOf: [from, container])
            if change.presentationStyle == .fullScreen { returning = ObjectIdentifier(Self.anchor(of: change.to)) }
        case .none, .modal(.none):
            break
        }
    }

    /// Expects `view` in `container`, filling it.
    private mutating func place(_ view: ObjectIdentifier, in container: ObjectIdentifier) {
        let wasThere = expected.isInWindow(view)
        expected.attach(view, to: container)
        if let bounds = expected[container]?.bounds {
            expected.update(view) { $0 = $0.placed(filling: CGRect(origin: .zero, size: bounds.size)) }
        }
        if !wasThere { floating = (view, container) }
    }

    /// The view a presentation covers: the controller's view, or its outermost container's.
    private static func anchor(of controller: ViewController) -> View {
        var current = controller
        while let parent = current.parent { current = parent }
        return current.stageView
    }

    /// How `actual` differs from the expectation, one phrase per difference.
    func differences(from actual: HierarchySnapshot, movable: Set<ObjectIdentifier>) -> [String] {
        var found: [String] = []
        let expectedOnScreen = expected.subtree(of: expected.root)
        let expectedSet = Set(expectedOnScreen)
        for identifier in expectedOnScreen {
            guard let want = expected[identifier] else { continue }
            guard let have = actual[identifier], actual.isInWindow(identifier) else {
                found.append("\(want.name) is not on screen")
                continue
            }
            if restyled.contains(identifier) {
                if let difference = have.presentationDifference() { found.append("\(want.name): \(difference)") }
            } else {
                found += have.differences(from: want, comparesPlacement: true, recognizers: actual.recognizers(of: identifier),
                                          expectedRecognizers: expected.recognizers(of: identifier), movable: movable)
                    .map { "\(want.name): \($0)" }
            }
            var haveSubviews = actual.subviews(of: identifier), wantSubviews = expected.subviews(of: identifier)
            if let floating, floating.superview == identifier {
                haveSubviews.removeAll { $0 == floating.view }
                wantSubviews.removeAll { $0 == floating.view }
            }
            if haveSubviews != wantSubviews, Set(haveSubviews).isSubset(of: expectedSet) {
                found.append("\(want.name)'s subviews are \(names(haveSubviews, in: actual)), expected \(names(wantSubviews, in: expected))")
            }
        }
        let returned = Set(returning.map { actual.subtree(of: $0) } ?? [])
        for identifier in actual.subtree(of: actual.root) where !expectedSet.contains(identifier) && !returned.contains(identifier) {
            let state = actual[identifier]
            let kind = state?.isSnapshot == true ? "the snapshot" : "the unexpected view"
            found.append("\(kind) \(actual.name(of: identifier)) is on screen (left behind?)")
        }
        for view in offScreen {
            guard let want = expected[view], let have = actual[view] else { continue }
            if actual.isInWindow(view) {
                found.append("\(want.name) is still on screen")
                continue
            }
            found += have.differences(from: want, comparesPlacement: false, recognizers: actual.recognizers(of: view),
                                      expectedRecognizers: expected.recognizers(of: view), movable: movable)
                .map { "\(want.name) (off screen): \($0)" }
            for child in expected.subtree(of: view).dropFirst() {
                guard let wantChild = expected[child] else { continue }
                guard let haveChild = actual[child] else {
                    found.append("\(wantChild.name) is gone from \(want.name)")
                    continue
                }
                found += haveChild.differences(from: wantChild, comparesPlacement: true, recognizers: actual.recognizers(of: child),
                                               expectedRecognizers: expected.recognizers(of: child), movable: movable)
                    .map { "\(wantChild.name) (off screen): \($0)" }
            }
        }
        if let returning, !actual.isInWindow(returning) {
            found.append("\(expected.name(of: returning)) did not come back on screen")
        }
        return found
    }

    private func names(_ identifiers: ArraySlice<ObjectIdentifier>, in snapshot: HierarchySnapshot) -> String {
        "[" + identifiers.map { snapshot.name(of: $0) }.joined(separator: ", ") + "]"
    }
}
