import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Testing
import TransitionKit
@testable import Stage

@MainActor
@Suite("View")
struct ViewTests {
    @Test("frame derives from center, bounds and transform")
    func frame() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = .scale(x: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        view.transform = .rotation(.pi / 2)
        let rotated = view.frame
        #expect(abs(rotated.width - 50) < 1e-9 && abs(rotated.height - 100) < 1e-9)
        #expect(abs(rotated.midX - 60) < 1e-9 && abs(rotated.midY - 45) < 1e-9)
    }

    @Test("convert maps points and rects between any two views, through transforms")
    func convert() {
        let root = View(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let a = View(name: "a", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let b = View(name: "b", frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let c = View(name: "c", frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(b.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 115, y: 125))
        #expect(b.convert(CGPoint(x: 5, y: 5), to: c) == CGPoint(x: 115, y: -275))
        #expect(b.convert(CGPoint(x: 115, y: -275), from: c) == CGPoint(x: 5, y: 5))
        a.transform = .scale(x: 2, y: 2)  // about a's centre (200, 200)
        // b's origin is 10,20 from a's top-left, i.e. (−90, −80) from a's centre; doubled: (−180, −160).
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 40))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: root) == CGRect(x: 20, y: 40, width: 100, height: 100))
        a.transform = .rotation(.pi)
        let turned = b.convert(CGPoint.zero, to: nil)
        #expect(abs(turned.x - 290) < 1e-9 && abs(turned.y - 280) < 1e-9)
        let back = b.convert(turned, from: nil)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test("a vector from the window measures in a view's coordinates through scale and rotation, as its two ends do")
    func vectorFromWindow() {
        let root = View(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let a = View(name: "a", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let b = View(name: "b", frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        let origin = CGPoint(x: 150, y: 170)
        let along = CGPoint(x: 10, y: 0)
        #expect(b.convertVectorFromWindow(along, at: origin) == along)
        a.transform = .scale(x: 2, y: 2)
        #expect(b.convertVectorFromWindow(along, at: origin) == CGPoint(x: 5, y: 0))
        // Turned a quarter (x towards y, y down): the window's +x is the view's −y.
        a.transform = Transform2D(scaleX: 2, scaleY: 2, rotation: .pi / 2)
        let turned = b.convertVectorFromWindow(along, at: origin)
        #expect(abs(turned.x) < 1e-9 && abs(turned.y + 5) < 1e-9)
        // With a translation and a turn at each level, it is the difference of its ends.
        b.transform = Transform2D(translationX: 7, translationY: -3, scaleX: 0.5, scaleY: 1.5, rotation: 0.3)
        let vector = CGPoint(x: 13, y: -21)
        let measured = b.convertVectorFromWindow(vector, at: origin)
        let start = b.convertFromWindow(origin)
        let end = b.convertFromWindow(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y))
        #expect(abs(measured.x - (end.x - start.x)) < 1e-9 && abs(measured.y - (end.y - start.y)) < 1e-9)
    }

    @Test("the geometry generation moves with any model geometry or hierarchy change, and not with a snapshot's or an opacity's")
    func geometryGeneration() throws {
        let root = View(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = View(name: "child", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        func generation() -> UInt64 { root.geometryGeneration ?? 0 }
        var last = generation()
        func changed() -> Bool {
            defer { last = generation() }
            return generation() != last
        }
        root.addSubview(child)
        #expect(changed(), "joined a hierarchy")
        child.center = CGPoint(x: 30, y: 40)
        #expect(changed(), "centre")
        child.bounds = CGRect(x: 0, y: 20, width: 50, height: 50)
        #expect(changed(), "bounds (a scroll)")
        child.transform = .scale(x: 2, y: 2)
        #expect(changed(), "transform")
        child.alpha = 0.5
        child.isHidden = true
        child.cornerRadius = 4
        #expect(!changed(), "opacity, visibility and corners place nothing")
        let snapshot = try #require(child.snapshotView() as? View)
        _ = changed()
        snapshot.center = CGPoint(x: 300, y: 300)
        snapshot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        snapshot.transform = .rotation(1)
        #expect(!changed(), "a snapshot (a replica) moving is not the hierarchy's geometry")
        child.removeFromSuperview()
        #expect(changed(), "left the hierarchy")
    }

    @Test("hit testing skips hidden, transparent and non-interactive views, and points outside bounds")
    func hitTest() {
        let root = View(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let back = View(name: "back", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = View(name: "front", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let outside = View(name: "outside", frame: CGRect(x: 180, y: 180, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        back.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 190)) === outside)
        #expect(root.hitTest(CGPoint(x: 250, y: 250)) === root, "outside back's bounds: its subview is not reached")
        #expect(root.hitTest(CGPoint(x: 500, y: 10)) == nil)
    }

    @Test("subview order operations")
    func order() {
        let root = View(name: "root")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: a)
        #expect(root.stageSubviews.map(\.name) == ["c", "a", "b"])
        root.insertSubview(c, aboveSubview: b)
        #expect(root.stageSubviews.map(\.name) == ["a", "b", "c"])
        root.insertSubview(c, aboveSubview: a)
        #expect(root.stageSubviews.map(\.name) == ["a", "c", "b"])
        root.sendSubviewToBack(b)
        root.bringSubviewToFront(a)
        #expect(root.stageSubviews.map(\.name) == ["b", "c", "a"])
        root.insertSubview(a, at: 0)
        #expect(root.stageSubviews.map(\.name) == ["a", "b", "c"])
        a.addSubview(root)
        #expect(root.superview == nil, "a view can't be put inside its own descendant")
        b.removeFromSuperview()
        #expect(root.stageSubviews.map(\.name) == ["a", "c"] && b.superview == nil)
    }

    @Test("inside an animation block the model changes at once and the presentation animates")
    func modelAndPresentation() throws {
        let clock = try ManualClock()
        let loop = AnimationLoop(clock: clock)
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = try PropertyAnimator(duration: 1, curve: .linear, loop: loop) {
            view.alpha = 0
            view.center = CGPoint(x: 250, y: 50)
        }
        try animator.startAnimation()
        #expect(view.alpha == 0 && view.center == CGPoint(x: 250, y: 50), "the model holds where it is going")
        #expect(view.presentation.alpha == 1)
        clock.advance(by: 0.5)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
        #expect(abs(view.presentation.center.x - 150) < 1e-9)
        try clock.runUntilIdle()
        #expect(view.presentation.alpha == 0 && view.presentation.center == CGPoint(x: 250, y: 50))
    }

    @Test("a snapshot is a detached copy that looks the same; zero-size views have none")
    func snapshot() throws {
        let root = View(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(name: "card", frame: CGRect(x: 10, y: 10, width: 100, height: 80))
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.cornerRadius = 12
        card.alpha = 0.5
        let label = View(name: "label", frame: CGRect(x: 5, y: 5, width: 50, height: 20))
        label.content = .text("Hello")
        card.addSubview(label)
        root.addSubview(card)
        let snapshot = try #require(card.snapshotView() as? View)
        #expect(snapshot.superview == nil && snapshot.isSnapshot)
        #expect(snapshot.frame == card.frame && snapshot.alpha == 0.5 && snapshot.cornerRadius == 12)
        #expect(snapshot.backgroundColor == card.backgroundColor)
        #expect(snapshot.stageSubviews.first?.content == .text("Hello"))
        #expect(View(frame: CGRect(x: 0, y: 0, width: 0, height: 10)).snapshotView() == nil)
    }
}
