import Motion

/// One set of animations in a transition: what changes (``animation``), when (``range``) and
/// how (``timingParameters``).
///
/// The animation block sets host view properties to their final values, as a UIKit animation
/// block does; the transition runs it in its range of the transition's effective duration. A
/// spring given by mass, stiffness and damping has an *implicit duration*: the layer then runs
/// for that long from its range's start, and the transition lengthens if needed so the layer
/// ends by the transition's end.
@MainActor
public struct AnimationLayer {
    /// When the layer runs, as a part of the transition.
    public var range: AnimationRange
    /// The timing curve or spring.
    public var timingParameters: TimingParameters
    /// Sets the final values.
    public var animation: @MainActor () -> Void
    /// A name for diagnostics.
    public var identifier: String

    /// A layer that runs `animation` in `range` with `timingParameters`.
    public init(
        range: AnimationRange = .full, timingParameters: TimingParameters = .easeInEaseOut,
        identifier: String = "layer", animation: @escaping @MainActor () -> Void
    ) {
        self.range = range
        self.timingParameters = timingParameters
        self.identifier = identifier
        self.animation = animation
    }
}
