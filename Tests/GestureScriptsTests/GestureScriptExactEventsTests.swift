import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

/// Whole event streams worked out by hand from the documented rules, compared exactly: every
/// timestamp, position, phase and identifier. At 128 Hz a frame is 1/128 s and linear motions
/// over powers of two land on numbers binary floating point holds exactly, so `==` is fair.
@Suite("GestureScript exact events")
struct GestureScriptExactEventsTests {
    /// An event at `time` of touches `(id, x, y, phase)`, built as the gesture system would.
    static func event(_ time: Double, _ touches: [(Int, Double, Double, TouchPhase)]) throws -> TouchEvent {
        try TouchEvent(timestamp: time, touches: touches.map { Touch(id: $0.0, x: $0.1, y: $0.2, timestamp: time, phase: $0.3) })
    }

    /// The first offset (u, v) with u² + v² ≤ 1 from pairs of `2·nextUnitInterval() − 1`: the
    /// rejection sampling of the disc that jitter is documented (in the synthesizer) to use.
    static func discOffset(_ random: inout SplitMix64) -> (u: Double, v: Double) {
        while true {
            let u = 2 * random.nextUnitInterval() - 1
            let v = 2 * random.nextUnitInterval() - 1
            if u * u + v * v <= 1 { return (u, v) }
        }
    }

    @Test("a linear drag: 8 points a frame for 8 frames, at startTime + frame / touchRate")
    func linearDrag() throws {
        // 0.0625 s at 128 Hz is 8 frames; the path is 64 points long.
        let events = try GestureScript(touchRate: 128, startTime: 2) {
            GestureStep.drag(path: [CGPoint(x: 0, y: 10), CGPoint(x: 64, y: 10)], duration: 0.0625, easing: .linear)
        }.touchEvents()
        let expected = try (0...8).map { frame in
            let phase: TouchPhase = frame == 0 ? .began : frame == 8 ? .ended : .moved
            return try Self.event(2 + Double(frame) / 128, [(1, Double(8 * frame), 10, phase)])
        }
        #expect(events == expected)
    }

    @Test("two fingers pinch, rest where they are (stationary), lift; the next finger is touch 3")
    func pinchRestLiftTap() throws {
        let events = try GestureScript(touchRate: 128) {
            // About (100, 100) from a span of 40 to 80 over 4 frames: half-spans 20, 25, … 40.
            GestureStep.pinch(
                center: CGPoint(x: 100, y: 100), span: 40, angle: 0, scale: 2, duration: 4.0 / 128, easing: .linear, lift: false
            )
            // Continues with the fingers down and moves them nowhere: reported stationary.
            GestureStep.pinchRotateDrag(duration: 2.0 / 128, easing: .linear, lift: false)
            GestureStep.lift
            GestureStep.tap(at: CGPoint(x: 5, y: 6))
        }.touchEvents()
        var expected: [TouchEvent] = []
        for frame in 0...4 {
            let half = 20 + 5 * Double(frame)
            let phase: TouchPhase = frame == 0 ? .began : .moved
            expected.append(try Self.event(Double(frame) / 128, [(1, 100 - half, 100, phase), (2, 100 + half, 100, phase)]))
        }
        for frame in 5...6 {
            expected.append(try Self.event(Double(frame) / 128, [(1, 60, 100, .stationary), (2, 140, 100, .stationary)]))
        }
        expected.append(try Self.event(7 / 128, [(1, 60, 100, .ended), (2, 140, 100, .ended)]))
        // The tap: down one frame after the lift, for 75 ms (9.6 frames, rounded to 10).
        for frame in 8...18 {
            let phase: TouchPhase = frame == 8 ? .began : frame == 18 ? .ended : .stationary
            expected.append(try Self.event(Double(frame) / 128, [(3, 5, 6, phase)]))
        }
        #expect(events == expected)
    }

    @Test("recorded touches: a finger lifts while another stays; times are the recording's")
    func recordedLiftInTheMiddle() throws {
        func finger(_ id: Int, _ x: Double, _ y: Double, _ phase: TouchPhase) -> TouchFrame.Finger {
            TouchFrame.Finger(id: id, location: CGPoint(x: x, y: y), phase: phase)
        }
        let frames = [
            TouchFrame(time: 0, touches: [finger(7, 10, 10, .began)]),
            // Recorded out of order: the event lists them by the script's identifiers.
            TouchFrame(time: 0.25, touches: [finger(9, 50, 50, .began), finger(7, 12, 10, .moved)]),
            TouchFrame(time: 0.5, touches: [finger(7, 12, 10, .ended), finger(9, 52, 50, .moved)]),
            TouchFrame(time: 0.75, touches: [finger(9, 52, 50, .stationary)]),
            TouchFrame(time: 1, touches: [finger(9, 54, 50, .ended)]),
        ]
        let events = try GestureScript(touchRate: 128, startTime: 3, steps: [.touches(frames), .tap(at: CGPoint(x: 1, y: 2))])
            .touchEvents()
        // Recorded finger 7 becomes touch 1, 9 becomes 2; the tap's finger is touch 3, down on the
        // first grid frame after the last recorded one (1 s is frame 128: frame 129).
        let expected = [
            try Self.event(3, [(1, 10, 10, .began)]),
            try Self.event(3.25, [(1, 12, 10, .moved), (2, 50, 50, .began)]),
            try Self.event(3.5, [(1, 12, 10, .ended), (2, 52, 50, .moved)]),
            try Self.event(3.75, [(2, 52, 50, .stationary)]),
            try Self.event(4, [(2, 54, 50, .ended)]),
            try Self.event(3 + 129 / 128, [(3, 1, 2, .began)]),
        ]
        #expect(Array(events.prefix(6)) == expected)
        #expect(events.count == 6 + 10)
    }

