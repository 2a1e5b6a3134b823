import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The part of a ``GestureRecognizer`` every touch event and frame reads (the arena, the
/// recognizer itself and the plans that follow it): its state, the fingers it tracks, its
/// deadline and wish, the time, and its actions.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access). That is sound because of one invariant, kept by this type alone: every access happens
/// inside one of its own methods, on the main actor, and no method calls out while an access is
/// open — no closures from outside, no delegates, no subclass hooks; the actions are handed out
/// as a copy (``actions``) and called by the recognizer after the read has ended. So no two
/// accesses to the same property can overlap, even when an action adds or removes actions,
/// disables the recognizer or resets it. Its recognizer holds it in a `let`, which needs no check
/// of its own.
///
/// Each action lives in a box (``ActionEntry``), listed in `currentActions`. The recognizer
/// takes the list as a copy (``actions``) and calls each box borrowed from that copy — no retain
/// and release of each box per call — the copy, kept alive until the last call returns, keeping
/// every box alive, even when an action removes actions.
@MainActor
final class UncheckedRecognizerFrameState {
    /// An action and the token that removes it.
    final class ActionEntry {
        let id: Int
        let action: @MainActor (GestureRecognizer) -> Void

        init(id: Int, action: @escaping @MainActor (GestureRecognizer) -> Void) {
            self.id = id
            self.action = action
        }
    }

    @exclusivity(unchecked) private var currentState: GestureRecognizerState = .possible
    @exclusivity(unchecked) private var enabled = true
    /// The touches being tracked, in the order they began; only fingers still down.
    @exclusivity(unchecked) private var touches: [Touch] = []
    @exclusivity(unchecked) private var currentDeadline: Double?
    @exclusivity(unchecked) private var wish: GestureRecognizerState?
    @exclusivity(unchecked) private var time = 0.0
    @exclusivity(unchecked) private var currentActions: [ActionEntry] = []
    /// The centroid of the fingers when the last of them lifted (or the recognizer reset).
    @exclusivity(unchecked) private var lastCentroid = CGPoint.zero
    @exclusivity(unchecked) private var nextActionID = 0
    @exclusivity(unchecked) private var arbitrated = false

    // MARK: Plain values

    /// The recognizer's state.
    var state: GestureRecognizerState {
        @inline(__always) get { currentState }
        @inline(__always) set { currentState = newValue }
    }

    /// Whether the recognizer takes touches.
    var isEnabled: Bool {
        @inline(__always) get { enabled }
        @inline(__always) set { enabled = newValue }
    }

    /// The time, in seconds, at which the recognizer's deadline passes.
    var deadline: Double? {
        @inline(__always) get { currentDeadline }
        @inline(__always) set { currentDeadline = newValue }
    }

    /// A state the recognizer asked for but that waits for other recognizers to fail.
    var pendingState: GestureRecognizerState? {
        @inline(__always) get { wish }
        @inline(__always) set { wish = newValue }
    }

    /// Whether the recognizer's arena has a ``GestureArbiter`` that follows its state changes.
    var isArbitrated: Bool {
        @inline(__always) get { arbitrated }
        @inline(__always) set { arbitrated = newValue }
    }

    /// Places the recognizer's location at `location` (window coordinates) without fingers: a
    /// recognizer another gesture system recognizes reports where that system's fingers are.
    func place(at location: CGPoint) {
        touches = []
        lastCentroid = location
    }

    /// The time of the latest touch or deadline delivered, in seconds.
    var currentTime: Double {
        @inline(__always) get { time }
        @inline(__always) set { time = newValue }
    }

    /// Moves to `next` if the transition is legal: clears the wish, and the deadline once
    /// finished. Returns whether the state changed.
    @inline(__always)
    func enter(_ next: GestureRecognizerState) -> Bool {
        guard currentState.canTransition(to: next) else { return false }
        currentState = next
        wish = nil
        if next.isFinished { currentDeadline = nil }
        return true
    }

    /// Back to possible, with no deadline, no wish and no fingers (remembering their centroid).
    func reset() {
        currentState = .possible
        wish = nil
        currentDeadline = nil
        if !touches.isEmpty { lastCentroid = TouchGeometry.centroid(of: touches) }
        touches = []
    }

    // MARK: Actions

    /// The actions, as a copy: calling them cannot reach this storage's array, and the copy
    /// keeps every one alive for as long as the caller holds it.
    var actions: [ActionEntry] {
        @inline(__always) get { currentActions }
    }

    /// Adds `action`; returns its token.
    func addAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) -> Int {
        nextActionID += 1
        let entry = ActionEntry(id: nextActionID, action: action)
        currentActions.append(entry)
        return nextActionID
    }

    /// Removes the action with token `token`. The removed action is released after the access
    /// has ended (its captures' deinits may do anything).
    func removeAction(_ token: Int) {
        var index = 0
        while index < currentActions.count {
            if currentActions[index].id == token {
                let removed = currentActions.remove(at: index)
                withExtendedLifetime(removed) {}
            } else {
                index += 1
            }
        }
    }

    // MARK: Fingers

    /// The fingers tracked, in the order they began.
    var trackedTouches: [Touch] {
        @inline(__always) get { touches }
    }

    /// How many fingers are tracked.
    var touchCount: Int {
        @inline(__always) get { touches.count }
    }

    /// The tracked finger at `index`, if there is one.
    func touch(at index: Int) -> Touch? {
        touches.indices.contains(index) ? touches[index] : nil
    }

    /// The centroid of the tracked fingers in window coordinates; the last centroid after they
    /// lift.
    var centroid: CGPoint {
        @inline(__always) get { touches.isEmpty ? lastCentroid : TouchGeometry.centroid(of: touches) }
    }

    /// Whether finger `id` is tracked.
    @inline(__always)
    func tracks(_ id: TouchIdentifier) -> Bool {
        for touch in touches where touch.id == id { return true }
        return false
    }

    /// Starts tracking `began`.
    func add(_ began: [Touch]) {
        touches.append(contentsOf: began)
    }

    /// Takes the new locations of the tracked fingers among `moved`, at `time` seconds.
    func move(_ moved: [Touch], at time: Double) {
        self.time = time
        // Work on the array out of the property: two accesses in all, not one per touch.
        var tracked: [Touch] = []
        swap(&tracked, &touches)
        for touch in moved {
            for index in tracked.indices where tracked[index].id == touch.id { tracked[index] = touch }
        }
        swap(&tracked, &touches)
    }

    /// Stops tracking the fingers in `lifted`, remembering the centroid of all of them first.
    func lift(_ lifted: [Touch]) {
        guard !touches.isEmpty else { return }
        lastCentroid = TouchGeometry.centroid(of: touches)
        var remaining: [Touch] = []
        for touch in touches where !Self.contains(touch.id, in: lifted) { remaining.append(touch) }
        touches = remaining
    }

    /// Lets go of the fingers in `lifted` or `alsoLifted` without measuring anything (a finished
    /// recognizer, waiting to be reset).
    func drop(_ lifted: [Touch], _ alsoLifted: [Touch] = []) {
        var kept = 0
        for index in touches.indices
        where !Self.contains(touches[index].id, in: lifted) && !Self.contains(touches[index].id, in: alsoLifted) {
            if kept != index { touches.swapAt(kept, index) }
            kept += 1
        }
        if kept < touches.count { touches.removeLast(touches.count - kept) }
    }

    private static func contains(_ id: TouchIdentifier, in touches: [Touch]) -> Bool {
        for touch in touches where touch.id == id { return true }
        return false
    }
}
