/// The bridge between a host's property setters and the animator whose animation block is
/// running, as Core Animation's implicit transactions.
///
/// Inside `PropertyAnimator.addAnimations { … }` a host property setter calls
/// ``record(from:to:present:commit:)``: the animator then owns the move from the presentation
/// value to the new model value. Outside an animation block `record` returns false and the
/// setter applies the value at once.
@MainActor
public enum AnimationTransaction {
    /// The tracks being captured by the animation block that is running, if any.
    @usableFromInline static var capture: Capture?

    @usableFromInline
    final class Capture {
        @usableFromInline let lane: Int
        @usableFromInline var tracks: [PropertyTrack] = []
        init(lane: Int) { self.lane = lane }
    }

    /// Whether an animation block is running: property changes now become animations.
    public static var isCapturing: Bool { capture != nil }

    /// Hands a property change to the animation block that is running.
    ///
    /// - Parameters:
    ///   - from: The value on screen now (the presentation value).
    ///   - to: The new model value.
    ///   - present: Writes a presentation value (called every frame).
    ///   - commit: Writes a model value and drops the presentation override (called once, when
    ///     the animation finishes, with the value it finished at).
    /// - Returns: true if an animation block captured the change; false if the caller must
    ///   apply it directly.
    @discardableResult
    @inlinable
    public static func record<Value: Interpolatable>(
        from: Value, to: Value,
        present: @escaping @MainActor (Value) -> Void,
        commit: @escaping @MainActor (Value) -> Void
    ) -> Bool {
        guard let capture else { return false }
        capture.tracks.append(PropertyTrack(lane: capture.lane, from: from, to: to, present: present, commit: commit))
        return true
    }

    /// Runs `block`, collecting the property changes it makes as tracks of `lane`.
    static func capturing(lane: Int, _ block: @MainActor () -> Void) -> [PropertyTrack] {
        let outer = capture
        let current = Capture(lane: lane)
        capture = current
        block()
        capture = outer
        return current.tracks
    }
}
