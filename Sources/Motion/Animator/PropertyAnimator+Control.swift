extension PropertyAnimator {
    /// Starts (or resumes) the animations.
    ///
    /// - Throws: ``PropertyAnimatorError/invalidState(operation:state:)`` when stopped.
    public func startAnimation() throws(PropertyAnimatorError) {
        try startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    ///
    /// A running animator ignores the call. A paused one resumes: the same run, if nothing was
    /// scrubbed, reversed or retimed while paused, otherwise a new run from where it is.
    ///
    /// - Throws: ``PropertyAnimatorError`` when stopped, or for a negative or non-finite delay.
    public func startAnimation(afterDelay delay: Double) throws(PropertyAnimatorError) {
        try PropertyAnimatorError.checkTime("delay", delay)
        switch state {
        case .stopped:
            throw .invalidState(operation: "startAnimation", state: state)
        case .inactive:
            activate()
        case .active:
            guard !isRunning else { return }
        }
        self.delay = delay
        let now = loop.now
        let startTime = now + delay
        if let elapsed = resumableElapsed, var run = frameState.run {
            run.startTime = startTime - elapsed
            frameState.run = run
            resumableElapsed = nil
            frameState.isRunning = true
            loop.add(self)
        } else {
            beginRun(duration: remainingDuration(), startTime: startTime, now: now)
        }
    }

    /// Pauses a running animator where it is (an inactive one becomes active and paused at its
    /// start). Does nothing if already paused.
    ///
    /// - Throws: ``PropertyAnimatorError`` when stopped or not interruptible.
    public func pauseAnimation() throws(PropertyAnimatorError) {
        guard state != .stopped else { throw .invalidState(operation: "pauseAnimation", state: state) }
        guard interruptible else { throw .notInterruptible(operation: "pauseAnimation") }
        switch state {
        case .inactive:
            activate()
        case .active where isRunning:
            resumableElapsed = freeze()
        default:
            break
        }
    }

    /// Retimes the animations and runs them to the end (to the start, if reversed), from where
    /// they are, keeping their current velocity.
    ///
    /// - Parameters:
    ///   - parameters: New timing, or nil to keep the current. A spring's relative
    ///     `initialVelocity` adds to the velocity the animations already have.
    ///   - durationFactor: The remaining time as a multiple of ``duration``; 0 means the time
    ///     left at the animator's pace (the remaining fraction × duration). Ignored by a
    ///     physical spring, which takes its settling time from where it is.
    /// - Throws: ``PropertyAnimatorError`` unless active and interruptible, or for a negative or
    ///   non-finite factor.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) throws(PropertyAnimatorError) {
        try PropertyAnimatorError.checkTime("durationFactor", durationFactor)
        guard state == .active else { throw .invalidState(operation: "continueAnimation", state: state) }
        guard interruptible else { throw .notInterruptible(operation: "continueAnimation") }
        if let parameters {
            if let implicit = parameters.implicitDuration {
                try PropertyAnimatorError.checkTime("implicit duration of the spring", implicit)
            }
            timingParameters = parameters
        }
        let now = loop.now
        if isRunning { sample(at: now) }
        let remaining = durationFactor > 0 ? durationFactor * duration : remainingDuration()
        beginRun(duration: remaining, startTime: now, now: now)
    }

    /// Runs a paused animator on from where it is to its target (its start, if reversed), as a
    /// gesture that held it lets go: leaving at `velocity` (fraction complete per second — how
    /// fast the gesture was moving it), paced by the distance that remains rather than the
    /// time: along its timing curve, it never moves faster than a whole run does at its own
    /// pace, or than `velocity` when that is faster, and leaving towards its target it doesn't
    /// pass it (see ``ReleasePace``). A spring leaves at `velocity` and takes its own time.
    /// A running animator keeps the velocity it has.
    ///
    /// - Parameters:
    ///   - velocity: Fraction complete per second.
    ///   - time: When the gesture let go, in the loop's seconds; the run leaves from there (a
    ///     touch heard between frames lets go after the loop's last frame). Now, when earlier
    ///     or not given.
    /// - Throws: ``PropertyAnimatorError`` unless active and interruptible, or for a non-finite
    ///   velocity.
    package func continueAnimation(releasedAt velocity: Double, time: Double? = nil) throws(PropertyAnimatorError) {
        guard velocity.isFinite else { throw .invalidTime(parameter: "velocity", value: velocity) }
        guard state == .active else { throw .invalidState(operation: "continueAnimation", state: state) }
        guard interruptible else { throw .notInterruptible(operation: "continueAnimation") }
        var now = loop.now
        guard !isRunning else {
            sample(at: now)
            beginRun(duration: remainingDuration(), startTime: now, now: now)
            return
        }
        if let time, time.isFinite, time > now { now = time }
        let distance = targetFraction - frameState.fraction
        var legDuration = abs(distance) * duration
        if case let .cubic(curve) = timingParameters {
            legDuration = ReleasePace(curve: curve, duration: duration).legDuration(distance: distance, velocity: velocity)
        }
        beginRun(duration: legDuration, startTime: now, now: now, releasedAt: velocity)
    }

    /// Stops the animations where they are.
    ///
    /// - Parameter withoutFinishing: true: the properties keep their current values, the animator
    ///   becomes inactive and no completion runs. false: the animator becomes ``AnimatingState/stopped``
    ///   and waits for ``finishAnimation(at:)``.
    /// - Throws: ``PropertyAnimatorError/invalidState(operation:state:)`` when already stopped.
    ///   Stopping an inactive animator does nothing.
    public func stopAnimation(_ withoutFinishing: Bool) throws(PropertyAnimatorError) {
        switch state {
        case .stopped:
            throw .invalidState(operation: "stopAnimation", state: state)
        case .inactive:
            return
        case .active:
            if isRunning { _ = freeze() }
            frameState.run = nil
            resumableElapsed = nil
            if withoutFinishing {
                frameState.commit(at: .current)
                completions.removeAll()
                reset()
            } else {
                state = .stopped
            }
        }
    }

    /// Finishes a stopped animator: sets the properties to their start, end or current values
    /// and runs the completion handlers once, with `position`.
    ///
    /// - Throws: ``PropertyAnimatorError/invalidState(operation:state:)`` unless stopped.
    public func finishAnimation(at position: AnimatingPosition) throws(PropertyAnimatorError) {
        guard state == .stopped else { throw .invalidState(operation: "finishAnimation(at:)", state: state) }
        complete(at: position)
    }
}
