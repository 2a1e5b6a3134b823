import Foundation
import Motion

/// Routes touches to recognizers and arbitrates between them, as UIKit's gesture system does.
///
/// A touch that begins is hit-tested through the ``GestureHost``; the recognizers attached to
/// the view it lands on and to that view's ancestors (deepest first) receive it — and only they
/// — until it lifts. When a recognizer asks to begin (or, if discrete, to be recognized):
/// - its delegate's ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` may make it fail;
/// - an active recognizer sharing its touches that may not recognize simultaneously with it
///   makes it fail;
/// - recognizers it requires to fail make it wait while they are undecided, and make it fail
///   if they are recognized;
/// - once it begins, every other recognizer sharing its touches that may not recognize
///   simultaneously with it fails.
///
/// Time comes from the events and from ``advance(to:)``, which the host calls every frame so
/// that timed decisions (a long press's minimum duration, a tap's interval) happen on time
/// without any touch. Input that breaks continuity is refused whole; see ``handle(_:)``.
@MainActor
public final class GestureArena {
    /// The host that hit-tests touches.
    public weak var host: (any GestureHost)?
    /// Decides between recognizers for another gesture system, if the host has one (see
    /// ``GestureArbiter``); `nil` (the default): the arena decides itself, as UIKit would.
    /// Set it before any touch arrives.
    public weak var arbiter: (any GestureArbiter)?
    /// The time of the latest event or deadline handled, in seconds.
    public var now: Double { arenaState.now }

    /// The time, the fingers down and the recognizers in play (see ``UncheckedGestureArenaState`` for why
    /// reading them makes no exclusivity checks).
    let arenaState: UncheckedGestureArenaState
    /// Reusable buffers for sorting an event's touches per recognizer.
    private var moved: [Touch] = []
    private var ended: [Touch] = []
    private var cancelled: [Touch] = []

    /// An arena for `host`, at `time` seconds.
    public init(host: any GestureHost, time: Double = 0) {
        self.host = host
        arenaState = UncheckedGestureArenaState(time: time)
    }

    /// An arena at `time` seconds that hit-tests nothing until ``host`` is set (a host that owns
    /// its arena sets itself once it is initialized).
    public init(time: Double = 0) {
        arenaState = UncheckedGestureArenaState(time: time)
    }

    /// The identifiers of the fingers down, in order.
    public var touchesDown: [TouchIdentifier] { arenaState.touchesDown.sorted() }

    /// The recognizers currently taking part in a gesture (tracking touches, waiting for a
    /// deadline, or waiting for another to fail).
    public var recognizersInPlay: [GestureRecognizer] { participants }

    /// Recognizers with touches, deadlines or pending states, in the order they joined (a copy).
    var participants: [GestureRecognizer] { arenaState.participants }

    /// Delivers `event` to the recognizers.
    ///
    /// Deadlines due before the event fire first. The event is refused whole — nothing changes
    /// — when its timestamp is earlier than ``now``
    /// (``TouchError/timestampWentBackwards(previous:received:)``), a finger begins while
    /// already down (``TouchError/touchAlreadyDown(_:)``), a finger that never began moves or
    /// lifts (``TouchError/unknownTouch(_:)``) or a finger that is down is missing
    /// (``TouchError/missingTouch(_:)``).
    public func handle(_ event: TouchEvent) throws(TouchError) {
        try validate(event)
        advance(to: event.timestamp)
        arenaState.now = event.timestamp
        guard event.changesFingers else {
            // No finger came or went, so no recognizer can become idle or resettable here (a
            // recognizer that fails on a move releases its waiters as it fails).
            deliverMoves(event)
            return
        }

        var began: [ObjectIdentifier: [Touch]] = [:]
        for touch in event.touches where touch.phase == .began {
            let recipients = recognizers(for: touch)
            arenaState.addDown(touch.id)
            for recognizer in recipients {
                recognizer.arena = self
                track(recognizer)
                began[ObjectIdentifier(recognizer), default: []].append(touch)
            }
        }

        for recognizer in participants {
            let id = ObjectIdentifier(recognizer)
            // Sorted into reusable buffers, so a frame of touches allocates nothing.
            moved.removeAll(keepingCapacity: true)
            ended.removeAll(keepingCapacity: true)
            cancelled.removeAll(keepingCapacity: true)
            for touch in event.touches where recognizer.tracks(touch.id) {
                switch touch.phase {
                case .moved: moved.append(touch)
                case .ended: ended.append(touch)
                case .cancelled: cancelled.append(touch)
                case .began, .stationary: break
                }
            }
            if recognizer.state.isFinished || !recognizer.isEnabled {
                // A finished recognizer only lets its fingers go, then waits to be reset.
                recognizer.frameState.drop(ended, cancelled)
                continue
            }
            let beganHere = began.isEmpty ? nil : began[id]
            // Moves first: a finger that joins is measured against where the others are now, so
            // a centroid taken as it joins (a pan's) counts their move once, as it would alone.
            if !moved.isEmpty { recognizer.receive(moved: moved, at: event.timestamp) }
            if let touches = beganHere, !recognizer.state.isFinished { recognizer.receive(began: touches, at: event.timestamp) }
            if !ended.isEmpty {
                if recognizer.state.isFinished {
                    recognizer.frameState.drop(ended)
                } else {
                    recognizer.receive(ended: ended, cancelled: false, at: event.timestamp)
                }
            }
            if !cancelled.isEmpty {
                if recognizer.state.isFinished {
                    recognizer.frameState.drop(cancelled)
                } else {
                    recognizer.receive(ended: cancelled, cancelled: true, at: event.timestamp)
                }
            }
            if !recognizer.state.isFinished, beganHere == nil, moved.isEmpty, ended.isEmpty, cancelled.isEmpty {
                recognizer.currentTime = event.timestamp
            }
        }
        for touch in event.touches where !touch.phase.isDown {
            arenaState.removeDown(touch.id)
        }
        settle()
    }

