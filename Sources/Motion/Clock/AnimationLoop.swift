/// Steps every live animation once per frame, and lets its clock rest when nothing runs.
///
/// Animators add themselves when they start running; the loop keeps them alive while they run,
/// steps them in the order they were added, and drops each one whose step reports it no
/// longer needs frames. A frame allocates nothing.
@MainActor
public final class AnimationLoop: FrameClockClient {
    /// Where time and frames come from.
    public let clock: any FrameClock
    // What a frame reads opts out of the runtime's exclusivity checks (about 75 instructions
    // each): only the loop's own methods touch it, and none holds an access open while an
    // animation steps (the arrays change by appends and filters that call nothing else).
    @exclusivity(unchecked) private var animations: [any FrameStepping] = []
    private var scheduled: Set<ObjectIdentifier> = []

    public init(clock: any FrameClock) {
        self.clock = clock
        animations.reserveCapacity(64)
    }

    /// The clock's current time, in seconds.
    public var now: Double { clock.now }

    /// How many animations are stepped each frame.
    public var runningCount: Int { animations.count }

    public var runningNames: [String] { animations.map(\.debugName) }

    /// The animations stepped each frame, in the order they were added (for diagnostics and
    /// invariant checks).
    public var runningAnimations: [any FrameStepping] { animations }

    /// Whether `animation` is being stepped.
    public func contains(_ animation: any FrameStepping) -> Bool {
        scheduled.contains(ObjectIdentifier(animation))
    }

    /// Steps `animation` every frame from the next one until its step returns false.
    public func add(_ animation: any FrameStepping) {
        let identifier = ObjectIdentifier(animation)
        guard scheduled.insert(identifier).inserted else { return }
        // Removed and added again within one frame: it still holds its place.
        if cancelledDuringFrame.remove(identifier) == nil {
            animations.append(animation)
        }
        if !clock.isTicking { clock.startTicking(self) }
    }

    /// Stops stepping `animation`.
    public func remove(_ animation: any FrameStepping) {
        let identifier = ObjectIdentifier(animation)
        guard scheduled.remove(identifier) != nil else { return }
        if isStepping {
            cancelledDuringFrame.insert(identifier)
        } else {
            animations.removeAll { $0 === animation }
            if animations.isEmpty { clock.stopTicking() }
        }
    }

    @exclusivity(unchecked) private var isStepping = false
    @exclusivity(unchecked) private var cancelledDuringFrame: Set<ObjectIdentifier> = []

    /// One frame: steps everything that runs, to `time`.
    public func frame(at time: Double) {
        isStepping = true
        let count = animations.count
        var kept = 0
        var index = 0
        while index < animations.count {
            let animation = animations[index]
            index += 1
            if !cancelledDuringFrame.isEmpty, cancelledDuringFrame.contains(ObjectIdentifier(animation)) { continue }
            // Animations added during this frame start on the next one.
            if index > count || animation.step(to: time) {
                // Store back only when something before it was dropped (a store costs a retain).
                if kept != index - 1 { animations[kept] = animation }
                kept += 1
            } else {
                scheduled.remove(ObjectIdentifier(animation))
            }
        }
        animations.removeLast(animations.count - kept)
        isStepping = false
        if !cancelledDuringFrame.isEmpty {
            let cancelled = cancelledDuringFrame
            animations.removeAll { cancelled.contains(ObjectIdentifier($0)) }
            cancelledDuringFrame.removeAll()
        }
        if animations.isEmpty { clock.stopTicking() }
    }
}
