#if canImport(UIKit)
import Gestures
import Motion
import TransitionKit
import UIKit

/// A complete description of a transition: how long, its animation, and optionally a shared
/// element.
@preconcurrency @MainActor
public struct Transition {
    /// The nominal duration, in seconds; layers (or a shared element) timed by a spring with an
    /// implicit duration may lengthen it (``effectiveDuration``).
    public let duration: TimeInterval
    /// The layered animation.
    public let animation: any TransitionAnimation
    /// The shared element's animation and interaction, if any.
    public let sharedElement: (any SharedElementTransition)?

    /// A transition of `duration` seconds.
    ///
    /// - Precondition: `duration` is finite and greater than 0 (a value written in the source;
    ///   an invalid one is the programmer's).
    public init(duration: TimeInterval, animation: any TransitionAnimation, sharedElement: (any SharedElementTransition)? = nil) {
        precondition(duration.isFinite && duration > 0,
                     "Transition(duration:animation:sharedElement:): \(TransitionError.invalidDuration(duration))")
        self.duration = duration
        self.animation = animation
        self.sharedElement = sharedElement
    }

    /// The duration the transition runs for, in seconds: the nominal duration, lengthened so that
    /// layers (and the shared element) timed by springs with an implicit duration fit, measured
    /// on the layers as they are described now.
    public var effectiveDuration: TimeInterval {
        TransitionKit.Transition(
            duration: duration, animation: LayersOnly(layers: animation.layers),
            sharedElement: sharedElement.map { SharedElementTimingOnly(timingParameters: $0.timingParameters) }
        ).effectiveDuration
    }
}

/// Layers measured for a duration, without views.
@MainActor
private final class LayersOnly: TransitionKit.TransitionAnimation {
    let layers: [AnimationLayer]
    init(layers: [AnimationLayer]) { self.layers = layers }
    func setup(in operationContext: TransitionKit.TransitionOperationContext) {}
    func completion(position: AnimatingPosition) {}
}

/// A shared element's timing, measured for a duration.
@MainActor
private final class SharedElementTimingOnly: TransitionKit.SharedElementAnimation, TransitionKit.SharedElementInteraction {
    var sharedElement: (any TransitionKit.SharedElement)?
    var animatingPosition: AnimatingPosition = .end
    let timingParameters: AnimationTimingParameters
    init(timingParameters: AnimationTimingParameters) { self.timingParameters = timingParameters }
    func setup(in operationContext: TransitionKit.TransitionOperationContext) {}
    func animation() {}
    func completion(position: AnimatingPosition) {}
    func startInteraction(in context: any ViewControllerContextTransitioning, gestureRecognizer: GestureRecognizer) {}
    func updateInteraction(in context: any ViewControllerContextTransitioning,
                           interactionController: any TransitionKit.TransitionInteractionController, progress: TransitionProgress) {}
}
#endif
