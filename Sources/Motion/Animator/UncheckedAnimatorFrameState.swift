/// The part of a ``PropertyAnimator`` a frame reads and writes: its lanes, its tracks, the run
/// and the fraction complete.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access, most of a frame's budget per animator). That is sound because of one invariant, kept
/// by this type alone: every access happens inside one of its own methods, on the main actor, and
/// no method calls out while an access is open — a track's writer is called only after the reads
/// of its writer and its lane's progress have ended, and the lanes are pure values. So no two
/// accesses to the same property can overlap, even when a host's setter, called from
/// ``present()``, stops, pauses or scrubs the animator. Its animator holds it in a `let`, which
/// needs no check of its own.
///
/// ``present()`` calls each writer borrowed, with no retain or release. That is safe because
/// only ``clear()`` drops tracks, and while a present is under way it parks them in
/// `retiredTracks` until the outermost present returns (a host's setter may scrub the animator,
/// which presents again), so a writer outlives its own call.
///
/// The lanes live in a buffer of their own (``LaneBuffer``), so a frame samples them in place
/// without the uniqueness check an array makes on every mutation, and reads them without bounds
/// checks: every lane index it uses is below the lane count, because lanes are only appended
/// (``laneIndex(startFraction:endFraction:progress:)`` returns the index of one that exists)
/// and are dropped only by ``clear()``, together with every track that names one — and a
/// present reads a track's lane before it calls the track's writer, re-reading the tracks after.
@MainActor
final class UncheckedAnimatorFrameState {
    /// The lanes' storage: initialized elements `0..<count` of `base`, owned by this buffer.
    /// Its accessors trust the index they are given (see the frame state's invariant).
    private final class LaneBuffer {
        @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<AnimationLane>
        @exclusivity(unchecked) private(set) var count = 0
        @exclusivity(unchecked) private var capacity: Int

        init() {
            capacity = 2
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        subscript(index: Int) -> AnimationLane {
            @inline(__always) unsafeAddress {
                assert(index >= 0 && index < count, "lane \(index) of \(count)")
                return UnsafePointer(base + index)
            }
            @inline(__always) unsafeMutableAddress {
                assert(index >= 0 && index < count, "lane \(index) of \(count)")
                return base + index
            }
        }

        func append(_ lane: AnimationLane) {
            if count == capacity {
                let grown = UnsafeMutablePointer<AnimationLane>.allocate(capacity: 2 * capacity)
                grown.moveInitialize(from: base, count: count)
                base.deallocate()
                base = grown
                capacity *= 2
            }
            (base + count).initialize(to: lane)
            count += 1
        }

        /// Drops every lane (their deinitialization releases only Motion's own values).
        func removeAll() {
            let dropped = count
            count = 0
            base.deinitialize(count: dropped)
        }
    }

    /// A track and its writer unretained: a plain value, so reading it out of the array retains
    /// nothing.
    private struct Track {
        let track: PropertyTrack
        let writer: Unmanaged<PropertyTrack.Writer>

        init(_ track: PropertyTrack) {
            self.track = track
            writer = Unmanaged.passUnretained(track.writer)
        }
    }

    // What a frame reads comes first, so that it shares as few cache lines as possible.
    private let lanes = LaneBuffer()
    @exclusivity(unchecked) private var tracks: [Track] = []
    @exclusivity(unchecked) private var currentFraction: Double = 0
    @exclusivity(unchecked) private var currentRun: PropertyAnimator.Run?
    @exclusivity(unchecked) private var running = false
    /// Whether ``present()`` is writing the properties, and the tracks dropped meanwhile.
    @exclusivity(unchecked) private var isPresenting = false
    @exclusivity(unchecked) private var retiredTracks: [Track] = []
    @exclusivity(unchecked) private var currentAnimatingState: AnimatingState = .inactive
    @exclusivity(unchecked) private var currentResumableElapsed: Double?
    @exclusivity(unchecked) private var linearScrubbing = true

    // MARK: The run

    /// Whether the animator is active and moving (not paused).
    var isRunning: Bool {
        @inline(__always) get { running }
        @inline(__always) set { running = newValue }
    }

