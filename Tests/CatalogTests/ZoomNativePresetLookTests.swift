@testable import Catalog
import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import GestureScripts
import Motion
import Recording
import Stage
import Testing
import TransitionKit

/// How the Zoom's flying card looks, measured against the table of issue 30: its corner radius
/// (linear in progress from the source's to the display's), its shadow (Gaussian σ ≈ 18 pt,
/// α 0.24, 4 pt down, gone by the last tenth of a landing) and the source's copy inside it
/// (faded out over the first 0.55 of progress). Every expected figure is worked out here from
/// the table's numbers and the demo's own views; progress is measured as the table's is, by the
/// card's size on screen (0 at the grid's card, 1 at the story).
@MainActor
@Suite("Zoom native preset: the flying card")
struct ZoomNativePresetLookTests {
    enum Native {
        static let shadowSigma = 18.0, shadowOpacity = 0.24, shadowDown = 4.0, shadowGoneBy = 0.1
        static let sourceFadeEnd = 0.55
    }

    /// One frame of a flight: the card's progress from the grid (0) to the story (1) by its
    /// width, and how it looks.
    struct Sample {
        var progress: Double
        var cornerRadius: Double
        var replicaAlpha: Double
        var underlayAlpha: Double?
        var shadowOpacity: Double
        var shadowRadius: Double
        var shadowOffset: CGSize
        var recorded: RecordedShadow?
    }

    /// Every frame of the transition `start` starts (at 120 fps), until it ends.
    private func flight(_ demo: ZoomDemo, start: () throws -> Void) throws -> [Sample] {
        let cardWidth = Double(demo.grid.cards[1].image.bounds.width), storyWidth = Double(demo.window.screenSize.width)
        try start()
        var samples: [Sample] = []
        while demo.controller.isTransitioning {
            demo.window.run(for: 1.0 / 120)
            guard let director = demo.controller.director, let replica = director.mainReplica as? View else { break }
            let caster = (director.underlay as? View) ?? replica
            let frame = FrameRecorder.snapshot(of: demo.window, time: demo.window.clock.now)
            samples.append(Sample(
                progress: (Double(replica.bounds.width) - cardWidth) / (storyWidth - cardWidth),
                cornerRadius: replica.cornerRadius, replicaAlpha: replica.alpha, underlayAlpha: (director.underlay as? View)?.alpha,
                shadowOpacity: caster.shadowOpacity, shadowRadius: caster.shadowRadius, shadowOffset: caster.shadowOffset,
                recorded: frame.views.first { $0.name == caster.name && $0.shadow != nil }?.shadow))
        }
        return samples
    }

    /// The source's and the display's corner radii: the grid card's image and the story's.
    private func radii(_ demo: ZoomDemo) throws -> (card: Double, story: Double) {
        let story = try #require(demo.detail?.image.cornerRadius)
        return (demo.grid.cards[1].image.cornerRadius, story)
    }

