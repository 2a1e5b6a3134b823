import Foundation
import Gestures
import Motion

/// Holds the spring of ``property`` still while a gesture is active; the spring restarts from
/// where the gesture left the value.
@MainActor
public struct PausesSpring<Value: SpringMeasurable> {
    public let property: PlanProperty<Value>
    public let recognizer: GestureRecognizer

    /// Pauses the spring of `property` (`.position`, `.size`, `.scale`, `.rotation`, …) while
    /// `recognizer` is active.
    public init(_ property: PlanProperty<Value>, whileActive recognizer: GestureRecognizer) {
        self.property = property
        self.recognizer = recognizer
    }
}

/// On a gesture's end (not its cancel), starts a spring with the gesture's velocity: a pan's
/// velocity for ``PlanProperty/position`` (points per second), a pinch's for
/// ``PlanProperty/scale`` (scale per second), a rotation's for ``PlanProperty/rotation`` (radians
/// per second). Each gesture has its own initializer, so the velocity's type is checked when the
/// plan is written: there is no plan for a gesture without a velocity.
@MainActor
public struct AppliesVelocity {
    enum Source {
        case pan(PanGestureRecognizer)
        case pinch(PinchGestureRecognizer)
        case rotation(RotationGestureRecognizer)
    }

    let source: Source

    /// The pan's velocity, in the view's superview, goes to the position spring.
    public init(from pan: PanGestureRecognizer) { source = .pan(pan) }
    /// The pinch's velocity goes to the scale spring, on both axes.
    public init(from pinch: PinchGestureRecognizer) { source = .pinch(pinch) }
    /// The rotation's velocity goes to the rotation spring.
    public init(from rotation: RotationGestureRecognizer) { source = .rotation(rotation) }

    /// The gesture whose velocity is applied.
    public var recognizer: GestureRecognizer {
        switch source {
        case let .pan(pan): pan
        case let .pinch(pinch): pinch
        case let .rotation(rotation): rotation
        }
    }
}

/// The view follows a pan: its centre moves with the fingers' centroid — 1 : 1, or shaped
/// (``DragShape``: the system's zoom dismissal shrinks the view as it goes down).
@MainActor
public struct Draggable {
    public let recognizer: PanGestureRecognizer
    /// How the view follows, when not 1 : 1, in its superview's size.
    public let shape: DragShape?
    public init(withGestureRecognizer recognizer: PanGestureRecognizer, shape: DragShape? = nil) {
        self.recognizer = recognizer
        self.shape = shape
    }
}

/// The view follows a pinch: it scales about the point between the fingers, which stays under
/// them.
@MainActor
public struct Pinchable {
    public let recognizer: PinchGestureRecognizer
    public init(withGestureRecognizer recognizer: PinchGestureRecognizer) { self.recognizer = recognizer }
}

/// The view follows a rotation: it turns about the point between the fingers, which stays under
/// them.
@MainActor
public struct Rotatable {
    public let recognizer: RotationGestureRecognizer
    public init(withGestureRecognizer recognizer: RotationGestureRecognizer) { self.recognizer = recognizer }
}

/// The drag distance, in any direction, divided by a radius (150 points by default) scrubs the
/// transition's timeline towards the back controller — forwards in a backward transition (a
/// dismissal), backwards in a forward one (a photo dragged while it opens) — from where the
/// timeline was when the pan took hold. Releasing lets the transition run on from there.
@MainActor
public struct MapDragRadius {
    public let radius: Double
    public let recognizer: PanGestureRecognizer

    public init(_ radius: Double = 150, panGestureRecognizer: PanGestureRecognizer) {
        self.radius = radius.isFinite && radius > 0 ? radius : 150
        recognizer = panGestureRecognizer
    }
}
