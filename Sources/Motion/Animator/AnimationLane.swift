/// A group of animations that share one progress: those added with the same delay.
///
/// A lane's progress is 0 when the animator's fraction complete is `startFraction` and 1 when
/// it is `endFraction`. Animations added before the animator starts have the window
/// `delayFactor…1`; animations added while it runs get the rest of the current run.
struct AnimationLane: Sendable {
    let startFraction: Double
    let endFraction: Double
    /// Progress at the last frame; may leave 0…1 while a spring overshoots.
    var progress: Double
    var segment: ProgressSegment

    init(startFraction: Double, endFraction: Double, progress: Double) {
        self.startFraction = startFraction
        self.endFraction = endFraction
        self.progress = progress
        segment = .holding(progress)
    }

    /// Moves the progress to where the segment is `elapsed` seconds into the run. Mutating, so a
    /// frame reads the segment in place instead of copying it out of the lane array.
    @inline(__always)
    mutating func sample(atElapsed elapsed: Double) {
        progress = segment.progress(at: elapsed)
    }

    /// The lane's linear progress at an animator fraction, clamped to 0…1.
    func linearProgress(atFraction fraction: Double) -> Double {
        let span = endFraction - startFraction
        guard span != 0 else { return fraction == endFraction ? 1 : 0 }
        return min(max((fraction - startFraction) / span, 0), 1)
    }

    /// The window, in seconds since a run's start, in which this lane moves during a run of
    /// `duration` seconds from fraction `from` to fraction `to`; nil if the run doesn't cross the lane.
    func window(runningFrom from: Double, to: Double, duration: Double) -> (start: Double, end: Double)? {
        guard from != to else { return (0, duration) }
        let low = max(min(from, to), min(startFraction, endFraction))
        let high = min(max(from, to), max(startFraction, endFraction))
        guard high > low else { return nil }
        let enter = to > from ? low : high
        let leave = to > from ? high : low
        return (abs(enter - from) / abs(to - from) * duration, abs(leave - from) / abs(to - from) * duration)
    }
}
