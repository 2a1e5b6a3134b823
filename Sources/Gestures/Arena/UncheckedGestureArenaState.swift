/// What every event a ``GestureArena`` handles reads: the time, the fingers down, and the
/// recognizers taking part.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access). That is sound because of one invariant, kept by this type alone: every access happens
/// inside one of its own methods, on the main actor, and no method calls out while an access is
/// open — the participants are handed out as a copy (``participants``), so the arena's loops call
/// into recognizers, delegates and actions after the read has ended, and the lists change by
/// appends and removals that call nothing else (a recognizer's state is read, never changed,
/// from here). So no two accesses to the same property can overlap, even when an action attaches,
/// disables or resets recognizers mid-event. Its arena holds it in a `let`, which needs no check
/// of its own.
///
/// The arena's every-frame loop calls each participant borrowed from its copy of the list — no
/// retain and release of each one per frame — the copy, kept alive until the loop is done,
/// keeping every one of them alive, even when a call adds recognizers or makes some idle and
/// removed. Deadlines are read here (``earliestDeadline(atOrBefore:)``, ``nextDeadline``):
/// reading a recognizer's frame state calls nothing, so the list needs no copy at all.
@MainActor
final class UncheckedGestureArenaState {
    @exclusivity(unchecked) private var time: Double
    /// The fingers still down (a short list: searching it is cheaper than hashing).
    @exclusivity(unchecked) private var downTouches: [TouchIdentifier] = []
    /// Recognizers with touches, deadlines or pending states, in the order they joined.
    @exclusivity(unchecked) private var inPlay: [GestureRecognizer] = []

    init(time: Double) { self.time = time }

    // MARK: Time

    /// The time of the latest event or deadline handled, in seconds.
    var now: Double {
        @inline(__always) get { time }
        @inline(__always) set { time = newValue }
    }

    // MARK: Fingers

    /// The fingers down, in the order they began.
    var touchesDown: [TouchIdentifier] { downTouches }

    /// Whether finger `id` is down.
    @inline(__always)
    func isDown(_ id: TouchIdentifier) -> Bool {
        for down in downTouches where down == id { return true }
        return false
    }

    /// Finger `id` went down.
    func addDown(_ id: TouchIdentifier) {
        downTouches.append(id)
    }

    /// Finger `id` lifted.
    func removeDown(_ id: TouchIdentifier) {
        var kept = 0
        for index in downTouches.indices where downTouches[index] != id {
            if kept != index { downTouches.swapAt(kept, index) }
            kept += 1
        }
        if kept < downTouches.count { downTouches.removeLast(downTouches.count - kept) }
    }

    /// The lowest identifier of a finger that is down but not among `touches`. No allocation
    /// (every frame's touches go through here) and plain loops (closure literals would be
    /// checked against the main actor at run time on every call).
    @inline(__always)
    func lowestMissing(from touches: [Touch]) -> TouchIdentifier? {
        var missing: TouchIdentifier?
        for id in downTouches where !Self.contains(id, in: touches) {
            if let lowest = missing, lowest < id { continue }
            missing = id
        }
        return missing
    }

    private static func contains(_ id: TouchIdentifier, in touches: [Touch]) -> Bool {
        for touch in touches where touch.id == id { return true }
        return false
    }

    // MARK: Participants

    /// The recognizers taking part, in the order they joined, as a copy: a loop over it may call
    /// anything.
    var participants: [GestureRecognizer] {
        @inline(__always) get { inPlay }
    }

    /// The participant whose deadline comes first, at or before `time` seconds, and that deadline
    /// (the first listed, of equal ones). Reads frame states only: calls nothing.
    func earliestDeadline(atOrBefore time: Double) -> (GestureRecognizer, Double)? {
        var earliest: Int?
        var earliestDeadline = 0.0
        for index in inPlay.indices {
            guard let deadline = inPlay[index].frameState.deadline, deadline <= time else { continue }
            if earliest == nil || deadline < earliestDeadline {
                earliest = index
                earliestDeadline = deadline
            }
        }
        guard let earliest else { return nil }
        return (inPlay[earliest], earliestDeadline)
    }

    /// The earliest deadline of a participant, in seconds; `nil` when none waits for time.
    var nextDeadline: Double? {
        var earliest: Double?
        for index in inPlay.indices {
            guard let deadline = inPlay[index].frameState.deadline else { continue }
            if let current = earliest, current <= deadline { continue }
            earliest = deadline
        }
        return earliest
    }

    /// Adds `recognizer` to the participants, once.
    func add(_ recognizer: GestureRecognizer) {
        for participant in inPlay where participant === recognizer { return }
        inPlay.append(recognizer)
    }

    /// Removes the participants with nothing left to do (possible, no fingers, no deadline, no
    /// wish), keeping the others in order. It only reads the recognizers' frame states, so it
    /// calls nothing; each removed recognizer is released after its removal has returned.
    func removeIdle() {
        var kept = 0
        for index in inPlay.indices where !Self.isIdle(inPlay[index]) {
            if kept != index { inPlay.swapAt(kept, index) }
            kept += 1
        }
        for _ in kept..<max(kept, inPlay.count) { _ = inPlay.remove(at: kept) }
    }

    /// Whether `recognizer` has nothing left to do in the arena.
    static func isIdle(_ recognizer: GestureRecognizer) -> Bool {
        let frame = recognizer.frameState
        return frame.state == .possible && frame.touchCount == 0 && frame.deadline == nil && frame.pendingState == nil
    }
}
