import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Testing
import TransitionKit
@testable import Stage

/// The invariant of a view's superview reference (`View.superviewLink`, unretained): it is
/// set only while the superview holds the view among its subviews, and never outlives the
/// superview it points to.
@MainActor
@Suite("View: a superview reference never outlives the superview")
struct ViewHierarchyLifetimeTests {
    @Test("a subview that outlives its superview has no superview, and converts as a root")
    func subviewOutlivesSuperview() {
        let child = View(name: "child", frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        do {
            let parent = View(name: "parent", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            parent.addSubview(child)
            #expect(child.stageSuperview === parent)
            #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        }
        // The superview is gone: its deinit cleared the reference.
        #expect(child.stageSuperview == nil)
        #expect(child.superview == nil)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
        #expect(child.convertFromWindow(CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
        #expect(child.window == nil)
    }

    @Test("a whole chain of superviews going away leaves each survivor with none")
    func chainGoesAway() {
        let leaf = View(name: "leaf", frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        weak var weakMiddle: View?
        do {
            let top = View(name: "top", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let middle = View(name: "middle", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            weakMiddle = middle
            top.addSubview(middle)
            middle.addSubview(leaf)
            #expect(leaf.isDescendant(of: top))
        }
        #expect(weakMiddle == nil, "nothing keeps a superview alive")
        #expect(leaf.stageSuperview == nil)
    }

    @Test("a subview moved to another superview points to the new one, and survives the old one")
    func movedSubview() {
        let child = View(name: "child")
        let second = View(name: "second")
        do {
            let first = View(name: "first")
            first.addSubview(child)
            second.addSubview(child)
            #expect(first.stageSubviews.isEmpty)
        }
        #expect(child.stageSuperview === second, "the old superview's deinit leaves a moved subview alone")
        child.removeFromSuperview()
        #expect(child.stageSuperview == nil && second.stageSubviews.isEmpty)
    }

    @Test("every walk up the hierarchy (conversions, window, placement, ancestry, the superview's coordinates) ends where a superview that went away was")
    func walksEndWhereASuperviewWent() throws {
        let window = Window(clock: try ManualClock())
        let leaf = View(name: "leaf", frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        do {
            let middle = View(name: "middle", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            window.rootView.addSubview(middle)
            middle.addSubview(leaf)
            #expect(leaf.window === window)
            #expect(leaf.isDescendant(of: window.rootView))
            #expect(leaf.convert(CGPoint.zero, to: nil) == CGPoint(x: 11, y: 12))
            #expect(leaf.windowPlacement.root == ObjectIdentifier(window.rootView))
            #expect(leaf.convertFromWindowToSuperview(CGPoint(x: 15, y: 16)) == CGPoint(x: 5, y: 6))
            #expect(leaf.superviewBoundsSize == CGSize(width: 50, height: 50))
            middle.removeFromSuperview()
        }
        // The middle view is gone, and with it the leaf's way up: each walk starts and ends at
        // the leaf, which converts as a root.
        #expect(leaf.stageSuperview == nil)
        #expect(leaf.window == nil)
        #expect(!leaf.isDescendant(of: window.rootView))
        #expect(leaf.windowPlacement.root == ObjectIdentifier(leaf))
        #expect(leaf.convert(CGPoint(x: 5, y: 6), to: nil) == CGPoint(x: 5, y: 6))
        #expect(leaf.convertToWindow(CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
        #expect(leaf.convertFromWindow(CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
        #expect(leaf.convertVectorFromWindow(CGPoint(x: 3, y: 4), at: .zero) == CGPoint(x: 3, y: 4))
        #expect(leaf.convertFromWindowToSuperview(CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
        #expect(leaf.convertVectorFromWindowToSuperview(CGPoint(x: 3, y: 4), at: .zero) == CGPoint(x: 3, y: 4))
        #expect(leaf.superviewBoundsSize == nil)
    }
}
