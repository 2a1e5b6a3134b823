import Foundation
import Recording

/// A scene's frames taken one at a time as they are recorded, kept as a report page needs them:
/// the summary of every frame, and at most ``limit`` frames for the player and the plots, evenly
/// spaced, with the last one.
///
/// Up to ``limit`` frames, every frame is kept. Past it, every other kept frame is dropped and
/// from then on only every 2nd frame is kept; past it again, every 4th; and so on (the
/// ``stride``). So the memory a scene takes is bounded, however long it plays or whatever its
/// frame rate: never more than ``limit`` + 1 frames at once.
public struct SceneReel: Sendable {
    /// The most frames a page shows, the default ``limit``: 3,000 (25 s at 120 fps).
    public static let defaultLimit = 3_000

    /// The most frames kept, besides the last one.
    public let limit: Int
    /// The summary of every frame taken in.
    public private(set) var summary = SceneSummary()
    /// Every how many frames one is kept: 1, 2, 4, …
    public private(set) var stride = 1
    /// The frames kept: those whose index is a multiple of ``stride``.
    private var kept: [RecordedFrame] = []
    /// The latest frame, when ``stride`` does not keep it.
    private var latest: RecordedFrame?

    /// A reel that keeps at most `limit` frames (at least 2) besides the last.
    public init(limit: Int = Self.defaultLimit) {
        self.limit = max(limit, 2)
    }

    /// How many frames were taken in.
    public var frameCount: Int { summary.frameCount }

    /// The frames a page shows, in time order: every ``stride``-th frame from the first, and the
    /// last one.
    public var frames: [RecordedFrame] { kept + (latest.map { [$0] } ?? []) }

    /// Takes in the next frame, in time order.
    public mutating func add(_ frame: RecordedFrame) {
        let index = summary.frameCount
        summary.add(frame)
        guard index % stride == 0 else {
            latest = frame
            return
        }
        latest = nil
        kept.append(trimmed(frame))
        if kept.count > limit {
            // The newest frame stays as the latest when the wider stride leaves it out.
            if (kept.count - 1) % 2 != 0 { latest = frame }
            kept = kept.enumerated().compactMap { $0.offset % 2 == 0 ? $0.element : nil }
            stride *= 2
        }
    }

    /// `frame` as kept: with the views of the frame kept before it when they are the same (a
    /// scene at rest draws the same views frame after frame: one array serves them all), else
    /// with its views in an array of their own size. A recorder appends a frame's views one by
    /// one, so their array may have grown to up to twice their number: kept, the spare room would
    /// take memory for as long as the scene.
    func trimmed(_ frame: RecordedFrame) -> RecordedFrame {
        var trimmed = frame
        if let previous = kept.last, previous.views == frame.views {
            trimmed.views = previous.views
        } else if frame.views.capacity > frame.views.count {
            trimmed.views = []
            trimmed.views.reserveCapacity(frame.views.count)
            trimmed.views.append(contentsOf: frame.views)
        }
        return trimmed
    }

    /// What the page says of the frames it leaves out, or `nil` when it shows them all: "shows
    /// every 4th frame (1,501 of 6,000): a page shows at most 3,000".
    public var decimationNote: String? {
        guard stride > 1 else { return nil }
        let shown = frames.count
        return "shows every \(Self.ordinal(stride)) frame (\(Self.grouped(shown)) of \(Self.grouped(frameCount))): "
            + "a page shows at most \(Self.grouped(limit))"
    }

    private static func ordinal(_ value: Int) -> String {
        let suffix: String
        switch (value % 10, value % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(grouped(value))\(suffix)"
    }

    /// `value` with a comma every three digits.
    private static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
