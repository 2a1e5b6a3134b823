/// Steps every live animation once per frame, and lets its clock rest when nothing runs.
///
/// Animators add themselves when they start running; the loop keeps them alive while they run,
/// steps them in the order they were added, and drops each one whose step reports it no
/// longer needs frames. A frame allocates nothing.
///
/// Frames do not nest: a frame delivered while the loop is stepping one (an animation that
/// advances the loop's own clock from its step) is ignored.
@MainActor
public final class AnimationLoop: FrameClockClient {
    /// Where time and frames come from.
    public let clock: any FrameClock

    /// What runs, in order (see ``UncheckedAnimationLoopEntries`` for how a frame steps it without
    /// retains or exclusivity checks).
    private let entries = UncheckedAnimationLoopEntries()

    public init(clock: any FrameClock) {
        self.clock = clock
    }

    /// The clock's current time, in seconds.
    public var now: Double { clock.now }

    /// How many animations are stepped each frame.
    public var runningCount: Int { entries.count }

    public var runningNames: [String] { entries.animations.map(\.debugName) }

    /// The animations stepped each frame, in the order they were added (for diagnostics and
    /// invariant checks).
    public var runningAnimations: [any FrameStepping] { entries.animations }

    /// Counts every time an animation starts being stepped (``add(_:)`` of one that wasn't):
    /// while it stays the same, every animation running now was running then, so an observer
    /// that has seen ``runningAnimations`` once need not read them again.
    public var additionCount: UInt64 { entries.additions }

    /// Whether `animation` is being stepped.
    public func contains(_ animation: any FrameStepping) -> Bool {
        entries.contains(animation)
    }

    /// Steps `animation` every frame from the next one until its step returns false.
    public func add(_ animation: any FrameStepping) {
        guard entries.add(animation) else { return }
        if !clock.isTicking { clock.startTicking(self) }
    }

    /// Stops stepping `animation`.
    public func remove(_ animation: any FrameStepping) {
        if entries.remove(animation) { clock.stopTicking() }
    }

    /// One frame: steps everything that runs, to `time`.
    @inline(__always)
    public func frame(at time: Double) {
        if entries.frame(at: time) { clock.stopTicking() }
    }
}
