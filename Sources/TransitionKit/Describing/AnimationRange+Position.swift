/// Where an animation range lies relative to a fraction of the transition.
public enum AnimationRangePosition: String, Sendable, Hashable {
    /// The range holds the fraction.
    case contains
    /// The range ends before the fraction.
    case isBefore
    /// The range starts after the fraction.
    case isAfter

    /// The position seen from the other direction: before and after swap.
    public var reversed: AnimationRangePosition {
        switch self {
        case .contains: .contains
        case .isBefore: .isAfter
        case .isAfter: .isBefore
        }
    }

    /// ``reversed`` when `shouldReverse`, else the position itself.
    public func reversed(_ shouldReverse: Bool) -> AnimationRangePosition {
        shouldReverse ? reversed : self
    }
}

extension AnimationRange {
    /// Where the range lies relative to `fraction` (0…1 of the transition).
    public func position(_ fraction: AnimationFraction) -> AnimationRangePosition {
        if end < fraction { return .isBefore }
        if start > fraction { return .isAfter }
        return .contains
    }

    /// Whether the range holds `fraction`.
    public func contains(_ fraction: AnimationFraction) -> Bool { position(fraction) == .contains }

    /// Whether the range ends before `fraction`.
    public func isBefore(_ fraction: AnimationFraction) -> Bool { position(fraction) == .isBefore }

    /// Whether the range starts after `fraction`.
    public func isAfter(_ fraction: AnimationFraction) -> Bool { position(fraction) == .isAfter }

    /// How far `fraction` is from the range, as a fraction of the transition: from its end when
    /// the range is before it, from its start when after it, 0 inside it.
    public func distance(to fraction: AnimationFraction) -> AnimationFraction {
        switch position(fraction) {
        case .isBefore: fraction - end
        case .isAfter: start - fraction
        case .contains: 0
        }
    }

    /// The range's own progress at `fraction`: 0 at its start, 1 at its end; 1 once it has
    /// passed and 0 before it starts.
    public func relativeFractionComplete(to fraction: AnimationFraction) -> AnimationFraction {
        switch position(fraction) {
        case .isBefore: 1
        case .isAfter: 0
        case .contains: (fraction - start) / length
        }
    }
}
