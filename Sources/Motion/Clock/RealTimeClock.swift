import Dispatch

/// A clock that delivers frames in real time, on the main queue, at a fixed rate.
///
/// The only part of the engine that reads the wall clock. Time is the monotonic uptime since the
/// clock was made.
@MainActor
public final class RealTimeClock: FrameClock {
    /// Frames per second.
    public let frameRate: Double
    private let origin: UInt64
    private var timer: (any DispatchSourceTimer)?
    private var client: (any FrameClockClient)?

    /// - Parameter frameRate: Frames per second, such as 60 or 120; finite and greater than 0.
    public init(frameRate: Double = 60) throws(ClockError) {
        guard frameRate.isFinite, frameRate > 0 else { throw .invalidFrameRate(frameRate) }
        self.frameRate = frameRate
        origin = DispatchTime.now().uptimeNanoseconds
    }

    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }

    public var isTicking: Bool { client != nil }

    public func startTicking(_ client: any FrameClockClient) {
        self.client = client
        guard timer == nil else { return }
        let timer = Self.makeTimer(interval: 1 / frameRate) { [weak self] in
            guard let self, let client = self.client else { return }
            client.frame(at: self.now)
        }
        self.timer = timer
        timer.resume()
    }

    public func stopTicking() {
        client = nil
        timer?.cancel()
        timer = nil
    }

    /// Made outside the main actor's isolation with a handler that fires on the main queue, so
    /// the handler runs isolated as it claims.
    private nonisolated static func makeTimer(
        interval: Double, handler: @escaping @MainActor () -> Void
    ) -> any DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = Int(interval * 1e9)
        timer.schedule(deadline: .now(), repeating: .nanoseconds(nanoseconds), leeway: .nanoseconds(nanoseconds / 20))
        timer.setEventHandler { MainActor.assumeIsolated { handler() } }
        return timer
    }
}
