import Foundation
import Testing
@testable import Motion

/// Counts the frames a loop steps, with their times.
@MainActor
private final class FrameLog: FrameStepping {
    var debugName: String { "frame log" }
    var times: [Double] = []

    func step(to time: Double) -> Bool {
        times.append(time)
        return true
    }
}

@MainActor
@Suite("DisplayClock: time from a display's frames")
struct DisplayClockTests {
    @Test("each display frame moves time to its own time and delivers one frame, at whatever spacing the display keeps")
    func framesAtDisplayTimes() throws {
        let clock = try DisplayClock(now: 12.5)
        let loop = AnimationLoop(clock: clock)
        let log = FrameLog()
        loop.add(log)
        // A display at about 60 Hz that drops a frame.
        let displayTimes = [12.5167, 12.5334, 12.5667, 12.5834]
        for time in displayTimes { clock.advance(to: time) }
        #expect(log.times == displayTimes)
        #expect(clock.now == 12.5834)
    }

    @Test("a late frame (an earlier time) is delivered at the present and a non-finite one is ignored: time never goes back")
    func neverBack() throws {
        let clock = try DisplayClock()
        let loop = AnimationLoop(clock: clock)
        let log = FrameLog()
        loop.add(log)
        clock.advance(to: 1)
        clock.advance(to: 0.5)
        clock.advance(to: .nan)
        clock.advance(to: .infinity)
        #expect(log.times == [1, 1])
        #expect(clock.now == 1)
    }

    @Test("nothing moves it but its frames: no time passes while nobody steps it")
    func noTimeOfItsOwn() throws {
        let clock = try DisplayClock(now: 3)
        let before = clock.now
        // Real time passes here (however little); a clock that read it would move.
        _ = (0..<10_000).reduce(0, +)
        #expect(clock.now == before)
    }

    @Test("the settling frame rate must be finite and positive", arguments: [0.0, -60, .nan, .infinity])
    func invalidRate(rate: Double) {
        do {
            _ = try DisplayClock(settlingFrameRate: rate)
            Issue.record("accepted \(rate)")
        } catch {
            guard case let .invalidFrameRate(refused) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(refused.isNaN ? rate.isNaN : refused == rate)
        }
    }

    @Test("a window steps it once per frame, as it steps a manual clock")
    func settlesAtItsRate() throws {
        let clock = try DisplayClock(settlingFrameRate: 50)
        #expect(clock.frameInterval == 1.0 / 50)
        let stepped: any SteppedFrameClock = clock
        stepped.advance(to: 0.25)
        #expect(clock.now == 0.25)
    }
}
