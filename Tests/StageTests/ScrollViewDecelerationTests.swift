import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Testing
@testable import Stage

@MainActor
@Suite("ScrollView: release, deceleration and paging")
struct ScrollViewDecelerationTests {
    @Test("a flick decelerates to offset + v · rate/(1 − rate), the target the delegate is told, and runUntilIdle waits for it",
          arguments: [(0.998, 499.0), (0.99, 99.0)])
    func decelerationTarget(rate: Double, factor: Double) throws {
        let (window, scrollView, recorder) = try makeScrollScene(contentSize: CGSize(width: 300, height: 20_000),
                                                                 offset: CGPoint(x: 0, y: 1000))
        scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: rate)
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -2000)) })
        while recorder.releaseOffset == nil { window.runFrames(1) }
        let released = try #require(recorder.releaseOffset)
        let velocity = try #require(recorder.releaseVelocity)
        // UIKit's velocity is the scroll's, in points per millisecond: the finger went up at 2000 pt/s.
        #expect(abs(velocity.y - 2) < 0.1 && velocity.x == 0)
        let expected = released.y + velocity.y * factor
        #expect(abs((recorder.releaseTarget?.y ?? 0) - expected) < 1e-9)
        #expect(scrollView.isDecelerating && window.runningNames.contains("scroll view list"))
        try window.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-9, "rests exactly there")
        #expect(!scrollView.isDecelerating && recorder.calls.last == "didEndDecelerating")
    }

    @Test("mid-deceleration the content is where UIKit's millisecond steps put it")
    func decelerationPath() throws {
        let (window, scrollView, recorder) = try makeScrollScene(contentSize: CGSize(width: 300, height: 20_000),
                                                                 offset: CGPoint(x: 0, y: 1000))
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -1500)) })
        while recorder.releaseOffset == nil { window.runFrames(1) }
        let releaseTime = scrollView.panGestureRecognizer.timestamp
        let start = try #require(recorder.releaseOffset).y
        let perMillisecond = try #require(recorder.releaseVelocity).y
        window.run(until: releaseTime + 0.25)  // exactly 250 ms after the lift
        var position = start, speed = perMillisecond
        for _ in 0..<250 { speed *= 0.998; position += speed }
        #expect(abs(scrollView.contentOffset.y - position) < 1e-6)
    }

    @Test("a delegate that moves the target makes the content rest there")
    func delegateTarget() throws {
        let (window, scrollView, recorder) = try makeScrollScene(contentSize: CGSize(width: 300, height: 20_000),
                                                                 offset: CGPoint(x: 0, y: 1000))
        recorder.replaceTarget = CGPoint(x: 0, y: 1600)
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -2000)) })
        try window.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - 1600) < 1e-9)
    }

    @Test("a flick towards the end bounces past it and comes back to rest exactly on it; without bounces it stops there",
          arguments: [true, false])
    func bounceAtEnd(bounces: Bool) throws {
        let (window, scrollView, _) = try makeScrollScene(offset: CGPoint(x: 0, y: 1400))
        scrollView.bounces = bounces
        let end = 2000.0 - 400
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -3000)) })
        var furthest = 0.0
        let start = window.clock.now
        while window.needsFrames, window.clock.now - start < 10 {
            window.runFrames(1)
            furthest = max(furthest, Double(scrollView.contentOffset.y))
        }
        #expect(Double(scrollView.contentOffset.y) == end)
        if bounces {
            // Reaching the edge at speed v, a critically damped spring of ω overshoots by v/(ωe):
            // at least some points, and less than a screen.
            #expect(furthest > end + 5 && furthest < end + 400, "went to \(furthest)")
        } else {
            #expect(furthest == end)
        }
    }

    @Test("a touch during deceleration catches the content where it is; lifting leaves it there")
    func catchDuringDeceleration() throws {
        let (window, scrollView, recorder) = try makeScrollScene(contentSize: CGSize(width: 300, height: 20_000),
                                                                 offset: CGPoint(x: 0, y: 1000))
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -2500)) })
        while recorder.releaseOffset == nil { window.runFrames(1) }
        window.run(for: 0.3)
        #expect(scrollView.isDecelerating)
        let beforeTouch = scrollView.contentOffset.y
        try window.inject(GestureScript { GestureStep.longPress(at: CGPoint(x: 190, y: 300), duration: 0.3, lift: false) })
        window.runFrames(1)  // the touch lands within this frame
        let caught = scrollView.contentOffset.y
        // Caught between the last frame and where the deceleration would be a frame later.
        #expect(caught >= beforeTouch && caught < beforeTouch + 2500 * window.frameInterval)
        #expect(!scrollView.isDecelerating && scrollView.isTracking)
        window.run(for: 0.3)
        #expect(scrollView.contentOffset.y == caught, "held still")
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset.y == caught && !scrollView.isTracking)
        #expect(!recorder.calls.contains("didEndDecelerating"), "UIKit doesn't say a caught deceleration ended")
    }

    @Test("a touch during the bounce catches it past the edge; a drag goes on from there without a jump")
    func catchDuringBounce() throws {
        let (window, scrollView, recorder) = try makeScrollScene(offset: CGPoint(x: 0, y: 1500))
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -3000)) })
        while recorder.releaseOffset == nil { window.runFrames(1) }
        while scrollView.contentOffset.y <= 1600 + 10 { window.runFrames(1) }
        try window.inject(GestureScript { GestureStep.longPress(at: CGPoint(x: 190, y: 300), duration: 0.05, lift: false) })
        window.runFrames(1)
        let caught = scrollView.contentOffset.y
        #expect(caught > 1600 && !scrollView.isDecelerating)
        recorder.offsetAtBeginDrag = nil
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 340)], duration: 0.3, easing: .linear, lift: false)
        })
        window.run(for: 0.4)
        #expect(recorder.offsetAtBeginDrag?.y == caught, "the drag starts where it was caught")
        #expect(scrollView.contentOffset.y < caught, "dragged back towards the edge")
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset.y == 1600)
    }

    @Test("the delegate hears a flick in UIKit's order")
    func delegateOrder() throws {
        let (window, _, recorder) = try makeScrollScene(offset: CGPoint(x: 0, y: 500))
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 450), velocity: CGPoint(x: 0, y: -1000)) })
        try window.runUntilIdle()
        #expect(recorder.calls == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
            "didScroll", "didEndDecelerating",
        ])
    }

    @Test("setContentOffset(animated: true) springs there and ends with didEndScrollingAnimation")
    func animatedOffset() throws {
        let (window, scrollView, recorder) = try makeScrollScene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
        window.runFrames(3)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 800 && !scrollView.isDecelerating)
        try window.runUntilIdle()
        #expect(scrollView.contentOffset.y == 800 && recorder.calls.last == "didEndScrollingAnimation")
    }
}

