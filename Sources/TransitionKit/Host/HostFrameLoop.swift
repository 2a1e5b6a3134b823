import Gestures
import Motion

/// The frame every host runs, in the engine's order: the touches due are delivered to the
/// gesture arena, the recognizers' deadlines fire, then the clock steps — animators, springs and
/// transitions move — and only then does the host look at the result (record it, draw it).
///
/// This is the engine's contract with a host, written once. Stage's `Window` (tests, the lab,
/// the live page) and the UIKit host each own one and call ``frame(at:)`` once per frame — Stage
/// on its manual or display clock, UIKit from its display link — so a transition behaves the
/// same in all of them. A host adds glue around it (hit testing, recording, drawing), never a
/// step of its own.
///
/// Touches reach the engine two ways. A host whose touches come with times of their own ahead
/// of the frames (a gesture script, a browser page) queues them with ``enqueue(_:)``; each frame
/// delivers those due by its time, in order. A host whose toolkit delivers touches as they
/// happen (UIKit) hands each event over at once with ``send(_:)``. Either way every event goes
/// through ``send(_:)``, which keeps ``touchesDown`` and tells the ``touchObserver``.
@MainActor
public final class HostFrameLoop {
    /// Where time comes from.
    public let clock: any FrameClock
    /// Steps every running animation once per frame.
    public let animationLoop: AnimationLoop
    /// Routes touches to recognizers; its host (hit testing) is the host's to set.
    public let arena: GestureArena
    /// Told of every touch event refused and, while ``reportsDeliveries`` is on, of every one
    /// delivered (held weakly).
    public var touchObserver: (any HostTouchObserver)? {
        get { observerOfTouches }
        set { observerOfTouches = newValue }
    }
    /// The storage of ``touchObserver``, private so that its reads need no exclusivity check.
    private weak var observerOfTouches: (any HostTouchObserver)?
    /// Whether the ``touchObserver`` hears of each event delivered (true by default); a refused
    /// event is reported either way. A host that needs the deliveries only at times (Stage's
    /// window, while it records) turns this off in between: telling an observer held weakly
    /// costs a weak load, and the release of what it returns, for every event.
    public var reportsDeliveries: Bool {
        get { tellsDeliveries }
        set { tellsDeliveries = newValue }
    }
    /// The storage of ``reportsDeliveries``: a plain value, read or replaced whole.
    private var tellsDeliveries = true
    /// The fingers down after the latest event delivered.
    public var touchesDown: [Touch] { fingersDown }

    /// The storage of ``touchesDown``: only ever read or replaced whole (``send(_:)`` takes it
    /// out, refills it and puts it back), in statements that call nothing out, so the optimizer
    /// proves no two accesses overlap and no event pays for a runtime exclusivity check.
    private var fingersDown: [Touch] = []

    /// The clock when it is one the loop steps itself, once per frame (a ``/Motion/ManualClock``
    /// or a ``/Motion/DisplayClock``), found once rather than cast every frame.
    private let steppedClock: (any SteppedFrameClock)?
    /// Queued touches not yet delivered: `pendingTouches[pendingStart...]`, in time order.
    /// Delivery moves `pendingStart` on (O(1) per touch); the delivered prefix is dropped when
    /// it is at least half of the queue, so delivering N touches costs O(N) in all.
    private var pendingTouches: [TouchEvent] = []
    private var pendingStart = 0
    /// `pendingTouches.count`, kept beside it: a frame with nothing queued reads only plain
    /// values, which need no exclusivity check (the queue, changed in place, needs one per read).
    private var queuedCount = 0

    /// A loop on `clock`; its arena starts at the clock's time and hit-tests nothing until the
    /// host sets `GestureArena.host` (Gestures).
    public init(clock: any FrameClock) {
        self.clock = clock
        steppedClock = clock as? any SteppedFrameClock
        animationLoop = AnimationLoop(clock: clock)
        arena = GestureArena(time: clock.now)
    }

    /// The time between frames, in seconds: a stepped clock's frame interval, else 1/120.
    public var frameInterval: Double { steppedClock?.frameInterval ?? 1.0 / 120 }

    // MARK: Touches

    /// Queues `events` for delivery at their timestamps during the next frames.
    public func enqueue(_ events: [TouchEvent]) {
        guard !events.isEmpty else { return }
        dropDeliveredTouches()
        // Changed out of the property: no access to it spans a call (the sort's closure), so a
        // frame's reads of it need no exclusivity check.
        var queue = takePendingTouches()
        let wasOrdered = queue.last.map { $0.timestamp <= events[0].timestamp } ?? true
        // Usually nothing is queued (the last script was played out): the events become the
        // queue, not copied event by event (a retain each, and a release each when the
        // caller's array goes).
        if queue.isEmpty { queue = events } else { queue.append(contentsOf: events) }
        // A script's events come in order: sorting is needed only when they interleave.
        if !wasOrdered || !Self.isOrdered(events) {
            queue.sort { $0.timestamp < $1.timestamp }
        }
        queuedCount = queue.count
        pendingTouches = queue
    }

