import Foundation
import Motion

/// One recorded frame: the visible tree, the touches and the events of the frame, as plain data.
///
/// This is all that reports and snapshot tests read; nothing in it points back into the engine.
public struct RecordedFrame: Sendable, Equatable, Codable {
    /// When, in seconds.
    public var time: Double
    /// Every visible view, back to front (drawing order).
    public var views: [RecordedView]
    /// The fingers down (or lifting) during the frame, window coordinates.
    public var touches: [RecordedTouch]
    /// What happened during the frame.
    public var events: [RecordedEvent]
}

/// A visible view as drawn: window-space geometry and accumulated opacity.
public struct RecordedView: Sendable, Equatable, Codable {
    /// The view's name.
    public var name: String
    /// How deep in the tree (the window's root is 0).
    public var depth: Int
    /// Drawing order, from 0 at the back.
    public var zIndex: Int
    /// The centre of the view on screen, window coordinates (points).
    public var centerX: Double
    public var centerY: Double
    /// The view's own size, before transforms (points).
    public var width: Double
    public var height: Double
    /// The accumulated scale on screen along the view's own axes.
    public var scaleX: Double
    public var scaleY: Double
    /// The accumulated rotation on screen, radians (clockwise, y down).
    public var rotation: Double
    /// The accumulated opacity, 0…1.
    public var opacity: Double
    /// The bounding box on screen, window coordinates (points).
    public var frameX: Double
    public var frameY: Double
    public var frameWidth: Double
    public var frameHeight: Double
    /// The corner radius on screen (points, scaled).
    public var cornerRadius: Double
    /// The fill, if any.
    public var background: Color?
    /// What the view draws.
    public var content: ViewContent
    /// Whether this view is a snapshot.
    public var isSnapshot: Bool
    /// Whether the view clips its subviews to its bounds.
    public var clipsToBounds: Bool
}

/// A finger during a frame.
public struct RecordedTouch: Sendable, Equatable, Codable {
    public var id: Int
    public var x: Double
    public var y: Double
    public var phase: String
}

/// Something that happened during a frame.
public struct RecordedEvent: Sendable, Equatable, Codable {
    /// The kinds of events the host records.
    public enum Kind: String, Sendable, Codable {
        case transitionBegan, interactionStarted, interactionEnded, transitionCompleted, note
    }

    public var kind: Kind
    /// Details: the transition's name, or the position it runs to ("end", "start").
    public var detail: String
    /// When, in seconds.
    public var time: Double

    public init(kind: Kind, detail: String, time: Double) {
        self.kind = kind
        self.detail = detail
        self.time = time
    }
}
