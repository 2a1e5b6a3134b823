import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Stage
import TransitionKit
@testable import Invariants

/// The comparison of a hierarchy with its expected end state as the checker first made it:
/// every view looked up by identity in dictionaries, a superview walk for each "is it in the
/// window?", sets for "was it expected on screen?". Slow and plain, it is what
/// ``HierarchyExpectation`` (views matched by place, each question answered once for all) must
/// find exactly: the same phrases, in the same order.
@MainActor
struct ReferenceHierarchyCheck {
    /// A window's views (and detached views' trees) at one moment, by identity.
    @MainActor
    struct Snapshot {
        var states: [ObjectIdentifier: ViewState] = [:]
        var names: [ObjectIdentifier: String] = [:]
        var parents: [ObjectIdentifier: ObjectIdentifier] = [:]
        var subviews: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        var recognizers: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        let root: ObjectIdentifier

        init(window: Window, detached: [View]) {
            root = ObjectIdentifier(window.rootView)
            add(window.rootView, parent: nil)
            for view in detached where states[ObjectIdentifier(view)] == nil { add(view, parent: nil) }
        }

        /// Adds `view`'s tree; a view met again (a tree captured before) is captured again.
        private mutating func add(_ view: View, parent: ObjectIdentifier?) {
            let identifier = ObjectIdentifier(view)
            states[identifier] = ViewState(view)
            names[identifier] = view.name
            parents[identifier] = parent
            subviews[identifier] = view.stageSubviews.map { ObjectIdentifier($0) }
            recognizers[identifier] = view.gestureRecognizers.map { ObjectIdentifier($0) }
            for child in view.stageSubviews { add(child, parent: identifier) }
        }

        func subtree(of identifier: ObjectIdentifier) -> [ObjectIdentifier] {
            guard states[identifier] != nil else { return [] }
            return [identifier] + (subviews[identifier] ?? []).flatMap { subtree(of: $0) }
        }

        func isInWindow(_ identifier: ObjectIdentifier) -> Bool {
            guard states[identifier] != nil else { return false }
            var current: ObjectIdentifier? = identifier
            while let view = current {
                if view == root { return true }
                current = parents[view]
            }
            return false
        }

        func name(of identifier: ObjectIdentifier) -> String { names[identifier] ?? "a view" }

        mutating func detach(_ child: ObjectIdentifier) {
            guard states[child] != nil, let parent = parents[child] else { return }
            subviews[parent]?.removeAll { $0 == child }
            parents[child] = nil
        }

        mutating func attach(_ child: ObjectIdentifier, to parent: ObjectIdentifier) {
            guard states[child] != nil, states[parent] != nil else { return }
            if parents[child] == parent { return }
            detach(child)
            subviews[parent, default: []].append(child)
            parents[child] = parent
        }
    }

    private var expected: Snapshot
    private var offScreen: [ObjectIdentifier] = []
    private var floating: (view: ObjectIdentifier, superview: ObjectIdentifier)?
    private var returning: ObjectIdentifier?
    private var restyled: Set<ObjectIdentifier> = []

    init(operation: TransitionOperation, completed: Bool, from: ObjectIdentifier, to: ObjectIdentifier, container: ObjectIdentifier,
         fullScreenAnchor: ObjectIdentifier?, before: Snapshot, bar: ObjectIdentifier?) {
        expected = before
        if let bar { restyled = Set(before.subtree(of: bar).dropFirst()) }
        guard completed else {
            for view in [from, to, container] where !before.isInWindow(view) { offScreen.append(view) }
            return
        }
        switch operation {
        case .navigation, .tabBar:
            place(to, in: container)
            expected.detach(from)
            offScreen.append(from)
        case .modal(.present):
            expected.attach(container, to: before.root)
            place(to, in: container)
            if let fullScreenAnchor {
                expected.detach(fullScreenAnchor)
                offScreen.append(fullScreenAnchor)
            }
        case .modal(.dismiss):
            expected.detach(from)
            expected.detach(container)
            offScreen.append(contentsOf: [from, container])
            returning = fullScreenAnchor
        case .none, .modal(.none):
            break
        }
    }

