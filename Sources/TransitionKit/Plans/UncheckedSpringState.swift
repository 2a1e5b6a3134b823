import Gestures
import Motion

/// The state of one ``TransitionSpring`` as it runs: value, velocity, and the gestures that hold
/// it — the storage a frame reads and writes.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access; a photo frame makes dozens). That is sound because of one invariant, kept by this
/// type alone: every access happens inside one of its own methods, on the main actor, and no
/// method calls out while an access is open (no closures, no delegates; reading a holder's state
/// reads another object). So no two accesses to the same property can overlap. Its owner holds
/// it in a `let`, which needs no check of its own. For the same reason ``isHeld`` reads each
/// holder borrowed, with no retain: `holders` keeps it alive, and nothing changes `holders`
/// while its state is read.
@MainActor
final class UncheckedSpringState<Value: SpringMeasurable> {
    @exclusivity(unchecked) private(set) var value: Value
    @exclusivity(unchecked) private(set) var velocity: Value = .zero
    /// The value the spring heads for while the transition heads for the back controller.
    @exclusivity(unchecked) private(set) var back: Value
    /// The value the spring heads for while the transition heads for the fore controller.
    @exclusivity(unchecked) private(set) var fore: Value
    @exclusivity(unchecked) private var holders: [GestureRecognizer] = []
    /// Whether a gesture held the spring at the latest frame.
    @exclusivity(unchecked) private(set) var wasHeld = false
    /// When the gesture that held the spring let go, until the spring next steps: that step
    /// moves it only for the part of the frame after (the gesture had it before).
    @exclusivity(unchecked) private var releasedAt: Double?
    /// The velocity (per second) and time a gesture let go with, until the next step restarts
    /// the spring from where all the gestures' plans left the value.
    @exclusivity(unchecked) private var letGo: (velocity: Value, time: Double)?
    /// The propagator of the latest step and its interval: frames mostly last as long as the
    /// one before, and a propagator costs exponentials and sines to make.
    @exclusivity(unchecked) private var propagator: (interval: Double, propagator: SpringPropagator)?
    /// The landing under way, if any: the spring has less than a pixel left to move and comes
    /// down on its destination instead of creeping towards it.
    @exclusivity(unchecked) private var landing: SpringLanding<Value>?

    init(value: Value, back: Value, fore: Value) {
        self.value = value
        self.back = back
        self.fore = fore
    }

    /// Heads for new ends from where the spring is, with its velocity (an end re-measured).
    func retarget(back: Value, fore: Value) {
        self.back = back
        self.fore = fore
    }

    /// Whether a gesture holds the spring now.
    var isHeld: Bool {
        // A loop by index, not `contains(where:)` (its closure checks the executor on every
        // call) nor `for in` (it retains the list, then each holder): each holder is read
        // borrowed, in place. Reading its state calls nothing that reaches this storage, so
        // `holders`, which keeps it alive, doesn't change meanwhile.
        var index = 0
        while index < holders.count {
            if Unmanaged.passUnretained(holders[index]).withBorrowed({ $0.state.isActive }) { return true }
            index &+= 1
        }
        return false
    }

    /// Holds still: no velocity while a gesture has the value.
    func hold() {
        wasHeld = true
        velocity = .zero
        landing = nil
    }

    /// Starts again from `value` (where a gesture left it), with `velocity` per second, at
    /// `time` seconds (when the gesture let go).
    func restart(from value: Value, velocity: Value = .zero, at time: Double) {
        letGo = nil
        self.value = value
        self.velocity = velocity
        wasHeld = false
        landing = nil
        releasedAt = time.isFinite ? time : nil
    }

    /// A gesture let go at `time` seconds moving the value at `velocity` per second: the next
    /// step restarts the spring from where the gestures' plans left the value by then (a plan
    /// that places the view for the gesture's last touch may come after this one).
    func letGo(withVelocity velocity: Value, at time: Double) {
        letGo = (velocity, time)
        wasHeld = true
    }

    /// Restarts the spring from `value`, where the gestures left it: with the velocity and at the
    /// time a gesture let go with, if one did, else from rest at `time`.
    func restartWhereLeft(from value: Value, at time: Double) {
        if let letGo {
            restart(from: value, velocity: letGo.velocity, at: letGo.time)
        } else {
            restart(from: value, at: time)
        }
    }

    /// When the latest of the gestures that held the spring heard its last touch, in seconds.
    var releaseTime: Double {
        var latest = -Double.infinity
        for holder in holders where holder.timestamp > latest { latest = holder.timestamp }
        return latest
    }

    /// The part of a frame of `interval` seconds ending at `time` that comes after the release
    /// (the whole frame if the spring was not just released); the release is then forgotten.
    func intervalAfterRelease(_ interval: Double, endingAt time: Double) -> Double {
        guard let released = releasedAt else { return interval }
        releasedAt = nil
        return min(interval, max(0, time - released))
    }

    /// Advances by `interval` seconds along `spring` towards `destination`; a step that is not
    /// finite lands on the destination at rest.
    ///
    /// Once what the spring has left to move — its distance from the destination plus how far
    /// its speed would carry it (velocity ÷ natural frequency) — is under `pixel`, it lands:
    /// over ``SpringLanding/duration`` it comes down on the destination with the value and
    /// velocity it had, and stops there (a spring's last fraction of a pixel would otherwise
    /// creep on for a third of a second or more, unseen, before the transition could end).
    func advance(by interval: Double, spring: Spring, to destination: Value, landingWithin pixel: Double) {
        if let current = landing {
            if current.destination == destination {
                let (next, nextVelocity, landed) = current.state(after: interval)
                value = next
                velocity = nextVelocity
                landing = landed ? nil : current.advanced(by: interval)
                if landed { settle(at: destination) }
                return
            }
            // Heading elsewhere now: the spring takes over again from where the landing was.
            landing = nil
        }
        advance(by: interval, spring: spring, to: destination)
        let left = value.subtracting(destination).largestMagnitude + velocity.largestMagnitude / spring.naturalFrequency
        if left < pixel {
            landing = SpringLanding(from: value, velocity: velocity, to: destination)
        }
    }

    /// Advances by `interval` seconds along `spring` towards `destination`.
    private func advance(by interval: Double, spring: Spring, to destination: Value) {
        let propagator: SpringPropagator
        if let cached = self.propagator, cached.interval == interval {
            propagator = cached.propagator
        } else {
            propagator = spring.propagator(over: interval)
            self.propagator = (interval, propagator)
        }
        let next = propagator.value(from: value, to: destination, initialVelocity: velocity)
        velocity = propagator.velocity(from: value, to: destination, initialVelocity: velocity)
        value = next
        if !value.isFinite || !velocity.isFinite { settle(at: destination) }
    }

    /// Lands on `destination`, at rest: nothing a gesture let go with is left to restart from.
    func settle(at destination: Value) {
        value = destination
        velocity = .zero
        landing = nil
        letGo = nil
        wasHeld = false
    }

    /// Whether the spring is exactly at `destination`, still: stepping it would change nothing.
    func isSettled(at destination: Value) -> Bool {
        velocity.largestMagnitude == 0 && value.subtracting(destination).largestMagnitude == 0
    }

    /// Whether the spring rests at `destination`: not held, landed on it and still.
    func isAtRest(at destination: Value) -> Bool {
        !wasHeld && isSettled(at: destination)
    }

    /// Holds the spring while `recognizer` is active (once per recognizer).
    func addHolder(_ recognizer: GestureRecognizer) {
        for holder in holders where holder === recognizer { return }
        holders.append(recognizer)
    }
}
