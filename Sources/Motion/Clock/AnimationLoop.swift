/// Steps every live animation once per frame, and lets its clock rest when nothing runs.
///
/// Animators add themselves when they start running; the loop keeps them alive while they run,
/// steps them in the order they were added, and drops each one whose step reports it no
/// longer needs frames. A frame allocates nothing.
///
/// Frames do not nest: a frame delivered while the loop is stepping one (an animation that
/// advances the loop's own clock from its step) is ignored.
@MainActor
public final class AnimationLoop: FrameClockClient {
    /// Where time and frames come from.
    public let clock: any FrameClock

    /// One running animation.
    private struct Entry {
        /// Keeps the animation alive while it runs.
        let animation: any FrameStepping
        /// The same object when it is a ``PropertyAnimator``, unretained: a frame steps it with a
        /// direct call and no retain or release (`animation` keeps it alive; see ``frame(at:)``).
        let animator: Unmanaged<PropertyAnimator>?

        init(_ animation: any FrameStepping) {
            self.animation = animation
            if let animator = animation as? PropertyAnimator {
                self.animator = Unmanaged.passUnretained(animator)
            } else {
                animator = nil
            }
        }

        var identifier: ObjectIdentifier { ObjectIdentifier(animation) }
    }

    // What a frame reads opts out of the runtime's exclusivity checks (about 75 instructions
    // each): only the loop's own methods touch it, and none holds an access open while an
    // animation steps (the array changes by appends, swaps and removals that call nothing else).
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var isStepping = false
    @exclusivity(unchecked) private var cancelledDuringFrame: Set<ObjectIdentifier> = []
    private var scheduled: Set<ObjectIdentifier> = []

    public init(clock: any FrameClock) {
        self.clock = clock
        entries.reserveCapacity(64)
    }

    /// The clock's current time, in seconds.
    public var now: Double { clock.now }

    /// How many animations are stepped each frame.
    public var runningCount: Int { entries.count }

    public var runningNames: [String] { entries.map(\.animation.debugName) }

    /// The animations stepped each frame, in the order they were added (for diagnostics and
    /// invariant checks).
    public var runningAnimations: [any FrameStepping] {
        var running: [any FrameStepping] = []
        running.reserveCapacity(entries.count)
        for entry in entries { running.append(entry.animation) }
        return running
    }

    /// Whether `animation` is being stepped.
    public func contains(_ animation: any FrameStepping) -> Bool {
        scheduled.contains(ObjectIdentifier(animation))
    }

    /// Steps `animation` every frame from the next one until its step returns false.
    public func add(_ animation: any FrameStepping) {
        let identifier = ObjectIdentifier(animation)
        guard scheduled.insert(identifier).inserted else { return }
        // Removed and added again within one frame: it still holds its place.
        if cancelledDuringFrame.remove(identifier) == nil {
            entries.append(Entry(animation))
        }
        if !clock.isTicking { clock.startTicking(self) }
    }

    /// Stops stepping `animation`.
    public func remove(_ animation: any FrameStepping) {
        let identifier = ObjectIdentifier(animation)
        guard scheduled.remove(identifier) != nil else { return }
        if isStepping {
            cancelledDuringFrame.insert(identifier)
        } else {
            // A plain loop: a closure passed to the standard library would check its executor.
            var index = 0
            while index < entries.count, entries[index].identifier != identifier { index += 1 }
            if index < entries.count { entries.remove(at: index) }
            if entries.isEmpty { clock.stopTicking() }
        }
    }

    /// One frame: steps everything that runs, to `time`.
    public func frame(at time: Double) {
        guard !isStepping else { return }
        isStepping = true
        let count = entries.count
        // Entries 0..<kept still run; kept..<index are dropped (they are removed after the loop).
        var kept = 0
        var index = 0
        while index < entries.count {
            let current = index
            index += 1
            if !cancelledDuringFrame.isEmpty, cancelledDuringFrame.contains(entries[current].identifier) { continue }
            // Animations added during this frame start on the next one.
            if current < count, !step(at: current, to: time) {
                scheduled.remove(entries[current].identifier)
                continue
            }
            // Swapped rather than copied, so keeping an animation retains nothing.
            if kept != current { entries.swapAt(kept, current) }
            kept += 1
        }
        if kept < entries.count { entries.removeLast(entries.count - kept) }
        isStepping = false
        if !cancelledDuringFrame.isEmpty { dropCancelled() }
        if entries.isEmpty { clock.stopTicking() }
    }

    /// Steps the entry at `index`; an animator is called directly, without retaining it.
    ///
    /// Borrowing the animator unretained is safe because nothing can release it before its step
    /// returns: the entry's strong reference stays in `entries` until ``frame(at:)`` drops it
    /// after the step, ``remove(_:)`` only records a removal while a frame runs, ``add(_:)`` only
    /// appends (a reallocation moves the reference, it never releases it), and frames do not nest.
    @inline(__always)
    private func step(at index: Int, to time: Double) -> Bool {
        if let animator = entries[index].animator {
            return animator.withBorrowed { $0.step(to: time) }
        }
        return entries[index].animation.step(to: time)
    }

    /// Drops the animations removed during the frame after their turn in it.
    private func dropCancelled() {
        let cancelled = cancelledDuringFrame
        cancelledDuringFrame.removeAll()
        var kept = 0
        for index in entries.indices where !cancelled.contains(entries[index].identifier) {
            if kept != index { entries.swapAt(kept, index) }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
    }
}
