@testable import Catalog
import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage
import Testing
import TransitionKit

@Suite("Drag shape: the native zoom dismissal's card follows the finger down, shrinking, and sideways less and less")
struct DragShapeTests {
    private let size = CGSize(width: 390, height: 844)
    private let shape = DragShape()

    @Test("down: 1 − 0.67 × travel / height to the knee at 0.49 h, then rubber-banded towards 0.5 with the same slope; up: full size")
    func down() {
        for travel in [0.0, 0.1, 0.2, 0.35, 0.49] {
            let shaped = shape.shaped(CGPoint(x: 0, y: travel * 844), in: size)
            #expect(abs(shaped.scale - (1 - 0.67 * travel)) < 1e-9, "\(travel) h")
            #expect(abs(shaped.offset.y - travel * 844) < 1e-9, "the card goes down with the finger")
        }
        // The slope is continuous at the knee: −0.67 per height on both sides.
        let step = 1e-6
        let below = (shape.shaped(CGPoint(x: 0, y: 0.49 * 844), in: size).scale - shape.shaped(CGPoint(x: 0, y: (0.49 - step) * 844), in: size).scale) / step
        let above = (shape.shaped(CGPoint(x: 0, y: (0.49 + step) * 844), in: size).scale - shape.shaped(CGPoint(x: 0, y: 0.49 * 844), in: size).scale) / step
        #expect(abs(below + 0.67) < 1e-4 && abs(above + 0.67) < 1e-3, "\(below), \(above)")
        let far = shape.shaped(CGPoint(x: 0, y: 10 * 844), in: size).scale
        #expect(far > 0.5 && far < 0.52, "far down it approaches 0.5: \(far)")
        #expect(shape.shaped(CGPoint(x: 0, y: -300), in: size).scale == 1, "upward, full size")
    }

    @Test("sideways: 0.56 of a small movement, rubber-banded over the width, never a whole width, either way")
    func sideways() {
        let small = shape.shaped(CGPoint(x: 4, y: 0), in: size).offset.x
        #expect(abs(small / 4 - 0.56) < 0.005, "gain \(small / 4)")
        // (1 − 1 / (100 × 0.56 / 390 + 1)) × 390
        let hundred = shape.shaped(CGPoint(x: 100, y: 0), in: size).offset.x
        #expect(abs(hundred - 48.970) < 0.01, "\(hundred)")
        #expect(abs(shape.shaped(CGPoint(x: -100, y: 0), in: size).offset.x + hundred) < 1e-9, "leftward the same")
        #expect(shape.shaped(CGPoint(x: 1e6, y: 0), in: size).offset.x < 390)
        #expect(shape.shaped(CGPoint(x: 0, y: 0), in: size).offset == .zero)
    }

    @Test("nothing to shape in: a container of no size, or a value not finite, follows 1 : 1")
    func degenerate() {
        #expect(shape.shaped(CGPoint(x: 10, y: 20), in: .zero) == (CGPoint(x: 10, y: 20), 1))
        #expect(shape.shaped(CGPoint(x: Double.nan, y: 20), in: size).scale == 1)
    }

    /// The Zoom's detail dragged by (`dx`, `dy`) and held: the card's frame before and after,
    /// and where the finger touched down and is now.
    @MainActor
    private func held(dx: Double, dy: Double, host: ZoomDemo.Host, shapes: Bool = true, downFirst: Double = 0)
        throws -> (before: CGRect, after: CGRect, down: CGPoint, now: CGPoint) {
        let demo = ZoomDemo(host: host, clock: try ManualClock())
        demo.controller.configuration.shapesPan = shapes
        try demo.open(card: 2)
        try demo.window.runUntilIdle()
        let detail = try #require(demo.detail)
        let before = detail.image.convert(detail.image.bounds, to: nil)
        let down = CGPoint(x: before.midX - 40, y: before.midY + 30)
        let now = CGPoint(x: down.x + dx, y: down.y + dy + downFirst)
        // Down first, if asked, so a sideways move is the dismissal's and not the pager's.
        let path = downFirst > 0 ? [down, CGPoint(x: down.x, y: down.y + downFirst), now] : [down, now]
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: path, duration: 0.5, lift: false)
            GestureStep.hold(duration: 0.3)
        })
        demo.window.run(for: 0.85)
        let replica = try #require(demo.controller.director?.mainReplica as? View)
        let after = replica.convert(replica.bounds, to: nil)
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle()
        return (before, after, down, now)
    }

    @MainActor
    @Test("on the Zoom's detail, a pan down shrinks the card by the table (0.2 h: 0.866), the point under the finger staying under it",
          arguments: ZoomDemo.Host.allCases)
    func zoomDown(host: ZoomDemo.Host) throws {
        let dy = 0.2 * 844
        let (before, after, down, now) = try held(dx: 0, dy: dy, host: host)
        #expect(abs(after.width / before.width - (1 - 0.67 * 0.2)) < 0.005, "scale \(after.width / before.width)")
        // The point of the card the finger touched is under it still.
        let u = (down.x - before.minX) / before.width, v = (down.y - before.minY) / before.height
        let under = CGPoint(x: after.minX + u * after.width, y: after.minY + v * after.height)
        #expect(abs(under.x - now.x) < 0.5 && abs(under.y - now.y) < 0.5, "\(under) under \(now)")
        let plain = try held(dx: 0, dy: dy, host: host, shapes: false)
        #expect(abs(plain.after.width - plain.before.width) < 0.5, "1 : 1 when the shape is off: \(plain.after.width)")
    }

    @MainActor
    @Test("on the Zoom's detail, a pan sideways moves the card 0.56 of a small movement, rubber-banded (100 pt: 49 pt)")
    func zoomSideways() throws {
        // 40 pt down first: mostly sideways from the start, the swipe would be the pager's.
        let (before, after, down, _) = try held(dx: 100, dy: 0, host: .modal, downFirst: 40)
        let u = (down.x - before.minX) / before.width
        let moved = after.minX + u * after.width - down.x
        #expect(abs(moved - 48.97) < 0.5, "the touched point moved \(moved) for the finger's 100")
        #expect(abs(after.width / before.width - (1 - 0.67 * 40 / 844)) < 0.005, "shrunk by the 40 pt down only")
    }
}

