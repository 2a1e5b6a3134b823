import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// The base of every recognizer, as in UIKit's `UIGestureRecognizer`: a state machine fed with
/// touches by a ``GestureArena``, actions called on each state change, a delegate, and failure
/// requirements.
///
/// A recognizer is attached to a view (``attach(to:)``, which a host's `addGestureRecognizer`
/// calls). It receives the touches that begin on that view or its descendants, decides its
/// state from them, and the arena arbitrates between recognizers that want the same touches.
/// Subclasses: ``PanGestureRecognizer``, ``ScreenEdgePanGestureRecognizer``,
/// ``PinchGestureRecognizer``, ``RotationGestureRecognizer``, ``TapGestureRecognizer``,
/// ``LongPressGestureRecognizer``.
@MainActor
public class GestureRecognizer {
    /// What every touch event and frame reads (see ``UncheckedRecognizerFrameState`` for why reading it
    /// makes no exclusivity checks).
    let frameState = UncheckedRecognizerFrameState()

    /// The recognizer's state; see ``GestureRecognizerState`` for the paths it takes.
    ///
    /// Computed over `frameState` so that other modules read it through this module's
    /// unchecked access (a module reading a stored property checks it by its own rules).
    public final internal(set) var state: GestureRecognizerState {
        get { frameState.state }
        set { frameState.state = newValue }
    }
    /// Whether the recognizer takes touches. Disabling an active recognizer cancels it;
    /// disabling one that is still possible makes it fail.
    public final var isEnabled: Bool {
        get { frameState.isEnabled }
        set {
            let wasEnabled = frameState.isEnabled
            frameState.isEnabled = newValue
            if !newValue, wasEnabled { abandon() }
        }
    }
    /// The delegate that shapes how this recognizer competes with others.
    public final weak var delegate: (any GestureRecognizerDelegate)?
    /// A name for diagnostics.
    public final var name: String?
    /// The view the recognizer is attached to, or `nil`.
    public final private(set) weak var view: (any GestureView)?

    /// The touches being tracked, in the order they began; only fingers still down.
    final var trackedTouches: [Touch] { frameState.trackedTouches }
    /// Every touch this recognizer has received since it was last reset.
    final var touchHistory: Set<TouchIdentifier> = []
    /// The time, in seconds, at which ``deadlineReached(at:)`` should be called.
    final var deadline: Double? {
        get { frameState.deadline }
        set { frameState.deadline = newValue }
    }
    /// A state the recognizer asked for and waits for: for other recognizers to fail, or for
    /// its arena's ``GestureArbiter`` to answer; `nil` when it waits for nothing.
    public final internal(set) var pendingState: GestureRecognizerState? {
        get { frameState.pendingState }
        set { frameState.pendingState = newValue }
    }
    /// The arena delivering touches to this recognizer.
    final weak var arena: GestureArena?
    /// The time of the latest touch (or deadline) the recognizer received, in seconds, on the
    /// host's clock: for a recognizer that just ended, when its fingers let go.
    public final var timestamp: Double { frameState.currentTime }
    /// The time of the latest touch or deadline delivered, in seconds.
    final var currentTime: Double {
        get { frameState.currentTime }
        set { frameState.currentTime = newValue }
    }

    private final var requiredFailures: [WeakRecognizer] = []

    /// A recognizer, attached to no view.
    public init(name: String? = nil) {
        self.name = name
    }

    // MARK: Hosts

    /// Attaches the recognizer to `view`; hosts call this from `addGestureRecognizer`.
    /// A recognizer attached elsewhere is cancelled and moves.
    public func attach(to view: any GestureView) {
        if let current = self.view, current !== view { abandon() }
        self.view = view
    }

    /// Detaches the recognizer from its view; an active gesture is cancelled.
    public func detach() {
        abandon()
        view = nil
    }

    // MARK: Actions

