extension PropertyAnimator {
    /// Inactive → active and paused: runs the pending animation blocks and places the
    /// properties at the start (or, reversed, at the end).
    func activate() {
        state = .active
        isRunning = false
        fraction = reversed ? 1 : 0
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for (delayFactor, block) in pending {
            let lane = laneIndex(startFraction: delayFactor, endFraction: 1)
            tracks += AnimationTransaction.capturing(lane: lane, block)
        }
        present()
    }

    /// An animation block added while active animates over the rest of the current run.
    func captureWhileActive(_ block: @MainActor () -> Void, delayFactor: Double) {
        let now = loop.now
        if isRunning { sample(at: now) }
        let target = targetFraction
        let start = fraction + delayFactor * (target - fraction)
        let lane = laneIndex(startFraction: start, endFraction: target, progress: 0)
        tracks += AnimationTransaction.capturing(lane: lane, block)
        if isRunning, let run {
            let window = lanes[lane].window(runningFrom: run.fromFraction, to: run.toFraction, duration: run.duration)
                ?? (run.duration, run.duration)
            lanes[lane].startLeg(
                start: window.start, end: window.end, to: 1, timing: timingParameters, velocity: nil, axisVelocity: nil)
        }
    }

    private func laneIndex(startFraction: Double, endFraction: Double, progress: Double? = nil) -> Int {
        if progress == nil,
            let index = lanes.firstIndex(where: { $0.startFraction == startFraction && $0.endFraction == endFraction })
        {
            return index
        }
        var lane = AnimationLane(startFraction: startFraction, endFraction: endFraction, progress: 0)
        lane.hold(at: progress ?? lane.linearProgress(atFraction: fraction))
        lanes.append(lane)
        return lanes.count - 1
    }

    /// The fraction the next run heads for.
    var targetFraction: Double { reversed ? 0 : 1 }

    /// Time to the target at the animator's pace.
    func remainingDuration() -> Double { abs(targetFraction - fraction) * duration }

    /// Starts a run from where every lane is, with the velocity it has, to the target.
    func beginRun(duration requested: Double, startTime: Double, now: Double) {
        // Only a moving animator carries velocity into the new run; from rest, curves leave at their own pace.
        let wasMoving = isRunning
        var elapsed = 0.0
        var velocities = [Double](repeating: 0, count: lanes.count)
        if isRunning, let run {
            elapsed = run.elapsed(at: now)
            for index in lanes.indices { velocities[index] = lanes[index].segment.velocity(at: elapsed) }
            sample(at: now)
        }
        let target = targetFraction
        var runDuration = requested
        if case let .spring(parameters) = timingParameters, case let .physical(spring) = parameters.kind, let lane = lanes.first {
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
        for index in lanes.indices {
            let to = lanes[index].linearProgress(atFraction: target)
            if let window = lanes[index].window(runningFrom: fraction, to: target, duration: runDuration) {
                let carries = wasMoving && window.start == 0
                lanes[index].startLeg(
                    start: window.start, end: window.end, to: to, timing: timingParameters,
                    velocity: carries ? velocities[index] : nil,
                    axisVelocity: carries ? lanes[index].axisVelocity(atElapsed: elapsed) : nil)
            } else {
                lanes[index].jump(at: runDuration, to: to)
            }
        }
        run = Run(startTime: startTime, fromFraction: fraction, toFraction: target, duration: runDuration)
        resumableElapsed = nil
        isRunning = true
        loop.add(self)
    }

    public func step(to time: Double) -> Bool {
        // Only an active animator runs, so `isRunning` and a run are all a frame needs to read.
        guard isRunning, let run else { return false }
        let elapsed = time - run.startTime
        guard elapsed >= 0 else { return true }
        sample(run, at: time)
        if elapsed >= run.duration { endRun() }
        return isRunning
    }

    /// Places every lane and property where the run is at `time`.
    func sample(at time: Double) {
        if let run { sample(run, at: time) }
    }

    private func sample(_ run: Run, at time: Double) {
        let elapsed = run.elapsed(at: time)
        fraction = run.fraction(atElapsed: elapsed)
        for index in lanes.indices { lanes[index].sample(atElapsed: elapsed) }
        present()
    }

    /// Stops the run where it is now; returns how far into the run it was.
    func freeze() -> Double {
        let now = loop.now
        sample(at: now)
        isRunning = false
        loop.remove(self)
        return run?.elapsed(at: now) ?? 0
    }

    func present() {
        // By index, reading `tracks` afresh each time: a `for in` would retain the array for the
        // loop, and a host's setter may change the tracks (by stopping the animator, say). Each
        // write is called borrowed, with no retain or release: only `reset()` drops tracks, and
        // while a present is under way it parks them in `retiredTracks` until the outermost
        // present returns (a host's setter may scrub the animator, which presents again).
        let isOutermost = !isPresenting
        isPresenting = true
        var index = 0
        while index < tracks.count {
            let progress = lanes[tracks[index].lane].laneProgress
            tracks[index].borrowedWriter.withBorrowed { $0.write(progress, .presentation) }
            index += 1
        }
        guard isOutermost else { return }
        isPresenting = false
        if !retiredTracks.isEmpty { retiredTracks.removeAll() }
    }

    private func endRun() {
        guard let run else { return }
        fraction = run.toFraction
        self.run = nil
        if pausesOnCompletion {
            isRunning = false
            resumableElapsed = nil
        } else {
            complete(at: run.toFraction == 0 ? .start : .end)
        }
    }

    /// Commits every property at `position`, becomes inactive, then runs the completions once.
    func complete(at position: AnimatingPosition) {
        for track in tracks {
            let progress: LaneProgress = switch position {
            case .end: LaneProgress(1)
            case .start: LaneProgress(0)
            case .current: lanes[track.lane].laneProgress
            }
            track.commit(progress: progress)
        }
        let handlers = completions
        completions.removeAll()
        reset()
        for handler in handlers { handler(position) }
    }

    /// Back to inactive, with nothing in flight.
    func reset() {
        if isRunning { loop.remove(self) }
        if isPresenting {
            // A host's setter stopped the animator while it presents: the writers must outlive
            // the present (moved, not copied, when nothing is parked yet).
            if retiredTracks.isEmpty { swap(&retiredTracks, &tracks) } else { retiredTracks += tracks }
        }
        tracks.removeAll()
        lanes.removeAll()
        run = nil
        resumableElapsed = nil
        isRunning = false
        fraction = 0
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
        fraction = min(max(value, 0), 1)
        resumableElapsed = nil
        for index in lanes.indices {
            let linear = lanes[index].linearProgress(atFraction: fraction)
            lanes[index].place(at: scrubsLinearly ? linear : pacedProgress(linear))
        }
        present()
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
