import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
@testable import Stage
import Testing
import TransitionKit
@testable import Invariants

@MainActor
@Suite("HierarchyExpectation")
struct HierarchyExpectationTests {
    /// A window whose root view holds `a` (holding `a1`, `a2`) and `b` (holding `b1`).
    @MainActor
    private struct Scene {
        let window: Window
        let a = View(name: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a1 = View(name: "a1", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let a2 = View(name: "a2", frame: CGRect(x: 40, y: 10, width: 20, height: 20))
        let b = View(name: "b", frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let b1 = View(name: "b1", frame: CGRect(x: 10, y: 10, width: 30, height: 30))

        init() throws {
            window = Window(clock: try ManualClock())
            window.rootView.addSubview(a)
            a.addSubview(a1)
            a.addSubview(a2)
            window.rootView.addSubview(b)
            b.addSubview(b1)
        }
    }

    /// What the expectation and the reference find after `change` when `scene` must be left
    /// exactly as it was (a change that does nothing to the hierarchy).
    private func unchanged(_ scene: Scene, after change: () -> Void) -> (found: [String], reference: [String]) {
        let views = [scene.a, scene.b, scene.window.rootView]
        let before = HierarchySnapshot(window: scene.window, detached: views)
        let referenceBefore = ReferenceHierarchyCheck.Snapshot(window: scene.window, detached: views)
        change()
        let after = HierarchySnapshot(window: scene.window, detached: views, expectedCount: before.count)
        let referenceAfter = ReferenceHierarchyCheck.Snapshot(window: scene.window, detached: views)
        let a = ObjectIdentifier(scene.a), b = ObjectIdentifier(scene.b), root = ObjectIdentifier(scene.window.rootView)
        let expectation = HierarchyExpectation(operation: .none, completed: true, from: a, to: b, container: root, fullScreenAnchor: nil,
                                               before: before, bar: nil)
        let reference = ReferenceHierarchyCheck(operation: .none, completed: true, from: a, to: b, container: root, fullScreenAnchor: nil,
                                                before: referenceBefore, bar: nil)
        return (expectation.differences(from: after, movable: []), reference.differences(from: referenceAfter, movable: []))
    }

    @Test("a view moved to another superview: both superviews' subviews are named, nothing else")
    func movedToAnotherSuperview() throws {
        let scene = try Scene()
        let (found, reference) = unchanged(scene) { scene.b.addSubview(scene.a2) }
        #expect(found == ["a's subviews are [a1], expected [a1, a2]", "b's subviews are [b1, a2], expected [b1]"])
        #expect(reference == found)
    }

    @Test("a snapshot left behind is named as one; the superview's subviews are not (it holds a view never expected)")
    func snapshotLeftBehind() throws {
        let scene = try Scene()
        var kept: View?
        let (found, reference) = unchanged(scene) {
            kept = scene.a1.snapshotView() as? View
            if let kept { scene.a.addSubview(kept) }
        }
        #expect(kept != nil)
        #expect(found == ["the snapshot snapshot of a1 is on screen (left behind?)"])
        #expect(reference == found)
    }

    @Test("a view taken off screen is missed, and its superview's subviews are named")
    func viewRemoved() throws {
        let scene = try Scene()
        let (found, reference) = unchanged(scene) { scene.b1.removeFromSuperview() }
        #expect(found == ["b's subviews are [], expected [b1]", "b1 is not on screen"])
        #expect(reference == found)
    }

    @Test("with a view inserted before all the others, each view is still compared with itself")
    func shiftedPlaces() throws {
        let scene = try Scene()
        let stray = View(name: "stray", frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let (found, reference) = unchanged(scene) {
            scene.window.rootView.insertSubview(stray, at: 0)
            scene.a1.alpha = 0.5
            scene.b1.isHidden = true
        }
        #expect(found == ["a1: alpha 0.5, expected 1.0", "b1: isHidden true, expected false",
                          "the unexpected view stray is on screen (left behind?)"])
        #expect(reference == found)
    }

    /// A push in `container`: `from` (holding `fromChild`) leaves it, `to` (holding `toChild`,
    /// not in the window yet) arrives; `change` is what happened meanwhile.
    private func push(after change: (_ container: View, _ from: View, _ fromChild: View, _ to: View) -> Void) throws -> [String] {
        let window = Window(clock: try ManualClock())
        let container = View(name: "container", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let from = View(name: "from", frame: container.bounds), fromChild = View(name: "from child", frame: CGRect(x: 0, y: 0, width: 9, height: 9))
        let to = View(name: "to", frame: CGRect(x: 390, y: 0, width: 390, height: 844))
        to.addSubview(View(name: "to child", frame: CGRect(x: 0, y: 0, width: 9, height: 9)))
        window.rootView.addSubview(container)
        container.addSubview(from)
        from.addSubview(fromChild)
        let views = [from, to, container]
        let before = HierarchySnapshot(window: window, detached: views)
        let referenceBefore = ReferenceHierarchyCheck.Snapshot(window: window, detached: views)
        change(container, from, fromChild, to)
        let after = HierarchySnapshot(window: window, detached: views)
        let referenceAfter = ReferenceHierarchyCheck.Snapshot(window: window, detached: views)
        let (f, t, c) = (ObjectIdentifier(from), ObjectIdentifier(to), ObjectIdentifier(container))
        let found = HierarchyExpectation(operation: .navigation(.push), completed: true, from: f, to: t, container: c, fullScreenAnchor: nil,
                                         before: before, bar: nil).differences(from: after, movable: [])
        let reference = ReferenceHierarchyCheck(operation: .navigation(.push), completed: true, from: f, to: t, container: c,
                                                fullScreenAnchor: nil, before: referenceBefore, bar: nil)
            .differences(from: referenceAfter, movable: [])
        #expect(reference == found)
        return found
    }

    @Test("a completed push: the arriving view placed, the leaving one's subtree compared off screen")
    func pushCompleted() throws {
        let clean = try push { container, from, _, to in
            to.frame = container.bounds
            container.addSubview(to)
            from.removeFromSuperview()
        }
        #expect(clean == [])
        let changedOffScreen = try push { container, from, fromChild, to in
            to.frame = container.bounds
            container.addSubview(to)
            from.removeFromSuperview()
            fromChild.alpha = 0.5
        }
        #expect(changedOffScreen == ["from child (off screen): alpha 0.5, expected 1.0"])
        let notPlaced = try push { container, from, _, to in
            container.addSubview(to)
            from.removeFromSuperview()
        }
        // The container's bounds are 390 × 844: filling them puts the centre at (195, 422).
        #expect(notPlaced == ["to: center \(CGPoint(x: 585, y: 422)), expected \(CGPoint(x: 195, y: 422))"])
    }

    @Test("a push that leaves the leaving view on screen: it and its subview are left behind, and it is still on screen")
    func pushLeavesFrom() throws {
        let found = try push { container, _, _, to in
            to.frame = container.bounds
            container.addSubview(to)
        }
        #expect(found == ["the unexpected view from is on screen (left behind?)", "the unexpected view from child is on screen (left behind?)",
                          "from is still on screen"])
    }

