extension PropertyAnimator {
    /// Inactive → active and paused: runs the pending animation blocks and places the
    /// properties at the start (or, reversed, at the end).
    func activate() {
        state = .active
        frameState.isRunning = false
        frameState.fraction = reversed ? 1 : 0
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for (delayFactor, block) in pending {
            let lane = frameState.laneIndex(startFraction: delayFactor, endFraction: 1, progress: nil)
            frameState.append(AnimationTransaction.capturing(lane: lane, block))
        }
        frameState.present()
    }

    /// An animation block added while active animates over the rest of the current run.
    func captureWhileActive(_ block: @MainActor () -> Void, delayFactor: Double) {
        let now = loop.now
        if isRunning { sample(at: now) }
        let target = targetFraction
        let fraction = frameState.fraction
        let start = fraction + delayFactor * (target - fraction)
        let lane = frameState.laneIndex(startFraction: start, endFraction: target, progress: 0)
        frameState.append(AnimationTransaction.capturing(lane: lane, block))
        if let run = frameState.runningRun {
            frameState.startLeg(ofLane: lane, during: run, timing: timingParameters)
        }
    }

    /// The fraction the next run heads for.
    var targetFraction: Double { reversed ? 0 : 1 }

    /// Time to the target at the animator's pace.
    func remainingDuration() -> Double { abs(targetFraction - frameState.fraction) * duration }

    /// Starts a run from where every lane is, with the velocity it has, to the target. A paused
    /// animator a gesture lets go of leaves at `releaseVelocity` (fraction complete per second).
    func beginRun(duration requested: Double, startTime: Double, now: Double, releasedAt releaseVelocity: Double? = nil) {
        // Only a moving (or released) animator carries velocity into the new run; from rest,
        // curves leave at their own pace.
        let wasMoving = isRunning || releaseVelocity != nil
        var elapsed = 0.0
        var velocities: [Double]
        if let run = frameState.runningRun {
            elapsed = run.elapsed(at: now)
            velocities = frameState.velocities(atElapsed: elapsed)
            sample(at: now)
        } else if let releaseVelocity {
            velocities = frameState.velocities(movingAt: releaseVelocity)
        } else {
            velocities = [Double](repeating: 0, count: frameState.laneCount)
        }
        let target = targetFraction
        var runDuration = requested
        if case let .spring(parameters) = timingParameters, case let .physical(spring) = parameters.kind, let lane = frameState.firstLane {
            // A physical spring takes as long as it needs from where the first lane is (each axis
            // of a position, when they move on their own).
            let to = lane.linearProgress(atFraction: target)
            var starts = [(lane.progress, velocities[0], parameters.initialVelocity)]
            if lane.axisProgress != nil || parameters.hasVelocityPerAxis {
                let axes = lane.axisProgress ?? (lane.progress, lane.progress)
                let axisVelocity = (wasMoving ? lane.axisVelocity(atElapsed: elapsed) : nil) ?? (velocities[0], velocities[0])
                starts.append((axes.x, axisVelocity.x, parameters.initialVelocity(along: .x)))
                starts.append((axes.y, axisVelocity.y, parameters.initialVelocity(along: .y)))
            }
            runDuration = starts.map { from, carried, relative in
                let distance = to - from
                return spring.settlingDuration(
                    from: SpringState(displacement: -distance, velocity: carried + relative * distance),
                    tolerance: Spring.defaultSettlingTolerance)
            }.max() ?? requested
        } else if case let .spring(parameters) = timingParameters, case let .physical(spring) = parameters.kind {
            runDuration = spring.settlingDuration(
                from: SpringState(displacement: -1, velocity: parameters.initialVelocity), tolerance: Spring.defaultSettlingTolerance)
        }
        frameState.startLegs(
            to: target, duration: runDuration, timing: timingParameters,
            velocities: velocities, wasMoving: wasMoving, elapsed: elapsed)
        frameState.run = Run(startTime: startTime, fromFraction: frameState.fraction, toFraction: target, duration: runDuration)
        resumableElapsed = nil
        frameState.isRunning = true
        loop.add(self)
    }

    @inline(__always)
    public func step(to time: Double) -> Bool {
        // Only an active animator runs, so `isRunning` and a run are all a frame needs to read.
        guard let run = frameState.runningRun else { return false }
        let elapsed = time - run.startTime
        guard elapsed >= 0 else { return true }
        frameState.sample(run, atElapsed: min(elapsed, run.duration))
        frameState.present()
        if elapsed >= run.duration { endRun() }
        return frameState.isRunning
    }

    /// Places every lane and property where the run is at `time`.
    func sample(at time: Double) {
        guard let run = frameState.run else { return }
        frameState.sample(run, at: time)
        frameState.present()
    }

    /// Stops the run where it is now; returns how far into the run it was.
    func freeze() -> Double {
        let now = loop.now
        sample(at: now)
        frameState.isRunning = false
        loop.remove(self)
        return frameState.run?.elapsed(at: now) ?? 0
    }

    @inline(never)
    private func endRun() {
        guard let run = frameState.run else { return }
        frameState.fraction = run.toFraction
        frameState.run = nil
        if pausesOnCompletion {
            frameState.isRunning = false
            resumableElapsed = nil
        } else {
            complete(at: run.toFraction == 0 ? .start : .end)
        }
    }

    /// Commits every property at `position`, becomes inactive, then runs the completions once.
    func complete(at position: AnimatingPosition) {
        frameState.commit(at: position)
        let handlers = completions
        completions.removeAll()
        reset()
        for handler in handlers { handler(position) }
    }

    /// Back to inactive, with nothing in flight.
    func reset() {
        if isRunning { loop.remove(self) }
        // A host's setter may have stopped the animator while it presents: the frame state keeps
        // the writers until the present returns.
        frameState.clear()
        resumableElapsed = nil
        state = .inactive
    }

    func setReversed(_ newValue: Bool) {
        guard newValue != reversed, state != .stopped else { return }
        if state == .active && isRunning {
            guard interruptible else { return }
            reversed = newValue
            let now = loop.now
            sample(at: now)
            beginRun(duration: remainingDuration(), startTime: now, now: now)
        } else {
            reversed = newValue
            resumableElapsed = nil
        }
    }

    func scrub(to value: Double) {
        guard !value.isNaN, interruptible else { return }
        switch state {
        case .stopped: return
        case .active where isRunning: return
        case .inactive: activate()
        case .active: break
        }
        frameState.fraction = min(max(value, 0), 1)
        resumableElapsed = nil
        // Read once, not once per lane: placing lanes never changes it.
        let linearly = scrubsLinearly
        for lane in 0..<frameState.laneCount {
            let linear = frameState.linearProgress(ofLane: lane)
            frameState.placeLane(lane, at: linearly ? linear : pacedProgress(linear))
        }
        frameState.present()
    }

    /// Progress along the timing curve at a fraction of the time.
    private func pacedProgress(_ fraction: Double) -> Double {
        switch timingParameters {
        case let .cubic(curve):
            return curve.value(at: fraction)
        case let .spring(parameters):
            let spring = parameters.spring(forDuration: duration)
            return spring.value(from: 0, to: 1, initialVelocity: parameters.initialVelocity, at: fraction * duration)
        }
    }
}
