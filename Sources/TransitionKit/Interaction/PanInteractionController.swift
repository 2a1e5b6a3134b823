import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// The drop-in interaction controller of the guide: a pan drives navigation, modal or tab bar
/// transitions.
///
/// Its ``transitionEdges`` say which operation a pan towards each screen edge asks for (for
/// navigation at the right edge: leftwards pushes, rightwards pops). Progress is the pan's
/// translation towards the operation's edge in the container, divided by the distance needed to
/// complete — the container's size on that axis times ``panDistanceMultiplier`` — added to the
/// fraction at which interaction started. The translation counts from the finger's touch-down,
/// so the transition keeps the finger where it touched down. When the pan ends, the one
/// ``ReleaseRule`` decides: a flick (a release at ``minimumFlickVelocity`` points per second or
/// faster, mostly along the operation's axis) goes the way it points; otherwise the transition
/// completes only if the fraction is strictly above ``completionThreshold``.
///
/// The settings are the programmer's, usually written in the source: an invalid value stops
/// with a message naming it. For values read at run time, the throwing setters
/// (``setCompletionThreshold(_:)``, ``setMinimumFlickVelocity(_:)``,
/// ``setPanDistanceMultiplier(_:)``) validate instead. Subclass it to change how a pan is read.
@MainActor
open class PanInteractionController: TransitionInteractionController {
    /// The pan that drives the interaction. It takes one finger (`maximumNumberOfTouches` 1,
    /// as the seed library's): a swipe with more fingers starts no transition. Set its
    /// `maximumNumberOfTouches` to allow more.
    public let panGestureRecognizer = PanGestureRecognizer(name: "pan interaction")
    open var gestureRecognizer: GestureRecognizer { panGestureRecognizer }
    open weak var sharedElementProvider: (any SharedElementProvider)?

    /// Which operation a pan towards each screen edge asks for.
    public let transitionEdges: TransitionEdges
    /// Whether progress is reported as steps (`true`) or as the fraction complete (`false`,
    /// the default).
    open var updateProgressAsStep: Bool {
        get { progressAsStep }
        set { progressAsStep = newValue }
    }
    /// Whether a fast release decides by its direction (a flick). On by default.
    open var allowFlick = true

    private var threshold: AnimationFraction = 1.0 / 3
    private var flickVelocity = 1200.0
    private var distanceMultiplier = 1.0
    private var startFraction: AnimationFraction = 0
    /// The storage of ``updateProgressAsStep``, read every frame: private, so that its reads
    /// need no exclusivity check (an open stored property's would).
    private var progressAsStep = false

    /// The fraction above which a released (not flicked) transition completes; 1/3 by default.
    ///
    /// - Precondition: 0…1 when set.
    open var completionThreshold: AnimationFraction {
        get { threshold }
        set {
            precondition(Self.isValidThreshold(newValue), "PanInteractionController: \(TransitionError.invalidThreshold(newValue))")
            threshold = newValue
        }
    }

    /// The speed that makes a release a flick, in points per second; 1200 by default.
    ///
    /// - Precondition: Finite and greater than 0 when set.
    open var minimumFlickVelocity: Double {
        get { flickVelocity }
        set {
            precondition(Self.isPositive(newValue), "PanInteractionController: \(TransitionError.invalidFlickVelocity(newValue))")
            flickVelocity = newValue
        }
    }

    /// Scales the pan distance that completes the transition: 1 (the default) needs the
    /// container's whole size along the edge's axis, 0.5 half of it.
    ///
    /// - Precondition: Finite and greater than 0 when set.
    open var panDistanceMultiplier: Double {
        get { distanceMultiplier }
        set {
            precondition(Self.isPositive(newValue), "PanInteractionController: \(TransitionError.invalidPanDistanceMultiplier(newValue))")
            distanceMultiplier = newValue
        }
    }

