import Motion

/// The part of a ``TransitionTimeline`` that changes as its transition runs — duration, offset
/// and heading — read by the driver and by every plan, every frame.
///
/// Its stored properties skip the runtime's exclusivity checks (about 50 instructions each per
/// access; a held photo frame makes a dozen). That is sound because of one invariant, kept by
/// this type alone: each property is a plain value read or written whole, through its timeline's
/// accessors, on the main actor, and nothing is called while an access is open (no `inout`
/// access escapes). So no two accesses to the same property can overlap. Its timeline holds it
/// in a `let`, which needs no check of its own.
@MainActor
final class UncheckedTimelineState {
    /// The transition's effective duration, in seconds.
    @exclusivity(unchecked) var duration: Double
    /// Where the transition is, in seconds from its start.
    @exclusivity(unchecked) var offset = 0.0
    /// Where the transition is heading.
    @exclusivity(unchecked) var heading: AnimatingPosition = .end
    /// The time of the frame being stepped, in seconds, on the host's clock.
    @exclusivity(unchecked) var time = 0.0

    init(duration: Double) { self.duration = duration }
}
