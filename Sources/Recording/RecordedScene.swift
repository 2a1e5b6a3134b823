import Foundation

/// The frames of one scene, with what a report needs to show them.
public struct RecordedScene: Sendable, Equatable, Codable {
    /// A short identifier, usable as a file name ("photo-present").
    public var identifier: String
    /// The scene's title.
    public var title: String
    /// One line on what the scene shows.
    public var summary: String
    /// The screen's width and height, in points.
    public var screenWidth: Double
    public var screenHeight: Double
    /// Frames per second of the recording.
    public var framesPerSecond: Double
    /// The frames, in time order.
    public var frames: [RecordedFrame]

    /// A scene of `frames` on a screen of `screenWidth` × `screenHeight` points.
    public init(
        identifier: String, title: String, summary: String, screenWidth: Double, screenHeight: Double,
        framesPerSecond: Double, frames: [RecordedFrame]
    ) {
        self.identifier = identifier
        self.title = title
        self.summary = summary
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.framesPerSecond = framesPerSecond
        self.frames = frames
    }

    /// The time of the first frame, or 0 (seconds).
    public var startTime: Double { frames.first?.time ?? 0 }
    /// The time from the first frame to the last (seconds).
    public var duration: Double { (frames.last?.time ?? 0) - startTime }
}
