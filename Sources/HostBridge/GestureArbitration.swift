import Gestures

/// The engine's recognizers, arbitrated by a platform's gesture system: the
/// ``/Gestures/GestureArbiter`` of a UIKit host.
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
/// A platform recognizer that refuses a state (its platform already ended it on its own) ends
/// the engine's too: a wish is refused, an active gesture cancelled.
///
/// Pairs are held weakly: a pair lives as long as both its recognizers (on UIKit the view holds
/// the platform recognizer, which holds the engine's), and is forgotten after.
@MainActor
public final class GestureArbitration: GestureArbiter {
    /// A pair, held weakly: the platform recognizer lives with its view, and holds the engine's.
    private struct Pair {
        weak var engine: GestureRecognizer?
        weak var platform: (any PlatformGestureRecognizer)?
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
        if let old = engineByPlatform[ObjectIdentifier(platform)], let other = pairs[old]?.engine { unpair(other) }
        sweep()
        pairs[ObjectIdentifier(engine)] = Pair(engine: engine, platform: platform)
        engineByPlatform[ObjectIdentifier(platform)] = ObjectIdentifier(engine)
    }

    /// Forgets `engine`'s stand-in.
    public func unpair(_ engine: GestureRecognizer) {
        let key = ObjectIdentifier(engine)
        guard let pair = pairs[key], pair.engine === engine else { return }
        pairs[key] = nil
        if let platform = pair.platform { engineByPlatform[ObjectIdentifier(platform)] = nil }
    }

    /// The stand-in of `engine`, if it has one.
    public func platformRecognizer(for engine: GestureRecognizer) -> (any PlatformGestureRecognizer)? {
        livePair(for: engine)?.platform
    }

    /// The engine's recognizer `platform` stands for, if any.
    public func engineRecognizer(for platform: any PlatformGestureRecognizer) -> GestureRecognizer? {
        guard let key = engineByPlatform[ObjectIdentifier(platform)], let pair = pairs[key],
              pair.platform === platform else { return nil }
        return pair.engine
    }

    /// How many live pairs there are.
    public var count: Int { pairs.values.filter { $0.engine != nil && $0.platform != nil }.count }

    /// The pair of `engine`, if both its recognizers live.
    private func livePair(for engine: GestureRecognizer) -> Pair? {
        guard let pair = pairs[ObjectIdentifier(engine)], pair.engine === engine, pair.platform != nil else { return nil }
        return pair
    }

    /// Drops the pairs whose recognizers are gone.
    private func sweep() {
        pairs = pairs.filter { $0.value.engine != nil && $0.value.platform != nil }
        engineByPlatform = engineByPlatform.filter { pairs[$0.value] != nil }
    }

    // MARK: The platform's side

    /// The platform recognized `platform` (its action came with began, or recognized for a
    /// discrete one): the engine's recognizer gets the state it asked for.
    public func platformRecognizerDidBegin(_ platform: any PlatformGestureRecognizer) {
        guard let engine = engineRecognizer(for: platform), var pair = livePair(for: engine) else { return }
        guard let wish = engine.pendingState, engine.state == .possible else { return }
        pair.platformState = wish
        pairs[ObjectIdentifier(engine)] = pair
        arena.arbitrate(engine, allowed: true)
    }

    /// The platform reset `platform` (UIKit calls `reset()` once its gesture is over — ended,
    /// failed, cancelled, or taken by another recognizer): an engine recognizer still waiting
    /// for it fails, one still active is cancelled.
    public func platformRecognizerDidReset(_ platform: any PlatformGestureRecognizer) {
        guard let engine = engineRecognizer(for: platform), var pair = livePair(for: engine) else { return }
        pair.platformState = .possible
        pairs[ObjectIdentifier(engine)] = pair
        follow(platformEndOf: engine)
    }

    // MARK: GestureArbiter

    public func arena(_ arena: GestureArena, recognizer: GestureRecognizer, asksFor state: GestureRecognizerState) {
        guard let pair = livePair(for: recognizer) else {
            // No stand-in: nothing on the platform competes for it.
            arena.arbitrate(recognizer, allowed: true)
            return
        }
        tell(pair, state)
    }

    public func arena(_ arena: GestureArena, recognizerDidChangeState recognizer: GestureRecognizer) {
        guard let pair = livePair(for: recognizer) else { return }
        switch recognizer.state {
        case .changed, .ended, .cancelled, .failed:
            tell(pair, recognizer.state)
        case .began, .possible:
            // Began only when the platform said so; possible again after a reset.
            break
        }
    }

    /// Asks the platform recognizer for `state`, if that is a transition it allows from the
    /// state it is in and not the state it holds. If it refuses, the engine's recognizer ends:
    /// its wish refused, or its gesture cancelled.
    private func tell(_ pair: Pair, _ state: GestureRecognizerState) {
        guard let engine = pair.engine, let platform = pair.platform, resetting != ObjectIdentifier(engine) else { return }
        let key = ObjectIdentifier(engine)
        let current = pair.platformState
        guard current != state || state == .changed, current.canTransition(to: state) else { return }
        var updated = pair
        // A wish to begin is only asked: the platform's confirmation moves the state.
        if current != .possible || state == .failed { updated.platformState = state }
        pairs[key] = updated
        guard !platform.setPlatformState(state) else { return }
        // Refused: the platform is done with this gesture; the engine's recognizer follows,
        // and nothing of that goes back to the platform.
        updated.platformState = .failed
        pairs[key] = updated
        follow(platformEndOf: engine)
    }

    /// The platform is done with `engine`'s gesture: an engine recognizer still waiting for
    /// the platform fails, one still active is cancelled — and nothing of that goes back to the
    /// platform.
    private func follow(platformEndOf engine: GestureRecognizer) {
        resetting = ObjectIdentifier(engine)
        defer { resetting = nil }
        if engine.state == .possible, engine.pendingState != nil {
            arena.arbitrate(engine, allowed: false)
        } else if engine.state.isActive {
            arena.cancel(engine)
        }
    }
}
