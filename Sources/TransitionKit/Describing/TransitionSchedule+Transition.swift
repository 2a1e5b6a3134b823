import Motion

extension TransitionSchedule {
    /// The schedule of `transition`'s layers, as described now, with its shared element's
    /// timing when it has one (`hasSharedElement`).
    @MainActor
    init(layers: [AnimationLayer], of transition: Transition, hasSharedElement: Bool) {
        self.init(
            nominalDuration: transition.duration,
            ranges: layers.map(\.range),
            implicitDurations: layers.map(\.timingParameters.implicitDuration),
            sharedElementDuration: hasSharedElement ? transition.sharedElementTransition?.timingParameters.implicitDuration : nil
        )
    }

    /// Whether the schedule can run: a finite effective duration and finite windows.
    var isRunnable: Bool {
        duration.isFinite && windows.allSatisfy { $0.start.isFinite && $0.duration.isFinite }
    }
}
