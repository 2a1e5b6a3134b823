import Foundation
import Gestures
import Motion
import TransitionKit

/// A property that springs to its *fore* value while the transition goes forward (or a dismissal
/// is called off) and to its *back* value while it goes backward. Retargeting keeps the current
/// value and velocity.
@MainActor
public struct TransitionSpring<Value: SpringMeasurable> {
    public let property: PlanProperty<Value>
    public let back: Value
    public let fore: Value
    /// The spring's physics (material motion's default: stiffness 342, damping 30, mass 1).
    public var spring: Spring

    public init(_ property: PlanProperty<Value>, back: Value, fore: Value, spring: Spring = TransitionSpring.defaultSpring) {
        self.property = property
        self.back = back
        self.fore = fore
        self.spring = spring
    }

    /// Stiffness 342, damping 30, mass 1.
    public static var defaultSpring: Spring {
        guard let spring = try? Spring(mass: 1, stiffness: 342, damping: 30) else {
            preconditionFailure("stiffness 342 and damping 30 make a valid spring")
        }
        return spring
    }
}

/// What gesture plans need from a spring performer.
@MainActor
protocol SpringControlling: AnyObject {
    /// Holds the spring still while `recognizer` is active.
    func pause(whileActive recognizer: GestureRecognizer)
    /// Sets the velocity to `velocity` when `recognizer` ends (not when it is cancelled).
    func applyVelocity(of recognizer: GestureRecognizer, _ velocity: @escaping @MainActor () -> Any)
}

/// Steps a spring every frame towards the fore or back value.
@MainActor
final class SpringPerformer<Value: SpringMeasurable>: PlanPerformer, SpringControlling {
    let plan: TransitionSpring<Value>
    let target: any HostView
    unowned let transition: DirectedTransition
    // The state a frame reads and writes skips the runtime's exclusivity checks (about 75
    // instructions each): plain values and a list that only grows, touched by this performer's
    // own methods on the main actor, never held in an access across a call.
    @exclusivity(unchecked) private(set) var value: Value
    @exclusivity(unchecked) private(set) var velocity: Value = .zero
    @exclusivity(unchecked) private var pausers: [GestureRecognizer] = []
    @exclusivity(unchecked) private var wasPaused = false

    init(plan: TransitionSpring<Value>, target: any HostView, transition: DirectedTransition) {
        self.plan = plan
        self.target = target
        self.transition = transition
        // A spring starts at the end it leaves: back going forward, fore going backward.
        value = transition.direction == .forward ? plan.back : plan.fore
        plan.property.set(target, value)
    }

    var destination: Value { transition.isGoingToFore ? plan.fore : plan.back }

    var isPaused: Bool {
        for pauser in pausers where pauser.state == .began || pauser.state == .changed { return true }
        return false
    }

    /// ``isPaused`` as of the latest step (read once per frame).
    @exclusivity(unchecked) private var pausedAtStep = false

    func step(by interval: Double) {
        pausedAtStep = isPaused
        if pausedAtStep {
            wasPaused = true
            velocity = .zero
            return
        }
        if wasPaused {
            // Restart from where the gesture left the value.
            wasPaused = false
            value = plan.property.get(target)
        }
        guard interval > 0 else { return }
        let propagator = plan.spring.propagator(over: interval)
        let target = destination
        let next = propagator.value(from: value, to: target, initialVelocity: velocity)
        velocity = propagator.velocity(from: value, to: target, initialVelocity: velocity)
        value = next
        if !value.isFinite || !velocity.isFinite {
            value = target
            velocity = .zero
        }
        plan.property.set(self.target, value)
    }

    var isAtRest: Bool {
        !pausedAtStep && value.subtracting(destination).largestMagnitude <= plan.property.restThreshold
            && velocity.largestMagnitude <= plan.property.restThreshold * 10
    }

    func finish() {
        value = destination
        velocity = .zero
        plan.property.set(target, value)
    }

    func pause(whileActive recognizer: GestureRecognizer) {
        guard !pausers.contains(where: { $0 === recognizer }) else { return }
        pausers.append(recognizer)
    }

    func applyVelocity(of recognizer: GestureRecognizer, _ read: @escaping @MainActor () -> Any) {
        // Removed when the transition ends: capturing `self` strongly makes no lasting cycle.
        transition.addTarget(to: recognizer) { recognizer in
            guard recognizer.state == .ended else { return }
            self.release(withVelocity: read())
        }
    }

    /// Restarts the spring from where the gesture left the value, with `velocity` if it is a
    /// finite `Value`.
    ///
    /// Not inlined into the action: the cast needs the metadata of `Value?`, which a generic
    /// closure would look up on every call (every change of the gesture), not only on its end.
    @inline(never)
    private func release(withVelocity reading: Any) {
        guard let velocity = reading as? Value, velocity.isFinite else { return }
        value = plan.property.get(target)
        self.velocity = velocity
        wasPaused = false
    }
}
