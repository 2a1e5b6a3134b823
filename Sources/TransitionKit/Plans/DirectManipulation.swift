import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// Makes a view follow its gestures: the view moves with the pan's translation, scales with
/// the pinch and turns with the rotation, so that the point of the view that was under the
/// fingers when they touched down stays under them, however the gestures combine.
///
/// The held point is fixed, in the view's own coordinates, when the first gesture begins
/// (where the fingers touched down, measured with the pan's translation); every change then
/// places the view so that point sits at the fingers' centroid with the gestures' total scale and
/// rotation — moved by the pan's translation while a pan is active, else at the pinch's (or the
/// rotation's) own centroid. When a gesture ends, the view's state becomes the new starting
/// point for the others.
///
/// A gesture begins only once its fingers have moved past its threshold (10 points, a few
/// percent of scale, a few degrees): by then the fingers are ahead of the view. The view doesn't
/// jump there. It starts from where it is and catches up with the fingers (``GestureCatchUp``),
/// so that it moves continuously from the first frame, at first at the fingers' own speed —
/// and follows them exactly from then on. A gesture that joins others (a pinch while a pan drags)
/// catches up with its own movement the same way.
@MainActor
final class DirectManipulation: PlanPerformer {
    private let view: any HostView
    /// Whether a gesture changed since the view was last placed: the view is placed once per
    /// frame, however many of its gestures changed.
    private var needsPlacement = false
    private unowned let runtime: TransitionPlans
    // Strong: the manipulation lives only as long as its transition, which removes its targets.
    private(set) var pan: PanGestureRecognizer?
    private(set) var pinch: PinchGestureRecognizer?
    private var rotation: RotationGestureRecognizer?
    private var anchor: Anchor?
    /// Where the held point was last placed.
    private var lastTarget: CGPoint?
    /// How far the view was from where its gestures place it when the latest one began, fading
    /// out (``GestureCatchUp``).
    private var catchUp: CatchUp?
    /// The latest time heard while catching up, from a gesture or a frame, in seconds (read
    /// only then: a frame with no catch-up pays nothing for it).
    private var now = -Double.infinity

    /// The view's offset from its gestures' placement when one began, in the placement's terms.
    private struct CatchUp {
        let start: Double
        let center: CGPoint
        /// The view's scale over the placement's, per axis.
        let scaleX: Double
        let scaleY: Double
        let rotation: Double

        /// How much of the offset is left at `time` (``GestureCatchUp``).
        func remaining(at time: Double) -> Double { GestureCatchUp.remaining(after: time - start) }
    }

    private struct Anchor {
        /// The held point, in the view's coordinates.
        var point: CGPoint
        /// Where the fingers touched down, in the superview's coordinates.
        var touchDown: CGPoint
        var transform: Transform2D
        var translation: CGPoint
        var scale: Double
        var rotation: Double
    }

    init(view: any HostView, runtime: TransitionPlans) {
        self.view = view
        self.runtime = runtime
        runtime.add(self)
    }

    // MARK: PlanPerformer

    func step(by interval: Double) {
        if catchUp != nil {
            // Catching up moves the view with no gesture changing.
            now = max(now, runtime.timeline.time)
            if anchor != nil { needsPlacement = true }
        }
        placeIfNeeded()
    }
    var isAtRest: Bool { !needsPlacement && catchUp == nil }
    func finish() {
        catchUp = nil
        placeIfNeeded()
    }

    /// Places the view for the latest change of its gestures, if it isn't there yet.
    func placeIfNeeded() {
        guard needsPlacement else { return }
        needsPlacement = false
        apply()
    }

    /// How the view follows its pan, when not 1 : 1.
    private var shape: DragShape?

    func follow(_ pan: PanGestureRecognizer, shape: DragShape? = nil) {
        guard self.pan !== pan else { return }
        self.pan = pan
        self.shape = shape
        attach(pan)
    }

    func follow(_ pinch: PinchGestureRecognizer) {
        guard self.pinch !== pinch else { return }
        self.pinch = pinch
        attach(pinch)
    }

    func follow(_ rotation: RotationGestureRecognizer) {
        guard self.rotation !== rotation else { return }
        self.rotation = rotation
        attach(rotation)
    }

    private func attach(_ recognizer: GestureRecognizer) {
        // The transition removes this target when it ends, so capturing `self` makes no cycle
        // beyond the transition (and avoids a weak load on every change).
        runtime.addTarget(to: recognizer) { recognizer in self.changed(recognizer) }
        if Self.isActive(recognizer) { changed(recognizer) }
    }

