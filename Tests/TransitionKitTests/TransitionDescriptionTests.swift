import Catalog
import Foundation
import Motion
import Testing
@testable import TransitionKit

@Suite("Describing a transition")
struct TransitionDescriptionTests {
    @Test("animation ranges are validated: 0 ≤ start < end ≤ 1", arguments: [
        (-0.1, 0.5), (0.5, 0.5), (0.6, 0.4), (0, 1.01), (.nan, 1), (0, .infinity),
    ])
    func invalidRange(start: Double, end: Double) {
        #expect(throws: TransitionError.self) { try AnimationRange(start: start, end: end) }
    }

    @Test("range presets, length and mirror")
    func ranges() throws {
        let range = try AnimationRange(start: 0.2, end: 0.5)
        #expect(abs(range.length - 0.3) < 1e-15)
        #expect(range.mirrored.start == 0.5 && abs(range.mirrored.end - 0.8) < 1e-15)
        #expect(AnimationRange.latterHalf.start == 0.5 && AnimationRange.full.length == 1)
        let decoded = try JSONDecoder().decode(AnimationRange.self, from: Data(#"{"start":0.25,"end":0.75}"#.utf8))
        #expect(decoded == (try AnimationRange(start: 0.25, end: 0.75)))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AnimationRange.self, from: Data(#"{"start":0.75,"end":0.25}"#.utf8))
        }
    }

    @Test("the effective duration makes room for implicit-duration springs")
    func effectiveDuration() throws {
        // A 0.6 s spring starting halfway needs 0.6 / (1 − 0.5) = 1.2 s.
        let schedule = TransitionSchedule(
            nominalDuration: 1, ranges: [.full, .latterHalf, .firstHalf], implicitDurations: [nil, 0.6, 0.3])
        #expect(abs(schedule.duration - 1.2) < 1e-12)
        #expect(schedule.windows[0] == .init(start: 0, duration: 1.2))
        #expect(schedule.windows[1] == .init(start: 0.6, duration: 0.6))
        #expect(schedule.windows[2] == .init(start: 0, duration: 0.3))
        #expect(schedule.windows[1].localFraction(at: 0.3) == 0)
        #expect(abs(schedule.windows[1].localFraction(at: 0.9) - 0.5) < 1e-12)
        #expect(schedule.windows[1].localFraction(at: 2) == 1)
        let withShared = TransitionSchedule(nominalDuration: 0.5, ranges: [.full], implicitDurations: [nil], sharedElementDuration: 0.8)
        #expect(withShared.duration == 0.8)
        let plain = TransitionSchedule(nominalDuration: 0.5, ranges: [.firstQuarter], implicitDurations: [nil])
        #expect(plain.duration == 0.5 && plain.windows[0] == .init(start: 0, duration: 0.125))
    }

    @Test("durations must be finite and positive")
    @MainActor
    func durations() {
        #expect(throws: TransitionError.invalidDuration(0)) { try Transition(duration: 0, animation: DissolveTransitionAnimation()) }
        #expect(throws: TransitionError.self) { try Transition(duration: .nan, animation: DissolveTransitionAnimation()) }
    }

    @Test("operations know whether they present or dismiss")
    func operations() {
        let presenting: [TransitionOperation] = [.navigation(.push), .modal(.present), .tabBar(.increaseIndex)]
        let dismissing: [TransitionOperation] = [.navigation(.pop), .modal(.dismiss), .tabBar(.decreaseIndex)]
        #expect(presenting.allSatisfy { $0.isPresenting && !$0.isDismissing })
        #expect(dismissing.allSatisfy { $0.isDismissing && !$0.isPresenting })
        #expect(!TransitionOperation.none.isPresenting && TransitionOperation.none.isNone)
    }

    @Test("progress as a step or as the fraction, clamped")
    func progress() {
        #expect(TransitionProgress.step(0.1).applied(to: 0.5) == 0.6)
        #expect(TransitionProgress.fractionComplete(0.2).applied(to: 0.5) == 0.2)
        #expect(TransitionProgress.step(0.9).applied(to: 0.5) == 1)
        #expect(TransitionProgress.fractionComplete(-1).applied(to: 0.5) == 0)
        #expect(TransitionProgress.step(.nan).applied(to: 0.5) == 0.5)
    }

    @Test("pan interaction thresholds and flick velocities are validated")
    @MainActor
    func panSettings() throws {
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        #expect(pan.completionThreshold == 1.0 / 3 && pan.isFlickEnabled && pan.minimumFlickVelocity == 1200)
        #expect(!pan.updateProgressAsStep)
        try pan.setCompletionThreshold(0.5)
        #expect(pan.completionThreshold == 0.5)
        #expect(throws: TransitionError.invalidThreshold(1.5)) { try pan.setCompletionThreshold(1.5) }
        #expect(throws: TransitionError.invalidFlickVelocity(-3)) { try pan.setMinimumFlickVelocity(-3) }
        #expect(PanInteractionController.forTabBarTransitions(rightToLeft: true).edge == .left)
        #expect(PanInteractionController.forTabBarTransitions().edge == .right)
    }
}