    @Test("the corner radius is linear in the flight's progress, from the card's to the story's, both ways")
    func cornerRadius() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.controller.configuration.recededScale = 1
        let opening = try flight(demo) { try demo.open(card: 1) }
        let (card, story) = try radii(demo)
        #expect(card != story, "the ends differ (\(card), \(story)): the test can tell")
        try demo.window.runUntilIdle()
        let closing = try flight(demo) { try demo.close() }
        for (name, samples) in [("open", opening), ("close", closing)] {
            let flying = samples.dropLast()
            #expect(flying.count >= 20)
            for sample in flying {
                let expected = card + (story - card) * min(max(sample.progress, 0), 1)
                #expect(abs(sample.cornerRadius - expected) < 0.05,
                        "\(name): radius \(sample.cornerRadius) at progress \(sample.progress), linear says \(expected)")
            }
        }
    }

    @Test("following the timeline instead, the radius leaves the line the table draws (what the preset no longer does)")
    func cornerRadiusByTimelineMisses() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.controller.configuration.recededScale = 1
        demo.controller.configuration.cornerRadiusProgress = .timeline
        let opening = try flight(demo) { try demo.open(card: 1) }
        let (card, story) = try radii(demo)
        let worst = opening.dropLast().map { abs($0.cornerRadius - (card + (story - card) * min(max($0.progress, 0), 1))) }.max() ?? 0
        #expect(worst > 0.5, "the time-based fraction runs apart from the spring: worst \(worst) pt off the line")
    }

    @Test("the card casts a shadow of σ 18 pt, α 0.24, 4 pt down, gone by the last tenth of its landing")
    func shadow() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.controller.configuration.recededScale = 1
        let opening = try flight(demo) { try demo.open(card: 1) }
        try demo.window.runUntilIdle()
        let closing = try flight(demo) { try demo.close() }
        for (name, samples, closes) in [("open", opening, false), ("close", closing, true)] {
            let flying = samples.dropLast()
            #expect(flying.contains { ($0.progress > 0.2 && $0.progress < 0.8) })
            for sample in flying {
                // The way left to the landing, 0…1.
                let left = closes ? sample.progress : 1 - sample.progress
                let expected = Native.shadowOpacity * min(max(left / Native.shadowGoneBy, 0), 1)
                #expect(abs(sample.shadowOpacity - expected) < 0.002,
                        "\(name): shadow α \(sample.shadowOpacity) with \(left) left, the table says \(expected)")
                #expect(sample.shadowRadius == Native.shadowSigma && sample.shadowOffset == CGSize(width: 0, height: Native.shadowDown))
                if expected > 0.01 {
                    let recorded = try #require(sample.recorded, "\(name): recorded with its shadow")
                    // Recorded on screen: the card is at scale 1 (it flies by its size).
                    #expect(abs(recorded.radius - Native.shadowSigma) < 1e-6 && abs(recorded.offsetY - Native.shadowDown) < 1e-6
                            && recorded.offsetX == 0 && abs(recorded.opacity - sample.shadowOpacity) < 1e-9)
                }
            }
            let landing = flying.filter { (closes ? $0.progress : 1 - $0.progress) < 0.1 }
            #expect(!landing.isEmpty && landing.allSatisfy { $0.shadowOpacity < Native.shadowOpacity }, "\(name): fading as it lands")
        }
        #expect(FrameRecorder.snapshot(of: demo.window, time: 0).views.allSatisfy { $0.shadow == nil }, "no shadow left after")
    }

    @Test("the source's copy in the card fades out over the first 0.55 of progress, over the destination's copy")
    func sourceCopyFades() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.controller.configuration.recededScale = 1
        let opening = try flight(demo) { try demo.open(card: 1) }
        try demo.window.runUntilIdle()
        let closing = try flight(demo) { try demo.close() }
        for (name, samples, closes) in [("open", opening, false), ("close", closing, true)] {
            let flying = samples.dropLast()
            #expect(flying.contains { (closes ? 1 - $0.progress : $0.progress) < 0.5 } && flying.contains { (closes ? 1 - $0.progress : $0.progress) > 0.6 })
            for sample in flying {
                // The way travelled from the source, 0…1.
                let travelled = closes ? 1 - sample.progress : sample.progress
                let expected = max(0, 1 - min(max(travelled, 0), 1) / Native.sourceFadeEnd)
                #expect(abs(sample.replicaAlpha - expected) < 0.005,
                        "\(name): source copy α \(sample.replicaAlpha) at \(travelled) travelled, the table says \(expected)")
                #expect(sample.underlayAlpha == 1, "\(name): the destination's copy shows through, opaque")
            }
        }
        #expect(demo.controller.director?.underlay?.superview == nil, "the copy is gone at the end")
    }

    @Test("held by a drag that shrinks it, and let go, the card and the destination's copy under it stay one shape, frame by frame",
          arguments: ZoomDemo.Host.allCases)
    func underlayFollowsTheHeldCard(host: ZoomDemo.Host) throws {
        let demo = ZoomDemo(host: host, clock: try ManualClock())
        try demo.open(card: 1)
        try demo.window.runUntilIdle()
        // Down 300 pt: the native shape shrinks the card as it goes; then a flick away.
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 200), CGPoint(x: 195, y: 500)], duration: 0.5, easing: .linear, lift: false)
            GestureStep.flick(velocity: CGPoint(x: 0, y: 900), duration: 0.15)
        })
        var compared = 0
        for _ in 0..<240 {
            demo.window.run(for: 1.0 / 120)
            guard let replica = demo.controller.director?.mainReplica as? View, let underlay = demo.controller.director?.underlay as? View
            else { continue }
            let card = replica.convert(replica.bounds, to: nil), copy = underlay.convert(underlay.bounds, to: nil)
            #expect(abs(card.minX - copy.minX) < 0.01 && abs(card.minY - copy.minY) < 0.01 && abs(card.width - copy.width) < 0.01
                    && abs(card.height - copy.height) < 0.01, "the card \(card), its copy \(copy)")
            compared += 1
        }
        #expect(compared > 40, "compared while it flew: \(compared) frames")
        #expect(!demo.showsDetail)
    }

    @Test("each value can be overridden on its own: no shadow, no cross-fade")
    func overrides() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.controller.configuration.shadowOpacity = 0
        demo.controller.configuration.sourceFadeEnd = nil
        let opening = try flight(demo) { try demo.open(card: 1) }
        #expect(opening.allSatisfy { $0.shadowOpacity == 0 && $0.underlayAlpha == nil && $0.replicaAlpha == 1 })
        #expect(ZoomTransitionDirector.Configuration.native.shadowRadius == Native.shadowSigma)
    }
}
