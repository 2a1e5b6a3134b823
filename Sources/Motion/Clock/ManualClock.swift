/// A clock that moves only when told to: the test double for time.
///
/// Every run is deterministic, and a one-second animation simulates in microseconds.
/// ``advance(by:)`` and ``advance(to:)`` deliver exactly one frame (so a test can drop frames or
/// deliver a 2-second frame); ``runFrames(_:)``, ``run(for:)`` and ``runUntilIdle(timeout:)``
/// deliver frames at ``frameInterval``.
@MainActor
public final class ManualClock: FrameClock {
    /// The current time, in seconds.
    public var now: Double { delivery.now }
    /// The time between frames delivered by the `run` methods, in seconds. Default 1/120.
    public let frameInterval: Double
    /// The time and the client frames go to (see ``UncheckedManualClockDelivery`` for why a frame reaches
    /// the loop without a retain or an exclusivity check).
    private let delivery: UncheckedManualClockDelivery

    /// - Parameters:
    ///   - now: The starting time, in seconds. Default 0.
    ///   - frameRate: Frames per second for the `run` methods; finite and greater than 0. Default 120.
    public init(now: Double = 0, frameRate: Double = 120) throws(ClockError) {
        guard frameRate.isFinite, frameRate > 0 else { throw .invalidFrameRate(frameRate) }
        delivery = UncheckedManualClockDelivery(now: now)
        frameInterval = 1 / frameRate
    }

    public var isTicking: Bool { delivery.isTicking }

    public func startTicking(_ client: any FrameClockClient) { delivery.setClient(client) }

    public func stopTicking() { delivery.setClient(nil) }

    /// Moves time forward by `interval` seconds and delivers one frame (if ticking).
    ///
    /// Time never goes backwards: a negative or NaN interval delivers a frame at the same time
    /// (a zero-length frame); an infinite one is ignored.
    public func advance(by interval: Double) {
        // Never before now (a positive interval only moves time on), so no `max` as in `advance(to:)`.
        let time = now + (interval > 0 ? interval : 0)
        guard time.isFinite else { return }
        delivery.advance(to: time)
    }

    /// Moves time to `time` seconds and delivers one frame (if ticking). A time in the past
    /// delivers a frame at the current time; a non-finite time is ignored. Called from inside a
    /// frame (by something the loop steps), it only moves time: frames do not nest.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        delivery.advance(to: max(now, time))
    }

    /// Delivers `count` frames, ``frameInterval`` apart.
    public func runFrames(_ count: Int) {
        for _ in 0..<max(count, 0) { advance(by: frameInterval) }
    }

    /// Delivers frames ``frameInterval`` apart until `duration` seconds have passed (the last
    /// frame lands exactly at the end).
    ///
    /// A duration that would take more than ``maximumRunFrameCount`` frames is delivered in that
    /// many frames, evenly spaced, so no duration can run forever.
    public func run(for duration: Double) {
        guard duration > 0, duration.isFinite else { return }
        let start = now
        let (count, interval) = Self.framePlan(for: duration, interval: frameInterval)
        // Frame times from the frame index, not by accumulation, so rounding adds no stray frame.
        for index in 1...count {
            advance(to: index == count ? start + duration : start + Double(index) * interval)
        }
    }

    /// Delivers frames until nothing needs them.
    ///
    /// - Parameter timeout: The most simulated time to run, in seconds. Default 60.
    /// - Throws: ``ClockError/stillRunning(names:after:)`` naming what still runs at the limit —
    ///   reached after `timeout` seconds, or after as many frames as that takes at
    ///   ``frameInterval`` should time have reached a value a frame no longer moves (beyond
    ///   some 1e13 s at 120 Hz).
    public func runUntilIdle(timeout: Double = 60) throws(ClockError) {
        let start = now
        let frameLimit = Self.frameLimit(for: timeout, interval: frameInterval)
        var frames = 0
        while let client = delivery.currentClient {
            guard now - start < timeout, frames < frameLimit else {
                throw .stillRunning(names: client.runningNames, after: timeout)
            }
            advance(by: frameInterval)
            frames += 1
        }
    }

    /// The most frames one `run(for:)` delivers: a million (2 h 19 min of frames at 120 Hz).
    public static let maximumRunFrameCount = 1_000_000

    /// How many frames `run(for: duration)` delivers, and how far apart: `interval` apart, or,
    /// beyond ``maximumRunFrameCount`` frames, that many evenly spaced.
    public static func framePlan(for duration: Double, interval: Double) -> (count: Int, interval: Double) {
        let frames = (duration / interval - 1e-9).rounded(.up)
        guard frames <= Double(maximumRunFrameCount) else {
            return (maximumRunFrameCount, duration / Double(maximumRunFrameCount))
        }
        return (max(1, Int(frames)), interval)
    }

    /// The frames a wait of `timeout` seconds may take at `interval`: enough to cover the time
    /// (plus one), at most ``maximumRunFrameCount``.
    public static func frameLimit(for timeout: Double, interval: Double) -> Int {
        let frames = (timeout / interval).rounded(.up) + 1
        guard frames.isFinite, frames < Double(maximumRunFrameCount) else { return frames.isNaN ? 1 : maximumRunFrameCount }
        return max(1, Int(frames))
    }
}