@MainActor
@Suite("Zoom: a swipe from the detail's left edge dismisses as the native one does")
struct ZoomEdgeSwipeTests {
    /// The Zoom's detail (card 2) swiped from its left edge by `travel` points at mid-height,
    /// held, then released — after `hold` s still, or as it moves: its card's frame held, and
    /// whether the detail is shown at the end.
    private func swipe(_ travel: Double, host: ZoomDemo.Host, flickSpeed: Double? = nil)
        throws -> (before: CGRect, held: CGRect?, down: CGPoint, now: CGPoint, showsDetail: Bool) {
        let demo = ZoomDemo(host: host, clock: try ManualClock())
        try demo.open(card: 2)
        try demo.window.runUntilIdle()
        let detail = try #require(demo.detail)
        let before = detail.image.convert(detail.image.bounds, to: nil)
        let down = CGPoint(x: 3, y: before.midY)
        let now = CGPoint(x: down.x + travel, y: down.y)
        var held: CGRect?
        if let flickSpeed {
            try demo.window.inject(GestureScript {
                GestureStep.drag(path: [down, now], duration: 0.4, easing: .linear, lift: false)
                GestureStep.flick(velocity: CGPoint(x: flickSpeed, y: 0), duration: 0.12)
            })
        } else {
            try demo.window.inject(GestureScript {
                GestureStep.drag(path: [down, now], duration: 0.5, lift: false)
                GestureStep.hold(duration: 0.3)
            })
            demo.window.run(for: 0.85)
            held = (demo.controller.director?.mainReplica as? View).map { $0.convert($0.bounds, to: nil) }
            try demo.window.inject(GestureScript { GestureStep.lift })
        }
        try demo.window.runUntilIdle()
        return (before, held, down, now, demo.showsDetail)
    }

    @Test("held a quarter of the width across, the card is at 1 − 0.67 × 0.25 = 0.8325, the touched point under the finger; let go there, it stays",
          arguments: ZoomDemo.Host.allCases)
    func quarter(host: ZoomDemo.Host) throws {
        let result = try swipe(0.25 * 390, host: host)
        let held = try #require(result.held, "the swipe took the card")
        #expect(abs(held.width / result.before.width - 0.8325) < 0.005, "scale \(held.width / result.before.width)")
        let v = (result.down.y - result.before.minY) / result.before.height
        #expect(abs(held.minY + v * held.height - result.now.y) < 0.5, "the touched height is under the finger")
        #expect(result.showsDetail, "projected scale 0.83 is above 0.70: the detail stays")
    }

    @Test("let go still at half the width (scale 0.665 < 0.70), or flicked on from a fifth at 1,200 pt/s, it dismisses; let go still at a fifth (0.73), it stays",
          arguments: ZoomDemo.Host.allCases)
    func commits(host: ZoomDemo.Host) throws {
        #expect(try !swipe(0.5 * 390, host: host).showsDetail)
        #expect(try !swipe(0.2 * 390, host: host, flickSpeed: 1200).showsDetail)
        #expect(try swipe(0.2 * 390, host: host).showsDetail)
    }

    @Test("over the detail's pager, a swipe from the left edge dismisses rather than pages; from further in, it pages",
          arguments: ZoomDemo.Host.allCases)
    func edgeOverPager(host: ZoomDemo.Host) throws {
        func swipeRight(from x: Double) throws -> ZoomDemo {
            let demo = ZoomDemo(host: host, clock: try ManualClock())
            try demo.open(card: 2)
            try demo.window.runUntilIdle()
            try demo.window.inject(GestureScript {
                GestureStep.drag(path: [CGPoint(x: x, y: 420), CGPoint(x: x + 240, y: 420)], duration: 0.3, easing: .linear)
            })
            try demo.window.runUntilIdle()
            return demo
        }
        let edge = try swipeRight(from: 3)
        #expect(!edge.showsDetail, "from the edge: dismissed")
        let inner = try swipeRight(from: 60)
        #expect(inner.showsDetail && inner.detail?.currentIndex == 1, "from further in: paged back to story 1")
    }

    @Test("a drag that doesn't start at the edge is the plain pan's, as before: down it dismisses")
    func plainPan() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 2)
        try demo.window.runUntilIdle()
        try demo.window.inject(GestureScript {
            GestureStep.flick(from: CGPoint(x: 195, y: 400), velocity: CGPoint(x: 0, y: 1200), duration: 0.25)
        })
        try demo.window.runUntilIdle()
        #expect(!demo.showsDetail)
    }
}