    /// The common frame: fingers only moved or rested. Each recognizer tracking a finger that
    /// moved gets the event's touches (it updates only the fingers it tracks); the others only
    /// learn the time. No buffers, so nothing on this path allocates or sorts; the recognizers
    /// are called borrowed, kept alive by the copy's strong list (see
    /// ``UncheckedGestureArenaState``).
    private func deliverMoves(_ event: TouchEvent) {
        // A copy: it keeps every recognizer alive until the loop is done, and each is called
        // borrowed from it, with no retain and release of its own.
        let inPlay = arenaState.participants
        var index = 0
        while index < inPlay.count {
            Unmanaged.passUnretained(inPlay[index]).withBorrowed { recognizer in Self.deliverMove(event, to: recognizer) }
            index &+= 1
        }
        // Keeps the copy alive to here: what `withExtendedLifetime` does, without its closure
        // (checked for its executor on every call), and, unlike `extendLifetime`, in iOS 16's SDK.
        _fixLifetime(inPlay)
    }

    /// ``deliverMoves(_:)`` for one recognizer.
    @inline(__always)
    private static func deliverMove(_ event: TouchEvent, to recognizer: GestureRecognizer) {
        guard !recognizer.state.isFinished, recognizer.isEnabled else { return }
        var movedTracked = false
        for touch in event.touches where touch.phase == .moved && recognizer.tracks(touch.id) {
            movedTracked = true
            break
        }
        if movedTracked {
            recognizer.receive(moved: event.touches, at: event.timestamp)
        } else {
            recognizer.currentTime = event.timestamp
        }
    }

    /// Fires the deadlines due at or before `time` seconds, in time order, and moves ``now``
    /// to `time`. A time earlier than ``now`` does nothing.
    public func advance(to time: Double) {
        guard time.isFinite, time >= now else { return }
        while let (next, deadline) = arenaState.earliestDeadline(atOrBefore: time) {
            arenaState.now = max(now, deadline)
            next.receive(deadlineAt: now)
            settle()
        }
        arenaState.now = time
    }

    /// The earliest deadline of a recognizer in play (a long press's duration, a tap's
    /// interval), in seconds; `nil` when none waits for time. A host that rests between frames
    /// must keep stepping the arena until then.
    public var nextDeadline: Double? { arenaState.nextDeadline }

    // MARK: Routing

    private func validate(_ event: TouchEvent) throws(TouchError) {
        if event.timestamp < now { throw .timestampWentBackwards(previous: now, received: event.timestamp) }
        for touch in event.touches {
            let isDown = arenaState.isDown(touch.id)
            if touch.phase == .began, isDown { throw .touchAlreadyDown(touch.id) }
            if touch.phase != .began, !isDown { throw .unknownTouch(touch.id) }
        }
        if let missing = arenaState.lowestMissing(from: event.touches) { throw .missingTouch(missing) }
    }

    /// The enabled recognizers on the hit-tested view and its ancestors that accept `touch`.
    private func recognizers(for touch: Touch) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var view = host?.hitTest(touch.location)
        while let current = view {
            for recognizer in current.gestureRecognizers
            where recognizer.isEnabled && recognizer.view === current && !recognizer.state.isFinished
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                result.append(recognizer)
            }
            view = current.gestureSuperview
        }
        return result
    }

    /// Makes sure `recognizer` is a participant (it has touches, a deadline or a wish).
    func track(_ recognizer: GestureRecognizer) {
        recognizer.arena = self
        recognizer.frameState.isArbitrated = arbiter != nil
        arenaState.add(recognizer)
    }
}