    /// The animator's ``PropertyAnimator/state``: inactive, active or stopped.
    var animatingState: AnimatingState {
        @inline(__always) get { currentAnimatingState }
        @inline(__always) set { currentAnimatingState = newValue }
    }

    /// The animator's `resumableElapsed`: seconds into the run at which it was paused, while a
    /// plain resume can pick up the same run.
    var resumableElapsed: Double? {
        @inline(__always) get { currentResumableElapsed }
        @inline(__always) set { currentResumableElapsed = newValue }
    }

    /// The animator's ``PropertyAnimator/scrubsLinearly``.
    var scrubsLinearly: Bool {
        @inline(__always) get { linearScrubbing }
        @inline(__always) set { linearScrubbing = newValue }
    }

    /// The fraction complete as of the last sample, 0…1.
    var fraction: Double {
        @inline(__always) get { currentFraction }
        @inline(__always) set { currentFraction = newValue }
    }

    /// The current stretch of motion, if any (kept while paused, so a resume can pick it up).
    var run: PropertyAnimator.Run? {
        @inline(__always) get { currentRun }
        @inline(__always) set { currentRun = newValue }
    }

    /// The run, while the animator is running: all a frame needs to read.
    var runningRun: PropertyAnimator.Run? {
        @inline(__always) get { running ? currentRun : nil }
    }

    // MARK: Lanes

    /// How many lanes there are.
    var laneCount: Int { lanes.count }

    /// The first lane: the animations added before the animator started.
    var firstLane: AnimationLane? { lanes.count > 0 ? lanes[0] : nil }

    /// The lane for animations from `startFraction` to `endFraction`: an existing one with that
    /// window, unless `progress` is given, else a new one held at `progress` (by default where
    /// the fraction complete places it).
    func laneIndex(startFraction: Double, endFraction: Double, progress: Double?) -> Int {
        if progress == nil {
            // A plain loop: a closure passed to the standard library would check its executor.
            for index in 0..<lanes.count where lanes[index].startFraction == startFraction && lanes[index].endFraction == endFraction {
                return index
            }
        }
        var lane = AnimationLane(startFraction: startFraction, endFraction: endFraction, progress: 0)
        lane.hold(at: progress ?? lane.linearProgress(atFraction: currentFraction))
        lanes.append(lane)
        return lanes.count - 1
    }

    /// Each lane's velocity `elapsed` seconds into the current run, progress per second.
    func velocities(atElapsed elapsed: Double) -> [Double] {
        var velocities = [Double](repeating: 0, count: lanes.count)
        for index in 0..<lanes.count { velocities[index] = lanes[index].segment.velocity(at: elapsed) }
        return velocities
    }

    /// Each lane's velocity, progress per second, while the fraction complete moves at
    /// `velocity` per second with the lanes scrubbed linearly: a lane whose window the fraction
    /// is inside moves by the ratio of their spans, the others don't move.
    func velocities(movingAt velocity: Double) -> [Double] {
        var velocities = [Double](repeating: 0, count: lanes.count)
        for index in 0..<lanes.count {
            let lane = lanes[index]
            let low = min(lane.startFraction, lane.endFraction)
            let high = max(lane.startFraction, lane.endFraction)
            guard high > low, currentFraction > low || (currentFraction == low && velocity > 0),
                  currentFraction < high || (currentFraction == high && velocity < 0)
            else { continue }
            velocities[index] = velocity / (lane.endFraction - lane.startFraction)
        }
        return velocities
    }

    /// Starts a leg in every lane for a run from the fraction complete to `target` over
    /// `duration` seconds; a lane the run does not cross jumps at its end. When the animator was
    /// moving (`wasMoving`), lanes that move from the run's start carry their velocity
    /// (`velocities`, and their axes' velocity `elapsed` seconds into the previous run).
    func startLegs(
        to target: Double, duration: Double, timing: TimingParameters,
        velocities: [Double], wasMoving: Bool, elapsed: Double
    ) {
        for index in 0..<lanes.count {
            let to = lanes[index].linearProgress(atFraction: target)
            if let window = lanes[index].window(runningFrom: currentFraction, to: target, duration: duration) {
                let carries = wasMoving && window.start == 0
                let axisVelocity = carries ? lanes[index].axisVelocity(atElapsed: elapsed) : nil
                lanes[index].startLeg(
                    start: window.start, end: window.end, to: to, timing: timing,
                    velocity: carries ? velocities[index] : nil, axisVelocity: axisVelocity)
            } else {
                lanes[index].jump(at: duration, to: to)
            }
        }
    }

