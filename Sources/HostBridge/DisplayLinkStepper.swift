import Gestures
import Motion
import TransitionKit

/// When a host with a display link runs the engine's frames, and on what time: the decisions of
/// a UIKit host's `CADisplayLink`, free of it.
///
/// - **One clock.** Every frame runs at the display's own timestamp (UIKit: `CADisplayLink`'s
///   `timestamp`, the time the latest frame was shown), which is on the same clock as the
///   touches (`UITouch.timestamp`): the engine's ``/Motion/DisplayClock`` moves only to those
///   times, so a touch is never behind the frame that follows it.
/// - **Resting.** The link runs only while something needs frames (``needsFrames``): an
///   animation running, a gesture deadline waiting, touches queued. After a frame that leaves
///   nothing to do it may pause; the clock tells its observer when something starts again.
/// - **Waking on time.** While the link rests the clock stands still. Before the host hands the
///   engine anything that can start motion — a touch, a container request, a toolkit callback —
///   it calls ``prepareForInput(at:)`` with the present time, so an animation that starts then
///   starts now, not at the last frame before the rest (which would make it jump to its end).
@MainActor
public final class DisplayLinkStepper {
    /// The frame the stepper runs.
    public let frameLoop: HostFrameLoop
    /// The display's clock, stepped only by this stepper.
    public let clock: DisplayClock

    /// A stepper for `frameLoop`, whose clock must be `clock`.
    public init(frameLoop: HostFrameLoop, clock: DisplayClock) {
        precondition(frameLoop.clock === clock, "DisplayLinkStepper: the frame loop must run on the stepper's clock")
        self.frameLoop = frameLoop
        self.clock = clock
    }

    /// Whether the display link should run: an animation runs, a gesture deadline waits, or
    /// queued touches wait for their frame.
    public var needsFrames: Bool {
        clock.isTicking || frameLoop.arena.nextDeadline != nil || frameLoop.hasPendingTouches
    }

    /// The display refreshed at `timestamp` seconds: runs the engine's frame there (a time that
    /// is not finite, or earlier than the clock's, runs it at the clock's time). Returns
    /// ``needsFrames``: whether the link should keep running.
    @discardableResult
    public func displayDidRefresh(at timestamp: Double) -> Bool {
        let time = timestamp.isFinite ? max(timestamp, clock.now) : clock.now
        frameLoop.frame(at: time)
        return needsFrames
    }

    /// The host is about to hand the engine input at `time` seconds (the present, on the
    /// display's clock): a resting clock moves there first, without a frame. A running clock
    /// is left alone — its next frame comes from the display.
    public func prepareForInput(at time: Double) {
        guard !clock.isTicking, time.isFinite, time > clock.now else { return }
        clock.advance(to: time)
    }
}
