import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Recording
import Testing
@testable import Report

@Suite("ScenePlots: the shared element's velocity")
struct ScenePlotsTests {
    @Test("the travel between frames over the time between them; nothing where a frame has no element or no time passed")
    func finiteDifferences() {
        let points: [CGPoint?] = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: -2), nil, CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5),
                                  CGPoint(x: 9, y: 1)]
        let times = [0.0, 0.01, 0.02, 0.03, 0.03, 0.05]
        let velocities = ScenePlots.velocities(of: points, at: times)
        #expect(velocities.count == 6)
        #expect(velocities[0] == nil, "no frame before the first")
        #expect(velocities[1].map { abs(Double($0.x) - 100) < 1e-9 && abs(Double($0.y) + 200) < 1e-9 } == true)
        #expect(velocities[2] == nil && velocities[3] == nil, "no element in a frame, or in the one before it")
        #expect(velocities[4] == nil, "a zero-length frame")
        #expect(velocities[5].map { abs(Double($0.x) - 150) < 1e-9 && abs(Double($0.y) + 200) < 1e-9 } == true)
    }

    @Test("a scene with a shared element plots its velocity beside the finger's")
    func plotted() {
        var frame = RecordedFrame(time: 0, views: [recordedView("photo", center: (10, 10))],
                                  transition: RecordedTransition(name: "t", fractionComplete: 0, phase: .interactive, sharedElement: "photo"))
        var next = frame
        next.time = 0.1
        next.views = [recordedView("photo", center: (30, 10))]
        frame.gestures = [RecordedGesture(name: "pan", state: "changed")]
        let scene = recordedScene([frame, next])
        let plots = ScenePlots(scene: scene, summary: SceneSummary(scene))
        let velocity = plots.velocity
        #expect(velocity.title == "Velocity: shared element and finger")
        #expect(velocity.series.map(\.name) == ["element x", "element y", "finger x", "finger y"])
        let elementX = velocity.series[0].values.last ?? nil
        #expect(elementX.map { abs($0 - 200) < 1e-9 } == true, "20 points in 0.1 s")
        #expect(plots.all.contains { $0.contains("Velocity: shared element and finger") })
    }
}
