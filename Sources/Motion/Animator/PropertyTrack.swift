/// One property animated by an animator: from a start value to an end value, written to the
/// host through closures so Motion never names a host type.
@MainActor
class PropertyTrack {
    let lane: Int

    init(lane: Int) { self.lane = lane }

    /// Writes the presentation value at `progress` (0 = start, 1 = end, beyond extrapolates).
    func present(progress: Double) {}
    /// Writes the model value at `progress` and drops the presentation override.
    func commit(progress: Double) {}
}

@MainActor
final class TypedPropertyTrack<Value: Interpolatable>: PropertyTrack {
    let from: Value
    let to: Value
    let presentValue: @MainActor (Value) -> Void
    let commitValue: @MainActor (Value) -> Void

    init(lane: Int, from: Value, to: Value, present: @escaping @MainActor (Value) -> Void, commit: @escaping @MainActor (Value) -> Void) {
        self.from = from
        self.to = to
        presentValue = present
        commitValue = commit
        super.init(lane: lane)
    }

    override func present(progress: Double) { presentValue(value(at: progress)) }
    override func commit(progress: Double) { commitValue(value(at: progress)) }

    @inline(__always)
    private func value(at progress: Double) -> Value {
        progress == 0 ? from : progress == 1 ? to : from.interpolated(to: to, progress: progress)
    }
}
