/// A source of time and frames for an ``AnimationLoop``.
///
/// Nothing in the engine reads the wall clock: animators take time from their loop, and the
/// loop from its clock. Tests use ``ManualClock``; a live host uses ``RealTimeClock``.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current time, in seconds since the clock's origin.
    var now: Double { get }
    /// Whether the clock is delivering frames.
    var isTicking: Bool { get }
    /// Starts delivering frames to `client`, once per frame, until ``stopTicking()``.
    func startTicking(_ client: any FrameClockClient)
    /// Stops delivering frames.
    func stopTicking()
}

/// What a clock delivers frames to: an ``AnimationLoop``.
@MainActor
public protocol FrameClockClient: AnyObject {
    /// One frame, at `time` seconds.
    func frame(at time: Double)
    /// The names of what is still running, for diagnostics.
    var runningNames: [String] { get }
}

/// Something an ``AnimationLoop`` steps once per frame.
@MainActor
public protocol FrameStepping: AnyObject {
    /// A name for diagnostics (for example in ``ClockError/stillRunning(names:after:)``).
    var debugName: String { get }
    /// Advances to `time` seconds; returns whether it still needs frames.
    func step(to time: Double) -> Bool
}

/// A clock that could not do what was asked.
public enum ClockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Frames were still needed after the time limit: `names` are what was still running.
    case stillRunning(names: [String], after: Double)
    /// A frame rate that is not finite and positive.
    case invalidFrameRate(Double)

    public var description: String {
        switch self {
        case let .stillRunning(names, after):
            "still running after \(after) s: \(names.joined(separator: ", "))"
        case let .invalidFrameRate(rate):
            "frame rate must be finite and greater than 0, got \(MessageNumber.text(rate))"
        }
    }
}
