import Motion

/// An animation block, as the seed library's `AnimationFunction`: it sets host view properties
/// to their final values.
public typealias AnimationFunction = @MainActor () -> Void

/// One set of animations in a transition: what changes (``animation``), when (``range``) and
/// how (``timingParameters``).
///
/// The animation block sets host view properties to their final values, as a UIKit animation
/// block does; the transition runs it in its range of the transition's effective duration. A
/// spring given by mass, stiffness and damping has an *implicit duration*: the layer then runs
/// for that long from its range's start, and the transition lengthens if needed so the layer
/// ends by the transition's end.
///
/// ```swift
/// AnimationLayer(timingParameters: AnimationTimingParameters(animationCurve: .easeOut), animation: slide)
/// AnimationLayer(range: .latterHalf, timingParameters: .linear) { self.toView?.alpha = 1 }
/// ```
@MainActor
public struct AnimationLayer {
    /// When the layer runs, as a part of the transition.
    public var range: AnimationRange
    /// The timing curve or spring.
    public var timingParameters: AnimationTimingParameters
    /// Sets the final values.
    public var animation: AnimationFunction
    /// A name for diagnostics, if any.
    public var identifier: String?

    /// A layer that runs `animation` in `range` with `timingParameters`, in the seed library's
    /// order: so both `animation:` and a trailing closure read naturally.
    ///
    /// - Parameters:
    ///   - range: When the layer runs; the whole transition by default.
    ///   - timingParameters: The curve or spring; ease-in-ease-out by default.
    ///   - animation: Sets the final values.
    ///   - identifier: A name for diagnostics.
    public init(
        range: AnimationRange = .full, timingParameters: AnimationTimingParameters = .easeInEaseOut,
        animation: @escaping AnimationFunction, identifier: String? = nil
    ) {
        self.range = range
        self.timingParameters = timingParameters
        self.animation = animation
        self.identifier = identifier
    }
}
