import Foundation
import Gestures
import Motion

/// A screen edge a transition comes from or goes to.
public enum TransitionScreenEdge: String, Sendable, CaseIterable {
    case top, right, bottom, left

    /// The two axes an edge can lie across.
    public enum Axis: String, Sendable { case horizontal, vertical }

    /// The edge `vector` points to: its larger component decides the axis (vertical on a tie),
    /// its sign the side, as the seed library's.
    public init(vector: CGVector) {
        if abs(vector.dx) > abs(vector.dy) {
            self = vector.dx > 0 ? .right : .left
        } else {
            self = vector.dy > 0 ? .bottom : .top
        }
    }

    /// The axis across which the edge moves things: horizontal for the left and right edges.
    public var axis: Axis { isHorizontal ? .horizontal : .vertical }

    /// The edge on the other side.
    public var opposite: TransitionScreenEdge {
        switch self {
        case .top: .bottom
        case .right: .left
        case .bottom: .top
        case .left: .right
        }
    }

    /// The unit vector pointing from this edge into the screen.
    var inward: CGPoint {
        switch self {
        case .top: CGPoint(x: 0, y: 1)
        case .right: CGPoint(x: -1, y: 0)
        case .bottom: CGPoint(x: 0, y: -1)
        case .left: CGPoint(x: 1, y: 0)
        }
    }

    /// Whether the edge's axis is horizontal.
    var isHorizontal: Bool { self == .left || self == .right }
}

/// The drop-in interaction controller of the guide: a pan drives navigation, modal or tab bar
/// transitions.
///
/// Movement away from ``edge`` presents (push, present, next tab); movement towards it
/// dismisses (pop, dismiss, previous tab). Progress is the pan's translation along the edge's
/// axis in the container, divided by the distance needed to complete — the container's size on
/// that axis times ``panDistanceMultiplier`` — added to the fraction at which interaction
/// started. The translation counts from the finger's touch-down, so the transition keeps the
/// finger where it touched down. When the pan ends, a flick (a release at
/// ``minimumFlickVelocity`` points per second or faster, mostly along the edge's axis) goes the
/// way it points; otherwise the transition completes only if the fraction is strictly above
/// ``completionThreshold``.
///
/// The settings are the programmer's, usually written in the source: an invalid value stops
/// with a message naming it. For values read at run time, the throwing setters
/// (``setCompletionThreshold(_:)``, ``setMinimumFlickVelocity(_:)``,
/// ``setPanDistanceMultiplier(_:)``) validate instead.
@MainActor
public final class PanInteractionController: TransitionInteractionController {
    /// The kinds of container the controller drives.
    public enum Container: String, Sendable { case navigation, modal, tabBar }

    /// The pan that drives the interaction. It takes one finger (`maximumNumberOfTouches` 1,
    /// as the seed library's): a swipe with more fingers starts no transition. Set its
    /// `maximumNumberOfTouches` to allow more.
    public let panGestureRecognizer = PanGestureRecognizer(name: "pan interaction")
    public var gestureRecognizer: GestureRecognizer { panGestureRecognizer }
    public weak var sharedElementProvider: (any SharedElementProvider)?

    /// The edge new controllers come from.
    public let edge: TransitionScreenEdge
    /// The container kind the operations are for.
    public let container: Container
    /// Whether progress is reported as steps (`true`) or as the fraction complete (`false`,
    /// the default).
    public var updateProgressAsStep = false
    /// Whether a fast release decides by its direction (a flick). On by default.
    public var allowFlick = true

    private var threshold: AnimationFraction = 1.0 / 3
    private var flickVelocity = 1200.0
    private var distanceMultiplier = 1.0
    private var startFraction: AnimationFraction = 0

    /// The fraction above which a released (not flicked) transition completes; 1/3 by default.
    ///
    /// - Precondition: 0…1 when set.
    public var completionThreshold: AnimationFraction {
        get { threshold }
        set {
            precondition(Self.isValidThreshold(newValue), "PanInteractionController: \(TransitionError.invalidThreshold(newValue))")
            threshold = newValue
        }
    }

