import Foundation

/// One recorded frame: the visible tree, the touches, the gestures, the transition's state and the
/// events of the frame, as plain data.
///
/// This is all that reports and snapshot tests read; nothing in it points back into the engine.
public struct RecordedFrame: Sendable, Equatable, Codable {
    /// When, in seconds.
    public var time: Double
    /// Every visible view, back to front (drawing order).
    public var views: [RecordedView]
    /// The fingers down (or lifting) during the frame, window coordinates.
    public var touches: [RecordedTouch]
    /// The gesture recognizers in play (began, changed or just ended) at the end of the frame.
    public var gestures: [RecordedGesture]
    /// The transition running during the frame, if any.
    public var transition: RecordedTransition?
    /// What happened during the frame.
    public var events: [RecordedEvent]

    /// A frame at `time` seconds.
    public init(
        time: Double, views: [RecordedView], touches: [RecordedTouch] = [], gestures: [RecordedGesture] = [],
        transition: RecordedTransition? = nil, events: [RecordedEvent] = []
    ) {
        self.time = time
        self.views = views
        self.touches = touches
        self.gestures = gestures
        self.transition = transition
        self.events = events
    }

    /// The first view named `name`, back to front.
    public func view(named name: String) -> RecordedView? {
        for view in views where view.name == name { return view }
        return nil
    }
}
