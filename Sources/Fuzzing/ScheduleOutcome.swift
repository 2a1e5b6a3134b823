import Invariants

/// What running one ``FuzzSchedule`` found.
public struct ScheduleOutcome: Sendable, Equatable {
    /// The broken promises, in the order found; empty when the schedule passed.
    public var violations: [InvariantViolation] = []
    /// Transitions (and immediate changes) that completed.
    public var completed = 0
    /// Transitions that were cancelled.
    public var cancelled = 0
    /// Programmatic requests the containers refused, as documented (during a transition,
    /// nothing to pop or dismiss, no next tab, …).
    public var refused = 0
    /// Frames run.
    public var frames = 0

    /// Whether the schedule kept every promise.
    public var passed: Bool { violations.isEmpty }
}
