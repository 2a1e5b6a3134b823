import Foundation

/// Estimates a finger's velocity from its recent positions.
///
/// The estimate is a least-squares quadratic fit over the samples of the last
/// ``horizon`` (100 ms), at most ``maximumSampleCount`` (20) of them, differentiated at the newest
/// sample. Where the quadratic explains less than ``minimumFitQuality`` (90 %) of an axis's
/// motion — the finger changed course within the window, so no parabola describes it — that
/// axis uses the kinetic-energy ("impulse") estimate instead, which follows the latest segments.
/// On the recorded Android flings in the project's fixtures this reproduces Android's `lsq2`
/// strategy wherever Android reports it, and its `impulse` strategy on the fling where the two
/// disagree.
///
/// A finger that rested: a gap of more than ``assumeStoppedInterval`` (40 ms) between two
/// samples starts a new history, and a finger that lifts more than 40 ms after its last sample
/// has no velocity.
///
/// Adding a sample costs a constant time and never allocates: the history is a ring buffer
/// allocated once, when the tracker is made.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public static let horizon = 0.100
    /// How many samples count, at most.
    public static let maximumSampleCount = 20
    /// A pause longer than this, in seconds, means the finger stopped.
    public static let assumeStoppedInterval = 0.040
    /// The least coefficient of determination (R²) at which an axis trusts the quadratic fit.
    public static let minimumFitQuality = 0.9

    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    /// Index of the oldest sample in the ring.
    private var head = 0
    /// Number of samples in the ring.
    public private(set) var sampleCount = 0

    /// An empty tracker.
    public init() {
        times = [Double](repeating: 0, count: Self.maximumSampleCount)
        xs = times
        ys = times
    }

    /// The time of the newest sample, in seconds, or `nil` when there is none.
    public var latestTime: Double? {
        sampleCount == 0 ? nil : times[slot(sampleCount - 1)]
    }

    /// Forgets every sample.
    public mutating func reset() {
        head = 0
        sampleCount = 0
    }

    /// Adds the position `(x, y)` in points at `time` seconds.
    ///
    /// A sample at the same time as the newest one replaces it (the latest report wins); a
    /// sample more than ``assumeStoppedInterval`` after the newest starts a new history.
    ///
    /// - Throws: ``TouchError/nonFiniteLocation(_:)`` (with identifier 0) for a non-finite
    ///   position, ``TouchError/nonFiniteTimestamp(_:)`` or
    ///   ``TouchError/timestampWentBackwards(previous:received:)``; the tracker is unchanged.
    public mutating func addSample(x: Double, y: Double, time: Double) throws(TouchError) {
        guard time.isFinite else { throw .nonFiniteTimestamp(time) }
        guard x.isFinite, y.isFinite else { throw .nonFiniteLocation(TouchIdentifier(0)) }
        if sampleCount > 0 {
            let newest = slot(sampleCount - 1)
            let last = times[newest]
            if time < last { throw .timestampWentBackwards(previous: last, received: time) }
            if time == last {
                xs[newest] = x
                ys[newest] = y
                return
            }
            if time - last > Self.assumeStoppedInterval { reset() }
        }
        if sampleCount == Self.maximumSampleCount {
            head = (head + 1) % Self.maximumSampleCount
            sampleCount -= 1
        }
        let index = slot(sampleCount)
        times[index] = time
        xs[index] = x
        ys[index] = y
        sampleCount += 1
    }

    /// Adds a location in points at `time` seconds; see ``addSample(x:y:time:)``.
    public mutating func addSample(_ location: CGPoint, time: Double) throws(TouchError) {
        try addSample(x: Double(location.x), y: Double(location.y), time: time)
    }

    /// The velocity in points per second as of `time` seconds (the current time while the finger
    /// is down, or the time it lifted), or `nil` when there is none: fewer than two samples, or
    /// the finger rested more than ``assumeStoppedInterval`` before `time`.
    public func estimatedVelocity(at time: Double) -> CGPoint? {
        guard let newest = latestTime, time - newest <= Self.assumeStoppedInterval else { return nil }
        var windowTimes: [Double] = []
        var windowX: [Double] = []
        var windowY: [Double] = []
        windowTimes.reserveCapacity(sampleCount)
        windowX.reserveCapacity(sampleCount)
        windowY.reserveCapacity(sampleCount)
        for offset in 0..<sampleCount {
            let index = slot(offset)
            let age = newest - times[index]
            guard age <= Self.horizon else { continue }
            windowTimes.append(-age)
            windowX.append(xs[index])
            windowY.append(ys[index])
        }
        guard let x = Self.axisVelocity(times: windowTimes, positions: windowX),
              let y = Self.axisVelocity(times: windowTimes, positions: windowY)
        else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// ``estimatedVelocity(at:)``, or zero when there is no estimate.
    public func velocity(at time: Double) -> CGPoint {
        estimatedVelocity(at: time) ?? .zero
    }

    private static func axisVelocity(times: [Double], positions: [Double]) -> Double? {
        guard let fit = VelocityEstimator.quadraticFit(times: times, positions: positions, timeScale: horizon)
        else { return nil }
        if fit.determination >= minimumFitQuality { return fit.velocity }
        return VelocityEstimator.impulse(times: times, positions: positions) ?? fit.velocity
    }

    private func slot(_ offset: Int) -> Int {
        let index = head + offset
        return index < Self.maximumSampleCount ? index : index - Self.maximumSampleCount
    }
}
