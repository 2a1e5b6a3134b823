import Gestures

/// The engine's recognizers, arbitrated by a platform's gesture system: the
/// ``Gestures/GestureArbiter`` of a UIKit host.
///
/// Each of the engine's recognizers is paired with a ``PlatformGestureRecognizer`` that stands
/// for it in the platform's system. When the engine's recognizer asks to begin, the platform one
/// asks the same of its system (on UIKit, it sets its `state`); the engine's begins only when
/// the platform confirms (``platformRecognizerDidBegin(_:)``, from its action) — which, if the
/// platform makes it wait for another recognizer to fail, may be later — and fails or is
/// cancelled when the platform takes the gesture away (``platformRecognizerDidReset(_:)``).
/// Every later change of the engine's recognizer (changed, ended, cancelled, failed) is passed
/// on, so the platform knows when the gesture is over; only transitions the platform allows
/// from the state it is in are passed, and nothing it already holds is repeated.
///
/// The rules of the platform's arbitration between two of the engine's recognizers come from
/// the engine's own relations (``simultaneous(_:_:)``, ``requiresFailure(_:of:)``), so a pan,
/// pinch and rotation that may run together in the engine run together on the platform.
@MainActor
public final class GestureArbitration: GestureArbiter {
    private struct Pair {
        let engine: GestureRecognizer
        let platform: any PlatformGestureRecognizer
        /// The state the platform recognizer is in, as far as the bridge knows.
        var platformState: GestureRecognizerState = .possible
    }

    /// The arena whose decisions this arbitration makes.
    public let arena: GestureArena
    private var pairs: [ObjectIdentifier: Pair] = [:]
    private var engineByPlatform: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// The engine recognizer whose stand-in is being reset: what it goes through now is not
    /// passed back to the platform, whose gesture is already over.
    private var resetting: ObjectIdentifier?

    /// An arbitration for `arena`, which it becomes the arbiter of. The arena holds its
    /// arbiter weakly: keep this object.
    public init(arena: GestureArena) {
        self.arena = arena
        arena.arbiter = self
    }

    /// Pairs the engine's `engine` recognizer with `platform`, its stand-in (replacing any
    /// earlier stand-in).
    public func pair(_ engine: GestureRecognizer, with platform: any PlatformGestureRecognizer) {
        unpair(engine)
        pairs[ObjectIdentifier(engine)] = Pair(engine: engine, platform: platform)
        engineByPlatform[ObjectIdentifier(platform)] = ObjectIdentifier(engine)
    }

    /// Forgets `engine`'s stand-in.
    public func unpair(_ engine: GestureRecognizer) {
        guard let pair = pairs.removeValue(forKey: ObjectIdentifier(engine)) else { return }
        engineByPlatform[ObjectIdentifier(pair.platform)] = nil
    }

    /// The stand-in of `engine`, if it has one.
    public func platformRecognizer(for engine: GestureRecognizer) -> (any PlatformGestureRecognizer)? {
        pairs[ObjectIdentifier(engine)]?.platform
    }

    /// The engine's recognizer `platform` stands for, if any.
    public func engineRecognizer(for platform: any PlatformGestureRecognizer) -> GestureRecognizer? {
        engineByPlatform[ObjectIdentifier(platform)].flatMap { pairs[$0]?.engine }
    }

    /// How many pairs there are.
    public var count: Int { pairs.count }

    // MARK: The platform's side

    /// The platform recognized `platform` (its action came with began, or recognized for a
    /// discrete one): the engine's recognizer gets the state it asked for.
    public func platformRecognizerDidBegin(_ platform: any PlatformGestureRecognizer) {
        guard let key = engineByPlatform[ObjectIdentifier(platform)], var pair = pairs[key] else { return }
        guard let wish = pair.engine.pendingState, pair.engine.state == .possible else { return }
        pair.platformState = wish
        pairs[key] = pair
        arena.arbitrate(pair.engine, allowed: true)
    }

    /// The platform reset `platform` (UIKit calls `reset()` once its gesture is over — ended,
    /// failed, cancelled, or taken by another recognizer): an engine recognizer still waiting
    /// for it fails, one still active is cancelled.
    public func platformRecognizerDidReset(_ platform: any PlatformGestureRecognizer) {
        guard let key = engineByPlatform[ObjectIdentifier(platform)], var pair = pairs[key] else { return }
        pair.platformState = .possible
        pairs[key] = pair
        let engine = pair.engine
        resetting = key
        defer { resetting = nil }
        if engine.state == .possible, engine.pendingState != nil {
            arena.arbitrate(engine, allowed: false)
        } else if engine.state.isActive {
            arena.cancel(engine)
        }
    }

    // MARK: Rules for the platform's arbitration

    /// Whether the engine's recognizers behind `a` and `b` may be recognized together; `nil`
    /// unless both are stand-ins here (the platform then decides as it would).
    public func simultaneous(_ a: any PlatformGestureRecognizer, _ b: any PlatformGestureRecognizer) -> Bool? {
        guard let first = engineRecognizer(for: a), let second = engineRecognizer(for: b) else { return nil }
        return first.canRecognizeSimultaneously(with: second)
    }

    /// Whether the engine's recognizer behind `waiting` must wait for the one behind `other` to
    /// fail; `nil` unless both are stand-ins here.
    public func requiresFailure(_ waiting: any PlatformGestureRecognizer, of other: any PlatformGestureRecognizer) -> Bool? {
        guard let first = engineRecognizer(for: waiting), let second = engineRecognizer(for: other) else { return nil }
        return first.requiresFailure(of: second)
    }

    // MARK: GestureArbiter

    public func arena(_ arena: GestureArena, recognizer: GestureRecognizer, asksFor state: GestureRecognizerState) {
        guard let pair = pairs[ObjectIdentifier(recognizer)] else {
            // No stand-in: nothing on the platform competes for it.
            arena.arbitrate(recognizer, allowed: true)
            return
        }
        tell(pair, state)
    }

    public func arena(_ arena: GestureArena, recognizerDidChangeState recognizer: GestureRecognizer) {
        guard let pair = pairs[ObjectIdentifier(recognizer)] else { return }
        switch recognizer.state {
        case .changed, .ended, .cancelled, .failed:
            tell(pair, recognizer.state)
        case .began, .possible:
            // Began only when the platform said so; possible again after a reset.
            break
        }
    }

    /// Asks the platform recognizer for `state`, if that is a transition it allows from the
    /// state it is in and not the state it holds.
    private func tell(_ pair: Pair, _ state: GestureRecognizerState) {
        guard resetting != ObjectIdentifier(pair.engine) else { return }
        let current = pair.platformState
        guard current != state || state == .changed, current.canTransition(to: state) else { return }
        var updated = pair
        // A wish to begin is only asked: the platform's confirmation moves the state.
        if current != .possible || state == .failed { updated.platformState = state }
        pairs[ObjectIdentifier(pair.engine)] = updated
        pair.platform.setPlatformState(state)
    }
}