    /// Whether `events` come in time order: a plain loop, as a closure called for each pair
    /// would have its executor checked every time (main-actor code, a closure literal).
    private static func isOrdered(_ events: [TouchEvent]) -> Bool {
        var index = 1
        while index < events.count {
            if events[index - 1].timestamp > events[index].timestamp { return false }
            index += 1
        }
        return true
    }

    /// Whether queued touches remain to be delivered.
    public var hasPendingTouches: Bool { pendingStart < queuedCount }

    /// The last queued touch event not yet delivered.
    public var lastPendingTouch: TouchEvent? { hasPendingTouches ? pendingTouches.last : nil }

    /// Delivers `event` to the arena now. A refused event changes nothing; the observer is told
    /// and the error rethrown.
    public func send(_ event: TouchEvent) throws(TouchError) {
        do {
            try arena.handle(event)
        } catch {
            observerOfTouches?.hostFrameLoop(self, refused: event, error: error)
            throw error
        }
        // Refilled out of the property, in place (the same fingers, usually): two plain
        // accesses, no checks, no allocation.
        var down: [Touch] = []
        swap(&down, &fingersDown)
        var count = 0
        for touch in event.touches where touch.phase.isDown {
            if count < down.count { down[count] = touch } else { down.append(touch) }
            count += 1
        }
        if count < down.count { down.removeLast(down.count - count) }
        swap(&down, &fingersDown)
        if tellsDeliveries { observerOfTouches?.hostFrameLoop(self, delivered: event) }
    }

    /// The queue, leaving none: a change made to what this returns, then stored back whole,
    /// changes the queue without copying it and with no access to it spanning a call.
    private func takePendingTouches() -> [TouchEvent] {
        let queue = pendingTouches
        pendingTouches = []
        return queue
    }

    private func dropDeliveredTouches() {
        guard pendingStart > 0 else { return }
        var queue = takePendingTouches()
        queue.removeFirst(pendingStart)
        pendingTouches = queue
        pendingStart = 0
        queuedCount = pendingTouches.count
    }

    // MARK: Frames

    /// How far past a frame's time a queued touch still belongs to that frame, in seconds: a
    /// nanosecond, far under any frame and far over the rounding of a sum of frame intervals.
    public static let timeTolerance = 1e-9

    /// One frame at `time` seconds: delivers the queued touches due by then, fires the gesture
    /// deadlines due, then steps the clock to `time` (the animations' frame). A time before the
    /// clock's current one steps nothing back: the arena ignores it and a stepped clock delivers
    /// its frame at its current time.
    public func frame(at time: Double) {
        // Due by then, give or take the rounding of times summed frame by frame (a script's
        // touch at 103/120 s belongs to the frame the clock reached by adding 1/120 s 103 times).
        if pendingStart < queuedCount { deliverQueuedTouches(dueBy: time + Self.timeTolerance) }
        arena.advance(to: time)
        steppedClock?.advance(to: time)
    }

    /// Delivers the queued touches due by `due` seconds, in order, and drops those delivered.
    private func deliverQueuedTouches(dueBy due: Double) {
        while pendingStart < pendingTouches.count, pendingTouches[pendingStart].timestamp <= due {
            let next = pendingTouches[pendingStart]
            pendingStart += 1
            // A refused touch changes nothing; `send` has told the observer, which keeps it.
            try? send(next)
        }
        if pendingStart > 0, pendingStart == pendingTouches.count {
            var queue = takePendingTouches()
            queue.removeAll(keepingCapacity: true)
            pendingTouches = queue
            pendingStart = 0
        } else if pendingStart >= 1024, pendingStart * 2 >= pendingTouches.count {
            dropDeliveredTouches()
        }
        queuedCount = pendingTouches.count
    }
}

/// Told of the touch events a ``HostFrameLoop`` delivers, in order (a recorder, a host's
/// bookkeeping of refused input).
@MainActor
public protocol HostTouchObserver: AnyObject {
    /// `event` reached the arena.
    func hostFrameLoop(_ loop: HostFrameLoop, delivered event: TouchEvent)
    /// The arena refused `event` (it broke continuity); nothing changed.
    func hostFrameLoop(_ loop: HostFrameLoop, refused event: TouchEvent, error: TouchError)
}
