import Foundation
import Gestures
import Motion
import TransitionKit

/// Holds a spring still while a gesture is active; the spring restarts from where the gesture
/// left the value.
@MainActor
public struct PausesSpring {
    public let propertyName: String
    public let recognizer: GestureRecognizer

    public init(_ propertyName: String, whileActive recognizer: GestureRecognizer) {
        self.propertyName = propertyName
        self.recognizer = recognizer
    }
}

/// On a gesture's end (not its cancel), starts a spring with the gesture's velocity: a pan's
/// velocity for position (points per second), a pinch's scale velocity for scale (per second),
/// a rotation's velocity for rotation (radians per second).
@MainActor
public struct AppliesVelocity {
    public let recognizer: GestureRecognizer
    public init(from recognizer: GestureRecognizer) { self.recognizer = recognizer }
}

/// The view follows a pan: its centre moves with the fingers' centroid.
@MainActor
public struct Draggable {
    public let recognizer: PanGestureRecognizer
    public init(withGestureRecognizer recognizer: PanGestureRecognizer) { self.recognizer = recognizer }
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

/// Makes a view follow its gestures: the view moves with the pan's translation, scales with
/// the pinch and turns with the rotation, so that the point of the view that was under the
/// fingers when they touched down stays under them, however the gestures combine.
///
/// The grabbed point is fixed, in the view's own coordinates, when the first gesture begins
/// (where the fingers touched down, measured with the pan's translation); every change then
/// places the view so that point sits at the fingers' centroid with the gestures' total scale and
/// rotation. When a gesture ends, the view's state becomes the new starting point for the others.
@MainActor
final class DirectManipulation: PlanPerformer {
    private let view: any HostView
    /// Whether a gesture changed since the view was last placed: the view is placed once per
    /// frame, however many of its gestures changed.
    private var needsPlacement = false
    private unowned let transition: DirectedTransition
    // Strong: the manipulation lives only as long as its transition, which removes its targets.
    private var pan: PanGestureRecognizer?
    private var pinch: PinchGestureRecognizer?
    private var rotation: RotationGestureRecognizer?
    private var grab: Grab?

    private struct Grab {
        /// The grabbed point, in the view's coordinates.
        var point: CGPoint
        /// Where the fingers touched down, in the superview's coordinates.
        var touchDown: CGPoint
        var transform: Transform2D
        var translation: CGPoint
        var scale: Double
        var rotation: Double
    }

    init(view: any HostView, transition: DirectedTransition) {
        self.view = view
        self.transition = transition
        transition.runtime.add(self)
    }

    // MARK: PlanPerformer

    func step(by interval: Double) { placeIfNeeded() }
    var isAtRest: Bool { !needsPlacement }
    func finish() { placeIfNeeded() }

    private func placeIfNeeded() {
        guard needsPlacement else { return }
        needsPlacement = false
        apply()
    }

    func follow(_ pan: PanGestureRecognizer) {
        self.pan = pan
        attach(pan)
    }

    func follow(_ pinch: PinchGestureRecognizer) {
        self.pinch = pinch
        attach(pinch)
    }

    func follow(_ rotation: RotationGestureRecognizer) {
        self.rotation = rotation
        attach(rotation)
    }

    private func attach(_ recognizer: GestureRecognizer) {
        // The transition removes this target when it ends, so capturing `self` makes no cycle
        // beyond the transition (and avoids a weak load on every change).
        transition.addTarget(to: recognizer) { recognizer in self.changed(recognizer) }
        if Self.isActive(recognizer) { changed(recognizer) }
    }

    private static func isActive(_ recognizer: GestureRecognizer?) -> Bool {
        recognizer?.state == .began || recognizer?.state == .changed
    }

    private var activeRecognizers: [GestureRecognizer] {
        var active: [GestureRecognizer] = []
        if let pan, Self.isActive(pan) { active.append(pan) }
        if let pinch, Self.isActive(pinch) { active.append(pinch) }
        if let rotation, Self.isActive(rotation) { active.append(rotation) }
        return active
    }