    /// The speed that makes a release a flick, in points per second; 1200 by default.
    ///
    /// - Precondition: Finite and greater than 0 when set.
    public var minimumFlickVelocity: Double {
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
    public var panDistanceMultiplier: Double {
        get { distanceMultiplier }
        set {
            precondition(Self.isPositive(newValue), "PanInteractionController: \(TransitionError.invalidPanDistanceMultiplier(newValue))")
            distanceMultiplier = newValue
        }
    }

    /// For navigation transitions: new controllers are pushed from `edge` (`.right` mimics
    /// UIKit's navigation).
    public convenience init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(edge: edge, container: .navigation)
    }

    /// For modal transitions: controllers are presented from `edge` (`.bottom` mimics UIKit).
    public convenience init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(edge: edge, container: .modal)
    }

    private init(edge: TransitionScreenEdge, container: Container) {
        self.edge = edge
        self.container = container
        panGestureRecognizer.maximumNumberOfTouches = 1
    }

    /// For tab bar transitions: higher indices come from the right (from the left when
    /// `rightToLeft`).
    public static func forTabBarTransitions(rightToLeft: Bool = false) -> PanInteractionController {
        PanInteractionController(edge: rightToLeft ? .left : .right, container: .tabBar)
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

    public func operationForInteractiveTransition() -> TransitionOperation {
        let translation = panGestureRecognizer.translation(in: nil)
        let along = along(translation)
        let across = edge.isHorizontal ? Double(translation.y) : Double(translation.x)
        guard along != 0, abs(along) >= abs(across) else { return .none }
        let presenting = along > 0
        switch container {
        case .navigation: return .navigation(presenting ? .push : .pop)
        case .modal: return .modal(presenting ? .present : .dismiss)
        case .tabBar: return .tabBar(presenting ? .increaseIndex : .decreaseIndex)
        }
    }

    public func progress(in operationContext: TransitionOperationContext) -> TransitionProgress {
        let container = operationContext.context.containerView
        let size = (edge.isHorizontal ? Double(container.bounds.width) : Double(container.bounds.height)) * distanceMultiplier
        let distance = progressDirection(for: operationContext.operation) * along(panGestureRecognizer.translation(in: container))
        let progress = size > 0 && (distance / size).isFinite ? distance / size : 0
        return updateProgressAsStep ? .step(progress) : .fractionComplete(startFraction + progress)
    }

    public func resetProgressIfNeeded(in operationContext: TransitionOperationContext) {
        if updateProgressAsStep { panGestureRecognizer.setTranslation(.zero, in: operationContext.context.containerView) }
    }

    public func completionPosition(
        in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction
    ) -> AnimatingPosition {
        if allowFlick {
            let velocity = panGestureRecognizer.velocity(in: operationContext.context.containerView)
            let speed = Double(hypot(velocity.x, velocity.y))
            let flickIsHorizontal = abs(velocity.x) > abs(velocity.y)
            if speed >= flickVelocity, flickIsHorizontal == edge.isHorizontal {
                return progressDirection(for: operationContext.operation) * along(velocity) > 0 ? .end : .start
            }
        }
        return fractionComplete > threshold ? .end : .start
    }

    public func interactionStarted(
        in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction
    ) {
        startFraction = fractionComplete
    }

    public func resetInteraction() {
        startFraction = 0
    }

    // MARK: Geometry

    /// The component of `vector` pointing away from the edge, in points.
    private func along(_ vector: CGPoint) -> Double {
        let inward = edge.inward
        return Double(vector.x * inward.x + vector.y * inward.y)
    }

    /// +1 when moving away from the edge makes progress (presenting), −1 when moving towards it
    /// does (dismissing).
    private func progressDirection(for operation: TransitionOperation) -> Double {
        operation.isDismissing ? -1 : 1
    }
}
