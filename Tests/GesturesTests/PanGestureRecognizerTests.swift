import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Gestures

@MainActor
@Suite("PanGestureRecognizer")
struct PanGestureRecognizerTests {
    let host = TestHost()
    let arena: GestureArena
    let pan = PanGestureRecognizer()
    let log: StateLog

    init() {
        arena = GestureArena(host: host)
        host.root.add(pan)
        log = StateLog(pan)
    }

    @Test("begins only after moving 10 points, then reports translation from touch-down")
    func threshold() throws {
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.move(1, 106, 100, at: 0.01)
        #expect(pan.state == .possible)
        try feed.move(1, 108, 106, at: 0.02)  // 10 points from the start
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == CGPoint(x: 8, y: 6))
        try feed.move(1, 150, 120, at: 0.03)
        #expect(pan.state == .changed)
        #expect(pan.translation(in: nil) == CGPoint(x: 50, y: 20))
        try feed.up(1, at: 0.04)
        #expect(log.states == [.began, .changed, .ended])
        #expect(pan.state == .possible, "reset once the fingers lifted")
    }

    @Test("a translation reset while the pan waits for its threshold doesn't keep it from beginning")
    func thresholdIgnoresReset() throws {
        // As an interaction controller that follows a finger under the threshold does: it reads
        // the translation and resets it at every move (UIKit measures its hysteresis from the
        // touch-down, whatever the translation says).
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        for step in 1...4 {
            try feed.move(1, 100 + 2 * Double(step), 100, at: 0.01 * Double(step))
            pan.setTranslation(.zero, in: nil)
            #expect(pan.state == .possible)
        }
        try feed.move(1, 110, 100, at: 0.05)
        #expect(pan.state == .began, "10 points from the touch-down")
        #expect(pan.translation(in: nil) == CGPoint(x: 2, y: 0), "since the last reset")
    }

    @Test("lifting before the threshold fails, and no action runs")
    func liftEarly() throws {
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.move(1, 105, 100, at: 0.01)
        try feed.up(1, at: 0.02)
        #expect(log.states.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("translation and velocity in a scaled view's coordinates")
    func conversion() throws {
        let child = addScaledChild()
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 120, 0, over: 0.1)  // 1200 pt/s in the window
        #expect(pan.translation(in: child) == CGPoint(x: 60, y: 0))
        let velocity = pan.velocity(in: child)
        #expect(abs(velocity.x - 600) < 1e-6 && abs(velocity.y) < 1e-6)
    }

    @Test("a translation is measured in a view from where the fingers touched down: translationOrigin")
    func translationOrigin() throws {
        let child = addScaledChild()
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 120, at: 0)
        try feed.drag(1, by: 40, 30, over: 0.1)
        #expect(pan.translationOrigin == CGPoint(x: 100, y: 120))
        #expect(pan.translation(in: child) == child.convertVectorFromWindow(pan.translation(in: nil), at: pan.translationOrigin))
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translationOrigin == CGPoint(x: 100, y: 120), "re-basing the translation keeps where it is measured")
    }

    /// A child of the root at (50, 50) in the window, drawn at twice its size.
    private func addScaledChild() -> TestView {
        let child = TestView("child", windowFrame: CGRect(x: 50, y: 50, width: 200, height: 200), scale: 2)
        host.root.addSubview(child)
        return child
    }

    @Test("setTranslation re-bases the translation but not the velocity")
    func setTranslation() throws {
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 0, 0, at: 0)
        try feed.drag(1, by: 100, 0, over: 0.1)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        #expect(abs(pan.velocity(in: nil).x - 1000) < 1e-6)
        try feed.move(1, 110, 5, at: 0.11)
        #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 5))
    }

    @Test("a finger added or lifted mid-pan causes no jump in translation")
    func fingersComeAndGo() throws {
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 50, 0, over: 0.05)
        let before = pan.translation(in: nil)
        try feed.down(2, 300, 300, at: 0.06)  // the centroid jumps by (75, 100)
        #expect(pan.translation(in: nil) == before)
        try feed.move(2, 310, 300, at: 0.07)  // the centroid moves 5 points right
        #expect(pan.translation(in: nil) == CGPoint(x: before.x + 5, y: before.y))
        try feed.up(1, at: 0.08)
        #expect(pan.translation(in: nil) == CGPoint(x: before.x + 5, y: before.y))
        #expect(pan.state == .changed)
        #expect(abs(pan.velocity(in: nil).y) < 1e-6, "no phantom velocity from the jumps")
    }

    @Test("minimum and maximum numbers of touches")
    func touchCounts() throws {
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 40, 0, over: 0.05)
        #expect(pan.state == .possible, "one finger is too few")
        try feed.down(2, 200, 100, at: 0.06)
        try feed.move(2, 230, 100, at: 0.07)
        #expect(pan.state == .began)
        try feed.up(2, at: 0.08)
        #expect(pan.state == .ended && log.states.last == .ended, "fewer than the minimum ends it")

        try feed.up(1, at: 0.09)
        #expect(pan.state == .possible, "reset once every finger lifted")
        try feed.down(1, 100, 100, at: 1)
        try feed.down(2, 120, 100, at: 1.01)
        try feed.down(3, 140, 100, at: 1.02)
        #expect(pan.state == .failed && log.states.count == 2, "three fingers fail a two-finger pan")
        try feed.drag(3, by: 50, 0, over: 0.05)
        #expect(log.states.count == 2)
    }

    @Test("a cancelled touch cancels an active pan")
    func cancelled() throws {
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 40, 0, over: 0.05)
        try feed.cancel(1, at: 0.06)
        #expect(log.states.last == .cancelled)
        #expect(pan.state == .possible)
    }

    @Test("velocity is zero once the finger rested more than 40 ms before lifting")
    func restBeforeLift() throws {
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 100, 0, over: 0.1)
        var endVelocity: CGPoint?
        pan.addTarget { recognizer in
            if recognizer.state == .ended { endVelocity = (recognizer as? PanGestureRecognizer)?.velocity(in: nil) }
        }
        try feed.send(at: 0.15, [])  // stationary
        try feed.up(1, at: 0.2)
        #expect(endVelocity == .zero)
    }

    @Test("disabling an active pan cancels it")
    func disable() throws {
        var feed = TouchFeed(arena: arena)
        try feed.down(1, 100, 100, at: 0)
        try feed.drag(1, by: 40, 0, over: 0.05)
        pan.isEnabled = false
        #expect(log.states.last == .cancelled)
        try feed.drag(1, by: 40, 0, over: 0.05)
        try feed.up(1, at: 0.2)
        // 40 points in 6 frames: the second frame passes 10 points, four more change it.
        #expect(log.states == [.began, .changed, .changed, .changed, .changed, .cancelled])
        #expect(pan.state == .possible)
    }
}