    private func changed(_ recognizer: GestureRecognizer) {
        if Self.isActive(recognizer) {
            if grab == nil {
                grab = makeGrab(fromTouchDown: true)
                apply()
            } else {
                needsPlacement = true
            }
        } else {
            // A gesture ended: place the view for its last change, then the others go on from
            // the view as it is now.
            placeIfNeeded()
            grab = activeRecognizers.isEmpty ? nil : makeGrab(fromTouchDown: false)
        }
    }

    private func makeGrab(fromTouchDown: Bool) -> Grab? {
        guard let lead = activeRecognizers.first(where: { $0 === pan }) ?? activeRecognizers.first else { return nil }
        let superview = view.superview
        let translation = pan?.numberOfTouches ?? 0 > 0 ? (pan?.translation(in: superview) ?? .zero) : .zero
        let centroid = lead.location(in: superview)
        // From the touch-down, the fingers' centroid has moved by the pan's translation.
        let touchDown = fromTouchDown ? CGPoint(x: centroid.x - translation.x, y: centroid.y - translation.y) : centroid
        let point = Self.local(touchDown, in: view)
        return Grab(point: point, touchDown: touchDown, transform: view.transform,
                    translation: fromTouchDown ? .zero : translation,
                    scale: fromTouchDown ? 1 : (Self.isActive(pinch) ? pinch?.scale ?? 1 : 1),
                    rotation: fromTouchDown ? 0 : (Self.isActive(rotation) ? rotation?.rotation ?? 0 : 0))
    }

    private func apply() {
        guard let grab else { return }
        let superview = view.superview
        let translation = Self.isActive(pan) ? (pan?.translation(in: superview) ?? grab.translation) : grab.translation
        let scale = (Self.isActive(pinch) ? pinch?.scale ?? grab.scale : grab.scale) / grab.scale
        let turn = (Self.isActive(rotation) ? rotation?.rotation ?? grab.rotation : grab.rotation) - grab.rotation
        guard scale.isFinite, scale > 0, turn.isFinite else { return }
        var transform = grab.transform
        transform.scaleX *= scale
        transform.scaleY *= scale
        transform.rotation += turn
        let target = CGPoint(x: grab.touchDown.x + translation.x - grab.translation.x,
                             y: grab.touchDown.y + translation.y - grab.translation.y)
        // Place the view so that the grabbed point lands on the target.
        let bounds = view.bounds
        let offset = Motion.Transform2D(scaleX: transform.scaleX, scaleY: transform.scaleY, rotation: transform.rotation)
            .apply(to: CGPoint(x: grab.point.x - bounds.midX, y: grab.point.y - bounds.midY))
        view.transform = transform
        view.center = CGPoint(x: target.x - offset.x - transform.translationX, y: target.y - offset.y - transform.translationY)
    }

    /// `point` in the superview's coordinates, in `view`'s own coordinates (model values).
    private static func local(_ point: CGPoint, in view: any HostView) -> CGPoint {
        let transform = view.transform
        let bounds = view.bounds
        let x = Double(point.x - view.center.x) - transform.translationX
        let y = Double(point.y - view.center.y) - transform.translationY
        let (c, s) = (cos(transform.rotation), sin(transform.rotation))
        let unrotatedX = c * x + s * y
        let unrotatedY = -s * x + c * y
        let localX = abs(transform.scaleX) > 1e-12 ? unrotatedX / transform.scaleX : 0
        let localY = abs(transform.scaleY) > 1e-12 ? unrotatedY / transform.scaleY : 0
        return CGPoint(x: localX + Double(bounds.midX), y: localY + Double(bounds.midY))
    }
}

/// The drag distance, in any direction, divided by a radius (150 points by default) scrubs the
/// transition's timeline; releasing lets it run on in real time from there.
@MainActor
public struct MapDragRadius {
    public let radius: Double
    public let recognizer: PanGestureRecognizer

    public init(_ radius: Double = 150, panGestureRecognizer: PanGestureRecognizer) {
        self.radius = radius.isFinite && radius > 0 ? radius : 150
        recognizer = panGestureRecognizer
    }
}