    @Test("jitter: one disc offset per finger per frame, fingers in order, from the seed's sequence")
    func jitterOrder() throws {
        let jitter = 0.5
        let events = try GestureScript(touchRate: 128, jitter: jitter, seed: 42) {
            GestureStep.pinch(center: CGPoint(x: 100, y: 100), span: 40, angle: 0, scale: 2, duration: 2.0 / 128, easing: .linear)
        }.touchEvents()
        var random = SplitMix64(seed: 42)
        var expected: [TouchEvent] = []
        for frame in 0...2 {
            // Half-spans 20, 30, 40; the first finger is drawn for before the second.
            let half = 20 + 10 * Double(frame)
            let phase: TouchPhase = frame == 0 ? .began : frame == 2 ? .ended : .moved
            let first = Self.discOffset(&random)
            let second = Self.discOffset(&random)
            expected.append(try Self.event(Double(frame) / 128, [
                (1, 100 - half + jitter * first.u, 100 + jitter * first.v, phase),
                (2, 100 + half + jitter * second.u, 100 + jitter * second.v, phase),
            ]))
        }
        #expect(events == expected)
    }

    @Test("a finger carried beyond ±1e6 points is refused at the first frame it gets there")
    func beyondReachMidMotion() {
        // Half-spans 5e5 + 1e6·p: 1e6 at p = 0.5 is still in reach, 1.25e6 at p = 0.75 is not.
        let script = GestureScript(touchRate: 128) {
            GestureStep.pinch(center: .zero, span: 1e6, angle: 0, scale: 3, duration: 4.0 / 128, easing: .linear)
        }
        let error = GestureScriptTestSupport.playingError(script)
        #expect(error == .invalid(path: "steps[0]", reason: "moves a finger to [-1250000, 0], beyond ±1000000 points"))
    }

    @Test("fingers held from an earlier script are checked like any: beyond reach, or one identifier twice")
    func heldFingersChecked() {
        let hold = GestureScript(steps: [.hold(duration: 0.1)])
        #expect(throws: GestureScriptError.invalid(path: "steps[0]", reason: "moves a finger to [2000000, 5], beyond ±1000000 points")) {
            try hold.touchEvents(continuing: [Touch(id: 4, x: 2e6, y: 5, timestamp: 0, phase: .moved)])
        }
        let twice = [Touch(id: 4, x: 1, y: 2, timestamp: 0, phase: .moved), Touch(id: 4, x: 3, y: 4, timestamp: 0, phase: .moved)]
        #expect(throws: GestureScriptError.invalid(
            path: "steps[0]", reason: "makes a touch the gesture system refuses: touch 4 appears twice in one event"
        )) {
            try hold.touchEvents(continuing: twice)
        }
    }

    @Test("the first fingers' middle needs the whole script playable: a later step that fails fails it")
    func centroidOfAScriptThatFailsLater() throws {
        let fine = GestureScript(touchRate: 128) { GestureStep.tap(at: CGPoint(x: 100, y: 50), fingers: 2) }
        #expect(try fine.firstTouchCentroid() == CGPoint(x: 100, y: 50))
        var failing = fine
        failing.steps.append(.pinch(center: .zero, span: 1e6, angle: 0, scale: 3, duration: 4.0 / 128, easing: .linear))
        #expect(throws: GestureScriptError.invalid(path: "steps[1]", reason: "moves a finger to [-1250000, 0], beyond ±1000000 points")) {
            try failing.firstTouchCentroid()
        }
    }

    @Test("past Int.max, new fingers' identifiers start again at 1: no overflow, never one shared")
    func identifiersWrapAround() throws {
        // A finger held with the largest identifier there is; the count of new ones starts
        // below Int.max - 5 (room for a step's fingers) and must go past Int.max here.
        let held = [Touch(id: Int.max, x: 20, y: 10, timestamp: 0, phase: .moved)]
        let script = GestureScript(touchRate: 128) {
            GestureStep.lift
            GestureStep.longPress(at: CGPoint(x: 100, y: 100), duration: 2.0 / 128, fingers: 3, lift: false)
            GestureStep.lift
            GestureStep.tap(at: CGPoint(x: 100, y: 200), fingers: 5)
        }
        let events = try script.touchEvents(continuing: held)
        let began = events.map { $0.touches.filter { $0.phase == .began }.map(\.id.rawValue) }.filter { !$0.isEmpty }
        // After the held finger's lift: Int.max - 4 … Int.max - 2. All lifted, the tap's five take the
        // next ones: Int.max - 1, Int.max, then 1, 2, 3 (in identifier order in the event).
        #expect(began == [[Int.max - 4, Int.max - 3, Int.max - 2], [1, 2, 3, Int.max - 1, Int.max]])
        for event in events {
            let ids = event.touches.map(\.id)
            #expect(Set(ids).count == ids.count, "no two fingers share an identifier")
        }
    }
}
