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

/// A track that writes to its host object through the property's own accessors: one closure
/// call per frame, no intermediate closure context.
@MainActor
@usableFromInline
final class RootedPropertyTrack<Root: AnyObject, Value: Interpolatable>: PropertyTrack {
    @usableFromInline let root: Root
    @usableFromInline let from: Value
    @usableFromInline let to: Value
    @usableFromInline let setPresentation: @MainActor (Root, Value) -> Void
    @usableFromInline let setModel: @MainActor (Root, Value) -> Void

    @inlinable init(
        lane: Int, root: Root, from: Value, to: Value,
        setPresentation: @escaping @MainActor (Root, Value) -> Void, setModel: @escaping @MainActor (Root, Value) -> Void
    ) {
        self.root = root
        self.from = from
        self.to = to
        self.setPresentation = setPresentation
        self.setModel = setModel
        super.init(lane: lane)
    }

    @inlinable override func present(progress: Double) { setPresentation(root, value(at: progress)) }

    @inlinable override func commit(progress: Double) {
        let value = value(at: progress)
        setModel(root, value)
        setPresentation(root, value)
    }

    @inlinable
    func value(at progress: Double) -> Value {
        progress == 0 ? from : progress == 1 ? to : from.interpolated(to: to, progress: progress)
    }
}
