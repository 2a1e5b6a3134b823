import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
/// allocated once, when the tracker is made. Estimating a velocity never allocates either.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public static let horizon = 0.100
    /// How many samples count, at most.
    public static let maximumSampleCount = 20
    /// A pause longer than this, in seconds, means the finger stopped.
    public static let assumeStoppedInterval = 0.040
    /// Samples closer together than this, in seconds (1 µs), are one report: the later replaces
    /// the earlier, so no two samples divide a distance by a vanishing time.
    public static let minimumSampleInterval = 1e-6
    /// The least coefficient of determination (R²) at which an axis trusts the quadratic fit.
    public static let minimumFitQuality = 0.9

    /// One position, at its time.
    private struct Sample {
        var time: Double
        var x: Double
        var y: Double
    }

    /// The ring, in one array: a sample is written with one uniqueness check, not three.
    private var samples: [Sample]
    /// Index of the oldest sample in the ring.
    private var head = 0
    /// Number of samples in the ring.
    public private(set) var sampleCount = 0

    /// An empty tracker.
    public init() {
        samples = [Sample](repeating: Sample(time: 0, x: 0, y: 0), count: Self.maximumSampleCount)
    }

    /// The time of the newest sample, in seconds, or `nil` when there is none.
    public var latestTime: Double? {
        sampleCount == 0 ? nil : samples[slot(sampleCount - 1)].time
    }

    /// Forgets every sample.
    public mutating func reset() {
        head = 0
        sampleCount = 0
    }

    /// Adds the position `(x, y)` in points at `time` seconds.
    ///
    /// A sample less than ``minimumSampleInterval`` after the newest one replaces it (the latest
    /// report wins); a sample more than ``assumeStoppedInterval`` after the newest starts a new
    /// history.
    ///
    /// - Throws: ``TouchError/nonFiniteLocation(_:)`` (with identifier 0) for a non-finite
    ///   position, ``TouchError/nonFiniteTimestamp(_:)`` or
    ///   ``TouchError/timestampWentBackwards(previous:received:)``; the tracker is unchanged.
    public mutating func addSample(x: Double, y: Double, time: Double) throws(TouchError) {
        guard time.isFinite else { throw .nonFiniteTimestamp(time) }
        guard x.isFinite, y.isFinite else { throw .nonFiniteLocation(TouchIdentifier(0)) }
        if sampleCount > 0 {
            let newest = slot(sampleCount - 1)
            let last = samples[newest].time
            if time < last { throw .timestampWentBackwards(previous: last, received: time) }
            if time - last < Self.minimumSampleInterval {
                samples[newest] = Sample(time: time, x: x, y: y)
                return
            }
            if time - last > Self.assumeStoppedInterval { reset() }
        }
        if sampleCount == Self.maximumSampleCount {
            head = slot(1)
            sampleCount -= 1
        }
        samples[slot(sampleCount)] = Sample(time: time, x: x, y: y)
        sampleCount += 1
    }

    /// Adds a location in points at `time` seconds; see ``addSample(x:y:time:)``.
    public mutating func addSample(_ location: CGPoint, time: Double) throws(TouchError) {
        try addSample(x: Double(location.x), y: Double(location.y), time: time)
    }

    /// The velocity in points per second as of `time` seconds (the current time while the finger
    /// is down, or the time it lifted), or `nil` when there is none: fewer than two samples, or
    /// the finger rested more than ``assumeStoppedInterval`` before `time`.
    ///
    /// Every finite history gives a finite velocity: positions as far apart as a Double allows
    /// are fitted in scaled units, and a velocity beyond the largest finite Double is reported
    /// as the largest finite one. Never allocates.
    public func estimatedVelocity(at time: Double) -> CGPoint? {
        guard let newest = latestTime, time - newest <= Self.assumeStoppedInterval else { return nil }
        let capacity = Self.maximumSampleCount
        // One stack buffer: the window's times, then its x positions, then its y positions.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * capacity) { buffer -> CGPoint? in
            var count = 0
            for offset in 0..<sampleCount {
                let sample = samples[slot(offset)]
                let age = newest - sample.time
                guard age <= Self.horizon else { continue }
                buffer[count] = -age
                buffer[capacity + count] = sample.x
                buffer[2 * capacity + count] = sample.y
                count += 1
            }
            let windowTimes = UnsafeBufferPointer(rebasing: buffer[0..<count])
            guard let x = Self.axisVelocity(times: windowTimes, positions: buffer, from: capacity, count: count),
                  let y = Self.axisVelocity(times: windowTimes, positions: buffer, from: 2 * capacity, count: count)
            else { return nil }
            return CGPoint(x: x, y: y)
        }
    }

    /// ``estimatedVelocity(at:)``, or zero when there is no estimate.
    public func velocity(at time: Double) -> CGPoint {
        estimatedVelocity(at: time) ?? .zero
    }

    /// One axis's velocity from the `count` positions at `start` in `buffer` (scaled in place
    /// when they are too large to square), in points per second.
    private static func axisVelocity(
        times: UnsafeBufferPointer<Double>, positions buffer: UnsafeMutableBufferPointer<Double>, from start: Int, count: Int
    ) -> Double? {
        let positions = UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + count)])
        let largest = positions.reduce(0) { max($0, abs($1)) }
        // Beyond 2¹⁰⁰ points, differences and their squares could overflow: fit in units of a
        // power of two (exact), and convert the velocity back.
        let unit = largest > 0x1p100 ? Double(sign: .plus, exponent: largest.exponent - 100, significand: 1) : 1
        if unit != 1 {
            for index in positions.indices { positions[index] /= unit }
        }
        let scaled = UnsafeBufferPointer(positions)
        guard let fit = VelocityEstimator.quadraticFit(times: times, positions: scaled, timeScale: horizon) else { return nil }
        let velocity = fit.determination >= minimumFitQuality
            ? fit.velocity : (VelocityEstimator.impulse(times: times, positions: scaled) ?? fit.velocity)
        let converted = velocity * unit
        guard converted.isFinite else {
            return converted.isNaN ? nil : (converted < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        }
        return converted
    }

    private func slot(_ offset: Int) -> Int {
        let index = head + offset
        return index < Self.maximumSampleCount ? index : index - Self.maximumSampleCount
    }
}