    /// Starts the leg of a lane added while `run` runs: it moves over the rest of the run, to 1.
    func startLeg(ofLane lane: Int, during run: PropertyAnimator.Run, timing: TimingParameters) {
        let window = lanes[lane].window(runningFrom: run.fromFraction, to: run.toFraction, duration: run.duration)
            ?? (run.duration, run.duration)
        lanes[lane].startLeg(start: window.start, end: window.end, to: 1, timing: timing, velocity: nil, axisVelocity: nil)
    }

    /// Lane `lane`'s linear progress at the fraction complete.
    func linearProgress(ofLane lane: Int) -> Double {
        lanes[lane].linearProgress(atFraction: currentFraction)
    }

    /// Places lane `lane` at `progress`, as a scrub does.
    func placeLane(_ lane: Int, at progress: Double) {
        lanes[lane].place(at: progress)
    }

    /// Moves the fraction complete and every lane to where `run` is at `time` seconds.
    @inline(__always)
    func sample(_ run: PropertyAnimator.Run, at time: Double) {
        sample(run, atElapsed: run.elapsed(at: time))
    }

    /// Moves the fraction complete and every lane to where `run` is `elapsed` seconds in
    /// (already clamped to the run).
    @inline(__always)
    func sample(_ run: PropertyAnimator.Run, atElapsed elapsed: Double) {
        currentFraction = run.fraction(atClampedElapsed: elapsed)
        for index in 0..<lanes.count { lanes[index].sample(atElapsed: elapsed) }
    }

    // MARK: Tracks

    /// Adds `newTracks`, written from the next present on.
    func append(_ newTracks: [PropertyTrack]) {
        tracks.reserveCapacity(tracks.count + newTracks.count)
        for track in newTracks { tracks.append(Track(track)) }
    }

    /// Writes every property's presentation value at its lane's progress.
    ///
    /// By index, reading `tracks` afresh each time: a `for in` would retain the array for the
    /// loop, and a host's setter may change the tracks (by stopping the animator, say).
    @inline(__always)
    func present() {
        let isOutermost = !isPresenting
        isPresenting = true
        var index = 0
        while index < tracks.count {
            let writer = tracks[index].writer
            let progress = lanes[tracks[index].track.lane].laneProgress
            writer.withBorrowed { $0.present(progress) }
            index += 1
        }
        guard isOutermost else { return }
        isPresenting = false
        if !retiredTracks.isEmpty { releaseRetiredTracks() }
    }

    /// Writes every property's model value at `position` (the current one: where its lane is),
    /// in the order the tracks were added. The tracks are read once, before the first write.
    func commit(at position: AnimatingPosition) {
        let committing = tracks
        for entry in committing {
            let progress: LaneProgress = switch position {
            case .end: LaneProgress(1)
            case .start: LaneProgress(0)
            case .current: lanes[entry.track.lane].laneProgress
            }
            entry.track.commit(progress: progress)
        }
    }

    /// Drops every lane, track and run: nothing in flight. During a present the tracks are
    /// parked until it returns; otherwise they are released after the last access has ended.
    func clear() {
        var dropped: [Track] = []
        swap(&dropped, &tracks)
        if isPresenting {
            // Moved, not copied, when nothing is parked yet.
            if retiredTracks.isEmpty { swap(&retiredTracks, &dropped) } else { retiredTracks += dropped }
        }
        lanes.removeAll()
        currentRun = nil
        running = false
        currentFraction = 0
        withExtendedLifetime(dropped) {}
    }

    /// Releases the tracks parked during a present, after the access that took them has ended.
    @inline(never)
    private func releaseRetiredTracks() {
        var dropped: [Track] = []
        swap(&dropped, &retiredTracks)
        withExtendedLifetime(dropped) {}
    }
}
