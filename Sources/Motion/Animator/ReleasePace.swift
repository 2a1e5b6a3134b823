import Foundation

/// How long a cubic leg takes when a gesture that held an animator lets go of it part-way: the
/// math of a release, apart from the animator that runs it.
///
/// A released leg leaves at the velocity the gesture gave it (a ``ProgressSegment`` carries it
/// on top of the curve) and is paced by the distance that remains, not by the time the
/// transition has left: the curve covers the remaining distance at the animator's own pace,
/// so a layer sent back from part-way never moves faster than a whole run does — nor, leaving
/// faster than that, faster than it left. Where the carried velocity would make the leg
/// overshoot its target (a flick towards a near end), the leg is shortened until it doesn't.
struct ReleasePace {
    /// The curve the leg follows.
    let curve: CubicBezierCurve
    /// The animator's duration: the time a whole run takes, in seconds.
    let duration: Double

    /// Where the curve's value and slope are sampled, as fractions of the leg's time.
    private static let sampleCount = 48

    /// The leg's length in seconds to cover `distance` (signed, in fraction complete) leaving at
    /// `velocity` (fraction complete per second), or 0 when there is no distance to cover.
    ///
    /// Of lengths around the distance × ``duration``, the one closest to it (in ratio) whose
    /// speed never exceeds the faster of `velocity` and a whole run's peak, and — when the leg
    /// leaves towards its target — that never passes the target.
    func legDuration(distance: Double, velocity: Double) -> Double {
        let paced = abs(distance) * duration
        guard paced > 0, paced.isFinite, velocity.isFinite else { return paced.isFinite ? paced : 0 }
        var values = [Double](repeating: 0, count: Self.sampleCount + 1)
        var slopes = values
        var peakSlope = 0.0
        for index in 0...Self.sampleCount {
            let u = Double(index) / Double(Self.sampleCount)
            values[index] = curve.value(at: u)
            slopes[index] = curve.derivative(at: u)
            peakSlope = max(peakSlope, abs(slopes[index]))
        }
        let limit = max(abs(velocity), peakSlope / duration) * (1 + 1e-9)
        let leavesTowardsTarget = velocity * distance >= 0
        func fits(_ window: Double) -> Bool {
            // The segment's correction: velocity beyond the curve's own at the start, fading out.
            let excess = velocity - distance * slopes[0] / window
            for index in 0...Self.sampleCount {
                let u = Double(index) / Double(Self.sampleCount)
                let speed = distance * slopes[index] / window + excess * (1 - u) * (1 - 3 * u)
                guard abs(speed) <= limit else { return false }
                if leavesTowardsTarget {
                    let travelled = distance * values[index] + excess * window * u * (1 - u) * (1 - u)
                    guard abs(travelled) <= abs(distance) * (1 + 1e-9) else { return false }
                }
            }
            return true
        }
        // Lengths 2^(k/8) times the paced one, nearest first; lengthening first at a tie.
        for step in 0...32 {
            for sign in [1.0, -1.0] where step > 0 || sign > 0 {
                let window = paced * exp2(sign * Double(step) / 8)
                if fits(window) { return window }
            }
        }
        return paced
    }
}
