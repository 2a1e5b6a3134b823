/// A part of a transition's timeline: where it starts and how long it is, as fractions.
public struct TransitionSegment: Sendable, Hashable {
    /// Where the segment starts, 0…1.
    public let start: Double
    /// How long it is, more than 0, with `start + length ≤ 1`.
    public let length: Double

    /// A segment from `start` for `length`; values are clamped into the timeline.
    public init(start: Double, length: Double) {
        let start = start.isFinite ? min(max(start, 0), 1) : 0
        self.start = start
        let longest = max(1 - start, 1e-9)
        self.length = length.isFinite ? min(max(length, 1e-9), longest) : longest
    }

    public static let entire = TransitionSegment(start: 0, length: 1)
    public static let firstHalf = TransitionSegment(start: 0, length: 0.5)
    public static let latterHalf = TransitionSegment(start: 0.5, length: 0.5)
    public static let firstQuarter = TransitionSegment(start: 0, length: 0.25)
    public static let secondQuarter = TransitionSegment(start: 0.25, length: 0.25)
    public static let thirdQuarter = TransitionSegment(start: 0.5, length: 0.25)
    public static let lastQuarter = TransitionSegment(start: 0.75, length: 0.25)

    /// The segment as a backward transition plays it: starting at 1 − (start + length).
    public var mirrored: TransitionSegment { TransitionSegment(start: 1 - (start + length), length: length) }

    /// The segment's own progress, 0…1, at timeline progress `progress`.
    public func localProgress(at progress: Double) -> Double {
        min(max((progress - start) / length, 0), 1)
    }

    /// A segment from `position` for `length` (the former spelling of ``init(start:length:)``).
    @available(*, deprecated, renamed: "init(start:length:)")
    public init(position: Double, length: Double) {
        self.init(start: position, length: length)
    }

    /// Where the segment starts, under its former name.
    @available(*, deprecated, renamed: "start")
    public var position: Double { start }
}
