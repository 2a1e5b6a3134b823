import Demos
import Foundation
@testable import Fuzzing
import GestureScripts
import Motion
import Stage
import Testing

/// The fuzzer's gestures for a scrolling, paging detail do what they are for: on an open Zoom
/// story, over many seeds, some scroll it, some page to another story, some dismiss it after
/// scrolling (the scroll handing over to the dismissal in the same gesture) — in both hosts.
@MainActor
@Suite("ScheduleGenerator: scroll and page gestures")
struct ScrollGestureTests {
    @Test("on an open story they scroll it, page it, and dismiss it after a scroll", arguments: ZoomDemo.Host.allCases)
    func scrollPageDismiss(host: ZoomDemo.Host) throws {
        let generator = ScheduleGenerator()
        var scrolled = 0, paged = 0, dismissedAfterScrolling = 0
        for seed in 0..<60 {
            var random = FuzzRandom(seed: UInt64(seed))
            let script = GestureScript(steps: generator.scrollOrPage(random: &random))
            try script.validate()
            let demo = ZoomDemo(host: host, clock: try ManualClock())
            try demo.open(card: 0)
            try demo.window.runUntilIdle()
            let detail = try #require(demo.detail)
            try demo.window.inject(script)
            var scrolledDown = false
            while demo.window.hasPendingTouches || !demo.window.touchesDown.isEmpty {
                demo.window.runFrames(1)
                if demo.showsDetail, detail.scrollView.contentOffset.y > 1 { scrolledDown = true }
            }
            try demo.window.runUntilIdle(timeout: 10)
            if scrolledDown { scrolled += 1 }
            if demo.showsDetail, detail.currentIndex != 0 { paged += 1 }
            if !demo.showsDetail, scrolledDown { dismissedAfterScrolling += 1 }
        }
        #expect(scrolled >= 10, "scrolled the story: \(scrolled) of 60")
        #expect(paged >= 5, "paged to another story: \(paged) of 60")
        #expect(dismissedAfterScrolling >= 3, "scrolled, then dismissed in the same gesture: \(dismissedAfterScrolling) of 60")
    }

    @Test("the Zoom's schedules have them, the photo's (same hosts, no scrolling detail) don't")
    func onlyZoom() {
        let generator = ScheduleGenerator()
        /// Drags up, then down, in one gesture, in 300 schedules of `transition` (a modal swipe
        /// forward that overshoots and comes back makes a few anywhere).
        func upThenDown(_ transition: DemoTransition) -> Int {
            var count = 0
            for index in 0..<300 {
                let schedule = generator.schedule(seed: ScheduleGenerator.scheduleSeed(campaign: 3, index: index), transitions: [transition])
                for step in schedule.steps {
                    guard case let .gesture(script) = step, case let .drag(path, _, _, _) = script.steps.first,
                          path.count == 3, path[1].y < path[0].y, path[2].y > path[1].y
                    else { continue }
                    count += 1
                }
            }
            return count
        }
        let zoom = upThenDown(.zoom), photo = upThenDown(.photo)
        #expect(zoom > 3 * photo + 10, "drags up then down: Zoom \(zoom), photo \(photo)")
    }
}
