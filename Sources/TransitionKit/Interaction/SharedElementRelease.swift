import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a transition's own release rule (``TransitionPlans/releaseDecision``) decides from: how
/// the gestures that held the shared element moved by the time they let go.
public struct SharedElementRelease: Sendable, Equatable {
    /// The transition's direction (a dismissal or a pop is `.backward`).
    public var direction: TransitionDirection
    /// How far the pan moved since it began, in points (the container's coordinates); `nil`
    /// when no pan held the element.
    public var panTranslation: CGPoint?
    /// How fast the pan moved as it let go, in points per second; `nil` without a pan.
    public var panVelocity: CGPoint?
    /// Whether that pan started from a screen edge (a `ScreenEdgePanGestureRecognizer`).
    public var panFromScreenEdge = false
    /// The pinch's scale as it let go (its fingers' distance over their distance when it
    /// began); `nil` when no pinch held the element.
    public var pinchScale: Double?
    /// How fast the pinch's scale changed as it let go, per second; `nil` without a pinch.
    public var pinchVelocity: Double?

    /// A release in `direction` of the gestures measured so.
    public init(direction: TransitionDirection, panTranslation: CGPoint? = nil, panVelocity: CGPoint? = nil,
                pinchScale: Double? = nil, pinchVelocity: Double? = nil) {
        self.direction = direction
        self.panTranslation = panTranslation
        self.panVelocity = panVelocity
        self.pinchScale = pinchScale
        self.pinchVelocity = pinchVelocity
    }
}
