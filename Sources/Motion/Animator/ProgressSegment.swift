/// One leg of an animation lane's progress: from a value and velocity to a target, over a window
/// of a run. Pure math; the animator only sequences segments.
///
/// Within its window `[start, end]` (seconds since the run began) the progress moves from `from`
/// to `to`; before the window it holds `from`, after it holds `to`.
///
/// - A **cubic** segment follows its timing curve, plus a correction that carries the velocity
///   the lane had when the segment began: `excessVelocity · w · u(1 − u)²`, where `u` is the
///   fraction of the window `w` elapsed. The correction is 0 at both ends, has slope 1 at the
///   start and 0 at the end, so value and velocity are continuous when a running animation is
///   retargeted or reversed, and the segment still ends exactly at `to` with the curve's own
///   final slope.
/// - A **spring** segment releases a spring at `from` with the lane's velocity towards `to`.
struct ProgressSegment: Sendable {
    // What a frame reads comes first, to touch few cache lines.
    var start: Double
    var end: Double
    var from: Double
    var to: Double
    /// For a cubic segment, the velocity carried in beyond the curve's own, progress per second.
    var excessVelocity: Double
    /// For a spring segment, the spring and the velocity it is released with (progress per second).
    var spring: Spring?
    var springVelocity: Double
    /// The timing curve of a cubic segment (stored, not an enum payload, so a frame reads it
    /// without copying it).
    var curve: CubicBezierCurve

    /// A segment that holds `value` for good.
    static func holding(_ value: Double) -> ProgressSegment {
        ProgressSegment(start: 0, end: 0, from: value, to: value)
    }

    /// A linear segment (or, with `spring`, a spring segment) with nothing carried in.
    init(start: Double, end: Double, from: Double, to: Double, curve: CubicBezierCurve = .linear, spring: Spring? = nil) {
        self.start = start
        self.end = end
        self.from = from
        self.to = to
        self.curve = curve
        excessVelocity = 0
        self.spring = spring
        springVelocity = 0
    }

    /// A segment over `[start, end]` from `from` to `to`, paced by `timing`.
    ///
    /// - Parameters:
    ///   - velocity: The velocity to carry in, in progress per second; nil when the lane was at
    ///     rest and the curve should leave at its own pace (a spring leaves at rest).
    ///   - axis: Which of a spring's initial velocities applies: the one every property takes,
    ///     or a position's along x or y.
    init(start: Double, end: Double, from: Double, velocity: Double?, to: Double, timing: TimingParameters, axis: Axis = .all) {
        self.init(start: start, end: end, from: from, to: to)
        let window = end - start
        switch timing {
        case let .cubic(curve):
            self.curve = curve
            let initialSlope = curve.derivative(at: 0)
            // A curve that leaves at a vertical tangent already has unbounded speed: no correction.
            if let velocity, window > 0, initialSlope < CubicBezierCurve.maximumSlope {
                excessVelocity = velocity - (to - from) * initialSlope / window
            }
        case let .spring(parameters):
            spring = parameters.spring(forDuration: window)
            springVelocity = (velocity ?? 0) + parameters.initialVelocity(along: axis) * (to - from)
        }
    }

    /// Which of a spring's relative initial velocities a segment takes.
    enum Axis: Sendable { case all, x, y }

    /// The progress `time` seconds into the run.
    @inline(__always)
    func progress(at time: Double) -> Double {
        guard time > start else { return from }
        guard time < end else { return to }
        if let spring {
            return Self.springProgress(spring, after: time - start, from: from, to: to, velocity: springVelocity)
        }
        let window = end - start
        // Above 0: time is past the start, so time − start and the window are positive.
        let u = (time - start) / window
        let eased = from + (to - from) * curve.value(afterStart: u)
        guard excessVelocity != 0 else { return eased }
        return eased + excessVelocity * window * (u * (1 - u) * (1 - u))
    }

    /// The progress of a spring segment `elapsed` seconds into its window: out of line, so that
    /// a frame's curve path keeps its registers (and copies no segment).
    @inline(never)
    private static func springProgress(_ spring: Spring, after elapsed: Double, from: Double, to: Double, velocity: Double) -> Double {
        SpringPropagator(spring: spring, time: elapsed).value(from: from, to: to, initialVelocity: velocity)
    }

    /// The rate of change of the progress `time` seconds into the run, per second.
    func velocity(at time: Double) -> Double {
        guard time >= start, time < end else { return 0 }
        if let spring {
            return SpringPropagator(spring: spring, time: time - start).velocity(from: from, to: to, initialVelocity: springVelocity)
        }
        let window = end - start
        let u = (time - start) / window
        return (to - from) * curve.derivative(at: u) / window + excessVelocity * (1 - u) * (1 - 3 * u)
    }
}
