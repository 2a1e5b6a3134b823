/// The animations an ``AnimationLoop`` steps, in the order they were added, and the bookkeeping
/// that lets them come and go during a frame.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access, several per animation per frame). That is sound because of one invariant, kept by
/// this type alone: every access happens inside one of its own methods, on the main actor, and no
/// method calls out while an access is open — an animation is stepped only after the access that
/// read its entry has ended, and the list changes by appends, swaps and removals that call
/// nothing else. So no two accesses to the same property can overlap, even when a step adds or
/// removes animations. Its loop holds it in a `let`, which needs no check of its own.
///
/// Every animation is stepped unretained: an animator with a direct call, any other animation
/// (a transition's driver, say) through a box of its own (``SteppingBox``), made once when it is
/// added, so that an unretained reference to it needs no existential. That is safe because
/// nothing can release either before its step returns: its entry's strong references (to the
/// animation and to its box) stay in `entries` until
/// ``frame(at:)`` drops it after the step, ``remove(_:)`` only records a removal while a frame
/// runs, ``add(_:)`` only appends (a reallocation moves the reference, it never releases it), and
/// frames do not nest.
@MainActor
final class UncheckedAnimationLoopEntries {
    /// An animation that is not a ``PropertyAnimator``, boxed so that an unretained reference
    /// to it needs no existential.
    final class SteppingBox {
        let animation: any FrameStepping

        init(_ animation: any FrameStepping) {
            self.animation = animation
        }
    }

    /// How a frame calls an animation: both unretained.
    private enum Call {
        /// The animation itself, a ``PropertyAnimator``.
        case animator(Unmanaged<PropertyAnimator>)
        /// The box of any other animation (its entry keeps the box).
        case boxed(Unmanaged<SteppingBox>)
    }

    /// One running animation.
    private struct Entry {
        /// Keeps the animation alive while it runs.
        let animation: any FrameStepping
        /// Keeps the box of `call` alive, for an animation that is not an animator.
        let box: SteppingBox?
        /// The animation (or its box), unretained.
        let call: Call

        init(_ animation: any FrameStepping) {
            self.animation = animation
            if let animator = animation as? PropertyAnimator {
                box = nil
                call = .animator(Unmanaged.passUnretained(animator))
            } else {
                let box = SteppingBox(animation)
                self.box = box
                call = .boxed(Unmanaged.passUnretained(box))
            }
        }

        var identifier: ObjectIdentifier { ObjectIdentifier(animation) }
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var isStepping = false
    @exclusivity(unchecked) private var cancelledDuringFrame: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var scheduled: Set<ObjectIdentifier> = []
    /// How many times an animation was added (wrapping past `UInt64.max`).
    @exclusivity(unchecked) private(set) var additions: UInt64 = 0

    init() {
        entries.reserveCapacity(64)
    }

    /// How many animations are stepped each frame.
    var count: Int { entries.count }

    /// The animations stepped each frame, in the order they were added.
    var animations: [any FrameStepping] {
        var running: [any FrameStepping] = []
        running.reserveCapacity(entries.count)
        for entry in entries { running.append(entry.animation) }
        return running
    }

    /// Whether `animation` is being stepped.
    func contains(_ animation: any FrameStepping) -> Bool {
        scheduled.contains(ObjectIdentifier(animation))
    }

    /// Steps `animation` every frame from the next one; returns false if it already was.
    func add(_ animation: any FrameStepping) -> Bool {
        let identifier = ObjectIdentifier(animation)
        guard scheduled.insert(identifier).inserted else { return false }
        additions &+= 1
        // Removed and added again within one frame: it still holds its place.
        if cancelledDuringFrame.remove(identifier) == nil {
            entries.append(Entry(animation))
        }
        return true
    }

    /// Stops stepping `animation`; returns true when that leaves nothing to step outside a frame
    /// (the clock may rest).
    func remove(_ animation: any FrameStepping) -> Bool {
        let identifier = ObjectIdentifier(animation)
        guard scheduled.remove(identifier) != nil else { return false }
        if isStepping {
            cancelledDuringFrame.insert(identifier)
            return false
        }
        // A plain loop: a closure passed to the standard library would check its executor.
        var index = 0
        while index < entries.count, entries[index].identifier != identifier { index += 1 }
        if index < entries.count { dropEntry(at: index) }
        return entries.isEmpty
    }

    /// One frame: steps everything that runs, to `time`. Returns true when nothing is left to
    /// step afterwards (the clock may rest); false, and does nothing, inside another frame.
    @inline(__always)
    func frame(at time: Double) -> Bool {
        guard !isStepping else { return false }
        isStepping = true
        let count = entries.count
        // Entries 0..<kept still run; the rest are dropped (they are removed after the loops).
        var kept = 0
        for current in 0..<count {
            if !cancelledDuringFrame.isEmpty, cancelledDuringFrame.contains(entries[current].identifier) { continue }
            guard step(at: current, to: time) else {
                scheduled.remove(entries[current].identifier)
                continue
            }
            // Swapped rather than copied, so keeping an animation retains nothing.
            if kept != current { entries.swapAt(kept, current) }
            kept &+= 1
        }
        // Animations added during this frame start on the next one; they keep their places.
        var current = count
        while current < entries.count {
            if cancelledDuringFrame.isEmpty || !cancelledDuringFrame.contains(entries[current].identifier) {
                if kept != current { entries.swapAt(kept, current) }
                kept &+= 1
            }
            current &+= 1
        }
        if kept < entries.count { dropEntries(from: kept) }
        isStepping = false
        if !cancelledDuringFrame.isEmpty { dropCancelled() }
        return entries.isEmpty
    }

    /// Steps the entry at `index`, after the read of it has ended, without retaining it: an
    /// animator with a direct call, any other animation through its box.
    @inline(__always)
    private func step(at index: Int, to time: Double) -> Bool {
        switch entries[index].call {
        case let .animator(animator):
            return animator.withBorrowed { $0.step(to: time) }
        case let .boxed(box):
            return box.withBorrowed { $0.animation.step(to: time) }
        }
    }

    /// Drops the animations removed during the frame after their turn in it.
    @inline(never)
    private func dropCancelled() {
        let cancelled = cancelledDuringFrame
        cancelledDuringFrame.removeAll()
        var kept = 0
        for index in entries.indices where !cancelled.contains(entries[index].identifier) {
            if kept != index { entries.swapAt(kept, index) }
            kept += 1
        }
        dropEntries(from: kept)
    }

    /// Removes the entry at `index`. The removed entry is returned out of the array and
    /// released after the removal has returned, so an animation's deinit (which may do
    /// anything) never runs inside a change to `entries`.
    private func dropEntry(at index: Int) {
        _ = entries.remove(at: index)
    }

    /// Removes the entries from `start` to the current end, one at a time for the same reason
    /// (and with no allocation). An animation added by such a deinit lands after them and stays.
    @inline(never)
    private func dropEntries(from start: Int) {
        for _ in start..<max(start, entries.count) { _ = entries.remove(at: start) }
    }
}
