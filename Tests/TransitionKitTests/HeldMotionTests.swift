import Testing
@testable import TransitionKit

@Suite("How fast gestures move a held transition")
struct HeldMotionTests {
    @Test("a steady move: its rate; a rest of more than 40 ms, or too few samples: none")
    func steady() {
        var motion = HeldMotion()
        #expect(motion.velocity(at: 0) == 0)
        motion.add(0.10, at: 1.0)
        #expect(motion.velocity(at: 1.0) == 0, "one sample")
        for frame in 1...10 { motion.add(0.10 + 0.002 * Double(frame), at: 1.0 + Double(frame) / 120) }
        let now = 1.0 + 10.0 / 120
        #expect(abs(motion.velocity(at: now) - 0.24) < 1e-9, "0.002 s of position a frame at 120 Hz")
        #expect(motion.velocity(at: now + 0.041) == 0, "rested before the release")
        motion.reset()
        #expect(motion.velocity(at: now) == 0)
    }

    @Test("the last 25 ms count; a pause splits the history; out-of-order and non-finite samples change nothing")
    func window() {
        var motion = HeldMotion()
        motion.add(0, at: 0)
        motion.add(0.5, at: 0.01)
        // A pause of 50 ms, then a slow move back: only the samples after the pause count.
        motion.add(0.5, at: 0.06)
        motion.add(0.49, at: 0.07)
        #expect(abs(motion.velocity(at: 0.07) - -1) < 1e-9)
        motion.add(9, at: 0.065)
        motion.add(.nan, at: 0.08)
        motion.add(0.48, at: .infinity)
        #expect(abs(motion.velocity(at: 0.07) - -1) < 1e-9)
        // A second report at the same time replaces the first.
        motion.add(0.47, at: 0.07)
        #expect(abs(motion.velocity(at: 0.07) - -3) < 1e-9)
    }
}