    // MARK: Against the reference

    @Test("on random hierarchies and changes, the findings are the reference's, phrase for phrase")
    func matchesTheReference() throws {
        var random = SplitMix64(seed: 39)
        var spare = HierarchySnapshot()
        var trials = 0, withFindings = 0
        // Small scenes changed a little, then large ones changed a lot (many views out of place).
        for trial in 0..<500 {
            let (found, reference) = try randomTrial(&random, reusing: &spare, views: trial < 400 ? 24 : 80, changes: trial < 400 ? 7 : 40)
            #expect(found == reference)
            guard found == reference else { break }
            trials += 1
            if !found.isEmpty { withFindings += 1 }
        }
        // Both kinds of outcome were compared: clean ends and ends with findings.
        #expect(withFindings > 0 && withFindings < trials)
    }

    private static let operations: [TransitionOperation] = [
        .none, .navigation(.push), .navigation(.pop), .tabBar(.increaseIndex), .modal(.present), .modal(.dismiss), .modal(.none),
    ]

    /// One random scene of up to `views` + 3 views, with up to `changes` - 1 random changes, and its end: what the
    /// expectation and the reference find. The end is captured into `spare`, whose storage is reused from trial to trial.
    private func randomTrial(_ random: inout SplitMix64, reusing spare: inout HierarchySnapshot, views viewCount: Int,
                             changes: Int) throws -> (found: [String], reference: [String]) {
        let window = Window(clock: try ManualClock())
        var views: [View] = []
        for index in 0..<(3 + Self.draw(viewCount, &random)) {
            let frame = CGRect(x: Double(Self.draw(50, &random)), y: Double(Self.draw(50, &random)),
                               width: Double(1 + Self.draw(200, &random)), height: Double(1 + Self.draw(200, &random)))
            let view: View = Self.draw(8, &random) == 0 ? ScrollView(name: "v\(index)", frame: frame) : View(name: "v\(index)", frame: frame)
            // Under the root view, under an earlier view, or the top of a detached tree.
            let parent = Self.draw(index + 3, &random)
            if parent == 0 { window.rootView.addSubview(view) } else if parent <= index { views[parent - 1].addSubview(view) }
            views.append(view)
        }
        let recognizers = (0..<4).map { GestureRecognizer(name: "g\($0)") }
        for recognizer in recognizers where Self.draw(2, &random) == 0 { views[Self.draw(views.count, &random)].addGestureRecognizer(recognizer) }
        let operation = Self.operations[Self.draw(Self.operations.count, &random)]
        let from = views[Self.draw(views.count, &random)], to = views[Self.draw(views.count, &random)]
        let container = views[Self.draw(views.count, &random)]
        let anchor = Self.draw(2, &random) == 0 ? views[Self.draw(views.count, &random)] : nil
        let bar = Self.draw(3, &random) == 0 ? views[Self.draw(views.count, &random)] : nil
        let completed = Self.draw(4, &random) != 0
        let detached = [from, to, container]
        let before = HierarchySnapshot(window: window, detached: detached, expectedCount: Self.draw(40, &random))
        let referenceBefore = ReferenceHierarchyCheck.Snapshot(window: window, detached: detached)

        if completed, Self.draw(2, &random) == 0 {
            // The change as it should go.
            switch operation {
            case .navigation, .tabBar:
                to.frame = container.bounds
                container.addSubview(to)
                from.removeFromSuperview()
            case .modal(.present):
                window.rootView.addSubview(container)
                to.frame = container.bounds
                container.addSubview(to)
                anchor?.removeFromSuperview()
            case .modal(.dismiss):
                from.removeFromSuperview()
                container.removeFromSuperview()
                if let anchor { window.rootView.addSubview(anchor) }
            case .none, .modal(.none):
                break
            }
        }
        for _ in 0..<Self.draw(changes, &random) {
            let view = views[Self.draw(views.count, &random)]
            let other = Self.draw(6, &random) == 0 ? window.rootView : views[Self.draw(views.count, &random)]
            switch Self.draw(9, &random) {
            case 0: other.insertSubview(view, at: Self.draw(4, &random))
            case 1: view.removeFromSuperview()
            case 2:
                let added = Self.draw(2, &random) == 0
                    ? view.snapshotView() as? View : View(name: "new \(views.count)", frame: CGRect(x: 1, y: 2, width: 3, height: 4))
                if let added {
                    other.addSubview(added)
                    views.append(added)
                }
            case 3: view.alpha = Double(Self.draw(3, &random)) / 2
            case 4: view.isHidden.toggle()
            case 5: view.center = CGPoint(x: Double(Self.draw(300, &random)), y: 7)
            case 6: other.addGestureRecognizer(recognizers[Self.draw(recognizers.count, &random)])
            case 7: if let superview = view.stageSuperview { superview.sendSubviewToBack(view) }
            default: view.presentation.alpha = 0.25
            }
        }
        spare.capture(window: window, detached: detached, expectedCount: before.count)
        let referenceAfter = ReferenceHierarchyCheck.Snapshot(window: window, detached: detached)
        let movable = Set(recognizers.filter { _ in Self.draw(3, &random) == 0 }.map { ObjectIdentifier($0) })
        let expectation = HierarchyExpectation(
            operation: operation, completed: completed, from: ObjectIdentifier(from), to: ObjectIdentifier(to),
            container: ObjectIdentifier(container), fullScreenAnchor: anchor.map { ObjectIdentifier($0) }, before: before,
            bar: bar.map { ObjectIdentifier($0) })
        let reference = ReferenceHierarchyCheck(
            operation: operation, completed: completed, from: ObjectIdentifier(from), to: ObjectIdentifier(to),
            container: ObjectIdentifier(container), fullScreenAnchor: anchor.map { ObjectIdentifier($0) }, before: referenceBefore,
            bar: bar.map { ObjectIdentifier($0) })
        let result = (expectation.differences(from: spare, movable: movable), reference.differences(from: referenceAfter, movable: movable))
        _fixLifetime(views)
        return result
    }

    /// A random number in 0..<`bound`.
    private static func draw(_ bound: Int, _ random: inout SplitMix64) -> Int { Int(random.next() % UInt64(bound)) }
}
