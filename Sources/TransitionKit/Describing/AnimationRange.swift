/// A progress through a transition, 0 (start) … 1 (end).
public typealias AnimationFraction = Double

/// The part of a transition an animation layer runs in, as fractions of the transition's
/// duration: 0 ≤ ``start`` < ``end`` ≤ 1.
public struct AnimationRange: Sendable, Hashable {
    /// Where the layer starts, 0…1.
    public let start: AnimationFraction
    /// Where the layer ends, 0…1, after ``start``.
    public let end: AnimationFraction

    /// A range from `start` to `end`.
    ///
    /// A range written in the source is the programmer's: an invalid one stops with a message,
    /// as an invalid `Range` does in the standard library. For values read at run time, use
    /// ``validated(start:end:)``.
    ///
    /// - Precondition: 0 ≤ start < end ≤ 1.
    public init(start: AnimationFraction, end: AnimationFraction) {
        precondition(
            Self.isValid(start: start, end: end),
            "AnimationRange(start:end:): \(TransitionError.invalidRange(start: start, end: end))")
        self.init(unchecked: start, end)
    }

    /// A range from `start` to `end`, for values read at run time.
    ///
    /// - Throws: ``TransitionError/invalidRange(start:end:)`` unless 0 ≤ start < end ≤ 1.
    public static func validated(start: AnimationFraction, end: AnimationFraction) throws(TransitionError) -> AnimationRange {
        guard isValid(start: start, end: end) else { throw .invalidRange(start: start, end: end) }
        return AnimationRange(unchecked: start, end)
    }

    private static func isValid(start: Double, end: Double) -> Bool {
        start.isFinite && end.isFinite && start >= 0 && end <= 1 && start < end
    }

    private init(unchecked start: Double, _ end: Double) {
        self.start = start
        self.end = end
    }

    /// The whole transition.
    public static let full = AnimationRange(unchecked: 0, 1)
    /// The first half.
    public static let firstHalf = AnimationRange(unchecked: 0, 0.5)
    /// The second half.
    public static let latterHalf = AnimationRange(unchecked: 0.5, 1)
    /// The first quarter.
    public static let firstQuarter = AnimationRange(unchecked: 0, 0.25)
    /// The second quarter.
    public static let secondQuarter = AnimationRange(unchecked: 0.25, 0.5)
    /// The third quarter.
    public static let thirdQuarter = AnimationRange(unchecked: 0.5, 0.75)
    /// The last quarter.
    public static let lastQuarter = AnimationRange(unchecked: 0.75, 1)

    /// The range's share of the transition.
    public var length: AnimationFraction { end - start }

    /// The mirror image, as the range runs when the transition runs backward:
    /// `1 − end … 1 − start`.
    public var mirrored: AnimationRange { AnimationRange(unchecked: 1 - end, 1 - start) }
}
