import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Testing
@testable import TransitionKit

@MainActor
@Suite("A transition spring's state")
struct SpringStateTests {
    @Test("stepping with frames of changing lengths follows the closed form, reusing a propagator only for the same length")
    func stepsFollowClosedForm() throws {
        let spring = try Spring(mass: 1, stiffness: 342, damping: 30)
        let state = UncheckedSpringState(value: 0.0, back: 0, fore: 100)
        var expected = (value: 0.0, velocity: 0.0)
        for interval in [1.0 / 120, 1.0 / 120, 1.0 / 60, 1.0 / 120, 0.25, 1.0 / 120] {
            state.advance(by: interval, spring: spring, to: 100, landingWithin: 0)
            let next = spring.value(from: expected.value, to: 100, initialVelocity: expected.velocity, at: interval)
            expected.velocity = spring.velocity(from: expected.value, to: 100, initialVelocity: expected.velocity, at: interval)
            expected.value = next
            #expect(abs(state.value - expected.value) < 1e-9 && abs(state.velocity - expected.velocity) < 1e-9, "after a \(interval) s frame")
        }
    }

    @Test("released part-way through a frame, a spring moves only for the rest of it")
    func releasedMidFrame() throws {
        let spring = try Spring(mass: 1, stiffness: 342, damping: 30)
        let state = UncheckedSpringState(value: 20.0, back: 0, fore: 100)
        let frame = 1.0 / 120
        // A gesture let go 5 ms into a frame that ends at 1 s, the value moving at 600 a second.
        state.restart(from: 20, velocity: 600, at: 1 - frame + 0.005)
        let interval = state.intervalAfterRelease(frame, endingAt: 1)
        #expect(abs(interval - (frame - 0.005)) < 1e-12)
        state.advance(by: interval, spring: spring, to: 100, landingWithin: 0)
        let expected = spring.value(from: 20, to: 100, initialVelocity: 600, at: frame - 0.005)
        #expect(abs(state.value - expected) < 1e-9)
        // The next frame is a whole frame again; a release before the frame began counts it all.
        #expect(state.intervalAfterRelease(frame, endingAt: 1 + frame) == frame)
        state.restart(from: 20, at: 0.5)
        #expect(state.intervalAfterRelease(frame, endingAt: 1) == frame)
        state.restart(from: 20, at: 2)
        #expect(state.intervalAfterRelease(frame, endingAt: 1) == 0, "a release after the frame's end moves nothing yet")
    }

    @Test("with less than a pixel left to move, a spring lands on its destination without a step in value or speed")
    func lands() throws {
        let spring = try Spring(mass: 1, stiffness: 342, damping: 30)
        let pixel = 1.0 / 3
        let state = UncheckedSpringState(value: 0.0, back: 0, fore: 100)
        let frame = 1.0 / 120
        var values = [0.0]
        var time = 0.0
        var landedAt: Double?
        while time < 2, landedAt == nil {
            state.advance(by: frame, spring: spring, to: 100, landingWithin: pixel)
            time += frame
            values.append(state.value)
            if state.isSettled(at: 100) { landedAt = time }
        }
        let landed = try #require(landedAt)
        // The free spring: from when what it has left (distance + speed ÷ ω) is under a pixel.
        var free = (value: 0.0, velocity: 0.0)
        var underAPixel = 0.0
        for index in 1...240 {
            let t = Double(index) * frame
            free = (spring.value(from: 0, to: 100, initialVelocity: 0, at: t), spring.velocity(from: 0, to: 100, initialVelocity: 0, at: t))
            if abs(free.value - 100) + abs(free.velocity) / spring.naturalFrequency >= pixel { underAPixel = t + frame }
        }
        #expect(landed <= underAPixel + 1.0 / 30 + 1e-9, "landed at \(landed) s; under a pixel from \(underAPixel) s")
        #expect(landed < 0.6, "the spring's tail to 0.01 lasts beyond 0.7 s")
        // No step: every frame of the landing moves less than a pixel, and less than the frame
        // before it moved plus what the spring itself accelerates in a frame.
        let steps = zip(values, values.dropFirst()).map { abs($1 - $0) }
        let landing = steps.suffix(5)
        #expect(landing.allSatisfy { $0 < pixel }, "\(landing)")
        #expect(landing.last ?? 1 < 0.05, "the last frame eases in: \(landing)")
        #expect(state.value == 100 && state.velocity == 0)
    }

    @Test("settled means exactly at the destination and still")
    func settled() {
        let state = UncheckedSpringState(value: CGSize(width: 1, height: 1), back: CGSize(width: 1, height: 1), fore: CGSize(width: 1, height: 1))
        #expect(state.isSettled(at: CGSize(width: 1, height: 1)))
        #expect(!state.isSettled(at: CGSize(width: 1, height: 1.0000001)), "not there")
        state.restart(from: CGSize(width: 1, height: 1), velocity: CGSize(width: 0, height: 1e-9), at: 0)
        #expect(!state.isSettled(at: CGSize(width: 1, height: 1)), "there, but moving")
    }
}
