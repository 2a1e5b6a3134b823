import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import PropertyBased
import Stage
import Testing

/// The library's public API against hostile values: clocks at times no frame moves, durations
/// no run could finish, scripts in the past, queues of a million touches, numbers at the edges
/// of what a Double holds. Every test is bounded by frames, never by wall time.
@MainActor
@Suite("the engine's edges")
struct EngineEdgeTests {
    /// Counts the frames a clock delivers.
    private final class FrameCounter: FrameClockClient {
        var frames = 0
        var lastTime = 0.0
        func frame(at time: Double) {
            frames += 1
            lastTime = time
        }
        var runningNames: [String] { ["counter"] }
    }

    @Test("runUntilIdle returns at a time a frame no longer moves (it used to spin forever)")
    func runUntilIdleAtAStalledTime() throws {
        let clock = try ManualClock()
        let demo = try TransitionDemo(transition: .push, host: .navigation, clock: clock)
        demo.window.frame(at: 1e17)
        #expect(clock.now + clock.frameInterval == clock.now)
        try demo.goForward(animated: true)
        #expect(throws: ClockError.self) { try demo.window.runUntilIdle(timeout: 1) }

        let counter = FrameCounter()
        let bare = try ManualClock(now: 1e17)
        bare.startTicking(counter)
        #expect(throws: ClockError.self) { try bare.runUntilIdle(timeout: 1) }
        // One second's worth of frames at 120 Hz (and one more), not one frame more.
        #expect(counter.frames == 121)
    }

    @Test("run(for:) of any duration ends: a million frames at most, the last exactly at the end")
    func runForAnyDuration() throws {
        let counter = FrameCounter()
        let clock = try ManualClock()
        clock.startTicking(counter)
        clock.run(for: 1e300)
        #expect(counter.frames == ManualClock.maximumRunFrameCount)
        #expect(counter.lastTime == 1e300)
        #expect(ManualClock.framePlan(for: 1, interval: 1.0 / 120).count == 120)
        #expect(ManualClock.framePlan(for: .greatestFiniteMagnitude, interval: Double.leastNonzeroMagnitude).count == ManualClock.maximumRunFrameCount)
    }

    @Test("a window delivers 300,000 queued touches in order, each once (a queue that shifted per touch took minutes)")
    func longTouchQueue() throws {
        let clock = try ManualClock()
        let window = Window(clock: clock)
        let script = GestureScript(touchRate: GestureScript.maximumTouchRate) {
            GestureStep.longPress(at: CGPoint(x: 195, y: 400), duration: 30)
        }
        try window.inject(script)
        #expect(window.hasPendingTouches)
        try window.runUntilIdle(timeout: 40)
        #expect(!window.hasPendingTouches)
        #expect(window.issues.isEmpty)
        #expect(window.touchesDown.isEmpty)
    }

    @Test("a window refuses a script that would start in the past, and queues nothing")
    func scriptInThePast() throws {
        let window = Window(clock: try ManualClock())
        let script = GestureScript(startTime: -0.2) { GestureStep.tap(at: CGPoint(x: 100, y: 100)) }
        #expect(throws: GestureScriptError.self) { try window.inject(script) }
        do {
            try window.inject(script)
        } catch {
            #expect(error.path == "startTime")
        }
        #expect(!window.hasPendingTouches)
    }

    @Test("a script's startTime is bounded where samples stay distinct", arguments: [1e17, -1e17, 1.0000001e9])
    func startTimeBound(_ startTime: Double) {
        let script = GestureScript(startTime: startTime) { GestureStep.tap(at: CGPoint(x: 1, y: 1)) }
        #expect(throws: GestureScriptError.self) { try script.validate() }
    }

    @Test("touches delivered in the past are refused and recorded as issues, never dropped silently")
    func refusedTouchIsAnIssue() throws {
        // Events (not a script, which the window would refuse first) stamped at time 0, queued
        // after three frames: the gesture system refuses them, and the window says so.
        let clock = try ManualClock()
        let demo = try TransitionDemo(transition: .push, host: .navigation, clock: clock)
        demo.window.runFrames(3)
        let events = try GestureScript { GestureStep.tap(at: CGPoint(x: 100, y: 100)) }.touchEvents()
        demo.window.inject(events)
        demo.window.runFrames(3)
        #expect(demo.window.issues.count >= 1)
        #expect(demo.window.issues.first?.description.hasPrefix("touch refused") == true)
    }

