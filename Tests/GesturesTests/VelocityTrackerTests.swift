import Foundation
import Testing
@testable import Gestures
import GestureScripts

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    static let fixtureURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/android-flings.json")

    static func fixture() throws -> VelocityRecording {
        try JSONDecoder().decode(VelocityRecording.self, from: Data(contentsOf: fixtureURL))
    }

    nonisolated static let caseNames: [String] = {
        (try? fixture().cases.map(\.name)) ?? []
    }()

    @Test("reproduces Android's reference velocity within 20 %, with the right sign", arguments: caseNames)
    func recordedFling(name: String) throws {
        let recording = try Self.fixture()
        let stroke = try #require(recording.cases.first { $0.name == name })
        let reference = try #require(stroke.preferredReference)
        let velocity = try #require(try stroke.trackedVelocity())
        for (axis, expected, measured) in [("x", reference.velocity.x, velocity.x), ("y", reference.velocity.y, velocity.y)] {
            guard let expected else { continue }
            #expect((measured > 0) == (expected > 0), "\(name) \(axis): sign of \(measured) vs \(expected)")
            #expect(abs(measured - expected) <= 0.2 * abs(expected),
                    "\(name) \(axis): \(measured) vs \(reference.strategy) \(expected)")
        }
    }

    @Test("the fixture holds every case it should")
    func fixtureIsComplete() throws {
        #expect(Self.caseNames.count == 11)
    }

    @Test("a straight line at constant speed is exact")
    func constantSpeed() throws {
        var tracker = VelocityTracker()
        for frame in 0...12 {
            let t = Double(frame) / 120
            try tracker.addSample(x: 10 + 800 * t, y: 50 - 300 * t, time: t)
        }
        let velocity = try #require(tracker.estimatedVelocity(at: 0.1))
        #expect(abs(velocity.x - 800) < 1e-6)
        #expect(abs(velocity.y + 300) < 1e-6)
    }

    @Test("a uniformly accelerating finger is measured at the newest sample")
    func acceleration() throws {
        // x(t) = 3000 t², so the velocity at t is 6000 t; a quadratic fit is exact.
        var tracker = VelocityTracker()
        for frame in 0...10 {
            let t = Double(frame) / 120
            try tracker.addSample(x: 3000 * t * t, y: 0, time: t)
        }
        let velocity = try #require(tracker.estimatedVelocity(at: 10.0 / 120))
        #expect(abs(velocity.x - 6000 * 10 / 120) < 1e-6)
        #expect(velocity.y == 0)
    }

    @Test("only the last 100 ms and at most 20 samples count")
    func window() throws {
        // Slow for a long time, then fast for the last 100 ms: only the fast part counts.
        var tracker = VelocityTracker()
        var x = 0.0
        for frame in 0...60 {
            let t = Double(frame) / 120
            try tracker.addSample(x: x, y: 0, time: t)
            x += frame >= 48 ? 10 : 1  // 1200 pt/s for the last 12 frames (100 ms)
        }
        let velocity = try #require(tracker.estimatedVelocity(at: 0.5))
        #expect(abs(velocity.x - 1200) < 1e-6)

        // At 1000 Hz, 100 ms would be 100 samples; only the last 20 are kept.
        var dense = VelocityTracker()
        for index in 0..<100 {
            try dense.addSample(x: index < 80 ? 0 : Double(index - 79) * 2, y: 0, time: Double(index) / 1000)
        }
        #expect(dense.sampleCount == 20)
        #expect(abs(dense.velocity(at: 0.099).x - 2000) < 1e-6)
    }

    @Test("a finger that rested more than 40 ms before lifting has no velocity")
    func restBeforeLift() throws {
        var tracker = VelocityTracker()
        for frame in 0...6 {
            let t = Double(frame) / 120
            try tracker.addSample(x: 1000 * t, y: 0, time: t)
        }
        #expect(tracker.estimatedVelocity(at: 0.05 + 0.039) != nil)
        #expect(tracker.estimatedVelocity(at: 0.05 + 0.041) == nil)
        #expect(tracker.velocity(at: 0.05 + 0.041) == .zero)
    }

    @Test("a pause longer than 40 ms between samples starts a new history")
    func pauseStartsOver() throws {
        var tracker = VelocityTracker()
        for frame in 0...6 {
            try tracker.addSample(x: Double(frame) * 10, y: 0, time: Double(frame) / 120)
        }
        try tracker.addSample(x: 500, y: 0, time: 0.2)
        #expect(tracker.sampleCount == 1)
        #expect(tracker.estimatedVelocity(at: 0.2) == nil)
    }

    @Test("non-finite and out-of-order samples are refused and change nothing")
    func badSamples() throws {
        var tracker = VelocityTracker()
        try tracker.addSample(x: 0, y: 0, time: 0)
        try tracker.addSample(x: 10, y: 0, time: 0.01)
        #expect(throws: TouchError.timestampWentBackwards(previous: 0.01, received: 0.005)) {
            try tracker.addSample(x: 1e6, y: 0, time: 0.005)
        }
        #expect(throws: TouchError.self) { try tracker.addSample(x: 0, y: 0, time: .nan) }
        #expect(throws: TouchError.self) { try tracker.addSample(x: .infinity, y: 0, time: 0.02) }
        #expect(throws: TouchError.self) { try tracker.addSample(x: 0, y: .nan, time: 0.02) }
        #expect(tracker.sampleCount == 2)
        let velocity = try #require(tracker.estimatedVelocity(at: 0.01))
        #expect(abs(velocity.x - 1000) < 1e-9)
    }

    @Test("a sample at the same time as the newest replaces it")
    func sameTime() throws {
        var tracker = VelocityTracker()
        try tracker.addSample(x: 0, y: 0, time: 0)
        try tracker.addSample(x: 5, y: 0, time: 0.01)
        try tracker.addSample(x: 10, y: 0, time: 0.01)
        #expect(tracker.sampleCount == 2)
        #expect(abs(tracker.velocity(at: 0.01).x - 1000) < 1e-9)
    }

    @Test("an axis no parabola describes falls back to the impulse estimate")
    func courseChange() throws {
        // A zigzag at ±1000 pt/s every 10 ms: a quadratic explains little of it. By the energy
        // rule, the work is ½·1000² after the first segment (velocity 1000), then
        // −2000·1000 more (−1.5e6, velocity −√3e6 ≈ −1732.05), then (1000 + 1732.05)·1000 more,
        // whose velocity is √(2·1.23205e6) ≈ 1569.74 pt/s.
        var tracker = VelocityTracker()
        for (index, x) in [0.0, 10, 0, 10].enumerated() {
            try tracker.addSample(x: x, y: 0, time: Double(index) * 0.01)
        }
        let velocity = try #require(tracker.estimatedVelocity(at: 0.03))
        let work = -1.5e6 + (1000 + 3e6.squareRoot()) * 1000
        #expect(abs(velocity.x - (2 * work).squareRoot()) < 1e-6)
        #expect(abs(velocity.x - 1569.74) < 0.01)
    }

    @Test("the impulse estimate of a constant speed is that speed")
    func impulseConstant() throws {
        let times = [-0.03, -0.02, -0.01, 0]
        let velocity = try #require(VelocityEstimator.impulse(times: times, positions: [0, -5, -10, -15]))
        #expect(abs(velocity + 500) < 1e-9)
        #expect(VelocityEstimator.impulse(times: [0, 0], positions: [1, 2]) == nil)
    }
}
