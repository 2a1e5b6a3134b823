/// A clock its host steps frame by frame: time moves only to the time of each frame the host
/// delivers with ``advance(to:)``.
///
/// A window steps such a clock once per frame, after delivering the touches due by then, so
/// touches and animations share one time line. ``ManualClock`` (tests: time simulated, frame by
/// frame) and ``DisplayClock`` (a live host: the real times of a display's frames) are the two.
@MainActor
public protocol SteppedFrameClock: FrameClock {
    /// Moves time to `time` seconds and delivers one frame (if ticking). A time in the past
    /// delivers a frame at the current time; a non-finite time is ignored.
    func advance(to time: Double)
    /// The time between frames when the host runs frames of its own accord (to settle a scene
    /// nobody watches any more), in seconds.
    var frameInterval: Double { get }
}

extension ManualClock: SteppedFrameClock {}
