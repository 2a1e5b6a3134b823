/// A clock that moves only when told to: the test double for time.
///
/// Every run is deterministic, and a one-second animation simulates in microseconds.
/// ``advance(by:)`` and ``advance(to:)`` deliver exactly one frame (so a test can drop frames or
/// deliver a 2-second frame); ``runFrames(_:)``, ``run(for:)`` and ``runUntilIdle(timeout:)``
/// deliver frames at ``frameInterval``.
@MainActor
public final class ManualClock: FrameClock {
    // Read by everything that moves, every frame: a plain value, never held in an access, so it
    // skips the runtime's exclusivity checks.

    /// The current time, in seconds.
    @exclusivity(unchecked) public private(set) var now: Double
    /// The time between frames delivered by the `run` methods, in seconds. Default 1/120.
    public let frameInterval: Double
    /// What frames go to; the clock keeps it alive while it ticks.
    private var client: (any FrameClockClient)?
    // The per-frame call goes to `loop`, the client when it is an animation loop (in Motion it
    // always is), unretained and without dynamic dispatch: a retain and release around the call
    // would cost more than the rest of the clock's frame. Only `setClient(_:)` writes it, and
    // while a frame is being delivered it parks the outgoing client in `retired` until the frame
    // returns, so the loop stays alive through its own frame even if it stops the clock. Main
    // actor only, and no access is held across a call: no runtime exclusivity checks.
    @exclusivity(unchecked) private var loop: Unmanaged<AnimationLoop>?
    @exclusivity(unchecked) private var isDelivering = false
    @exclusivity(unchecked) private var retired: (any FrameClockClient)?

    /// - Parameters:
    ///   - now: The starting time, in seconds. Default 0.
    ///   - frameRate: Frames per second for the `run` methods; finite and greater than 0. Default 120.
    public init(now: Double = 0, frameRate: Double = 120) throws(ClockError) {
        guard frameRate.isFinite, frameRate > 0 else { throw .invalidFrameRate(frameRate) }
        self.now = now
        frameInterval = 1 / frameRate
    }

    public var isTicking: Bool { client != nil }

    public func startTicking(_ client: any FrameClockClient) { setClient(client) }

    public func stopTicking() { setClient(nil) }

    private func setClient(_ newClient: (any FrameClockClient)?) {
        // The first change during a frame retires the client being delivered to.
        if isDelivering, retired == nil { retired = client }
        client = newClient
        if let loop = newClient as? AnimationLoop {
            self.loop = Unmanaged.passUnretained(loop)
        } else {
            loop = nil
        }
    }

    /// Moves time forward by `interval` seconds and delivers one frame (if ticking).
    ///
    /// Time never goes backwards: a negative or NaN interval delivers a frame at the same time
    /// (a zero-length frame); an infinite one is ignored.
    public func advance(by interval: Double) {
        advance(to: now + (interval > 0 ? interval : 0))
    }

    /// Moves time to `time` seconds and delivers one frame (if ticking). A time in the past
    /// delivers a frame at the current time; a non-finite time is ignored. Called from inside a
    /// frame (by something the loop steps), it only moves time: frames do not nest.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        let frameTime = max(now, time)
        now = frameTime
        guard let loop else { return deliverToClient(at: frameTime) }
        guard !isDelivering else { return }
        isDelivering = true
        loop.withBorrowed { $0.frame(at: frameTime) }
        isDelivering = false
        if retired != nil { retired = nil }
    }

    /// A frame for a client that is not an animation loop, called retained as usual. Out of
    /// line, so that a loop's frame path saves and restores fewer registers.
    @inline(never)
    private func deliverToClient(at time: Double) {
        client?.frame(at: time)
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
        while let client {
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
