import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Testing
@testable import Stage

@Suite("View: what the invariant checker asks every frame (finite values, the hierarchy count)")
@MainActor
struct ViewFiniteValuesTests {
    @Test("a view of huge but finite values has finite values; one NaN or infinity anywhere, on screen or in the model, and it hasn't")
    func eachValue() {
        let huge = Double.greatestFiniteMagnitude
        // (Its centre is half its size from its origin: 1e300 keeps that finite.)
        let plain = View(name: "plain", frame: CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300))
        plain.presentation.transform = Transform2D(translationX: huge, translationY: huge, scaleX: huge, scaleY: -huge, rotation: huge)
        plain.presentation.alpha = huge
        plain.presentation.cornerRadius = huge
        #expect(plain.hasFiniteValues)
        let changes: [(String, (View, Double) -> Void)] = [
            ("shown centre", { $0.presentation.center.x = $1 }),
            ("shown bounds", { $0.presentation.bounds.size.height = $1 }),
            ("shown bounds origin", { $0.presentation.bounds.origin.y = $1 }),
            ("shown transform", { $0.presentation.transform.rotation = $1 }),
            ("shown scale", { $0.presentation.transform.scaleY = $1 }),
            ("shown alpha", { $0.presentation.alpha = $1 }),
            ("shown corner radius", { $0.presentation.cornerRadius = $1 }),
            ("model centre", { $0.modelCenter.y = $1 }),
            ("model bounds", { $0.modelBounds.size.width = $1 }),
            ("model transform", { $0.modelTransform.translationY = $1 }),
            ("model alpha", { $0.modelAlpha = $1 }),
        ]
        for (name, change) in changes {
            for bad in [Double.nan, .infinity, -.infinity] {
                let view = View(name: name, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
                change(view, bad)
                #expect(!view.hasFiniteValues, "\(name) = \(bad)")
            }
        }
    }

    @Test("a tree has finite values until one value anywhere in it isn't: the view's own, a child's or a grandchild's")
    func subtree() {
        let root = View(name: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(name: "child"), sibling = View(name: "sibling"), grandchild = View(name: "grandchild")
        root.addSubview(child)
        root.addSubview(sibling)
        child.addSubview(grandchild)
        #expect(root.subtreeHasFiniteValues)
        grandchild.presentation.alpha = .nan
        #expect(!root.subtreeHasFiniteValues && !child.subtreeHasFiniteValues && !grandchild.subtreeHasFiniteValues)
        #expect(sibling.subtreeHasFiniteValues)
        grandchild.presentation.alpha = 1
        sibling.modelTransform.scaleX = -.infinity
        #expect(!root.subtreeHasFiniteValues && child.subtreeHasFiniteValues)
        sibling.modelTransform.scaleX = 1
        root.presentation.center.y = .infinity
        #expect(!root.subtreeHasFiniteValues && child.subtreeHasFiniteValues)
    }

    @Test("the hierarchy count moves each time a view joins or leaves a hierarchy, and for nothing else")
    func hierarchyCount() {
        let root = View(name: "root"), other = View(name: "other"), view = View(name: "view")
        var count = View.hierarchyChangeCount
        func moved(by expected: UInt64, _ what: String) {
            #expect(View.hierarchyChangeCount &- count == expected, "\(what)")
            count = View.hierarchyChangeCount
        }
        root.addSubview(view)
        moved(by: 1, "joining")
        root.addSubview(other)
        moved(by: 1, "another joining")
        other.addSubview(view)
        moved(by: 2, "leaving one superview for another")
        view.center = CGPoint(x: 5, y: 5)
        view.presentation.alpha = 0.5
        root.bringSubviewToFront(other)
        root.sendSubviewToBack(other)
        moved(by: 0, "moving, fading, reordering")
        view.removeFromSuperview()
        moved(by: 1, "leaving")
        view.removeFromSuperview()
        moved(by: 0, "leaving nothing")
        root.insertSubview(view, belowSubview: other)
        moved(by: 1, "joining below a sibling")
        #expect(root.stageSubviews.map(\.name) == ["view", "other"])
    }
}
