/// One property animated by an animator: from a start value to an end value, written to the
/// host through a closure so Motion never names a host type.
///
/// The closure is formed where the property's value type is known (in the inlinable
/// ``AnimatableProperty/set(_:on:)`` and ``AnimationTransaction/record(from:to:present:commit:)``,
/// specialised in the host's module), so the interpolation it runs every frame is concrete code
/// rather than generic dispatch through `Interpolatable`'s witnesses.
///
/// Public only so that those inlinable entry points can build tracks; not for use outside Motion.
@MainActor
@usableFromInline
struct PropertyTrack {
    /// Which of the property's values a write sets.
    @usableFromInline
    enum Target {
        /// The value on screen, every frame.
        case presentation
        /// The model value, once when the animation ends (the presentation value follows it).
        case model
    }

    /// Holds a track's write closure in an object, so that a frame can call it borrowed (see
    /// ``UncheckedAnimatorFrameState``): a closure's context loaded from an array is retained and
    /// released around every call, while one read from a borrowed object's constant is not.
    @MainActor
    @usableFromInline
    final class Writer {
        /// Writes the value at a progress (0 = start, 1 = end, beyond extrapolates) to `Target`;
        /// a position moves along x and y at their own progress (equal to `progress` unless a
        /// spring was given a velocity per axis).
        @usableFromInline let write: @MainActor (_ progress: LaneProgress, _ target: Target) -> Void
        /// The same as `write` with ``Target/presentation``, as a frame calls it: without the
        /// target to pass and test, or the model's setter to load.
        @usableFromInline let present: @MainActor (_ progress: LaneProgress) -> Void

        @inlinable
        init(
            _ write: @escaping @MainActor (_ progress: LaneProgress, _ target: Target) -> Void,
            present: @escaping @MainActor (_ progress: LaneProgress) -> Void
        ) {
            self.write = write
            self.present = present
        }
    }

    /// The lane whose progress places this property.
    @usableFromInline let lane: Int
    /// Writes the property's values; owned by the track.
    @usableFromInline let writer: Writer

    @inlinable
    init(
        lane: Int, write: @escaping @MainActor (_ progress: LaneProgress, _ target: Target) -> Void,
        present: @escaping @MainActor (_ progress: LaneProgress) -> Void
    ) {
        self.lane = lane
        writer = Writer(write, present: present)
    }

    /// A track that writes through two closures of the host's, one per value.
    @inlinable
    init<Value: Interpolatable>(
        lane: Int, from: Value, to: Value,
        present: @escaping @MainActor (Value) -> Void, commit: @escaping @MainActor (Value) -> Void
    ) {
        self.init(
            lane: lane,
            write: { progress, target in
                let value = Self.value(from: from, to: to, at: progress)
                switch target {
                case .presentation: present(value)
                case .model: commit(value)
                }
            },
            present: { progress in present(Self.value(from: from, to: to, at: progress)) })
    }

    /// A track that writes to its host object through the property's own accessors.
    @inlinable
    init<Root: AnyObject, Value: Interpolatable>(
        lane: Int, root: Root, from: Value, to: Value,
        setPresentation: @escaping @MainActor (Root, Value) -> Void, setModel: @escaping @MainActor (Root, Value) -> Void
    ) {
        self.init(
            lane: lane,
            write: { progress, target in
                let value = Self.value(from: from, to: to, at: progress)
                if target == .model { setModel(root, value) }
                setPresentation(root, value)
            },
            present: { progress in setPresentation(root, Self.value(from: from, to: to, at: progress)) })
    }

    /// Writes the model value at `progress` and drops the presentation override.
    func commit(progress: LaneProgress) { writer.write(progress, .model) }

    /// The value at `progress`, exact at both ends.
    @inlinable
    static func value<Value: Interpolatable>(from: Value, to: Value, at progress: LaneProgress) -> Value {
        if progress.isUniform {
            let value = progress.value
            return value == 0 ? from : value == 1 ? to : from.interpolated(to: to, progress: value)
        }
        return from.interpolated(to: to, progress: progress.value, progressX: progress.x, progressY: progress.y)
    }
}