@MainActor
@Suite("ScrollView: paging")
struct ScrollViewPagingTests {
    /// Five 300-point pages side by side.
    func makePager() throws -> (Window, ScrollView, ScrollRecorder) {
        let scene = try makeScrollScene(contentSize: CGSize(width: 1500, height: 400))
        scene.1.isPagingEnabled = true
        return scene
    }

    @Test("a slow release goes to the page nearest where the content is", arguments: [(200.0, 300.0), (100.0, 0.0)])
    func byPosition(travel: Double, page: Double) throws {
        let (window, scrollView, _) = try makePager()
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 300, y: 300), CGPoint(x: 300 - travel, y: 300)], duration: 0.6, easing: .linear,
                             lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: page, y: 0))
    }

    @Test("a flick goes to the next page from a short drag, and back from a long one")
    func byVelocity() throws {
        let (window, scrollView, _) = try makePager()
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -800, y: 0), duration: 0.12) })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
        // 200 points on (two thirds of a page past it), then flung back: back to the page it started on.
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 300, y: 300), CGPoint(x: 100, y: 300)], duration: 0.5, easing: .linear, lift: false)
            GestureStep.flick(velocity: CGPoint(x: 800, y: 0), duration: 0.12)
        })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
        // A hard flick moves one page, not more.
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -6000, y: 0)) })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 600, y: 0))
    }
}

@MainActor
@Suite("ScrollView: invariants")
struct ScrollViewInvariantTests {
    @Test("a scroll view in no window lands at once")
    func noWindow() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300) && !scrollView.isMoving)
    }

    @Test("the offset is the bounds' origin: subviews are recorded moved by it")
    func recordedScrolled() throws {
        let (window, scrollView, _) = try makeScrollScene(offset: CGPoint(x: 0, y: 250))
        let row = View(name: "row", frame: CGRect(x: 0, y: 300, width: 300, height: 50))
        scrollView.addSubview(row)
        window.runFrames(1)
        let recorded = try #require(window.recorder.frames.last?.views.first { $0.name == "row" })
        // The scroll view's top is at y 100 in the window; the row is 300 − 250 points below it.
        #expect(recorded.frameY == 100 + 300 - 250)
        #expect(scrollView.hitTest(CGPoint(x: 10, y: 310)) === row, "hit testing sees it there too")
    }
}
