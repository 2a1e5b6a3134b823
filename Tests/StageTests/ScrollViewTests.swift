import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Testing
@testable import Stage

/// Records what a scroll view tells its delegate, and the offsets and finger positions around it.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var offsetAtBeginDrag: CGPoint?
    var fingerAtBeginDrag: CGPoint?
    var touchDownAtBeginDrag: CGPoint?
    var releaseOffset: CGPoint?
    var releaseVelocity: CGPoint?
    var releaseTarget: CGPoint?
    var replaceTarget: CGPoint?
    var offsets: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        calls.append("willBeginDragging")
        offsetAtBeginDrag = scrollView.contentOffset
        fingerAtBeginDrag = scrollView.panGestureRecognizer.location(in: nil)
    }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        calls.append("willEndDragging")
        releaseOffset = scrollView.contentOffset
        releaseVelocity = velocity
        releaseTarget = targetContentOffset
        if let replaceTarget { targetContentOffset = replaceTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}

/// A window showing a 300 × 400 scroll view at (40, 100) with `contentSize`, its delegate a
/// recorder, and the content offset at `offset`.
@MainActor
func makeScrollScene(contentSize: CGSize = CGSize(width: 300, height: 2000), offset: CGPoint = .zero)
    throws -> (Window, ScrollView, ScrollRecorder) {
    let window = try makeWindow()
    let home = ViewController(title: "Home")
    window.rootViewController = home
    let scrollView = ScrollView(name: "list", frame: CGRect(x: 40, y: 100, width: 300, height: 400))
    scrollView.contentSize = contentSize
    scrollView.contentOffset = offset
    home.stageView.addSubview(scrollView)
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    return (window, scrollView, recorder)
}

