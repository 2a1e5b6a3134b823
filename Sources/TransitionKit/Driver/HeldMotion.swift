/// How fast the gestures that hold a transition move its position: the last few positions
/// they set and when — what the layers they let go of leave with.
///
/// The velocity is the slope from the oldest of the last four samples (within 40 ms of each
/// other) to the newest: a finger's last ~25 ms at 120 Hz. A finger that rested more than 40 ms
/// before the release has none. A few additions and a division a frame, with no allocation.
struct HeldMotion: Sendable {
    /// A pause longer than this, in seconds, means the gesture stopped moving the position.
    static let stoppedInterval = 0.040

    private var times = SIMD4<Double>(repeating: -.infinity)
    private var positions = SIMD4<Double>(repeating: 0)
    /// The slot of the newest sample.
    private var newest = 3

    /// Forgets every sample.
    mutating func reset() {
        self = HeldMotion()
    }

    /// The gestures moved the position to `position` (seconds) at `time` (seconds). A sample
    /// heard before the newest is ignored; one at the same time replaces it.
    mutating func add(_ position: Double, at time: Double) {
        guard position.isFinite, time.isFinite, time >= times[newest] else { return }
        if time - times[newest] < 1e-6 {
            positions[newest] = position
            return
        }
        newest = (newest + 1) & 3
        times[newest] = time
        positions[newest] = position
    }

    /// Seconds of position per second at `time`: 0 with fewer than two samples close together,
    /// or when the newest is more than ``stoppedInterval`` before `time`.
    func velocity(at time: Double) -> Double {
        let last = times[newest]
        guard last.isFinite, time - last <= Self.stoppedInterval else { return 0 }
        var oldest = newest
        for step in 1...3 {
            let slot = (newest - step) & 3
            let next = (slot + 1) & 3
            guard times[slot].isFinite, times[next] - times[slot] <= Self.stoppedInterval else { break }
            oldest = slot
        }
        guard oldest != newest else { return 0 }
        return (positions[newest] - positions[oldest]) / (last - times[oldest])
    }
}
