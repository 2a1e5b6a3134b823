import Motion
import TransitionKit

/// Something a plan added to the runtime does every frame.
@MainActor
protocol PlanPerformer: AnyObject {
    /// Steps by `interval` seconds.
    func step(by interval: Double)
    /// Whether the performer has nothing left to do.
    var isAtRest: Bool { get }
    /// Ends the transition: snap to where it is going.
    func finish()
}

/// Runs a directed transition's plans: the timeline and every performer, once per frame on the
/// host's animation loop.
@MainActor
public final class PlanRuntime: FrameStepping {
    // Read every frame; loops run over copies, so a performer may end the transition (which
    // removes every performer) without overlapping an access: no runtime exclusivity checks.
    @exclusivity(unchecked) private var performers: [any PlanPerformer] = []
    private var springs: [SpringKey: any SpringControlling] = [:]
    weak var transition: DirectedTransition?
    @exclusivity(unchecked) private var lastTime: Double?
    private var isInLoop = false

    init() {}

    public var debugName: String { "directed transition" }

    func add(_ performer: any PlanPerformer) { performers.append(performer) }

    /// The spring performer for `property` of `view`, if a ``TransitionSpring`` added one.
    func spring(for view: any HostView, named name: String) -> (any SpringControlling)? {
        springs[SpringKey(view: ObjectIdentifier(view), property: name)]
    }

    func register(_ spring: any SpringControlling, for view: any HostView, named name: String) {
        springs[SpringKey(view: ObjectIdentifier(view), property: name)] = spring
    }

    func start(on loop: AnimationLoop) {
        guard !isInLoop else { return }
        isInLoop = true
        lastTime = loop.now
        loop.add(self)
    }

    public func step(to time: Double) -> Bool {
        let interval = min(max(0, time - (lastTime ?? time)), 0.25)
        lastTime = time
        guard let transition else {
            isInLoop = false
            return false
        }
        transition.timeline.advance(by: interval)
        var atRest = true
        for performer in performers {
            performer.step(by: interval)
            if atRest, !performer.isAtRest { atRest = false }
        }
        if transition.isReadyToFinish(performersAtRest: atRest) {
            for performer in performers { performer.finish() }
            isInLoop = false
            transition.finish()
            return false
        }
        transition.reportState()
        return true
    }

    /// Drops every performer (the transition ended).
    func removeAll() {
        performers.removeAll()
        springs.removeAll()
    }

    private struct SpringKey: Hashable {
        let view: ObjectIdentifier
        let property: String
    }
}
