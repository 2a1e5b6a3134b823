/// One property animated by an animator: from a start value to an end value, written to the
/// host through closures so Motion never names a host type.
///
/// Public only so that a host's module can specialise tracks for its value types (the frame
/// path then interpolates without generic dispatch); not for use outside Motion.
@MainActor
@usableFromInline
class PropertyTrack {
    @usableFromInline let lane: Int

    @usableFromInline init(lane: Int) { self.lane = lane }

    /// Writes the presentation value at `progress` (0 = start, 1 = end, beyond extrapolates).
    @usableFromInline func present(progress: Double) {}
    /// Writes the model value at `progress` and drops the presentation override.
    @usableFromInline func commit(progress: Double) {}
}

@MainActor
@usableFromInline
final class TypedPropertyTrack<Value: Interpolatable>: PropertyTrack {
    @usableFromInline let from: Value
    @usableFromInline let to: Value
    @usableFromInline let presentValue: @MainActor (Value) -> Void
    @usableFromInline let commitValue: @MainActor (Value) -> Void

    @inlinable init(lane: Int, from: Value, to: Value, present: @escaping @MainActor (Value) -> Void, commit: @escaping @MainActor (Value) -> Void) {
        self.from = from
        self.to = to
        presentValue = present
        commitValue = commit
        super.init(lane: lane)
    }

    @inlinable override func present(progress: Double) { presentValue(value(at: progress)) }
    @inlinable override func commit(progress: Double) { commitValue(value(at: progress)) }

    @inlinable
    func value(at progress: Double) -> Value {
        progress == 0 ? from : progress == 1 ? to : from.interpolated(to: to, progress: progress)
    }
}
