import Foundation
import Testing
@testable import Stage

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test("deceleration passes through UIKit's millisecond steps and rests at v/1000 · rate/(1 − rate)",
          arguments: [0.998, 0.99])
    func decelerationMatchesMillisecondSteps(rate: Double) {
        let deceleration = ScrollDeceleration(start: 120, velocity: 2400, rate: rate)
        // UIKit's model stepped by hand: every millisecond the velocity (points per ms) is
        // multiplied by the rate, and the content moves by it.
        var position = 120.0
        var velocityPerMillisecond = 2.4
        for millisecond in 1...3000 {
            velocityPerMillisecond *= rate
            position += velocityPerMillisecond
            if millisecond % 250 == 0 {
                #expect(abs(deceleration.position(after: Double(millisecond) / 1000) - position) < 1e-9)
            }
        }
        // The rest: 2.4 · 499 at 0.998, 2.4 · 99 at 0.99.
        let expected = rate == 0.998 ? 120 + 2.4 * 499 : 120 + 2.4 * 99
        #expect(abs(deceleration.target - expected) < 1e-9)
        #expect(abs(ScrollDeceleration.projection(velocity: 1000, rate: rate) - (rate == 0.998 ? 499 : 99)) < 1e-9)
    }

    @Test("a deceleration aimed at a target rests there; time(toReach:) inverts the position")
    func decelerationInverse() throws {
        let aimed = ScrollDeceleration(start: 50, target: 650, rate: 0.998)
        #expect(abs(aimed.target - 650) < 1e-9)
        let time = try #require(aimed.time(toReach: 400))
        #expect(abs(aimed.position(after: time) - 400) < 1e-9)
        #expect(aimed.time(toReach: 700) == nil, "beyond the target: never")
        #expect(aimed.time(toReach: 40) == nil, "behind the start: never")
        // Its velocity is the position's slope.
        let h = 1e-6
        let slope = (aimed.position(after: 0.3 + h) - aimed.position(after: 0.3 - h)) / (2 * h)
        #expect(abs(aimed.velocity(after: 0.3) - slope) < 1e-3)
    }

    @Test("the spring is critically damped: it agrees with integrating x'' = −ω²x − 2ωx'", arguments: [
        (-100.0, 0.0), (0.0, 2000.0), (80.0, -3000.0),
    ])
    func springMatchesIntegration(start: Double, velocity: Double) {
        let omega = ScrollView.springAngularFrequency
        let spring = ScrollSpring(from: start, to: 0, velocity: velocity, angularFrequency: omega)
        var x = start, v = velocity
        let dt = 1e-5
        for step in 1...100_000 {  // 1 s
            let a = -omega * omega * x - 2 * omega * v
            v += a * dt
            x += v * dt
            if step % 10_000 == 0 {
                let t = Double(step) * dt
                #expect(abs(spring.position(after: t) - x) < 0.05, "at \(t) s")
                #expect(abs(spring.velocity(after: t) - v) < 0.5, "at \(t) s")
            }
        }
    }

    @Test("UIKit's rubber band: (1 − 1/(x·0.55/d + 1))·d, and its inverse")
    func rubberBand() {
        let d = 400.0
        // At x = d the content goes 0.55/1.55 of d; at small x the ratio tends to 0.55.
        #expect(abs(RubberBand.offset(forExcess: d, dimension: d) - d * (1 - 1 / 1.55)) < 1e-9)
        #expect(abs(RubberBand.offset(forExcess: 0.01, dimension: d) / 0.01 - 0.55) < 1e-4)
        #expect(abs(RubberBand.offset(forExcess: -d, dimension: d) + d * (1 - 1 / 1.55)) < 1e-9, "signed")
        #expect(RubberBand.offset(forExcess: 1e12, dimension: d) < d, "never as far as d")
        for excess in [-900.0, -30, 0, 12, 250, 5000] {
            let offset = RubberBand.offset(forExcess: excess, dimension: d)
            #expect(abs(RubberBand.excess(forOffset: offset, dimension: d) - excess) < 1e-6 * max(1, abs(excess)))
        }
    }

    @Test("paging: nearest page to the projection, at most one page from the start", arguments: [
        // (offset, velocity pt/s, start page, expected page) with 300-pt pages, 5 pages, rate 0.998
        (180.0, 0.0, 0, 1),   // past half-way, at rest: the next page
        (120.0, 0.0, 0, 0),   // short of half-way, at rest: back
        (40.0, 600.0, 0, 1),  // a short drag flicked on: 40 + 299.4 → page 1
        (240.0, -600.0, 0, 0), // most of the way, flicked back: 240 − 299.4 → page 0
        (250.0, 20_000.0, 0, 1), // a hard flick still moves one page
        (410.0, -800.0, 1, 1), // two thirds past page 1, flung back: page 1, not on to 0
        (310.0, 800.0, 1, 2),  // just past page 1, flung on: page 2
        (30.0, -900.0, 0, 0),  // before the first page: stays on it
        (1180.0, 900.0, 4, 4), // past the last page: stays on it
    ])
    func paging(offset: Double, velocity: Double, startPage: Int, expected: Int) {
        #expect(ScrollPaging.targetPage(offset: offset, velocity: velocity, startPage: startPage, pageSize: 300,
                                        lastPage: 4, rate: 0.998) == expected)
    }

    @Test("the last page counts a partial page; a non-positive size has one page")
    func lastPage() {
        #expect(ScrollPaging.lastPage(maximumOffset: 1200, pageSize: 300) == 4)
        #expect(ScrollPaging.lastPage(maximumOffset: 1250, pageSize: 300) == 5)
        #expect(ScrollPaging.lastPage(maximumOffset: 1200, pageSize: 0) == 0)
        #expect(ScrollPaging.page(at: .infinity, pageSize: 300) == 0)
    }

    @Test("a deceleration that leaves through an edge hands its velocity there to a spring back to the edge")
    func bounceAtEdge() throws {
        let limits = 0.0...1000.0
        let deceleration = ScrollDeceleration(start: 900, velocity: 3000, rate: 0.998)
        let crossing = try #require(deceleration.time(toReach: 1000))
        let motion = ScrollAxisMotion.decelerating(deceleration, startTime: 2)
        let omega = ScrollView.springAngularFrequency
        let (position, next) = motion.advanced(to: 2 + crossing + 0.05, limits: limits, bounces: true, angularFrequency: omega)
        // A critically damped spring from the edge at velocity v: x(t) = v·t·e^(−ωt).
        let v = deceleration.velocity(after: crossing)
        #expect(abs(position - (1000 + v * 0.05 * exp(-omega * 0.05))) < 1e-6)
        guard case .springing = next else { Issue.record("expected a spring, got \(next)"); return }
        let (rest, after) = next.advanced(to: 2 + crossing + 3, limits: limits, bounces: true, angularFrequency: omega)
        #expect(rest == 1000 && after == .idle, "rests exactly on the edge")
        let (stopped, stop) = motion.advanced(to: 2 + crossing + 0.05, limits: limits, bounces: false, angularFrequency: omega)
        #expect(stopped == 1000 && stop == .idle, "without bounces it stops at the edge")
    }
}
