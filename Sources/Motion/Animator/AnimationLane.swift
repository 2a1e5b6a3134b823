/// A group of animations that share one progress: those added with the same delay.
///
/// A lane's progress is 0 when the animator's fraction complete is `startFraction` and 1 when
/// it is `endFraction`. Animations added before the animator starts have the window
/// `delayFactor…1`; animations added while it runs get the rest of the current run.
struct AnimationLane: Sendable {
    /// A position's own legs along x and y: while a spring given a velocity per axis runs (or
    /// after it, until the axes meet the lane's progress again). Kept out of line, so that a
    /// lane — read every frame — stays small when its axes move with it.
    final class AxisSegments: Sendable {
        let x: ProgressSegment
        let y: ProgressSegment

        init(x: ProgressSegment, y: ProgressSegment) {
            self.x = x
            self.y = y
        }
    }

    let startFraction: Double
    let endFraction: Double
    /// Progress at the last frame; may leave 0…1 while a spring overshoots.
    var progress: Double
    var segment: ProgressSegment
    /// A position's progress along x and y at the last frame, while it differs from
    /// ``progress``; nil when the axes move with the lane.
    var axisProgress: (x: Double, y: Double)?
    var axisSegments: AxisSegments?

    init(startFraction: Double, endFraction: Double, progress: Double) {
        self.startFraction = startFraction
        self.endFraction = endFraction
        self.progress = progress
        segment = .holding(progress)
    }

    /// Every property's progress, a position's per axis.
    @inline(__always)
    var laneProgress: LaneProgress {
        guard let axisProgress else { return LaneProgress(progress) }
        return LaneProgress(value: progress, x: axisProgress.x, y: axisProgress.y)
    }

    /// Moves the progress to where the segment is `elapsed` seconds into the run. Mutating, so a
    /// frame reads the segment in place instead of copying it out of the lane array.
    @inline(__always)
    mutating func sample(atElapsed elapsed: Double) {
        progress = segment.progress(at: elapsed)
        if let axisSegments {
            axisProgress = (axisSegments.x.progress(at: elapsed), axisSegments.y.progress(at: elapsed))
        }
    }

    /// Starts a leg over `[start, end]` (seconds into a run) from where the lane is to `target`,
    /// paced by `timing` and carrying `velocity` (progress per second; nil from rest). A
    /// position's axes get legs of their own when the timing is a spring with a velocity per
    /// axis, or when they are apart from the lane's progress: each from where it is, carrying its
    /// own velocity (`axisVelocity`, else `velocity`).
    mutating func startLeg(
        start: Double, end: Double, to target: Double, timing: TimingParameters,
        velocity: Double?, axisVelocity: (x: Double, y: Double)?
    ) {
        segment = ProgressSegment(start: start, end: end, from: progress, velocity: velocity, to: target, timing: timing)
        var perAxis = axisProgress != nil
        if case let .spring(parameters) = timing, parameters.hasVelocityPerAxis { perAxis = true }
        guard perAxis else {
            axisSegments = nil
            return
        }
        let from = axisProgress ?? (progress, progress)
        axisSegments = AxisSegments(
            x: ProgressSegment(start: start, end: end, from: from.x, velocity: axisVelocity?.x ?? velocity, to: target, timing: timing, axis: .x),
            y: ProgressSegment(start: start, end: end, from: from.y, velocity: axisVelocity?.y ?? velocity, to: target, timing: timing, axis: .y))
        axisProgress = from
    }

    /// Holds where the lane is until `time` (seconds into a run), then jumps to `target`: a run
    /// that does not cross the lane's window.
    mutating func jump(at time: Double, to target: Double) {
        segment = ProgressSegment(start: time, end: time, from: progress, to: target)
        if let axisProgress {
            axisSegments = AxisSegments(
                x: ProgressSegment(start: time, end: time, from: axisProgress.x, to: target),
                y: ProgressSegment(start: time, end: time, from: axisProgress.y, to: target))
        }
    }

    /// The velocities of a position's axes `elapsed` seconds into the run, while they have legs
    /// of their own.
    func axisVelocity(atElapsed elapsed: Double) -> (x: Double, y: Double)? {
        axisSegments.map { ($0.x.velocity(at: elapsed), $0.y.velocity(at: elapsed)) }
    }

    /// Places every axis at `value`, as a scrub does: the segments stay as they are, since a
    /// paused lane does not read them and the next run replaces them.
    @inline(__always)
    mutating func place(at value: Double) {
        progress = value
        if axisProgress != nil {
            axisProgress = nil
            axisSegments = nil
        }
    }

    /// Puts every axis at `value` for good (a new lane).
    mutating func hold(at value: Double) {
        progress = value
        segment = .holding(value)
        axisProgress = nil
        axisSegments = nil
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
