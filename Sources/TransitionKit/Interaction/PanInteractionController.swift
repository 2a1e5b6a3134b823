import Foundation
import Gestures
import Motion

/// A screen edge a transition comes from or goes to.
public enum TransitionScreenEdge: String, Sendable, CaseIterable {
    case top, right, bottom, left

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
/// dismisses (pop, dismiss, previous tab). Progress is the translation along the edge's axis in
/// the container divided by the container's size on that axis (times ``panDistanceMultiplier``),
/// continuing from the fraction at which interaction started. When the pan ends, a flick (at
/// least ``minimumFlickVelocity`` points per second along the axis) goes the way it points;
/// otherwise the transition completes only if the fraction is strictly above
/// ``completionThreshold``.
@MainActor
public final class PanInteractionController: TransitionInteractionController {
    /// The kinds of container the controller drives.
    public enum Container: String, Sendable { case navigation, modal, tabBar }

    private let pan = PanGestureRecognizer(name: "pan interaction")
    public var gestureRecognizer: GestureRecognizer { pan }
    public weak var sharedElementProvider: (any SharedElementProvider)?

    /// The edge new controllers come from.
    public let edge: TransitionScreenEdge
    /// The container kind the operations are for.
    public let container: Container
    /// The fraction above which a released (not flicked) transition completes; 1/3 by default.
    public private(set) var completionThreshold: AnimationFraction = 1.0 / 3
    /// Whether a fast release decides by its direction. On by default.
    public var isFlickEnabled = true
    /// The speed along the edge's axis that makes a release a flick, in points per second.
    public private(set) var minimumFlickVelocity = 1200.0
    /// Whether progress is reported as steps (`true`) or as the fraction complete (`false`,
    /// the default).
    public var updateProgressAsStep = false
    /// How many points of progress each point of pan makes (1 by default).
    public var panDistanceMultiplier = 1.0

    private var startFraction: AnimationFraction = 0
    private var lastReportedFraction: AnimationFraction = 0

    /// For navigation transitions: new controllers are pushed from `edge` (`.right` mimics
    /// UIKit's navigation).
    public init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        self.edge = edge
        container = .navigation
    }

    /// For modal transitions: controllers are presented from `edge` (`.bottom` mimics UIKit).
    public init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        self.edge = edge
        container = .modal
    }

    private init(tabBarEdge edge: TransitionScreenEdge) {
        self.edge = edge
        container = .tabBar
    }

    /// For tab bar transitions: higher indices come from the right (from the left when
    /// `rightToLeft`).
    public static func forTabBarTransitions(rightToLeft: Bool = false) -> PanInteractionController {
        PanInteractionController(tabBarEdge: rightToLeft ? .left : .right)
    }

    /// Sets ``completionThreshold``.
    /// - Throws: ``TransitionError/invalidThreshold(_:)`` outside 0…1.
    public func setCompletionThreshold(_ threshold: AnimationFraction) throws(TransitionError) {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw .invalidThreshold(threshold) }
        completionThreshold = threshold
    }

    /// Sets ``minimumFlickVelocity``.
    /// - Throws: ``TransitionError/invalidFlickVelocity(_:)`` unless finite and greater than 0.
    public func setMinimumFlickVelocity(_ velocity: Double) throws(TransitionError) {
        guard velocity.isFinite, velocity > 0 else { throw .invalidFlickVelocity(velocity) }
        minimumFlickVelocity = velocity
    }

    // MARK: TransitionInteractionController

    public func operationForInteractiveTransition() -> TransitionOperation {
        let translation = pan.translation(in: nil)
        let inward = edge.inward
        let along = Double(translation.x * inward.x + translation.y * inward.y)
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
        let fraction = currentFraction(in: operationContext)
        defer { lastReportedFraction = fraction }
        return updateProgressAsStep ? .step(fraction - lastReportedFraction) : .fractionComplete(fraction)
    }

    public func completionPosition(
        in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction
    ) -> AnimatingPosition {
        if isFlickEnabled {
            let velocity = pan.velocity(in: operationContext.context.containerView)
            let speed = progressDirection(for: operationContext.operation) * along(velocity)
            if abs(speed) >= minimumFlickVelocity { return speed > 0 ? .end : .start }
        }
        return fractionComplete > completionThreshold ? .end : .start
    }

    public func interactionStarted(
        in operationContext: TransitionOperationContext, gestureRecognizer: GestureRecognizer, fractionComplete: AnimationFraction
    ) {
        startFraction = fractionComplete
        lastReportedFraction = fractionComplete
        pan.setTranslation(.zero, in: nil)
    }

    public func resetInteraction() {
        startFraction = 0
        lastReportedFraction = 0
    }

    // MARK: Geometry

    private func currentFraction(in operationContext: TransitionOperationContext) -> AnimationFraction {
        let container = operationContext.context.containerView
        let size = edge.isHorizontal ? Double(container.bounds.width) : Double(container.bounds.height)
        guard size > 0 else { return startFraction }
        let distance = progressDirection(for: operationContext.operation) * along(pan.translation(in: container))
        let fraction = startFraction + distance * panDistanceMultiplier / size
        return fraction.isFinite ? min(max(fraction, 0), 1) : startFraction
    }

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