    static func isActive(_ recognizer: GestureRecognizer?) -> Bool {
        recognizer?.state.isActive ?? false
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
            if anchor == nil {
                anchor = makeAnchor(fromTouchDown: true)
                lastTarget = nil
                now = max(now, recognizer.timestamp)
                startCatchUp()
                apply()
            } else if recognizer.state == .began {
                now = max(now, recognizer.timestamp)
                // A gesture joins: the anchor counts it from where its fingers touched down (it
                // was not active when the anchor was taken). The view first follows the others as
                // far as they went, then catches up with this one from there.
                if needsPlacement {
                    needsPlacement = false
                    apply(leavingOut: recognizer)
                }
                startCatchUp()
                apply()
            } else {
                needsPlacement = true
            }
        } else {
            // A gesture ended: place the view for its last change (its final values count once
            // more), then the others go on from the view as it is now.
            if catchUp != nil { now = max(now, recognizer.timestamp) }
            if needsPlacement {
                needsPlacement = false
                apply(ending: recognizer)
            }
            if activeRecognizers.isEmpty {
                anchor = nil
                catchUp = nil
            } else {
                now = max(now, recognizer.timestamp)
                reanchor(ending: recognizer) { self.makeAnchor(fromTouchDown: false) }
            }
        }
    }

    /// Takes a new anchor from where the gestures place the view now — not from where the view is
    /// mid-catch-up, which would keep what is left of it for good — then catches up from where
    /// the view is. The placement counts the final values of `ending`, the gesture that just
    /// ended: what it did stays (a pinch that lifts while a pan drags leaves the view its scale).
    private func reanchor(ending: GestureRecognizer? = nil, _ make: () -> Anchor?) {
        let shown = (center: view.center, transform: view.transform)
        if let placed = placement(ending: ending) {
            view.transform = placed.transform
            view.center = placed.center
        }
        anchor = make()
        view.transform = shown.transform
        view.center = shown.center
        startCatchUp()
    }

    /// Records how far the view is from where its gestures place it now, to fade out.
    private func startCatchUp() {
        guard let placement = placement() else {
            catchUp = nil
            return
        }
        let transform = view.transform
        let ratioX = abs(placement.transform.scaleX) > 1e-12 ? transform.scaleX / placement.transform.scaleX : 1
        let ratioY = abs(placement.transform.scaleY) > 1e-12 ? transform.scaleY / placement.transform.scaleY : 1
        let offset = CatchUp(
            start: now, center: CGPoint(x: view.center.x - placement.center.x, y: view.center.y - placement.center.y),
            scaleX: ratioX.isFinite && ratioX > 0 ? ratioX : 1, scaleY: ratioY.isFinite && ratioY > 0 ? ratioY : 1,
            rotation: transform.rotation - placement.transform.rotation)
        let still = abs(offset.center.x) < 1e-9 && abs(offset.center.y) < 1e-9 && abs(offset.scaleX - 1) < 1e-12
            && abs(offset.scaleY - 1) < 1e-12 && abs(offset.rotation) < 1e-12
        catchUp = still || !offset.rotation.isFinite ? nil : offset
    }

    private func makeAnchor(fromTouchDown: Bool) -> Anchor? {
        guard let lead = activeRecognizers.first(where: { $0 === pan }) ?? activeRecognizers.first else { return nil }
        var translation = CGPoint.zero
        if let pan, pan.numberOfTouches > 0 { translation = Self.translation(of: pan, inSuperviewOf: view) }
        let centroid = Self.location(of: lead, inSuperviewOf: view)
        // From the touch-down, the fingers' centroid has moved by the pan's translation.
        let touchDown = fromTouchDown ? CGPoint(x: centroid.x - translation.x, y: centroid.y - translation.y) : centroid
        let point = Self.local(touchDown, in: view)
        return Anchor(point: point, touchDown: touchDown, transform: view.transform,
                    translation: fromTouchDown ? .zero : translation,
                    scale: fromTouchDown ? 1 : (Self.isActive(pinch) ? pinch?.scale ?? 1 : 1),
                    rotation: fromTouchDown ? 0 : (Self.isActive(rotation) ? rotation?.rotation ?? 0 : 0))
    }

    /// Places the view for its gestures' current values (and the final ones of `ending`, a
    /// gesture that just ended; without those of `leavingOut`, one that joins), less what is
    /// left of the catch-up.
    private func apply(ending: GestureRecognizer? = nil, leavingOut: GestureRecognizer? = nil) {
        guard var (center, transform) = placement(ending: ending, leavingOut: leavingOut) else { return }
        if let catchUp {
            let left = catchUp.remaining(at: now)
            center.x += catchUp.center.x * left
            center.y += catchUp.center.y * left
            transform.scaleX *= pow(catchUp.scaleX, left)
            transform.scaleY *= pow(catchUp.scaleY, left)
            transform.rotation += catchUp.rotation * left
            if left == 0 { self.catchUp = nil }
        }
        view.transform = transform
        view.center = center
    }

    /// Where the gestures' current values (and the final ones of `ending`) place the view: its
    /// centre and transform; `nil` without a anchor or for values that can't place it.
    private func placement(ending: GestureRecognizer? = nil, leavingOut: GestureRecognizer? = nil)
        -> (center: CGPoint, transform: Transform2D)? {
        guard let anchor else { return nil }
        let panLive = (Self.isActive(pan) || (ending != nil && ending === pan)) && (leavingOut == nil || leavingOut !== pan)
        let pinchLive = (Self.isActive(pinch) || (ending != nil && ending === pinch)) && (leavingOut == nil || leavingOut !== pinch)
        let rotationLive = (Self.isActive(rotation) || (ending != nil && ending === rotation))
            && (leavingOut == nil || leavingOut !== rotation)
        var scale = (pinchLive ? pinch?.scale ?? anchor.scale : anchor.scale) / anchor.scale
        let turn = (rotationLive ? rotation?.rotation ?? anchor.rotation : anchor.rotation) - anchor.rotation
        let target: CGPoint
        if panLive, let pan {
            var translation = Self.translation(of: pan, inSuperviewOf: view)
            var anchored = anchor.translation
            if let shape, let size = view.superviewBoundsSize {
                // Shaped from the touch-down: the view is where the shape puts the whole
                // translation, less where it put the anchor's (the view then).
                let now = shape.shaped(translation, in: size), then = shape.shaped(anchored, in: size)
                translation = now.offset
                anchored = then.offset
                if then.scale > 0 { scale *= now.scale / then.scale }
            }
            target = CGPoint(x: anchor.touchDown.x + translation.x - anchored.x,
                             y: anchor.touchDown.y + translation.y - anchored.y)
        } else if let lead = pinchLive ? pinch : (rotationLive ? rotation : nil), lead.numberOfTouches > 0 {
            // No pan: the fingers' centroid, as the pinch (or rotation) sees it.
            target = Self.location(of: lead, inSuperviewOf: view)
        } else {
            target = lastTarget ?? anchor.touchDown
        }
        guard scale.isFinite, scale > 0, turn.isFinite else { return nil }
        lastTarget = target
        var transform = anchor.transform
        transform.scaleX *= scale
        transform.scaleY *= scale
        transform.rotation += turn
        // Place the view so that the held point lands on the target.
        let bounds = view.bounds
        let offset = Motion.Transform2D(scaleX: transform.scaleX, scaleY: transform.scaleY, rotation: transform.rotation)
            .apply(to: CGPoint(x: anchor.point.x - bounds.midX, y: anchor.point.y - bounds.midY))
        return (CGPoint(x: target.x - offset.x - transform.translationX, y: target.y - offset.y - transform.translationY), transform)
    }

    // What the gestures measure in the superview's coordinates, converted by the view (every
    // frame the view is held): the superview, taken from the view, would be retained.

    /// `pan`'s translation in the coordinates of `view`'s superview: its `translation(in:)` there.
    private static func translation(of pan: PanGestureRecognizer, inSuperviewOf view: any HostView) -> CGPoint {
        view.convertVectorFromWindowToSuperview(pan.translation(in: nil), at: pan.translationOrigin)
    }

    /// `recognizer`'s centroid in the coordinates of `view`'s superview: its `location(in:)` there.
    private static func location(of recognizer: GestureRecognizer, inSuperviewOf view: any HostView) -> CGPoint {
        view.convertFromWindowToSuperview(recognizer.location(in: nil))
    }

    /// `point` in the superview's coordinates, in `view`'s own coordinates (model values).
    private static func local(_ point: CGPoint, in view: any HostView) -> CGPoint {
        let transform = view.transform
        let bounds = view.bounds
        let x = Double(point.x - view.center.x) - transform.translationX
        let y = Double(point.y - view.center.y) - transform.translationY
        let (c, s) = transform.cosineAndSine
        let unrotatedX = c * x + s * y
        let unrotatedY = -s * x + c * y
        let localX = abs(transform.scaleX) > 1e-12 ? unrotatedX / transform.scaleX : 0
        let localY = abs(transform.scaleY) > 1e-12 ? unrotatedY / transform.scaleY : 0
        return CGPoint(x: localX + Double(bounds.midX), y: localY + Double(bounds.midY))
    }
}

