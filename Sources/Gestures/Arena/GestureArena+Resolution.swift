/// How the arena decides between recognizers: exclusivity, simultaneity, failure requirements.
extension GestureArena {
    /// `recognizer` asks to leave `.possible` for `next` (began, or ended for a discrete one).
    func resolve(_ recognizer: GestureRecognizer, wants next: GestureRecognizerState) {
        guard recognizer.state == .possible else { return }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
            recognizer.apply(.failed)
            return
        }
        if let arbiter {
            // Another system decides; ask once per wish, and wait.
            let asked = recognizer.pendingState == next
            recognizer.pendingState = next
            if !asked { arbiter.arena(self, recognizer: recognizer, asksFor: next) }
            return
        }
        let excluded = participants.contains { other in
            other !== recognizer && other.state.isActive && shareTouches(recognizer, other)
                && !recognizer.canRecognizeSimultaneously(with: other)
        }
        if excluded {
            recognizer.apply(.failed)
            return
        }
        let blockers = failureRequirements(of: recognizer)
        if blockers.contains(where: { $0.state.isActive || $0.state == .ended }) {
            recognizer.apply(.failed)
            return
        }
        if blockers.contains(where: isUndecided) {
            recognizer.pendingState = next
            return
        }
        recognizer.apply(next)
        guard recognizer.state == next else { return }
        for other in participants where other !== recognizer && other.state == .possible {
            let loses = (shareTouches(recognizer, other) && !recognizer.canRecognizeSimultaneously(with: other))
                || other.requiresFailure(of: recognizer)
            if loses { other.apply(.failed) }
        }
    }

    /// Called when `recognizer` reaches a finished state: recognizers waiting for it may go on.
    func recognizerDidFinish(_ recognizer: GestureRecognizer) {
        if recognizer.state == .failed { releaseWaiters() }
    }

    /// Resets recognizers whose gesture is over and whose fingers have lifted, drops those
    /// with nothing left to do, and lets waiting recognizers go on.
    func settle() {
        var anyIdle = false
        for recognizer in participants {
            if recognizer.state.isFinished && recognizer.frameState.touchCount == 0 { recognizer.reset() }
            if UncheckedGestureArenaState.isIdle(recognizer) { anyIdle = true }
        }
        if anyIdle {
            // Reset first, then removed: a reset leaves an idle recognizer idle, and the removal
            // then calls nothing.
            for recognizer in participants where UncheckedGestureArenaState.isIdle(recognizer) { recognizer.reset() }
            arenaState.removeIdle()
        }
        releaseWaiters()
    }

    /// Waiting recognizers whose blockers have all failed (or left) get the state they asked for.
    private func releaseWaiters() {
        // With an arbiter, a waiting recognizer waits for its answer, not for others to fail.
        guard arbiter == nil else { return }
        for waiter in participants where waiter.pendingState != nil {
            let blockers = failureRequirements(of: waiter)
            guard !blockers.contains(where: isUndecided), let wish = waiter.pendingState else { continue }
            waiter.pendingState = nil
            resolve(waiter, wants: wish)
        }
    }

    /// The recognizers `recognizer` must wait for.
    private func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var candidates = participants
        for other in recognizer.explicitFailureRequirements where !candidates.contains(where: { $0 === other }) {
            candidates.append(other)
        }
        return candidates.filter { recognizer.requiresFailure(of: $0) }
    }

    /// Whether `recognizer` may still be recognized: possible, and in play here.
    private func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.state == .possible && participants.contains { $0 === recognizer }
            && (!recognizer.trackedTouches.isEmpty || recognizer.deadline != nil || recognizer.pendingState != nil)
    }

    private func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        !a.touchHistory.isDisjoint(with: b.touchHistory)
    }
}
