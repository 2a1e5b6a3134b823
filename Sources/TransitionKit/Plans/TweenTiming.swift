import Motion

/// How far a ``TransitionTween`` has gone between its ends at a fraction complete: its segment
/// and curve forward, the mirrored segment and inverted curve backward.
///
/// Not generic, so that a tween's performer reads it every frame without a run-time lookup of
/// the tween's type.
struct TweenTiming {
    let segment: TransitionSegment
    let curve: CubicBezierCurve
    /// Made once, since building a curve builds its sample table.
    let invertedCurve: CubicBezierCurve

    init(segment: TransitionSegment, curve: CubicBezierCurve) {
        self.segment = segment
        self.curve = curve
        invertedCurve = curve.inverted
    }

    /// The progress, 0…1, from the end the tween leaves in `direction` (back going forward,
    /// fore going backward) at fraction complete `fraction`.
    private func progress(at fraction: Double, direction: TransitionDirection) -> Double {
        switch direction {
        case .forward: curve.value(at: segment.localProgress(at: fraction))
        case .backward: invertedCurve.value(at: segment.mirrored.localProgress(at: fraction))
        }
    }

    /// The value between `back` and `fore` at fraction complete `fraction` in `direction`.
    func value<Value: Interpolatable>(between back: Value, and fore: Value, at fraction: Double,
                                      direction: TransitionDirection) -> Value {
        let local = progress(at: fraction, direction: direction)
        return direction == .forward ? back.interpolated(to: fore, progress: local) : fore.interpolated(to: back, progress: local)
    }
}