    /// For navigation transitions: new controllers are pushed from `edge` (`.right` mimics
    /// UIKit's navigation).
    public convenience init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(transitionEdges: TransitionEdges(forNavigationTransitionsAtEdge: edge))
    }

    /// For modal transitions: controllers are presented from `edge` (`.bottom` mimics UIKit).
    public convenience init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(transitionEdges: TransitionEdges(forModalTransitionsAtEdge: edge))
    }

    /// For tab bar transitions: higher indices come from the right (from the left when
    /// `rightToLeft`).
    public static func forTabBarTransitions(rightToLeft: Bool = false) -> PanInteractionController {
        PanInteractionController(transitionEdges: TransitionEdges.forTabBarTransitions(rightToLeft: rightToLeft))
    }

    /// A controller whose pans ask for the operations `transitionEdges` gives.
    public init(transitionEdges: TransitionEdges) {
        self.transitionEdges = transitionEdges
        panGestureRecognizer.maximumNumberOfTouches = 1
    }

    /// Sets ``completionThreshold`` from a value read at run time.
    /// - Throws: ``TransitionError/invalidThreshold(_:)`` outside 0…1.
    public func setCompletionThreshold(_ threshold: AnimationFraction) throws(TransitionError) {
        guard Self.isValidThreshold(threshold) else { throw .invalidThreshold(threshold) }
        self.threshold = threshold
    }

    /// Sets ``minimumFlickVelocity`` from a value read at run time.
    /// - Throws: ``TransitionError/invalidFlickVelocity(_:)`` unless finite and greater than 0.
    public func setMinimumFlickVelocity(_ velocity: Double) throws(TransitionError) {
        guard Self.isPositive(velocity) else { throw .invalidFlickVelocity(velocity) }
        flickVelocity = velocity
    }

    /// Sets ``panDistanceMultiplier`` from a value read at run time.
    /// - Throws: ``TransitionError/invalidPanDistanceMultiplier(_:)`` unless finite and greater
    ///   than 0.
    public func setPanDistanceMultiplier(_ multiplier: Double) throws(TransitionError) {
        guard Self.isPositive(multiplier) else { throw .invalidPanDistanceMultiplier(multiplier) }
        distanceMultiplier = multiplier
    }

    private static func isValidThreshold(_ value: Double) -> Bool { value.isFinite && (0...1).contains(value) }
    private static func isPositive(_ value: Double) -> Bool { value.isFinite && value > 0 }

    // MARK: TransitionInteractionController

    open func operationForInteractiveTransition() -> TransitionOperation {
        let translation = panGestureRecognizer.translation(in: nil)
        guard translation != .zero else { return .none }
        return transitionEdges.operationFor(screenEdge: TransitionScreenEdge(vector: CGVector(dx: translation.x, dy: translation.y)))
    }

    open func progress(in operationContext: TransitionOperationContext) -> TransitionProgress {
        guard let edge = transitionEdges.screenEdgeFor(operation: operationContext.operation) else {
            return updateProgressAsStep ? .step(0) : .fractionComplete(startFraction)
        }
        let container = operationContext.context.containerView
        let size = (edge.isHorizontal ? Double(container.bounds.width) : Double(container.bounds.height)) * distanceMultiplier
        let distance = Self.distance(panGestureRecognizer.translation(in: container), towards: edge)
        let progress = size > 0 && (distance / size).isFinite ? distance / size : 0
        return updateProgressAsStep ? .step(progress) : .fractionComplete(startFraction + progress)
    }

    open func resetProgressIfNeeded(in operationContext: TransitionOperationContext) {
        if updateProgressAsStep { panGestureRecognizer.setTranslation(.zero, in: operationContext.context.containerView) }
    }

    open func completionPosition(
        in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction
    ) -> AnimatingPosition {
        // The one release rule: a flick whose direction lies on the edge's axis decides by its
        // direction (its speed counted towards the edge or away from it), a slower release by the
        // threshold.
        var speedTowardsEnd = 0.0
        if allowFlick, let edge = transitionEdges.screenEdgeFor(operation: operationContext.operation) {
            let velocity = panGestureRecognizer.velocity(in: operationContext.context.containerView)
            let flickEdge = TransitionScreenEdge(vector: CGVector(dx: velocity.x, dy: velocity.y))
            if flickEdge.axis == edge.axis {
                let speed = Double(hypot(velocity.x, velocity.y))
                speedTowardsEnd = flickEdge == edge ? speed : -speed
            }
        }
        return ReleaseRule(minimumSpeed: flickVelocity)
            .position(speedTowardsEnd: speedTowardsEnd, positionCompletes: fractionComplete > threshold)
    }

    open func interactionStarted(
        in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction
    ) {
        startFraction = fractionComplete
    }

    open func interactionEnded(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) {}

    open func resetInteraction() {
        startFraction = 0
    }

    /// How far `vector` goes towards `edge`, in points: against the edge's inward direction.
    private static func distance(_ vector: CGPoint, towards edge: TransitionScreenEdge) -> Double {
        let inward = edge.inwardDirection
        return -(Double(vector.x) * Double(inward.x) + Double(vector.y) * Double(inward.y))
    }
}
