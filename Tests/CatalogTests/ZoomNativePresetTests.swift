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

/// The Zoom's native preset measured against the table of issue 30 (iOS 27's zoom, fitted in the
/// simulator), with scripted gestures on Stage. Every expected figure is worked out here from the
/// table's numbers — a spring's closed form, the commit rules' thresholds — never read from the
/// code under test.
@MainActor
@Suite("Zoom native preset")
struct ZoomNativePresetTests {
    /// The table's figures.
    enum Native {
        static let flightOmega = 19.0
        static let recededScale = 0.914
        static let dimming = 0.15
        static let recedeOmega = 15.0
        static let panCommitScale = 0.905, panShrink = 0.67, projection = 0.12
        static let pinchDeadZone = 8.7, pinchCommitRatio = 0.5
        static let cancel = (omega: 22.5, zeta: 0.9), landing = (omega: 15.0, zeta: 0.75)
        static let reducedMotion = 0.14
    }

    /// How far a spring from rest has to go, as a fraction of its travel, `t` seconds in
    /// (1 at the start, 0 at the destination): the closed form for damping ratio `zeta`.
    nonisolated static func remaining(_ t: Double, omega: Double, zeta: Double) -> Double {
        if abs(zeta - 1) < 1e-9 { return (1 + omega * t) * exp(-omega * t) }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    /// ωt for a critically damped spring from rest that has covered `progress` of its way.
    nonisolated static func criticalPhase(progress: Double) -> Double {
        var low = 0.0, high = 40.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if 1 - (1 + mid) * exp(-mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The slope of the least-squares line through `points`.
    nonisolated static func slope(_ points: [(x: Double, y: Double)]) -> Double {
        let n = Double(points.count)
        let mx = points.map(\.x).reduce(0, +) / n, my = points.map(\.y).reduce(0, +) / n
        let sxy = points.map { ($0.x - mx) * ($0.y - my) }.reduce(0, +)
        let sxx = points.map { ($0.x - mx) * ($0.x - mx) }.reduce(0, +)
        return sxy / sxx
    }

    private func mainReplica(_ demo: ZoomDemo) throws -> View {
        try #require(demo.controller.director?.mainReplica as? View)
    }

    /// The main replica's progress from the card (0) to the story (1), by its width, each
    /// frame of a transition that `start` starts, with the covered grid's scale and opacity.
    private func flight(_ demo: ZoomDemo, cardWidth: Double, storyWidth: Double, start: () throws -> Void) throws
        -> [(t: Double, progress: Double, scale: Double, alpha: Double)] {
        let began = demo.window.clock.now
        try start()
        var samples: [(t: Double, progress: Double, scale: Double, alpha: Double)] = []
        while demo.controller.isTransitioning {
            demo.window.run(for: 1.0 / 120)
            guard let replica = demo.controller.director?.mainReplica as? View else { break }
            let width = Double(replica.bounds.width)
            samples.append((demo.window.clock.now - began, (width - cardWidth) / (storyWidth - cardWidth),
                            demo.grid.stageView.transform.scaleX, demo.grid.stageView.alpha))
        }
        return samples
    }

    @Test("push and pop fly on one critically damped spring, ω ≈ 19 rad/s (±1), with no overshoot")
    func flightSpring() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        // The grid stays still: the card lands where it is measured (the recede is measured on its own).
        demo.controller.configuration.recededScale = 1
        let cardWidth = Double(demo.grid.cards[1].image.bounds.width), storyWidth = Double(demo.window.screenSize.width)
        for closing in [false, true] {
            let samples = try flight(demo, cardWidth: cardWidth, storyWidth: storyWidth) {
                if closing { try demo.close() } else { try demo.open(card: 1) }
            }
            // Going back the progress runs from 1 to 0: measure the way travelled.
            let travelled = samples.map { (t: $0.t, p: closing ? 1 - $0.progress : $0.progress) }
            let fitted = travelled.filter { $0.p > 0.15 && $0.p < 0.9 }.map { (x: $0.t, y: Self.criticalPhase(progress: $0.p)) }
            #expect(fitted.count >= 8)
            let omega = Self.slope(fitted)
            #expect(abs(omega - Native.flightOmega) < 1, "\(closing ? "pop" : "push"): ω \(omega)")
            #expect(travelled.allSatisfy { $0.p < 1.005 }, "critically damped: no overshoot")
            try demo.window.runUntilIdle()
        }
    }

    @Test("the covered grid recedes to 0.914 and dims by 0.15 × progress, with the flight")
    func recedesWithTheFlight() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        let cardWidth = Double(demo.grid.cards[1].image.bounds.width), storyWidth = Double(demo.window.screenSize.width)
        let samples = try flight(demo, cardWidth: cardWidth, storyWidth: storyWidth) { try demo.open(card: 1) }
        for sample in samples.dropLast() {
            #expect(abs(sample.scale - (1 - (1 - Native.recededScale) * sample.progress)) < 0.003, "scale at \(sample.t) s")
            #expect(abs(sample.alpha - (1 - Native.dimming * sample.progress)) < 0.005, "dim at \(sample.t) s")
        }
        let last = try #require(samples.dropLast().last)
        #expect(abs(last.scale - Native.recededScale) < 0.002, "receded: \(last.scale)")
        try demo.window.runUntilIdle()
        #expect(demo.grid.stageView.transform.scaleX == 1 && demo.grid.stageView.alpha == 1, "put back at the end")
    }

    @Test("during a dismissing drag the covered grid holds receded; released, it comes home on ω 15, ζ 1")
    func recedeHoldsThenComesHome() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 1)
        try demo.window.runUntilIdle()
        let center = CGPoint(x: 195, y: 300)
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [center, CGPoint(x: center.x, y: center.y + 250)], duration: 0.5, lift: false)
            GestureStep.hold(duration: 0.1)
        })
        demo.window.run(for: 0.55)
        #expect(demo.controller.isTransitioning)
        #expect(abs(demo.grid.stageView.transform.scaleX - Native.recededScale) < 0.001, "holds during the gesture")
        try demo.window.inject(GestureScript { GestureStep.lift })
        var lifted: Double?
        var home: Double?
        while demo.controller.isTransitioning {
            demo.window.run(for: 1.0 / 120)
            if lifted == nil, let pan = demo.controller.dismisser.gestureRecognizers.first(where: { $0 is PanGestureRecognizer }),
               pan.state == .possible || pan.state == .ended { lifted = pan.timestamp }
            if home == nil, abs(1 - demo.grid.stageView.transform.scaleX) < 0.01 { home = demo.window.clock.now }
        }
        // Home within 1 % of scale: (1 − 0.914)(1 + ωt)e^(−ωt) = 0.01.
        var expected = 0.0
        while (1 - Native.recededScale) * Self.remaining(expected, omega: Native.recedeOmega, zeta: 1) > 0.01 { expected += 0.0001 }
        let measured = try #require(home) - (try #require(lifted))
        #expect(abs(measured - expected) < 0.02, "home \(measured) s after the release; ω 15, ζ 1 says \(expected) s")
        #expect(!demo.showsDetail)
    }

    /// Opens card 1, plays `script` in the story, and says whether the story is dismissed.
    private func dismisses(_ script: GestureScript, configure: ((ZoomDemo) -> Void)? = nil) throws -> Bool {
        let demo = ZoomDemo(clock: try ManualClock())
        configure?(demo)
        try demo.playOpen(card: 1, then: script)
        return !demo.showsDetail
    }

    @Test("a pan still under 16 pt starts nothing; past 20 pt it starts the dismissal")
    func panDeadZone() throws {
        for (distance, starts) in [(15.0, false), (21.0, true)] {
            let demo = ZoomDemo(clock: try ManualClock())
            try demo.open(card: 1)
            try demo.window.runUntilIdle()
            try demo.window.inject(GestureScript {
                GestureStep.drag(path: [CGPoint(x: 195, y: 300), CGPoint(x: 195, y: 300 + distance)], duration: 0.3, lift: false)
                GestureStep.hold(duration: 0.1)
                GestureStep.lift
            })
            demo.window.run(for: 0.38)
            #expect(demo.controller.isTransitioning == starts, "\(distance) pt")
            try demo.window.runUntilIdle()
        }
    }

    @Test("a released pan dismisses when position + 120 ms of velocity projects a scale under 0.905",
          arguments: [(travel: 105.0, speed: 0.0), (travel: 135.0, speed: 0.0), (travel: 60.0, speed: 400.0), (travel: 60.0, speed: 600.0)])
    func panCommits(travel: Double, speed: Double) throws {
        // Scale 1 − 0.67 × (travel + 0.12 × speed) / 844 < 0.905.
        let projected = 1 - Native.panShrink * (travel + Native.projection * speed) / 844
        let expected = projected < Native.panCommitScale
        let start = CGPoint(x: 195, y: 300)
        let script = GestureScript {
            if speed == 0 {
                GestureStep.drag(path: [start, CGPoint(x: start.x, y: start.y + travel)], duration: 0.4, lift: false)
                GestureStep.hold(duration: 0.1)
                GestureStep.lift
            } else {
                // Steady at `speed` for the last 0.1 s before the lift.
                let cruise = speed * 0.1
                GestureStep.drag(path: [start, CGPoint(x: start.x, y: start.y + travel - cruise)], duration: 0.3, lift: false)
                GestureStep.drag(path: [CGPoint(x: start.x, y: start.y + travel - cruise), CGPoint(x: start.x, y: start.y + travel)],
                                 duration: 0.1, easing: .linear)
            }
        }
        #expect(try dismisses(script) == expected, "travel \(travel) pt at \(speed) pt/s: projected scale \(projected)")
    }

    @Test("pinch: still under 8.7 pt, then scale = distance / (start − 8.7), never above 1; rotation alone does nothing")
    func pinchFollows() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 1)
        try demo.window.runUntilIdle()
        let storyWidth = Double(demo.window.screenSize.width)
        let center = CGPoint(x: 195, y: 300)
        // 8 pt closer: under the dead zone.
        try demo.window.inject(GestureScript { GestureStep.pinch(center: center, span: 200, scale: 0.96, duration: 0.3, lift: false) })
        demo.window.run(for: 0.35)
        #expect(!demo.controller.isTransitioning, "8 pt: still")
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle()
        // Turning alone: nothing.
        try demo.window.inject(GestureScript { GestureStep.rotate(center: center, span: 200, rotation: 0.6, duration: 0.4, lift: false) })
        demo.window.run(for: 0.45)
        #expect(!demo.controller.isTransitioning, "rotation alone starts nothing")
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle()
        // Pinched to 140 pt (from 200) and turned 0.4 rad, held.
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: center, span: 200, scale: 0.7, rotation: 0.4, duration: 0.4, lift: false)
            GestureStep.hold(duration: 0.2)
        })
        demo.window.run(for: 0.6)
        let replica = try mainReplica(demo)
        let scale = Double(replica.bounds.width) * replica.transform.scaleX / storyWidth
        let expected = 140 / (200 - Native.pinchDeadZone)
        #expect(abs(scale - expected) < 0.01, "card scale \(scale), distance / (start − 8.7) = \(expected)")
        #expect(abs(replica.transform.rotation - 0.4) < 0.02, "turned 1:1: \(replica.transform.rotation)")
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle()
    }

    @Test("spread, the card never grows past its size")
    func pinchNeverAboveOne() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 1)
        try demo.window.runUntilIdle()
        try demo.window.inject(GestureScript {
            GestureStep.pinch(center: CGPoint(x: 195, y: 300), span: 150, scale: 1.6, duration: 0.4, lift: false)
            GestureStep.hold(duration: 0.1)
        })
        var widest = 0.0
        for _ in 0..<60 {
            demo.window.run(for: 1.0 / 120)
            if let replica = demo.controller.director?.mainReplica as? View {
                widest = max(widest, Double(replica.bounds.width) * replica.transform.scaleX)
            }
        }
        #expect(widest <= Double(demo.window.screenSize.width) + 0.5, "widest \(widest) pt")
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle()
    }

    @Test("a released pinch dismisses when the fingers' ratio is under 0.5", arguments: [0.45, 0.55])
    func pinchCommits(ratio: Double) throws {
        // The ratio counts from the end of the dead zone: distance = ratio × (200 − 8.7).
        let scale = ratio * (200 - Native.pinchDeadZone) / 200
        let script = GestureScript {
            GestureStep.pinch(center: CGPoint(x: 195, y: 300), span: 200, scale: scale, duration: 0.4, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        }
        #expect(try dismisses(script) == (ratio < Native.pinchCommitRatio), "ratio \(ratio)")
    }

    /// The main replica's remaining way after a release at rest, sampled every frame: the
    /// distance from where it lands over the distance at the release, against `measure`.
    private func afterRelease(travel: Double, measure: (View, ZoomDemo) -> Double) throws -> (demo: ZoomDemo, samples: [(t: Double, r: Double)]) {
        let demo = ZoomDemo(clock: try ManualClock())
        // The grid stays still, so the landing place holds still.
        demo.controller.configuration.recededScale = 1
        demo.controller.configuration.dimming = 0
        try demo.open(card: 1)
        try demo.window.runUntilIdle()
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 300), CGPoint(x: 195, y: 300 + travel)], duration: 0.4, lift: false)
            GestureStep.hold(duration: 0.1)
        })
        demo.window.run(for: 0.45)
        let replica = try mainReplica(demo)
        let atRelease = measure(replica, demo)
        try demo.window.inject(GestureScript { GestureStep.lift })
        let pan = try #require(demo.controller.dismisser.gestureRecognizers.first { $0 is PanGestureRecognizer })
        var samples: [(t: Double, r: Double)] = []
        var lifted: Double?
        while demo.controller.isTransitioning {
            demo.window.run(for: 1.0 / 120)
            if lifted == nil, !pan.state.isActive { lifted = pan.timestamp }
            if let lifted { samples.append((demo.window.clock.now - lifted, measure(replica, demo) / atRelease)) }
        }
        return (demo, samples)
    }

    @Test("released short of the rule, the card springs back on ω 22.5, ζ 0.9")
    func cancelSpring() throws {
        let home = CGPoint(x: 195, y: 390 * 0.75 / 2)
        let (demo, samples) = try afterRelease(travel: 80) { replica, _ in
            Double(hypot(replica.center.x - home.x, replica.center.y - home.y))
        }
        #expect(demo.showsDetail)
        for sample in samples where sample.t > 0.02 && sample.t < 0.15 {
            let expected = Self.remaining(sample.t, omega: Native.cancel.omega, zeta: Native.cancel.zeta)
            #expect(abs(sample.r - expected) < 0.03, "at \(sample.t) s: \(sample.r), ω 22.5 ζ 0.9 says \(expected)")
        }
    }

    @Test("released past the rule, the card lands on ω 15, ζ 0.75 (its small overshoot included)")
    func landingSpring() throws {
        let (demo, samples) = try afterRelease(travel: 220) { replica, demo in
            Double(replica.bounds.width - demo.grid.cards[1].image.bounds.width)
        }
        #expect(!demo.showsDetail)
        for sample in samples where sample.t > 0.02 && sample.t < 0.35 {
            let expected = Self.remaining(sample.t, omega: Native.landing.omega, zeta: Native.landing.zeta)
            #expect(abs(sample.r - expected) < 0.03, "at \(sample.t) s: \(sample.r), ω 15 ζ 0.75 says \(expected)")
        }
        // From rest, ζ 0.75 overshoots by e^(−ζπ/√(1−ζ²)) of the way.
        let overshoot = exp(-Native.landing.zeta * .pi / (1 - Native.landing.zeta * Native.landing.zeta).squareRoot())
        let deepest = -(samples.map(\.r).min() ?? 0)
        #expect(abs(deepest - overshoot) < 0.01, "overshoot \(deepest), ζ 0.75 says \(overshoot)")
    }

    @Test("reduced motion: a cross-fade of about 140 ms, in and out")
    func reducedMotion() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.window.prefersReducedMotion = true
        for closing in [false, true] {
            let began = demo.window.clock.now
            if closing { try demo.close() } else { try demo.open(card: 1) }
            var ended = began
            while demo.controller.isTransitioning {
                demo.window.run(for: 1.0 / 120)
                ended = demo.window.clock.now
            }
            #expect(abs(ended - began - Native.reducedMotion) <= 2.0 / 120, "\(closing ? "out" : "in"): \(ended - began) s")
            #expect(demo.showsDetail != closing)
        }
    }
}
