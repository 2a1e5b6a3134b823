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

    @Test("every way a value that is not finite can reach a view counts it once; finite values and refused ones count nothing")
    func nonFiniteCount() {
        var count = View.nonFiniteValueCount
        func counted(_ expected: UInt64, _ what: String) {
            #expect(View.nonFiniteValueCount &- count == expected, "\(what)")
            count = View.nonFiniteValueCount
        }
        let view = View(name: "view", frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        counted(0, "a finite frame")
        // Each write an animation makes, on screen and in the model (Motion's closures call these).
        let writes: [(String, (View, Double) -> Void)] = [
            ("shown centre", { $0.present(center: CGPoint(x: 1, y: $1)) }),
            ("shown bounds", { $0.present(bounds: CGRect(x: $1, y: 0, width: 1, height: 1)) }),
            ("shown transform", { $0.present(transform: Transform2D(translationX: 0, translationY: 0, scaleX: $1, scaleY: 1, rotation: 0)) }),
            ("shown alpha", { $0.present(alpha: $1) }),
            ("shown corner radius", { $0.present(cornerRadius: $1) }),
            ("all shown at once", { $0.presentation.transform.rotation = $1 }),
            ("model centre", { $0.modelCenter = CGPoint(x: $1, y: 0) }),
            ("model bounds", { $0.modelBounds = CGRect(x: 0, y: 0, width: 1, height: $1) }),
            ("model transform", { $0.modelTransform = Transform2D(translationX: $1, translationY: 0, scaleX: 1, scaleY: 1, rotation: 0) }),
            ("model alpha", { $0.modelAlpha = $1 }),
        ]
        for (name, write) in writes {
            write(view, 0.25)
            counted(0, "\(name) = 0.25")
            for bad in [Double.nan, .infinity, -.infinity] {
                write(view, bad)
                counted(1, "\(name) = \(bad)")
                #expect(!view.hasFiniteValues)
                write(view, name.contains("alpha") ? 1 : 0.5)
            }
        }
        _ = View(name: "made at infinity", frame: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
        counted(1, "a frame that isn't finite")
        // What a setter refuses is never stored, so nothing is counted.
        let refusing = View(name: "refusing", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        refusing.center = CGPoint(x: Double.nan, y: 0)
        refusing.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        refusing.transform = Transform2D(translationX: 0, translationY: 0, scaleX: .nan, scaleY: 1, rotation: 0)
        refusing.alpha = .nan
        refusing.cornerRadius = -.infinity
        refusing.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        counted(0, "values a setter refused")
        #expect(refusing.hasFiniteValues)
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
