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
    enum Motion: Sendable {
        case cubic(CubicBezierCurve, excessVelocity: Double)
        case spring(Spring, initialVelocity: Double)
    }

    var start: Double
    var end: Double
    var from: Double
    var to: Double
    var motion: Motion

    /// A segment that holds `value` for good.
    static func holding(_ value: Double) -> ProgressSegment {
        ProgressSegment(start: 0, end: 0, from: value, to: value, motion: .cubic(.linear, excessVelocity: 0))
    }

    /// A segment over `[start, end]` from `from` to `to`, paced by `timing`.
    ///
    /// - Parameter velocity: The velocity to carry in, in progress per second; nil when the lane
    ///   was at rest and the curve should leave at its own pace (a spring leaves at rest).
    init(start: Double, end: Double, from: Double, velocity: Double?, to: Double, timing: TimingParameters) {
        self.start = start
        self.end = end
        self.from = from
        self.to = to
        let window = end - start
        switch timing {
        case let .cubic(curve):
            let initialSlope = curve.derivative(at: 0)
            // A curve that leaves at a vertical tangent already has unbounded speed: no correction.
            var excess = 0.0
            if let velocity, window > 0, initialSlope < CubicBezierCurve.maximumSlope {
                excess = velocity - (to - from) * initialSlope / window
            }
            motion = .cubic(curve, excessVelocity: excess)
        case let .spring(parameters):
            let relative = parameters.initialVelocity * (to - from)
            motion = .spring(parameters.spring(forDuration: window), initialVelocity: (velocity ?? 0) + relative)
        }
    }

    init(start: Double, end: Double, from: Double, to: Double, motion: Motion) {
        self.start = start
        self.end = end
        self.from = from
        self.to = to
        self.motion = motion
    }

    /// The progress `time` seconds into the run.
    @inline(__always)
    func progress(at time: Double) -> Double {
        guard time > start else { return from }
        guard time < end else { return to }
        switch motion {
        case let .cubic(curve, excess):
            let window = end - start
            let u = (time - start) / window
            let bump = u * (1 - u) * (1 - u)
            return from + (to - from) * curve.value(at: u) + excess * window * bump
        case let .spring(spring, velocity):
            return SpringPropagator(spring: spring, time: time - start).value(from: from, to: to, initialVelocity: velocity)
        }
    }

    /// The rate of change of the progress `time` seconds into the run, per second.
    func velocity(at time: Double) -> Double {
        guard time >= start, time < end else { return 0 }
        switch motion {
        case let .cubic(curve, excess):
            let window = end - start
            let u = (time - start) / window
            return (to - from) * curve.derivative(at: u) / window + excess * (1 - u) * (1 - 3 * u)
        case let .spring(spring, velocity):
            return SpringPropagator(spring: spring, time: time - start).velocity(from: from, to: to, initialVelocity: velocity)
        }
    }
}