@MainActor
@Suite("ScrollView: dragging")
struct ScrollViewDraggingTests {
    @Test("a drag begins only past the 10-point slop, and then moves the content 1 : 1 without a jump")
    func slopAndOneToOne() throws {
        let (window, scrollView, recorder) = try makeScrollScene(offset: CGPoint(x: 0, y: 500))
        // 9 points: nothing.
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 300), CGPoint(x: 190, y: 291)], duration: 0.2, easing: .linear, lift: false)
        })
        window.run(for: 0.3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500) && !scrollView.isDragging)
        #expect(scrollView.isTracking, "a finger is on the content")
        #expect(scrollView.panGestureRecognizer.state == .possible)
        // On to 120 points up, slowly: the drag begins at 10 points and follows from there.
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 180)], duration: 0.6, easing: .linear, lift: false)
        })
        window.run(for: 0.7)
        let began = try #require(recorder.fingerAtBeginDrag)
        #expect(300 - began.y >= ScrollView.slop && 300 - began.y < ScrollView.slop + 2, "began at the slop, not later")
        #expect(recorder.offsetAtBeginDrag == CGPoint(x: 0, y: 500), "no jump when it begins")
        #expect(scrollView.isDragging)
        // 1 : 1 from where it began: the finger went from began.y to 180.
        #expect(abs(scrollView.contentOffset.y - (500 + (began.y - 180))) < 1e-9)
        #expect(scrollView.contentOffset.x == 0)
        // Every offset during the drag is the finger's travel since the drag began.
        for offset in recorder.offsets { #expect(offset.y >= 500 && offset.y <= 500 + (began.y - 180) + 1e-9) }
        try window.inject(GestureScript { GestureStep.hold(duration: 0.1); GestureStep.lift })
        try window.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - (500 + (began.y - 180))) < 0.1, "released at rest: it stays")
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    @Test("content that only scrolls vertically moves only vertically; a sideways drag doesn't begin")
    func axisLock() throws {
        let (window, scrollView, recorder) = try makeScrollScene(offset: CGPoint(x: 0, y: 500))
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 150, y: 400), CGPoint(x: 210, y: 320)], duration: 0.4, easing: .linear, lift: false)
        })
        window.run(for: 0.5)
        #expect(scrollView.isDragging && scrollView.contentOffset.x == 0 && scrollView.contentOffset.y > 500)
        try window.inject(GestureScript { GestureStep.hold(duration: 0.1); GestureStep.lift })
        try window.runUntilIdle()
        let settled = scrollView.contentOffset
        // Mostly sideways: the pan fails, nothing scrolls.
        recorder.calls = []
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 100, y: 300), CGPoint(x: 250, y: 290)], duration: 0.3, easing: .linear)
        })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == settled && !recorder.calls.contains("willBeginDragging"))
        // Content larger both ways: a diagonal drag moves both.
        scrollView.contentSize = CGSize(width: 900, height: 2000)
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 250, y: 400), CGPoint(x: 190, y: 320)], duration: 0.3, easing: .linear, lift: false)
        })
        window.run(for: 0.4)
        #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.y > settled.y)
    }

    @Test("content that fits doesn't scroll, unless it always bounces")
    func fittingContent() throws {
        let (window, scrollView, _) = try makeScrollScene(contentSize: CGSize(width: 300, height: 300))
        #expect(!scrollView.canScrollVertically)
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 200), CGPoint(x: 190, y: 300)], duration: 0.3, easing: .linear, lift: false)
        })
        window.run(for: 0.4)
        #expect(scrollView.contentOffset == .zero && !scrollView.isDragging)
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
        scrollView.alwaysBounceVertical = true
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 200), CGPoint(x: 190, y: 300)], duration: 0.3, easing: .linear, lift: false)
        })
        window.run(for: 0.4)
        #expect(scrollView.isDragging && scrollView.contentOffset.y < 0, "pulled down past the top")
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == .zero, "and back")
    }

    @Test("with isScrollEnabled off a drag does nothing")
    func scrollDisabled() throws {
        let (window, scrollView, recorder) = try makeScrollScene(offset: CGPoint(x: 0, y: 500))
        scrollView.isScrollEnabled = false
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 190, y: 400), velocity: CGPoint(x: 0, y: -2000)) })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500) && recorder.calls.isEmpty)
        #expect(!scrollView.panGestureRecognizer.isEnabled)
    }

    @Test("past the top the content follows the finger by UIKit's rubber band, then springs back exactly to the edge")
    func rubberBandAndSpringBack() throws {
        let (window, scrollView, recorder) = try makeScrollScene()
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 150), CGPoint(x: 190, y: 400)], duration: 0.5, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.1)
        })
        window.run(for: 0.7)
        let began = try #require(recorder.fingerAtBeginDrag)
        let x = 400 - began.y, d = 400.0
        let expected = -(1 - 1 / (x * 0.55 / d + 1)) * d
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
        #expect(scrollView.contentOffset.y > -x * 0.55, "less than the finger's travel")
        try window.inject(GestureScript { GestureStep.lift })
        let start = window.clock.now
        var previous = scrollView.contentOffset.y
        var monotonic = true
        var settledAt: Double?
        while window.needsFrames, window.clock.now - start < 5 {
            window.runFrames(1)
            if scrollView.contentOffset.y < previous - 1e-9 { monotonic = false }
            previous = scrollView.contentOffset.y
            if settledAt == nil, !scrollView.isDecelerating { settledAt = window.clock.now - start }
        }
        #expect(monotonic, "a critically damped return from rest never overshoots")
        #expect(scrollView.contentOffset.y == 0, "exactly at the edge")
        // From about 90 points at rest, ω = 15.7: within 0.1 pt when (1 + ωt)e^(−ωt) < 0.1/90, ωt ≈ 9.
        let settled = try #require(settledAt)
        #expect(settled > 0.45 && settled < 0.75, "took \(settled) s")
        #expect(recorder.calls.suffix(4) == ["didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("without bounces a drag stops at the edge")
    func noBounce() throws {
        let (window, scrollView, _) = try makeScrollScene()
        scrollView.bounces = false
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 190, y: 150), CGPoint(x: 190, y: 400)], duration: 0.5, easing: .linear, lift: false)
        })
        window.run(for: 0.6)
        #expect(scrollView.contentOffset == .zero && scrollView.isDragging)
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
    }
}
