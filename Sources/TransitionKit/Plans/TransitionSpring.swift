import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// A property that springs to its *fore* value while the transition heads for the fore
/// controller (going forward to its end, or a backward transition cancelled) and to its *back*
/// value otherwise. Retargeting keeps the current value and velocity.
@MainActor
public struct TransitionSpring<Value: SpringMeasurable> {
    public let property: PlanProperty<Value>
    public let back: Value
    public let fore: Value
    /// The spring's physics (material motion's default: stiffness 342, damping 30, mass 1).
    public var spring: Spring
    /// The physics the spring changes to once a gesture that held it lets go, by where the
    /// transition then goes (`nil`, the default: ``spring`` throughout).
    public var releaseSprings: ReleaseSprings?

    public init(_ property: PlanProperty<Value>, back: Value, fore: Value, spring: Spring = TransitionSpring.defaultSpring,
                releaseSprings: ReleaseSprings? = nil) {
        self.property = property
        self.back = back
        self.fore = fore
        self.spring = spring
        self.releaseSprings = releaseSprings
    }

    /// Stiffness 342, damping 30, mass 1.
    public static var defaultSpring: Spring {
        guard let spring = try? Spring(mass: 1, stiffness: 342, damping: 30) else {
            preconditionFailure("stiffness 342 and damping 30 make a valid spring")
        }
        return spring
    }
}

/// The physics a spring changes to once the gestures that held it let go: one for a release that
/// lets the transition go on to its end (a dismissal that lands on the grid, an opening that
/// lands on the detail), one for a release that calls it off (the element springs back to where
/// the transition started). A held spring is released with the gestures' velocity, so a faster
/// release arrives sooner on either.
public struct ReleaseSprings: Sendable, Equatable {
    /// After a release that completes the transition (heading for its end).
    public var completing: Spring
    /// After a release that cancels it (heading back to its start).
    public var cancelling: Spring

    /// `completing` after a release that completes, `cancelling` after one that cancels.
    public init(completing: Spring, cancelling: Spring) {
        self.completing = completing
        self.cancelling = cancelling
    }

    /// The physics for a transition heading to `heading` after the release.
    public func spring(heading: AnimatingPosition) -> Spring {
        heading == .start ? cancelling : completing
    }
}

/// What the plans need from a spring performer of any value type.
@MainActor
protocol SpringControlling: AnyObject {
    /// Holds the spring still while `recognizer` is active.
    func pause(whileActive recognizer: GestureRecognizer)
    /// Whether a gesture holds the spring now.
    var isPaused: Bool { get }
}

/// Steps a spring every frame towards the fore or back value.
///
/// It keeps the plan's parts one by one rather than the plan: a frame that read a generic
/// struct whole would look its type up at run time, every frame.
@MainActor
final class SpringPerformer<Value: SpringMeasurable>: PlanPerformer, SpringControlling {
    /// The physics stepping now: the plan's, then its release spring's once a gesture let go.
    private var spring: Spring
    private let releaseSprings: ReleaseSprings?
    private let get: @MainActor (any HostView) -> Value
    private let set: @MainActor (any HostView, Value) -> Void
    /// One pixel of the property on the view: the spring lands once what it has left to
    /// move is under it.
    private let pixel: Double
    let view: any HostView
    // Strong: a timeline holds nothing back, and reading a strong reference costs no retain.
    let timeline: TransitionTimeline
    let state: UncheckedSpringState<Value>

    /// A performer of `plan` on `view`, landing within one pixel of its property: `pixel` in
    /// the property's units, else as the property measures it on `view` now.
    init(plan: TransitionSpring<Value>, view: any HostView, timeline: TransitionTimeline, displayScale: Double, pixel: Double? = nil) {
        spring = plan.spring
        releaseSprings = plan.releaseSprings
        get = plan.property.get
        set = plan.property.set
        self.pixel = pixel ?? plan.property.pixel.pixel(of: view, displayScale: displayScale)
        self.view = view
        self.timeline = timeline
        // A spring starts at the end it leaves: back going forward, fore going backward.
        state = UncheckedSpringState(value: timeline.direction == .forward ? plan.back : plan.fore, back: plan.back, fore: plan.fore)
        set(view, state.value)
    }

    /// The value the spring heads for while the transition heads for the fore controller.
    var fore: Value { state.fore }
    /// The value the spring heads for while the transition heads for the back controller.
    var back: Value { state.back }

    var destination: Value { timeline.isHeadingToFore ? state.fore : state.back }

    var isPaused: Bool { state.isHeld }

    @_specialize(exported: false, where Value == CGPoint)
    @_specialize(exported: false, where Value == CGSize)
    @_specialize(exported: false, where Value == Double)
    func step(by interval: Double) {
        if state.isHeld {
            state.hold()
            return
        }
        if state.wasHeld {
            // The physics of a release, by where the transition goes from it.
            if let releaseSprings { spring = releaseSprings.spring(heading: timeline.heading) }
            // Restart from where the gesture left the value, when it let go.
            state.restartWhereLeft(from: get(view), at: state.releaseTime)
        }
        // A gesture had the value until it let go: the spring moves only for the rest of the frame.
        let interval = state.intervalAfterRelease(interval, endingAt: timeline.time)
        guard interval > 0 else { return }
        let destination = self.destination
        // Exactly there and still (a scale at 1 the whole way): nothing to step or write.
        if state.isSettled(at: destination) { return }
        state.advance(by: interval, spring: spring, to: destination, landingWithin: pixel)
        set(view, state.value)
    }

    var isAtRest: Bool { state.isAtRest(at: destination) }

    func finish() {
        state.settle(at: destination)
        set(view, state.value)
    }

    func pause(whileActive recognizer: GestureRecognizer) { state.addHolder(recognizer) }

    /// Restarts the spring, at its next step, from where the gestures left the value, with
    /// `velocity` (per second) if it is finite, at `time` seconds (when the gesture let go).
    func release(withVelocity velocity: Value, at time: Double) {
        guard velocity.isFinite else { return }
        state.letGo(withVelocity: velocity, at: time)
    }
}
