/// Animates changes to properties and lets you drive, reverse and interrupt them: UIKit's
/// `UIViewPropertyAnimator`, on any host and an injected clock.
///
/// In animation blocks, set host properties to their final values; the host's setters hand the
/// changes to the animator (see ``AnimatableProperty`` and ``AnimationTransaction``). The
/// animator then moves each property's presentation value from where it is to its new model
/// value, paced by its ``timingParameters``, and can be paused, scrubbed
/// (``fractionComplete``), reversed (``isReversed``), continued with new timing
/// (``continueAnimation(withTimingParameters:durationFactor:)``), stopped and finished.
///
/// ## Timing model
///
/// ``fractionComplete`` is the fraction of the animation's *time*: it moves linearly while the
/// animator runs. Each property's *progress* follows the timing curve or spring. Every time the
/// animator starts moving again — a start, a continue, a reversal — each group of animations is
/// retargeted from its current progress **and velocity**, so nothing jumps: reversing a running
/// animation carries its momentum into the turn (the fault in UIKit's radar 34674968 is not
/// copied). Completion handlers run exactly once per run to completion, with the final position.
@MainActor
public final class PropertyAnimator: FrameStepping {
    /// The state a frame reads and writes (see ``UncheckedAnimatorFrameState`` for why a frame makes no
    /// exclusivity checks and calls the host's setters without retaining them).
    let frameState = UncheckedAnimatorFrameState()

    /// The loop that steps this animator and supplies its time.
    public let loop: AnimationLoop
    /// The duration of a full run, in seconds; a physical spring's implicit duration if the
    /// animator was made with one.
    public let duration: Double
    /// The timing of the current (or next) run.
    public internal(set) var timingParameters: TimingParameters
    /// inactive, active or stopped.
    public internal(set) var state: AnimatingState {
        // Stored in the frame state: a public stored property's every access is checked for
        // exclusivity at run time, and a scrub reads it every frame.
        get { frameState.animatingState }
        set { frameState.animatingState = newValue }
    }
    /// The delay given to ``startAnimation(afterDelay:)``, in seconds.
    public internal(set) var delay: Double = 0
    /// When true (the default), a paused animator scrubbed with ``fractionComplete`` places its
    /// properties linearly; when false, along its timing curve.
    public var scrubsLinearly: Bool {
        // Stored in the frame state, as ``state`` is (a scrub reads it every frame).
        get { frameState.scrubsLinearly }
        set { frameState.scrubsLinearly = newValue }
    }
    /// When true, reaching the end pauses the animator (still active, no completion) instead of
    /// finishing it, so it can be reversed or scrubbed. Default false.
    public var pausesOnCompletion = false
    /// A name for diagnostics.
    public var name: String?

    var pendingAnimations: [(delayFactor: Double, block: @MainActor () -> Void)] = []
    var completions: [@MainActor (AnimatingPosition) -> Void] = []
    var reversed = false
    var interruptible = true
    /// Seconds into the run at which the animator was paused, while a plain resume can pick up
    /// the same run (nothing was scrubbed, reversed or retimed since). Stored in the frame state
    /// (a scrub clears it every frame).
    var resumableElapsed: Double? {
        get { frameState.resumableElapsed }
        set { frameState.resumableElapsed = newValue }
    }

    /// Whether the animator is active and moving (not paused).
    public var isRunning: Bool { frameState.isRunning }

    /// One stretch of motion: the fraction complete moves linearly from `fromFraction` to
    /// `toFraction` over `duration` seconds from `startTime`.
    struct Run {
        var startTime: Double
        var fromFraction: Double
        var toFraction: Double
        var duration: Double

        /// Seconds into the run at `time`, clamped to the run.
        func elapsed(at time: Double) -> Double {
            min(max(time - startTime, 0), duration)
        }

        func fraction(atElapsed elapsed: Double) -> Double {
            guard duration > 0 else { return toFraction }
            let u = min(max(elapsed / duration, 0), 1)
            return fromFraction + (toFraction - fromFraction) * u
        }

        /// ``fraction(atElapsed:)`` for an `elapsed` already in 0...duration (as ``elapsed(at:)``
        /// gives), where the quotient needs no clamping: it lies in 0...1 already.
        @inline(__always)
        func fraction(atClampedElapsed elapsed: Double) -> Double {
            guard duration > 0 else { return toFraction }
            return fromFraction + (toFraction - fromFraction) * (elapsed / duration)
        }
    }

