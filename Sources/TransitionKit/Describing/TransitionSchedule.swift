import Motion

/// When each layer of a transition runs, in seconds: the math behind the driver.
///
/// The *effective duration* is the nominal duration, lengthened so that every layer whose
/// spring has an implicit duration ends by the end of the transition (a layer starting at range
/// start `s` and running `d` seconds needs `s·D + d ≤ D`, so `D ≥ d / (1 − s)`), and so that a
/// shared element whose spring has an implicit duration fits. A layer runs from `s·D` for its
/// implicit duration, or for its range's share of `D`.
public struct TransitionSchedule: Sendable, Equatable {
    /// One layer's window, in seconds.
    public struct Window: Sendable, Equatable {
        /// When the layer starts, in seconds from the transition's start.
        public var start: Double
        /// How long it runs, in seconds (more than 0).
        public var duration: Double

        /// The layer's own progress, 0…1, at transition time `time` (seconds).
        public func localFraction(at time: Double) -> Double {
            min(max((time - start) / duration, 0), 1)
        }
    }

    /// The effective duration, in seconds.
    public let duration: Double
    /// Each layer's window, in the order given.
    public let windows: [Window]

    /// The schedule for layers with `ranges` and `implicitDurations` (nil for a layer timed by
    /// its range), a nominal duration, and a shared element's implicit duration if any.
    public init(nominalDuration: Double, ranges: [AnimationRange], implicitDurations: [Double?], sharedElementDuration: Double? = nil) {
        var duration = nominalDuration
        for (range, implicit) in zip(ranges, implicitDurations) {
            guard let implicit, implicit > 0 else { continue }
            duration = max(duration, range.start < 1 ? implicit / (1 - range.start) : implicit)
        }
        if let sharedElementDuration, sharedElementDuration.isFinite { duration = max(duration, sharedElementDuration) }
        self.duration = duration
        windows = zip(ranges, implicitDurations).map { range, implicit in
            Window(start: range.start * duration, duration: implicit.map { max($0, 1e-9) } ?? range.length * duration)
        }
    }
}
