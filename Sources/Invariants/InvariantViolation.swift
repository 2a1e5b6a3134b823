/// One broken promise found by the ``InvariantChecker``: what kind, when, and what was seen.
public struct InvariantViolation: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The promise that was broken.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A view's model or presentation value was NaN or infinite in a frame.
        case nonFiniteValue
        /// After a transition, the hierarchy was neither exactly its end state (completed) nor
        /// exactly its start state (cancelled): a view hidden, detached, left with a transform or
        /// alpha, a replica or snapshot left behind, a recognizer left on a view.
        case hierarchy
        /// Appearance callbacks out of step: not the pairs a completed or cancelled transition
        /// sends, or a controller's state not matching whether its view is on screen.
        case appearance
        /// A transition's completion ran twice, or never.
        case completion
        /// A transition context (and so its driver), an animator or a replica outlived its
        /// transition.
        case leak
        /// The window never came to rest: something still ran after the time limit.
        case frozen
        /// A scroll view at rest was left past its edges (an offset outside the scrollable range,
        /// such as a rubber band that never sprang back), with a value that isn't finite, or
        /// still dragging or decelerating.
        case scrollView
        /// Stage recorded a misuse (a refused touch, a second `completeTransition`).
        case stageIssue
        /// A container request had the wrong outcome: refused when it should run, run when it
        /// should be refused, or refused without the documented error.
        case request
    }

    /// The promise that was broken.
    public var kind: Kind
    /// What was seen, in one line.
    public var message: String
    /// When it was seen, in seconds of the window's clock.
    public var time: Double

    public init(kind: Kind, message: String, time: Double) {
        self.kind = kind
        self.message = message
        self.time = time
    }

    public var description: String {
        "[\(kind.rawValue)] at \(Self.format(time)) s: \(message)"
    }

    private static func format(_ time: Double) -> String {
        let rounded = (time * 1000).rounded() / 1000
        guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(time)" }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
