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

/// Both hosts, with and without reduced motion.
private let hostsAndMotion: [(ZoomDemo.Host, Bool)] = ZoomDemo.Host.allCases.flatMap { host in [(host, false), (host, true)] }

@MainActor
@Suite("Zoom: a scrolling, paging detail")
struct ZoomScrollPagingTests {
    /// A demo on a manual clock with card `index` open and settled (the grid doesn't recede, so
    /// cards are where they are measured).
    private func openDemo(_ host: ZoomDemo.Host, reducedMotion: Bool = false, card index: Int = 2) throws -> ZoomDemo {
        let demo = ZoomDemo(host: host, clock: try ManualClock())
        demo.controller.configuration.recededScale = 1
        // 1 : 1, so the card's steps are the finger's (the native shape shrinks it as it goes down).
        demo.controller.configuration.shapesPan = false
        demo.window.prefersReducedMotion = reducedMotion
        try demo.open(card: index)
        try demo.window.runUntilIdle()
        return demo
    }

    /// The frame of what the user sees as the card, in window coordinates: the main replica while
    /// one flies, else the detail's image.
    private func cardFrame(_ demo: ZoomDemo) -> CGRect? {
        if let replica = demo.controller.director?.mainReplica as? View { return replica.convert(replica.bounds, to: nil) }
        guard let image = demo.detail?.image else { return nil }
        return image.convert(image.bounds, to: nil)
    }