    private mutating func place(_ view: ObjectIdentifier, in container: ObjectIdentifier) {
        let wasThere = expected.isInWindow(view)
        expected.attach(view, to: container)
        if let bounds = expected.states[container]?.bounds, let state = expected.states[view] {
            expected.states[view] = state.placed(filling: CGRect(origin: .zero, size: bounds.size))
        }
        if !wasThere { floating = (view, container) }
    }

    /// The phrases for one view's values and recognizers.
    private static func compare(_ have: ViewState, _ want: ViewState, comparesPlacement: Bool, recognizers: [ObjectIdentifier],
                                expectedRecognizers: [ObjectIdentifier], movable: Set<ObjectIdentifier>) -> [String] {
        var found = have.differences(from: want, comparesPlacement: comparesPlacement)
        if recognizers != expectedRecognizers {
            let own = recognizers.filter { !movable.contains($0) }
            let expectedOwn = expectedRecognizers.filter { !movable.contains($0) }
            if own != expectedOwn { found.append("\(own.count) gesture recognizers, expected \(expectedOwn.count) (not the same ones)") }
        }
        return found
    }

    func differences(from actual: Snapshot, movable: Set<ObjectIdentifier>) -> [String] {
        var found: [String] = []
        let expectedOnScreen = expected.subtree(of: expected.root)
        let expectedSet = Set(expectedOnScreen)
        for identifier in expectedOnScreen {
            guard let want = expected.states[identifier] else { continue }
            let name = expected.name(of: identifier)
            guard let have = actual.states[identifier], actual.isInWindow(identifier) else {
                found.append("\(name) is not on screen")
                continue
            }
            if restyled.contains(identifier) {
                if let difference = have.presentationDifference() { found.append("\(name): \(difference)") }
            } else {
                found += Self.compare(have, want, comparesPlacement: true, recognizers: actual.recognizers[identifier] ?? [],
                                      expectedRecognizers: expected.recognizers[identifier] ?? [], movable: movable)
                    .map { "\(name): \($0)" }
            }
            var haveSubviews = actual.subviews[identifier] ?? [], wantSubviews = expected.subviews[identifier] ?? []
            if let floating, floating.superview == identifier {
                haveSubviews.removeAll { $0 == floating.view }
                wantSubviews.removeAll { $0 == floating.view }
            }
            if haveSubviews != wantSubviews, Set(haveSubviews).isSubset(of: expectedSet) {
                found.append("\(name)'s subviews are \(Self.names(haveSubviews, in: actual)), expected \(Self.names(wantSubviews, in: expected))")
            }
        }
        let returned = Set(returning.map { actual.subtree(of: $0) } ?? [])
        for identifier in actual.subtree(of: actual.root) where !expectedSet.contains(identifier) && !returned.contains(identifier) {
            let kind = actual.states[identifier]?.isSnapshot == true ? "the snapshot" : "the unexpected view"
            found.append("\(kind) \(actual.name(of: identifier)) is on screen (left behind?)")
        }
        for view in offScreen {
            guard let want = expected.states[view], let have = actual.states[view] else { continue }
            let name = expected.name(of: view)
            if actual.isInWindow(view) {
                found.append("\(name) is still on screen")
                continue
            }
            found += Self.compare(have, want, comparesPlacement: false, recognizers: actual.recognizers[view] ?? [],
                                  expectedRecognizers: expected.recognizers[view] ?? [], movable: movable)
                .map { "\(name) (off screen): \($0)" }
            for child in expected.subtree(of: view).dropFirst() {
                guard let wantChild = expected.states[child] else { continue }
                let childName = expected.name(of: child)
                guard let haveChild = actual.states[child] else {
                    found.append("\(childName) is gone from \(name)")
                    continue
                }
                found += Self.compare(haveChild, wantChild, comparesPlacement: true, recognizers: actual.recognizers[child] ?? [],
                                      expectedRecognizers: expected.recognizers[child] ?? [], movable: movable)
                    .map { "\(childName) (off screen): \($0)" }
            }
        }
        if let returning, !actual.isInWindow(returning) {
            found.append("\(expected.name(of: returning)) did not come back on screen")
        }
        return found
    }

    private static func names(_ identifiers: [ObjectIdentifier], in snapshot: Snapshot) -> String {
        "[" + identifiers.map { snapshot.name(of: $0) }.joined(separator: ", ") + "]"
    }
}