    /// Creates an inactive animator.
    ///
    /// - Parameters:
    ///   - duration: Seconds, 0 or more. Ignored by a physical spring, which sets its own.
    ///   - timingParameters: A curve or a spring. Default ease-in-ease-out.
    ///   - loop: The animation loop that will step the animator.
    ///   - animations: A first animation block, run when the animator starts.
    /// - Throws: ``PropertyAnimatorError/invalidTime(parameter:value:)`` for a negative or
    ///   non-finite duration, or a spring that never settles.
    public init(
        duration: Double,
        timingParameters: TimingParameters = .easeInEaseOut,
        loop: AnimationLoop,
        animations: (@MainActor () -> Void)? = nil
    ) throws(PropertyAnimatorError) {
        try PropertyAnimatorError.checkTime("duration", duration)
        let implicit = timingParameters.implicitDuration
        if let implicit { try PropertyAnimatorError.checkTime("implicit duration of the spring", implicit) }
        self.duration = implicit ?? duration
        self.timingParameters = timingParameters
        self.loop = loop
        if let animations { pendingAnimations.append((0, animations)) }
    }

    /// Creates an inactive animator with one of UIKit's named curves.
    public convenience init(
        duration: Double, curve: AnimationCurve, loop: AnimationLoop, animations: (@MainActor () -> Void)? = nil
    ) throws(PropertyAnimatorError) {
        try self.init(duration: duration, timingParameters: TimingParameters(curve: curve), loop: loop, animations: animations)
    }

    /// Creates an inactive animator with a spring fitted to `duration`.
    public convenience init(
        duration: Double, dampingRatio: Double, loop: AnimationLoop, animations: (@MainActor () -> Void)? = nil
    ) throws {
        try self.init(
            duration: duration, timingParameters: .spring(SpringTimingParameters(dampingRatio: dampingRatio)),
            loop: loop, animations: animations)
    }

    /// Creates and starts an animator, as UIKit's `runningPropertyAnimator(withDuration:…)`.
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double = 0, timingParameters: TimingParameters = .easeInEaseOut,
        loop: AnimationLoop, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (AnimatingPosition) -> Void)? = nil
    ) throws(PropertyAnimatorError) -> PropertyAnimator {
        let animator = try PropertyAnimator(duration: duration, timingParameters: timingParameters, loop: loop, animations: animations)
        if let completion { animator.addCompletion(completion) }
        try animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animator runs backward, towards its start values.
    ///
    /// Setting it while the animator runs turns the animation around at once, keeping its current
    /// value and velocity, and runs back over the time it has taken so far. While paused or
    /// inactive it sets the direction of the next run (an inactive reversed animator starts from
    /// its end values). Ignored while stopped, and while running if not ``isInterruptible``.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// Whether the animator can be paused, scrubbed, reversed and continued. Default true.
    ///
    /// Can only change while inactive; a change on an active or stopped animator is ignored.
    public var isInterruptible: Bool {
        get { interruptible }
        set { if state == .inactive { interruptible = newValue } }
    }

    /// The fraction of the animation's time that has elapsed, 0…1 (measured from the start
    /// values even when reversed).
    ///
    /// Setting it scrubs a paused animator (placing properties linearly or along the curve,
    /// per ``scrubsLinearly``); setting it on an inactive animator starts it paused. Ignored while
    /// running or stopped, when not ``isInterruptible``, and for NaN; clamped to 0…1.
    public var fractionComplete: Double {
        get {
            guard let run = frameState.runningRun else { return frameState.fraction }
            return run.fraction(atElapsed: run.elapsed(at: loop.now))
        }
        set { scrub(to: newValue) }
    }

    /// Where the animations are between their start (0) and end (1) values, as of the last
    /// frame: the progress of the animations added before the animator started, which follows
    /// the timing curve or spring (beyond 0…1 while a spring overshoots). 0 while inactive.
    public var animationProgress: Double { frameState.firstLane?.progress ?? 0 }

    public var debugName: String { name ?? "PropertyAnimator(duration: \(duration))" }

    /// Adds an animation block, run when the animator starts (or now, if it is active, animating
    /// over the rest of the current run).
    ///
    /// - Parameters:
    ///   - animation: Sets properties to their final values.
    ///   - delayFactor: The share of the duration (of the remaining duration, if active) to wait
    ///     before these animations begin; clamped to 0…1, NaN counts as 0.
    /// - Throws: ``PropertyAnimatorError/invalidState(operation:state:)`` when stopped.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: Double = 0) throws(PropertyAnimatorError) {
        let delayFactor = delayFactor.isNaN ? 0 : min(max(delayFactor, 0), 1)
        switch state {
        case .stopped:
            throw .invalidState(operation: "addAnimations", state: state)
        case .inactive:
            pendingAnimations.append((delayFactor, animation))
        case .active:
            captureWhileActive(animation, delayFactor: delayFactor)
        }
    }

    /// Adds a block to run once when the animations finish, with the position they finished at.
    public func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void) {
        completions.append(completion)
    }
}