@MainActor
@Suite("ScreenEdgePanGestureRecognizer")
struct ScreenEdgePanTests {
    @Test("starts near the chosen edge and moving away from it", arguments: [
        (RectEdge.left, 5.0, 400.0, 60.0, 0.0, true),
        (RectEdge.left, 5.0, 400.0, -60.0, 0.0, false),
        (RectEdge.left, 100.0, 400.0, 60.0, 0.0, false),
        (RectEdge.left, 5.0, 400.0, 10.0, 60.0, false),
        (RectEdge.right, 395.0, 400.0, -60.0, 5.0, true),
        (RectEdge.bottom, 200.0, 790.0, 0.0, -60.0, true),
        (RectEdge.top, 200.0, 10.0, 0.0, 60.0, true),
        (RectEdge.top, 200.0, 790.0, 0.0, -60.0, false),
    ])
    func edges(edge: RectEdge, x: Double, y: Double, dx: Double, dy: Double, begins: Bool) throws {
        let host = TestHost()
        let arena = GestureArena(host: host)
        let pan = ScreenEdgePanGestureRecognizer(edges: edge)
        host.root.add(pan)
        let log = StateLog(pan)
        var feed = TouchFeed(arena: arena)
        try feed.down(1, x, y, at: 0)
        try feed.drag(1, by: dx, dy, over: 0.1)
        #expect((log.states.first == .began) == begins)
        #expect(log.states.isEmpty != begins)
    }
}
