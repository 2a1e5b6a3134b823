/// Decides, for another gesture system, whether a recognizer may leave
/// ``GestureRecognizerState/possible``: a host whose toolkit arbitrates gestures itself (UIKit,
/// where the engine's recognizers must take turns with scroll views and the system's gestures)
/// sets one on its ``GestureArena``.
///
/// With an arbiter, the arena leaves every decision between recognizers to it: when a recognizer
/// asks to begin (or, if discrete, to be recognized) and its delegate lets it, the arena asks the
/// arbiter and the recognizer waits — still tracking its fingers — until the arbiter answers with
/// ``GestureArena/arbitrate(_:allowed:)``, now or later. The arena then makes no recognizer fail
/// for another: the arbiter's system does that, and reports it the same way (or with
/// ``GestureArena/cancel(_:)`` for an active one). The arbiter hears of every state change, so its
/// system can follow.
@MainActor
public protocol GestureArbiter: AnyObject {
    /// `recognizer` asks to leave `.possible` for `state` (`.began`, or `.ended` for a discrete
    /// one). Asked once per wish; answer with ``GestureArena/arbitrate(_:allowed:)``.
    func arena(_ arena: GestureArena, recognizer: GestureRecognizer, asksFor state: GestureRecognizerState)
    /// `recognizer`'s state changed (to any state, `.failed` included) or it was reset to
    /// `.possible`.
    func arena(_ arena: GestureArena, recognizerDidChangeState recognizer: GestureRecognizer)
}

extension GestureArena {
    /// The arbiter's answer to `recognizer`'s wish: allowed, it gets the state it asked for (its
    /// actions run); refused, it fails. Nothing happens unless the recognizer is still waiting
    /// for an answer.
    public func arbitrate(_ recognizer: GestureRecognizer, allowed: Bool) {
        guard recognizer.state == .possible, recognizer.arena === self, let wish = recognizer.pendingState else { return }
        recognizer.pendingState = nil
        recognizer.apply(allowed ? wish : .failed)
    }

    /// The arbiter's system took `recognizer`'s gesture away: an active recognizer is cancelled,
    /// a possible one fails. Its fingers stay with it until they lift.
    public func cancel(_ recognizer: GestureRecognizer) {
        guard recognizer.arena === self else { return }
        if recognizer.state.isActive {
            recognizer.apply(.cancelled)
        } else if recognizer.state == .possible {
            recognizer.apply(.failed)
        }
    }
}
