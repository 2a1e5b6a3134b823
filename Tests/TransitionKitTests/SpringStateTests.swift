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
        let state = SpringState(value: 0.0, back: 0, fore: 100)
        var expected = (value: 0.0, velocity: 0.0)
        for interval in [1.0 / 120, 1.0 / 120, 1.0 / 60, 1.0 / 120, 0.25, 1.0 / 120] {
            state.advance(by: interval, spring: spring, to: 100)
            let next = spring.value(from: expected.value, to: 100, initialVelocity: expected.velocity, at: interval)
            expected.velocity = spring.velocity(from: expected.value, to: 100, initialVelocity: expected.velocity, at: interval)
            expected.value = next
            #expect(abs(state.value - expected.value) < 1e-9 && abs(state.velocity - expected.velocity) < 1e-9, "after a \(interval) s frame")
        }
    }

    @Test("settled means exactly at the destination and still")
    func settled() {
        let state = SpringState(value: CGSize(width: 1, height: 1), back: CGSize(width: 1, height: 1), fore: CGSize(width: 1, height: 1))
        #expect(state.isSettled(at: CGSize(width: 1, height: 1)))
        #expect(!state.isSettled(at: CGSize(width: 1, height: 1.0000001)), "not there")
        state.restart(from: CGSize(width: 1, height: 1), velocity: CGSize(width: 0, height: 1e-9))
        #expect(!state.isSettled(at: CGSize(width: 1, height: 1)), "there, but moving")
    }
}
