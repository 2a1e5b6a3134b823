/// Told around the engine's work in each frame of a ``Window``: touch delivery, gesture
/// deadlines and the animation step, before the recorder captures the frame.
///
/// The lab uses it to measure how long the engine takes per frame; Stage itself never reads the
/// wall clock.
@MainActor
public protocol WindowFrameObserver: AnyObject {
    /// A frame's engine work is about to start.
    func windowWillStepFrame(_ window: Window)
    /// A frame's engine work is done; the recorder captures the frame next.
    func windowDidStepFrame(_ window: Window)
}