    @Test("a scrolled detail dragged down scrolls to its top, then dismisses in the same gesture with no jump",
          arguments: hostsAndMotion)
    func scrollThenDismiss(host: ZoomDemo.Host, reducedMotion: Bool) throws {
        let demo = try openDemo(host, reducedMotion: reducedMotion)
        let detail = try #require(demo.detail)
        detail.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        // 500 pt down at 500 pt/s: 200 scroll the story to its top, the rest is the dismissal's.
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 250), CGPoint(x: 195, y: 750)], duration: 1, easing: .linear, lift: false)
            GestureStep.lift
        })
        var previous = try #require(cardFrame(demo))
        var largestStep = 0.0, startedAt: Double?, offsetAtStart: Double?
        var time = 0.0
        while time < 1 {
            demo.window.run(for: 1.0 / 120)
            time += 1.0 / 120
            if demo.controller.isTransitioning, startedAt == nil {
                startedAt = time
                offsetAtStart = Double(detail.scrollView.contentOffset.y)
            }
            guard !reducedMotion, let frame = cardFrame(demo) else { continue }
            largestStep = max(largestStep, abs(Double(frame.minY - previous.minY)), abs(Double(frame.minX - previous.minX)))
            previous = frame
        }
        let start = try #require(startedAt, "the drag dismissed")
        #expect(start > 0.38 && start < 0.5, "handed over once the story reached its top (after \(start) s)")
        #expect(offsetAtStart == 0, "the story was at its top")
        if !reducedMotion {
            // The finger moves 4.2 pt a frame; the card follows it, no jump at the handoff.
            #expect(largestStep < 6, "the card's largest step between frames: \(largestStep) pt")
        }
        #expect(Double(detail.scrollView.contentOffset.y) == 0, "held at its top")
        try demo.window.runUntilIdle(timeout: 10)
        #expect(!demo.showsDetail, "dismissed")
        #expect(!demo.grid.cards[2].image.isHidden)
    }

    @Test("at its top, a downward drag dismisses at once", arguments: hostsAndMotion)
    func atTopDismisses(host: ZoomDemo.Host, reducedMotion: Bool) throws {
        let demo = try openDemo(host, reducedMotion: reducedMotion)
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 300), CGPoint(x: 195, y: 600)], duration: 0.5, easing: .linear, lift: false)
            GestureStep.lift
        })
        demo.window.run(for: 0.05)
        #expect(demo.controller.isTransitioning, "dismissing within 30 pt of drag")
        #expect(Double(demo.detail?.scrollView.contentOffset.y ?? -1) == 0)
        try demo.window.runUntilIdle(timeout: 10)
        #expect(!demo.showsDetail)
    }

    @Test("an upward drag scrolls the story and doesn't dismiss", arguments: hostsAndMotion)
    func upwardScrolls(host: ZoomDemo.Host, reducedMotion: Bool) throws {
        let demo = try openDemo(host, reducedMotion: reducedMotion)
        let detail = try #require(demo.detail)
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 700), CGPoint(x: 195, y: 300)], duration: 0.5, easing: .linear)
        })
        var dismissed = false
        for _ in 0..<120 {
            demo.window.run(for: 1.0 / 120)
            dismissed = dismissed || demo.controller.isTransitioning
        }
        try demo.window.runUntilIdle(timeout: 10)
        #expect(!dismissed && demo.showsDetail)
        #expect(Double(detail.scrollView.contentOffset.y) > 300, "scrolled (\(detail.scrollView.contentOffset.y))")
    }

    @Test("a pinch dismisses a scrolled story", arguments: hostsAndMotion)
    func pinchWhenScrolled(host: ZoomDemo.Host, reducedMotion: Bool) throws {
        let demo = try openDemo(host, reducedMotion: reducedMotion)
        demo.detail?.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: CGPoint(x: 195, y: 420), span: 240, scale: 0.3, duration: 0.4)
        })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(!demo.showsDetail, "dismissed")
    }

    /// Swipes the detail one story forward.
    private func swipeForward(_ demo: ZoomDemo) throws {
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 330, y: 420), CGPoint(x: 90, y: 430)], duration: 0.25, easing: .linear)
        })
        try demo.window.runUntilIdle(timeout: 10)
    }

    /// Closes the story with a fast downward drag, and returns the main replica's last frame before
    /// it landed (window coordinates) and whether card `index`'s image was hidden while it flew.
    private func flickClosed(_ demo: ZoomDemo, card index: Int) throws -> (last: CGRect?, hiddenInFlight: Bool) {
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 300), CGPoint(x: 195, y: 700)], duration: 0.4, easing: .linear)
        })
        var last: CGRect?, hidden = true, started = false
        // The dismissal starts a few frames in (past the pan's dead zone), and flies until it lands.
        for _ in 0..<2000 {
            demo.window.run(for: 1.0 / 120)
            guard demo.controller.isTransitioning else {
                if started { break } else { continue }
            }
            started = true
            if let replica = demo.controller.director?.mainReplica as? View {
                last = replica.convert(replica.bounds, to: nil)
                hidden = hidden && demo.grid.cards[index].image.isHidden
            }
        }
        try demo.window.runUntilIdle()
        return (last, hidden)
    }

    @Test("paged to story 3 and dismissed, the story flies to card 3, hidden while it flies and shown after",
          arguments: hostsAndMotion)
    func pageThenDismiss(host: ZoomDemo.Host, reducedMotion: Bool) throws {
        let demo = try openDemo(host, reducedMotion: reducedMotion)
        try swipeForward(demo)
        #expect(demo.detail?.currentIndex == 3)
        #expect(demo.showsDetail, "a sideways swipe pages, it doesn't dismiss")
        let card = demo.grid.cards[3].image
        let target = card.convert(card.bounds, to: nil)
        let flight = try flickClosed(demo, card: 3)
        #expect(!demo.showsDetail)
        if !reducedMotion {
            let last = try #require(flight.last)
            #expect(abs(last.midX - target.midX) < 2 && abs(last.midY - target.midY) < 2 && abs(last.width - target.width) < 2,
                    "landed on card 3's image: \(last) vs \(target)")
            #expect(flight.hiddenInFlight, "card 3's image hidden while its replica flies")
        }
        #expect(!card.isHidden && !demo.grid.cards[2].image.isHidden, "shown after")
    }

    @Test("a swipe caught mid-settle by a vertical drag on the story: the pager rests on a page, and that page is the shown one that a dismissal flies from",
          arguments: hostsAndMotion)
    func pageCaughtMidSettle(host: ZoomDemo.Host, reducedMotion: Bool) throws {
        let demo = try openDemo(host, reducedMotion: reducedMotion)
        let detail = try #require(demo.detail)
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 330, y: 420), CGPoint(x: 90, y: 430)], duration: 0.15, easing: .linear)
        })
        // Into the pager's settling: still moving towards story 3.
        while demo.window.hasPendingTouches || !demo.window.touchesDown.isEmpty { demo.window.runFrames(1) }
        demo.window.runFrames(3)
        #expect(detail.pager.isMoving, "the pager still settles")
        // A finger catches it, drags the story up (the story scrolls; the pager stays where caught), and lifts.
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 700), CGPoint(x: 195, y: 500)], duration: 0.3, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        try demo.window.runUntilIdle(timeout: 10)
        let width = Double(detail.pager.bounds.width)
        let rest = Double(detail.pager.contentOffset.x) / width
        #expect(abs(rest - rest.rounded()) < 1e-6, "the pager rests on a page: \(rest)")
        let shown = Int(rest.rounded())
        #expect(detail.currentIndex == shown, "the page it rests on is the shown one: \(detail.currentIndex), resting on \(shown)")
        #expect(detail.pages.filter { $0.image.sharedElementIdentifier != nil }.map(\.index) == [shown],
                "the shown page alone carries the identifiers")
        let card = demo.grid.cards[shown].image
        let target = card.convert(card.bounds, to: nil)
        let flight = try flickClosed(demo, card: shown)
        #expect(!demo.showsDetail)
        if !reducedMotion {
            let last = try #require(flight.last)
            #expect(abs(last.midX - target.midX) < 2 && abs(last.midY - target.midY) < 2, "landed on card \(shown): \(last) vs \(target)")
        }
    }

    @Test("paged to a story whose card is scrolled out of the grid: the grid brings it into view, and the story lands on it",
          arguments: hostsAndMotion)
    func pageToCardOutOfView(host: ZoomDemo.Host, reducedMotion: Bool) throws {
        let demo = try openDemo(host, reducedMotion: reducedMotion)
        demo.grid.scroll(to: 600)
        let grid = demo.grid.scrollView
        func inView(_ index: Int) -> Bool {
            let frame = demo.grid.cards[index].view.convert(demo.grid.cards[index].view.bounds, to: grid)
            return grid.bounds.contains(frame)
        }
        #expect(!inView(3), "card 3 scrolled out of the grid")
        try swipeForward(demo)
        #expect(inView(3), "the grid brought card 3 into view")
        let card = demo.grid.cards[3].image
        let target = card.convert(card.bounds, to: nil)
        let flight = try flickClosed(demo, card: 3)
        #expect(!demo.showsDetail && !card.isHidden)
        if !reducedMotion {
            let last = try #require(flight.last)
            #expect(abs(last.midX - target.midX) < 2 && abs(last.midY - target.midY) < 2, "landed on card 3: \(last) vs \(target)")
        }
    }
}