    // MARK: Generated numbers

    /// Doubles a hostile caller passes: the extremes, subnormals, signed zeros and ordinary values.
    static let edgeDoubles: [Double] = [
        0, -0.0, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 1e-300, 1e-9, 0.5, 1, 3, 100, 1e6, 1e15, 1e100, 1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1.7e308, -1.7e308, -1, -1e300,
    ]

    @Test("the velocity tracker gives a finite velocity or none for any finite history")
    func trackerStaysFinite() async {
        let position = Gen.oneOf(Gen.element(of: Self.edgeDoubles).map { $0 ?? 0 }, Gen.double(in: -1...1).map { $0 * 1.7e308 })
        let gap = Gen.oneOf(Gen.element(of: [Double.leastNonzeroMagnitude, 1e-300, 1e-9, 1e-6, 0.001, 0.008, 0.039]).map { $0 ?? 0.008 },
                            Gen.double(in: 0...0.05))
        let samples = zip(position, position, gap).array(of: 2...25)
        await propertyCheck(count: 300, input: samples, Gen.double(in: 0...1e9)) { samples, start in
            var tracker = VelocityTracker()
            var time = start
            for (x, y, gap) in samples {
                time += gap
                try? tracker.addSample(x: x, y: y, time: time)
            }
            if let velocity = tracker.estimatedVelocity(at: time) {
                #expect(velocity.x.isFinite && velocity.y.isFinite, "\(samples) → \(velocity)")
            }
        }
    }

    @Test("any curve within the overshoot limit gives finite progress and slope")
    func curvesStayFinite() async {
        let y = Gen.oneOf(Gen.double(in: -1000...1000), Gen.element(of: [-1000, 1000, 0, Double.leastNonzeroMagnitude]).map { $0 ?? 0 })
        await propertyCheck(count: 200, input: Gen.double(in: 0...1), y, Gen.double(in: 0...1), y, Gen.double(in: -1...2)) { x1, y1, x2, y2, x in
            guard let curve = try? CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2) else {
                Issue.record("(\(x1), \(y1), \(x2), \(y2)) was refused")
                return
            }
            #expect(curve.value(at: x).isFinite)
            #expect(curve.derivative(at: x).isFinite)
        }
    }

    @Test("a spring is refused, or never NaN; finite for any velocity and time a screen can use")
    func springsStayFiniteOrAreRefused() async {
        let parameter = Gen.element(of: Self.edgeDoubles).map { $0 ?? 1 }
        let usable = Gen.element(of: Self.edgeDoubles.filter { abs($0) <= 1e15 }).map { $0 ?? 1 }
        await propertyCheck(count: 300, input: parameter, parameter, parameter, parameter, parameter) { mass, stiffness, damping, velocity, time in
            guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping), time >= 0 else { return }
            // Beyond a usable velocity the exact value may leave a Double's range (±inf), but
            // never becomes NaN.
            #expect(!spring.value(from: 0.0, to: 1.0, initialVelocity: velocity, at: time).isNaN)
            #expect(!spring.velocity(from: 0.0, to: 1.0, initialVelocity: velocity, at: time).isNaN)
        }
        await propertyCheck(count: 300, input: parameter, parameter, parameter, usable, usable) { mass, stiffness, damping, velocity, time in
            guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping), time >= 0 else { return }
            let value = spring.value(from: 0.0, to: 1.0, initialVelocity: velocity, at: time)
            let speed = spring.velocity(from: 0.0, to: 1.0, initialVelocity: velocity, at: time)
            #expect(value.isFinite && speed.isFinite, "m \(mass) k \(stiffness) c \(damping) v \(velocity) t \(time): \(value), \(speed)")
        }
    }
}