    /// Calls `action` on every change to began, changed, ended (recognized) or cancelled.
    /// Returns a token for ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(_ action: @escaping @MainActor (GestureRecognizer) -> Void) -> Int {
        frameState.addAction(action)
    }

    /// Removes the action with token `token`.
    public func removeTarget(_ token: Int) {
        frameState.removeAction(token)
    }

    // MARK: Relations

    /// Makes this recognizer wait, before it begins, until `other` fails; if `other` is
    /// recognized instead, this one fails.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requiredFailures.contains(where: { $0.recognizer === other }) else { return }
        requiredFailures.append(WeakRecognizer(recognizer: other))
    }

    /// Whether this recognizer must wait for `other` to fail (``require(toFail:)`` or either
    /// delegate saying so) — what the arena, or a host's own gesture system, enforces.
    public func requiresFailure(of other: GestureRecognizer) -> Bool {
        guard other !== self else { return false }
        return requiredFailures.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// The recognizers named with ``require(toFail:)`` that still exist.
    var explicitFailureRequirements: [GestureRecognizer] { requiredFailures.compactMap(\.recognizer) }

    /// Whether this recognizer and `other` may be active together (either delegate says so) —
    /// what the arena, or a host's own gesture system, enforces.
    public func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    // MARK: Location

    /// How many fingers the recognizer is tracking.
    public var numberOfTouches: Int { frameState.touchCount }

    /// The centroid of the tracked fingers in `view`'s coordinates (window coordinates for
    /// `nil`), in points; the last centroid after they lift.
    public func location(in view: (any GestureView)?) -> CGPoint {
        let point = frameState.centroid
        return view?.convertFromWindow(point) ?? point
    }

    /// The location of the tracked finger at `index` (0 ..< ``numberOfTouches``) in `view`'s
    /// coordinates; an index out of range gives the centroid.
    public func location(ofTouch index: Int, in view: (any GestureView)?) -> CGPoint {
        guard let touch = frameState.touch(at: index) else { return location(in: view) }
        let point = touch.location
        return view?.convertFromWindow(point) ?? point
    }

    // MARK: State changes

    /// Asks for `next`. Leaving ``GestureRecognizerState/possible`` goes through the arena,
    /// which may make the recognizer wait for others to fail, or fail it; other changes apply
    /// at once. Changes UIKit does not allow are ignored.
    func requestState(_ next: GestureRecognizerState) {
        // The state check first: a weak load is not free, and most changes need no arena.
        if state == .possible, next != .failed, let arena {
            arena.resolve(self, wants: next)
        } else {
            apply(next)
        }
    }

    /// Moves to `next` if the transition is legal, and calls the actions (a copy of them, so an
    /// action may add or remove actions).
    func apply(_ next: GestureRecognizerState) {
        guard frameState.enter(next) else { return }
        if frameState.isArbitrated {
            notifyArbiter()
            // The arbiter's system may end the gesture as it hears of the change (a platform that
            // had already failed it): that change ran its own actions.
            guard state == next else { return }
        }
        if next != .failed {
            // Borrowed, not retained one by one: the copy keeps them alive until the last
            // returns (see UncheckedRecognizerFrameState).
            let actions = frameState.actions
            var index = 0
            while index < actions.count {
                Unmanaged.passUnretained(actions[index]).withBorrowed { $0.action(self) }
                index &+= 1
            }
            // Keeps the copy alive to here: what `withExtendedLifetime` does, without its
            // closure (checked for its executor on every call), and, unlike `extendLifetime`,
            // in iOS 16's SDK.
            _fixLifetime(actions)
        }
        if next.isFinished { arena?.recognizerDidFinish(self) }
    }

    /// Returns the recognizer to ``GestureRecognizerState/possible`` and forgets its touches.
    func reset() {
        let wasPossible = state == .possible
        frameState.reset()
        touchHistory = []
        resetGesture()
        if !wasPossible, frameState.isArbitrated { notifyArbiter() }
    }

    /// Tells the arena's arbiter that the state changed (out of line: only arbitrated hosts pay).
    @inline(never)
    private func notifyArbiter() {
        guard let arena, let arbiter = arena.arbiter else { return }
        arbiter.arena(arena, recognizerDidChangeState: self)
    }

    /// Cancels (if active) or fails (if possible) and lets go of the touches.
    private func abandon() {
        if state.isActive {
            apply(.cancelled)
        } else if state == .possible, !touchHistory.isEmpty || pendingState != nil || deadline != nil {
            apply(.failed)
        }
        reset()
    }

    // MARK: Touch delivery (from the arena)

    func receive(began touches: [Touch], at time: Double) {
        currentTime = time
        frameState.add(touches)
        for touch in touches { touchHistory.insert(touch.id) }
        touchesBegan(touches)
    }

    func receive(moved touches: [Touch], at time: Double) {
        frameState.move(touches, at: time)
        touchesMoved(touches)
    }

    func receive(ended touches: [Touch], cancelled: Bool, at time: Double) {
        currentTime = time
        if !cancelled {
            // A finger that lifts somewhere else than it last moved to moved there first.
            let tracked = trackedTouches
            let movedOnLift = touches.filter { touch in
                tracked.contains { $0.id == touch.id && $0.location != touch.location }
            }
            if !movedOnLift.isEmpty {
                receive(moved: movedOnLift.map { Touch(id: $0.id, location: $0.location, timestamp: time, phase: .moved) }, at: time)
                guard !state.isFinished else {
                    frameState.drop(touches)
                    return
                }
            }
        }
        frameState.move(touches, at: time)
        frameState.lift(touches)
        if cancelled { touchesCancelled(touches) } else { touchesEnded(touches) }
    }

    func receive(deadlineAt time: Double) {
        currentTime = time
        deadline = nil
        deadlineReached()
    }

    /// Whether the recognizer tracks the finger `id`.
    func tracks(_ id: TouchIdentifier) -> Bool { frameState.tracks(id) }

    // MARK: Subclass hooks

    /// Fingers went down; ``trackedTouches`` already holds them.
    func touchesBegan(_ touches: [Touch]) {}
    /// Fingers moved; ``trackedTouches`` holds their new locations. `touches` may also hold
    /// fingers this recognizer doesn't track (on the common all-moves path the arena passes the
    /// whole event): look only at tracked ones.
    func touchesMoved(_ touches: [Touch]) {}
    /// Fingers lifted; ``trackedTouches`` no longer holds them.
    func touchesEnded(_ touches: [Touch]) {}
    /// Fingers were cancelled. The default cancels an active gesture and fails a possible one.
    func touchesCancelled(_ touches: [Touch]) {
        requestState(state.isActive ? .cancelled : .failed)
    }
    /// ``deadline`` passed.
    func deadlineReached() {}
    /// Clears the subclass's gesture state.
    func resetGesture() {}

    /// Sets ``deadline`` to `time` seconds and makes sure the arena will deliver it.
    func schedule(at time: Double) {
        deadline = time
        arena?.track(self)
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
