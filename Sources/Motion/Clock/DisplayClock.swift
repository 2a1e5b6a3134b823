/// A clock that moves to the time of each frame a display shows: a browser page's
/// `requestAnimationFrame` time, or UIKit's `CADisplayLink.targetTimestamp`.
///
/// This is the live host's clock. Time is real — the display's own, read when it refreshes —
/// and steps at the display's rate; nothing here invents a time or reads another clock, so the
/// touches the display's host timestamps on the same clock line up with the frames exactly: one
/// clock, not two. The host calls ``advance(to:)`` (through its window) once per display frame.
///
/// Unlike ``ManualClock`` it has no way to run frames by itself; only a host that settles a
/// scene nobody watches any more (a page that went away) steps it on, ``frameInterval`` apart.
@MainActor
public final class DisplayClock: SteppedFrameClock {
    /// The time between frames when the host settles a scene on its own, in seconds.
    public let frameInterval: Double
    /// The time and the client frames go to (shared with ``ManualClock``; see
    /// ``UncheckedManualClockDelivery`` for why it is unchecked and safe).
    private let delivery: UncheckedManualClockDelivery
    /// Told when the clock starts delivering frames (held weakly): a host whose
    /// display link rests while nothing moves wakes it here.
    public weak var tickingObserver: (any DisplayClockObserver)?

    /// A clock at `now` seconds (the display's time when the scene starts).
    ///
    /// - Parameters:
    ///   - now: The starting time, in seconds. Default 0.
    ///   - settlingFrameRate: Frames per second when the host settles a scene on its own;
    ///     finite and greater than 0. Default 120.
    public init(now: Double = 0, settlingFrameRate: Double = 120) throws(ClockError) {
        guard settlingFrameRate.isFinite, settlingFrameRate > 0 else { throw .invalidFrameRate(settlingFrameRate) }
        delivery = UncheckedManualClockDelivery(now: now.isFinite ? now : 0)
        frameInterval = 1 / settlingFrameRate
    }

    /// The time of the latest display frame, in seconds.
    public var now: Double { delivery.now }

    public var isTicking: Bool { delivery.isTicking }

    public func startTicking(_ client: any FrameClockClient) {
        delivery.setClient(client)
        tickingObserver?.displayClockDidStartTicking(self)
    }

    public func stopTicking() { delivery.setClient(nil) }

    /// The display shows a frame at `time` seconds: time moves there and one frame is delivered
    /// (if ticking). A display time before the current one (a frame that came late) delivers a
    /// frame at the current time, so time never goes back; a non-finite time is ignored.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        delivery.advance(to: max(now, time))
    }
}

/// Told when a ``DisplayClock`` starts delivering frames: something began to move, so a host
/// whose display link rests while nothing moves must wake it.
@MainActor
public protocol DisplayClockObserver: AnyObject {
    /// `clock` has a client again and needs display frames.
    func displayClockDidStartTicking(_ clock: DisplayClock)
}
