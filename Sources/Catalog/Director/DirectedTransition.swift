import Foundation
import Gestures
import Motion
import TransitionKit

/// A transition made of plans: a timeline, tweens and springs, and gestures that can take it in
/// hand — what a ``TransitionDirector`` works with.
///
/// It completes when the timeline has arrived where it is heading, every spring has settled and
/// no gesture is active. A dismissal can be called off (``callOff()``): the timeline then heads
/// back to its start and the springs to the fore values, and the transition ends cancelled.
@MainActor
public final class DirectedTransition {
    /// Forward presents the fore controller; backward dismisses it.
    public let direction: TransitionDirection
    /// The host's context.
    public let context: any ViewControllerContextTransitioning
    /// The presented (fore) controller.
    public let foreViewController: any HostViewController
    /// The presenting (back) controller.
    public let backViewController: any HostViewController
    /// The element the transition starts from (for example the tapped thumbnail's cell).
    public let contextElement: AnyObject?
    /// The progress, advancing in real time unless scrubbed.
    public let timeline: TransitionTimeline
    /// Runs the plans every frame.
    public let runtime = PlanRuntime()
    /// Whether a dismissal was called off.
    public private(set) var isCalledOff = false
    /// The view that plays the shared element (the photo's replica), reported to the host with
    /// the transition's state.
    public weak var sharedElementView: (any HostView)?
    private var gestures: [GestureRecognizer] = []
    private var targets: [(recognizer: GestureRecognizer, token: Int)] = []
    private var manipulations: [ObjectIdentifier: DirectManipulation] = [:]
    var onFinish: (@MainActor (Bool) -> Void)?

    init(direction: TransitionDirection, context: any ViewControllerContextTransitioning,
         fore: any HostViewController, back: any HostViewController, contextElement: AnyObject?, duration: Double) {
        self.direction = direction
        self.context = context
        foreViewController = fore
        backViewController = back
        self.contextElement = contextElement
        timeline = TransitionTimeline(duration: duration)
        runtime.transition = self
    }

    /// The container view.
    public var containerView: any HostView { context.containerView }

    /// Whether springs head for their fore values now.
    var isGoingToFore: Bool { direction == .forward ? !isCalledOff : isCalledOff }

    // MARK: Plans

    public func add<Value: Interpolatable>(_ tween: TransitionTween<Value>, to view: any HostView) {
        runtime.add(TweenPerformer(tween: tween, target: view, transition: self))
    }

    public func add<Value: SpringMeasurable>(_ spring: TransitionSpring<Value>, to view: any HostView) {
        let performer = SpringPerformer(plan: spring, target: view, transition: self)
        runtime.add(performer)
        runtime.register(performer, for: view, named: spring.property.name)
    }

    public func add(_ plan: PausesSpring, to view: any HostView) {
        runtime.spring(for: view, named: plan.propertyName)?.pause(whileActive: plan.recognizer)
        track(plan.recognizer)
    }

    /// Hands the gesture's velocity to the springs of `view` it drives, on release.
    public func add(_ plan: AppliesVelocity, to view: any HostView) {
        switch plan.recognizer {
        case let pan as PanGestureRecognizer:
            runtime.spring(for: view, named: "position")?.applyVelocity(of: pan) { [weak view] in
                pan.velocity(in: view?.superview) as Any
            }
        case let pinch as PinchGestureRecognizer:
            runtime.spring(for: view, named: "scale")?.applyVelocity(of: pinch) {
                CGSize(width: pinch.velocity, height: pinch.velocity) as Any
            }
        case let rotation as RotationGestureRecognizer:
            runtime.spring(for: view, named: "rotation")?.applyVelocity(of: rotation) { rotation.velocity as Any }
        default:
            break
        }
        track(plan.recognizer)
    }

    public func add(_ plan: Draggable, to view: any HostView) {
        manipulation(of: view).follow(plan.recognizer)
        track(plan.recognizer)
    }

    public func add(_ plan: Pinchable, to view: any HostView) {
        manipulation(of: view).follow(plan.recognizer)
        track(plan.recognizer)
    }

    public func add(_ plan: Rotatable, to view: any HostView) {
        manipulation(of: view).follow(plan.recognizer)
        track(plan.recognizer)
    }

    /// Lets a pan scrub the timeline: drag distance ÷ radius from where the timeline was when the
    /// pan took hold.
    public func add(_ plan: MapDragRadius) {
        let timeline = self.timeline
        let pan = plan.recognizer
        var base = timeline.progress
        let scrub: @MainActor (GestureRecognizer) -> Void = { _ in
            switch pan.state {
            case .began, .changed:
                if !timeline.isScrubbing {
                    timeline.isScrubbing = true
                    base = timeline.progress
                }
                let translation = pan.translation(in: nil)
                let distance = Double(hypot(translation.x, translation.y))
                timeline.progress = base + distance / plan.radius
            default:
                timeline.isScrubbing = false
            }
        }
        addTarget(to: pan, scrub)
        if pan.state == .began || pan.state == .changed { scrub(pan) }
        track(pan)
    }

    /// Calls the dismissal off: the timeline heads back and springs aim at the fore values.
    public func callOff() {
        guard direction == .backward else { return }
        isCalledOff = true
        timeline.isHeadingToEnd = false
    }

    /// Commits to the transition again after ``callOff()``.
    public func commit() {
        isCalledOff = false
        timeline.isHeadingToEnd = true
    }

    /// Adds `action` to `recognizer` for the length of this transition.
    func addTarget(to recognizer: GestureRecognizer, _ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        targets.append((recognizer, recognizer.addTarget(action)))
    }

    private func manipulation(of view: any HostView) -> DirectManipulation {
        if let existing = manipulations[ObjectIdentifier(view)] { return existing }
        let manipulation = DirectManipulation(view: view, transition: self)
        manipulations[ObjectIdentifier(view)] = manipulation
        return manipulation
    }

    private func track(_ recognizer: GestureRecognizer) {
        if !gestures.contains(where: { $0 === recognizer }) { gestures.append(recognizer) }
    }

    /// Whether a gesture of this transition is active.
    public var isHeldByGesture: Bool {
        for gesture in gestures where gesture.state == .began || gesture.state == .changed { return true }
        return false
    }

    // MARK: Running

    /// Hands where the transition is down to the host's context.
    func reportState() {
        context.transitionDidUpdate(TransitionState(
            fractionComplete: timeline.progress, phase: isHeldByGesture ? .interactive : .animating,
            sharedElementView: sharedElementView))
    }

    func isReadyToFinish(performersAtRest: Bool) -> Bool {
        timeline.hasArrived && performersAtRest && !isHeldByGesture
    }

    func start() {
        runtime.start(on: context.animationLoop)
        reportState()
    }

    func finish() {
        runtime.removeAll()
        for target in targets { target.recognizer.removeTarget(target.token) }
        targets.removeAll()
        manipulations.removeAll()
        gestures.removeAll()
        let completed = !isCalledOff
        onFinish?(completed)
        onFinish = nil
    }
}
