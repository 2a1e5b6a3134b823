import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// Something a plan added to the transition's plans does every frame.
@MainActor
protocol PlanPerformer: AnyObject {
    /// Steps by `interval` seconds.
    func step(by interval: Double)
    /// Whether the performer has nothing left to do.
    var isAtRest: Bool { get }
    /// Ends the transition: snap to where it is going.
    func finish()
}

/// Who hears that a gesture the plans follow changed: the transition's driver, which decides
/// from it whether the transition is held. Plans never move the transition themselves.
@MainActor
protocol TransitionPlansObserver: AnyObject {
    /// A gesture a plan follows changed state (began, changed, ended, cancelled).
    func planGestureChanged(_ recognizer: GestureRecognizer)
}

/// The plans of one transition — tweens, springs, and the gestures that hold them — run every
/// frame by the transition's driver, on the transition's one ``TransitionTimeline``.
///
/// Every transition has one, under the name the Photo specification gives it, `runtime`: the
/// specification's directors add their plans to it
/// (`transition.runtime.addPlan(fadeIn, to: foreView)`), and a guide-style transition's parts
/// reach it through their ``TransitionOperationContext/runtime``. The driver steps it with the
/// layers, counts its springs in deciding when the transition is over, and lets its gestures
/// take the transition in hand.
@MainActor
public final class TransitionPlans {
    /// The transition's timeline.
    public let timeline: TransitionTimeline
    /// The view that plays the shared element (a replica that flies), if the transition's plans
    /// fly one: a touch on it takes the transition in hand, and the driver reports it to the
    /// host.
    public weak var sharedElementView: (any HostView)?
    /// How a release of the shared element (after a pan) decides, around the element's place
    /// in the fore controller (its position spring's fore value): within ``restoreRadius``
    /// points of it a slow release goes to the fore controller, beyond it to the back one; a
    /// release at ``ReleaseRule/minimumSpeed`` or faster decides by its direction — towards
    /// that place the fore controller, away from it the back one. 100 points, 100 points per
    /// second by default.
    public var restoreRadius = 100.0
    /// The rule for a release of the shared element (see ``restoreRadius``).
    public var releaseRule = ReleaseRule(minimumSpeed: 100)
    /// A transition's own rule for a release of the shared element (or, under reduced motion,
    /// of the gestures that would have moved it), asked once per release before ``releaseRule``:
    /// its answer decides; `nil` from it (or no rule, the default) leaves the decision to
    /// ``restoreRadius`` and ``releaseRule``. The Zoom transition's native preset decides a
    /// dismissal by its projected scale this way.
    public var releaseDecision: (@MainActor (SharedElementRelease) -> AnimatingPosition?)?
    /// The screen's pixels per point, from the host
    /// (``ViewControllerContextTransitioning/displayScale``): a spring added from now on lands
    /// once what it has left to move is under a pixel.
    public internal(set) var displayScale = 3.0

    /// The director whose ``TransitionDirector/add(_:)`` adds the plans for a gesture that
    /// grabs the shared element (without one, the plans add their own).
    weak var director: (any TransitionDirector)?
    var observer: (any TransitionPlansObserver)? {
        get { gate.observer }
        set { gate.observer = newValue }
    }
    /// What the gestures' actions read and write every frame, held strongly by each of them (no
    /// retain per call, where a reference back to the plans, unowned, costs one).
    private let gate = GestureGate()

    // `performers`, `looks` and `gestures`, read every frame, are only ever read or replaced
    // whole, in statements that call nothing out (a change takes the value out of its property,
    // changes it and puts it back), so the optimizer proves no two accesses to them overlap and
    // no frame pays for a runtime exclusivity check.
    private var performers = UncheckedPlanPerformerList()
    /// The flights' looks, stepped after every other performer: a replica's look (and the copy
    /// under it) follows where its springs *and* its gestures put it this frame.
    private var looks: [MatchedFlightLookPerformer] = []
    private var springs: [SpringKey: any SpringControlling] = [:]
    private var manipulations: [ObjectIdentifier: DirectManipulation] = [:]
    /// Gestures that take part in the transition.
    private(set) var gestures: [GestureRecognizer] = []
    private var targets: [(recognizer: GestureRecognizer, token: Int)] = []
    /// The pans that scrub the timeline (one drag-radius plan each).
    private var scrubbers: [ObjectIdentifier] = []
    private var velocityPlans: Set<VelocityKey> = []
    /// The tokens of the targets that tell the driver of a tracked gesture's changes.
    private var trackers: [ObjectIdentifier: Int] = [:]

    /// The plans of a transition on `timeline`, none yet.
    public init(timeline: TransitionTimeline) {
        self.timeline = timeline
    }

    // MARK: Plans

    /// Scrubs `view`'s property with the timeline.
    public func addPlan<Value: Interpolatable>(_ tween: TransitionTween<Value>, to view: any HostView) {
        add(TweenPerformer(tween: tween, view: view, timeline: timeline))
    }

    /// Springs `view`'s property to the values of the end the transition heads for. A second
    /// spring on the same view and property takes the place of the first.
    public func addPlan<Value: SpringMeasurable>(_ spring: TransitionSpring<Value>, to view: any HostView) {
        install(
            SpringPerformer(plan: spring, view: view, timeline: timeline, displayScale: displayScale), on: view,
            property: spring.property)
    }

    /// Runs `performer` as `view`'s spring for `property`, in place of any before it.
    private func install<Value: SpringMeasurable>(_ performer: SpringPerformer<Value>, on view: any HostView,
                                                  property: PlanProperty<Value>) {
        register(performer, on: view, property: property)
        add(performer)
    }

    /// Makes `performer` `view`'s spring for `property`, in place of any before it (which stops
    /// running), without running it: a flight steps its own springs.
    private func register<Value: SpringMeasurable>(_ performer: SpringPerformer<Value>, on view: any HostView,
                                                   property: PlanProperty<Value>) {
        let key = SpringKey(view: ObjectIdentifier(view), property: property.key)
        if let replaced = springs[key] { removePerformer(replaced) }
        springs[key] = performer
    }

    /// Flies `replica` between the flight's ends, measured again every frame (see
    /// ``MatchedFlight``): springs for its position, size and rotation, and one for its scale at
    /// 1 (for a pinch to hold). A second flight of the same replica takes the place of the first.
    public func addPlan(_ flight: MatchedFlight, to replica: any HostView) {
        let performer = MatchedFlightPerformer(flight, replica: replica, runtime: self)
        performer.start()
        if let replaced = flights.updateValue(performer, forKey: ObjectIdentifier(replica)) {
            removePerformer(replaced)
            var all: [MatchedFlightLookPerformer] = []
            swap(&all, &looks)
            all.removeAll { $0.flight === replaced }
            swap(&all, &looks)
        }
        // The flight measures, then steps its springs, every frame.
        add(performer)
        register(performer.position, on: replica, property: .position)
        register(performer.size, on: replica, property: .size)
        register(performer.rotation, on: replica, property: .rotation)
        register(performer.scale, on: replica, property: .scale)
        // Its look (opacity, corner radius, shadow, cross-fade) follows, after its springs and
        // after the gestures that hold it.
        var all: [MatchedFlightLookPerformer] = []
        swap(&all, &looks)
        all.append(MatchedFlightLookPerformer(performer))
        swap(&all, &looks)
    }

    /// Holds `view`'s spring for the plan's property while its gesture is active.
    public func addPlan<Value: SpringMeasurable>(_ plan: PausesSpring<Value>, to view: any HostView) {
        springs[SpringKey(view: ObjectIdentifier(view), property: plan.property.key)]?.pause(whileActive: plan.recognizer)
        track(plan.recognizer)
    }

    /// Hands the gesture's velocity to `view`'s spring when the gesture ends.
    public func addPlan(_ plan: AppliesVelocity, to view: any HostView) {
        let key = VelocityKey(view: ObjectIdentifier(view), recognizer: ObjectIdentifier(plan.recognizer))
        guard velocityPlans.insert(key).inserted else { return }
        switch plan.source {
        case let .pan(pan):
            guard let spring = spring(of: view, .position) else { break }
            addTarget(to: pan) { [weak view] recognizer in
                guard recognizer.state == .ended else { return }
                spring.release(withVelocity: pan.velocity(in: view?.superview), at: pan.timestamp)
            }
        case let .pinch(pinch):
            guard let spring = spring(of: view, .scale) else { break }
            addTarget(to: pinch) { recognizer in
                guard recognizer.state == .ended else { return }
                spring.release(withVelocity: CGSize(width: pinch.velocity, height: pinch.velocity), at: pinch.timestamp)
            }
        case let .rotation(rotation):
            guard let spring = spring(of: view, .rotation) else { break }
            addTarget(to: rotation) { recognizer in
                guard recognizer.state == .ended else { return }
                spring.release(withVelocity: rotation.velocity, at: rotation.timestamp)
            }
        }
        track(plan.recognizer)
    }

    /// Makes `view` follow the pan.
    public func addPlan(_ plan: Draggable, to view: any HostView) {
        manipulation(of: view).follow(plan.recognizer, shape: plan.shape)
        track(plan.recognizer)
    }

    /// Makes `view` follow the pinch.
    public func addPlan(_ plan: Pinchable, to view: any HostView) {
        manipulation(of: view).follow(plan.recognizer)
        track(plan.recognizer)
    }

    /// Makes `view` follow the rotation.
    public func addPlan(_ plan: Rotatable, to view: any HostView) {
        manipulation(of: view).follow(plan.recognizer)
        track(plan.recognizer)
    }

    /// Lets a pan scrub `timeline` (these plans'): drag distance ÷ radius from where the
    /// timeline was when the pan took hold, towards the back controller. The plan only proposes
    /// the fraction (`proposedFraction`); the transition's driver, which holds the timeline,
    /// moves it there.
    public func addPlan(_ plan: MapDragRadius, to timeline: TransitionTimeline) {
        let pan = plan.recognizer
        guard timeline === self.timeline, !scrubbers.contains(ObjectIdentifier(pan)) else { return }
        scrubbers.append(ObjectIdentifier(pan))
        let sign = timeline.direction == .backward ? 1.0 : -1.0
        // In a class, not a captured `var`: a captured variable's box is checked for exclusive
        // access at run time on every read and write; this one's plain property is not.
        let base = ScrubBase()
        let gate = self.gate
        let scrub: @MainActor (GestureRecognizer) -> Void = { _ in
            switch pan.state {
            case .began, .changed:
                let start = base.fraction ?? timeline.fractionComplete
                base.fraction = start
                let translation = pan.translation(in: nil)
                let distance = Double(hypot(translation.x, translation.y))
                gate.proposedFraction = (start + sign * distance / plan.radius, pan.timestamp)
            default:
                base.fraction = nil
            }
        }
        addTarget(to: pan, scrub)
        if pan.state.isActive { scrub(pan) }
        track(pan)
    }

    // MARK: For the driver

    /// Where a drag-radius plan would put the timeline, and when its pan heard it (seconds),
    /// until the driver takes it (``takeProposedFraction()``).
    private(set) var proposedFraction: (fraction: AnimationFraction, time: Double)? {
        get { gate.proposedFraction }
        set { gate.proposedFraction = newValue }
    }
    /// Whether the ``observer`` (the driver) holds the transition interactively: set by the
    /// driver as its phase changes. A tracked gesture's change then reaches it only when it has
    /// something to do (see ``track(_:)``), through a strong hold on it kept for the
    /// interaction (see ``dropObserverHold()``).
    var observerIsInteractive: Bool {
        get { gate.observerIsInteractive }
        set {
            gate.observerIsInteractive = newValue
            gate.hold = newValue ? gate.observer.map(GestureGate.Hold.init) : nil
        }
    }

    /// Lets go of the strong hold on the observer kept while it is interactive (the observer,
    /// which owns these plans, would otherwise outlive everything else that holds it): called
    /// as the interaction ends, at teardown, and by the transition's controller as it
    /// deinitializes.
    func dropObserverHold() {
        gate.hold = nil
    }

    /// Whether the plans hold their observer strongly (while it is interactive).
    var holdsObserver: Bool { gate.hold != nil }

    /// The fraction a drag-radius plan proposed since the last call, if any.
    func takeProposedFraction() -> (fraction: AnimationFraction, time: Double)? {
        defer { proposedFraction = nil }
        return proposedFraction
    }

    /// Whether any plan was added.
    var hasPlans: Bool { !performers.isEmpty || !gestures.isEmpty }

    /// Whether the plans fly `view` on springs.
    func fliesOnSprings(_ view: any HostView) -> Bool {
        let id = ObjectIdentifier(view)
        return springs.keys.contains { $0.view == id }
    }

    /// Pauses every spring of `view` while `recognizer` is active.
    func pauseSprings(of view: any HostView, whileActive recognizer: GestureRecognizer) {
        let id = ObjectIdentifier(view)
        for (key, spring) in springs where key.view == id { spring.pause(whileActive: recognizer) }
        track(recognizer)
    }

    /// Adds the plans that let `gesture` hold `view`, a shared element flown by springs (the
    /// engine's own choice when no director says otherwise): all its springs pause; a pan drags
    /// it (1 : 1, or as `dragShape` shapes it), hands it its velocity and scrubs the timeline
    /// over `dragRadius` points (150 by default); a pinch scales it and a rotation turns it,
    /// each handing over its velocity.
    public func addHoldPlans(for gesture: GestureRecognizer, on view: any HostView, dragRadius: Double = 150,
                             dragShape: DragShape? = nil) {
        pauseSprings(of: view, whileActive: gesture)
        switch gesture {
        case let pan as PanGestureRecognizer:
            addPlan(AppliesVelocity(from: pan), to: view)
            addPlan(Draggable(withGestureRecognizer: pan, shape: dragShape), to: view)
            addPlan(MapDragRadius(dragRadius, panGestureRecognizer: pan), to: timeline)
        case let pinch as PinchGestureRecognizer:
            addPlan(AppliesVelocity(from: pinch), to: view)
            addPlan(Pinchable(withGestureRecognizer: pinch), to: view)
        case let rotation as RotationGestureRecognizer:
            addPlan(AppliesVelocity(from: rotation), to: view)
            addPlan(Rotatable(withGestureRecognizer: rotation), to: view)
        default:
            break
        }
    }

    /// ``addHoldPlans(for:on:dragRadius:dragShape:)`` under its former name.
    @available(*, deprecated, renamed: "addHoldPlans(for:on:dragRadius:)")
    public func addGrabPlans(for gesture: GestureRecognizer, on view: any HostView, dragRadius: Double = 150) {
        addHoldPlans(for: gesture, on: view, dragRadius: dragRadius)
    }

    /// Whether a gesture that takes part in the transition is active.
    var isHeldByGesture: Bool {
        for gesture in gestures where gesture.state.isActive { return true }
        return false
    }

    /// Whether the transition is held (by a gesture, a touch-down, an interaction controller)
    /// in the frame being stepped: flights then follow the timeline rather than fly to an end.
    private(set) var isHeldThisFrame = false
    /// The flights, by replica (no frame asks whether it is held without one).
    private var flights: [ObjectIdentifier: MatchedFlightPerformer] = [:]

    /// Steps every plan by `interval` seconds, the transition `held` or running on its own;
    /// whether they all rest.
    func step(by interval: Double, held: Bool) -> Bool {
        isHeldThisFrame = held
        // A copy: a performer's step may change the plans' list, never the one being stepped.
        let stepped = performers
        let atRest = stepped.step(by: interval)
        for look in looks { look.step(by: interval) }
        return atRest
    }

    /// Places every view its gestures moved (a release decides from where the view is).
    func placeManipulatedViews() {
        for manipulation in manipulations.values { manipulation.placeIfNeeded() }
    }

    /// What a release of the shared element decides from, measured on the element where its
    /// gestures left it: its ends are its flight's (measured this frame) or its springs'; `nil`
    /// when no gesture moved it.
    func releaseGeometry() -> ReleaseGeometry? {
        guard let view = sharedElementView, let manipulation = manipulations[ObjectIdentifier(view)] else { return nil }
        var geometry = ReleaseGeometry(center: view.center, width: Double(view.bounds.width) * abs(view.transform.scaleX))
        if let flight = flights[ObjectIdentifier(view)] {
            geometry.centers = (flight.backEnd.center, flight.foreEnd.center)
            geometry.widths = (Double(flight.backEnd.size.width), Double(flight.foreEnd.size.width))
        } else {
            if let position = spring(of: view, .position) { geometry.centers = (position.back, position.fore) }
            if let size = spring(of: view, .size) { geometry.widths = (Double(size.back.width), Double(size.fore.width)) }
        }
        if let pan = manipulation.pan {
            geometry.pan = (pan.translation(in: view.superview), pan.velocity(in: view.superview))
            geometry.panFromScreenEdge = pan is ScreenEdgePanGestureRecognizer
        }
        if let pinch = manipulation.pinch { geometry.pinch = (pinch.scale, pinch.velocity) }
        return geometry
    }

    /// Where a release of the shared element goes, or `nil` when its gestures moved it in no way
    /// this can measure — the one rule, whether the element flies or (under reduced motion) the
    /// gestures only say where they would have put it:
    /// - moved by a pan: the rule of ``restoreRadius`` around its place at the fore end;
    /// - scaled by a pinch (alone, or with a pan that moved it less — see
    ///   ``ReleaseGeometry/pinchOutweighsPan(radius:)``): by its width between the two ends —
    ///   past halfway towards the fore end's it goes there — and a pinch at
    ///   ``ReleaseRule/minimumSpeed`` or faster (in points of width per second) decides by whether
    ///   it grows towards that width or away from it.
    func releasePosition(for geometry: ReleaseGeometry) -> AnimatingPosition? {
        if let releaseDecision {
            var release = SharedElementRelease(direction: timeline.direction, panTranslation: geometry.pan?.translation,
                                               panVelocity: geometry.pan?.velocity, pinchScale: geometry.pinch?.scale,
                                               pinchVelocity: geometry.pinch?.velocity)
            release.panFromScreenEdge = geometry.panFromScreenEdge
            if let decided = releaseDecision(release) { return decided }
        }
        if let pan = geometry.pan, !geometry.pinchOutweighsPan(radius: restoreRadius), let centers = geometry.centers {
            let home = centers.fore
            return releasePosition(offset: CGPoint(x: geometry.center.x - home.x, y: geometry.center.y - home.y),
                                   velocity: pan.velocity)
        }
        guard let pinch = geometry.pinch, let widths = geometry.widths, let towardsFore = geometry.towardsFore else { return nil }
        let growth = pinch.velocity * geometry.width
        let speedTowardsFore = widths.fore > widths.back ? growth : -growth
        // The fore controller is the end of a forward transition and the start of a backward one.
        let forward = timeline.direction == .forward
        return releaseRule.position(speedTowardsEnd: forward ? speedTowardsFore : -speedTowardsFore,
                                    positionCompletes: forward ? towardsFore >= 0.5 : towardsFore < 0.5)
    }

    /// Where a release of `pan`, which scrubbed the transition with no shared element, goes by the
    /// rule of ``restoreRadius``, around where it touched down.
    func releasePosition(ofScrubbing pan: PanGestureRecognizer) -> AnimatingPosition {
        if let releaseDecision {
            var release = SharedElementRelease(direction: timeline.direction, panTranslation: pan.translation(in: nil),
                                               panVelocity: pan.velocity(in: nil))
            release.panFromScreenEdge = pan is ScreenEdgePanGestureRecognizer
            if let decided = releaseDecision(release) { return decided }
        }
        return releasePosition(offset: pan.translation(in: nil), velocity: pan.velocity(in: nil))
    }

    /// The rule of ``restoreRadius`` for a release `offset` points from home, moving at
    /// `velocity` points per second.
    private func releasePosition(offset: CGPoint, velocity: CGPoint) -> AnimatingPosition {
        let distance = Double(hypot(offset.x, offset.y))
        let speedAway = distance > 0 ? Double(velocity.x * offset.x + velocity.y * offset.y) / distance : 0
        // The back controller is the end of a backward transition and the start of a forward one.
        let backward = timeline.direction == .backward
        return releaseRule.position(
            speedTowardsEnd: backward ? speedAway : -speedAway,
            positionCompletes: backward ? distance > restoreRadius : distance <= restoreRadius)
    }

    /// Snaps every plan to where the transition ended.
    func finish() {
        for performer in performers.performers { performer.finish() }
        for look in looks { look.finish() }
    }

    /// Drops every plan and every action added to a gesture (the transition ended).
    func tearDown() {
        dropObserverHold()
        for target in targets { target.recognizer.removeTarget(target.token) }
        targets.removeAll()
        trackers.removeAll()
        performers = UncheckedPlanPerformerList()
        looks = []
        springs.removeAll()
        manipulations.removeAll()
        gestures = []
        scrubbers.removeAll()
        velocityPlans.removeAll()
        flights.removeAll()
        proposedFraction = nil
    }

    // MARK: Internals

    func add(_ performer: any PlanPerformer) {
        var all = UncheckedPlanPerformerList()
        swap(&all, &performers)
        all.append(performer)
        swap(&all, &performers)
    }

    /// Stops running `performer` (a spring or flight another took the place of). A flight's own
    /// spring first has the flight hand its springs back, to run right after it in the list (where
    /// they would be, had it listed them), less the one replaced.
    private func removePerformer(_ performer: AnyObject) {
        var all = UncheckedPlanPerformerList()
        swap(&all, &performers)
        for flight in flights.values where flight.owns(performer) {
            let handedBack = flight.handBackSprings()
            if !handedBack.isEmpty, let index = all.firstIndex(of: flight) {
                all.insert(contentsOf: handedBack, at: index + 1)
            }
        }
        all.removeAll(performer)
        swap(&all, &performers)
    }

    /// Adds `action` to `recognizer` for the length of the transition. The driver hears of a
    /// tracked gesture's change last, once every plan has followed it (a release decides from
    /// where the plans left the views).
    func addTarget(to recognizer: GestureRecognizer, _ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        targets.append((recognizer, recognizer.addTarget(action)))
        if let tracker = trackers[ObjectIdentifier(recognizer)],
           let index = targets.firstIndex(where: { $0.recognizer === recognizer && $0.token == tracker }) {
            targets.remove(at: index)
            recognizer.removeTarget(tracker)
            addTracker(to: recognizer)
        }
    }

    private func spring<Value: SpringMeasurable>(of view: any HostView, _ property: PlanProperty<Value>) -> SpringPerformer<Value>? {
        springs[SpringKey(view: ObjectIdentifier(view), property: property.key)] as? SpringPerformer<Value>
    }

    private func manipulation(of view: any HostView) -> DirectManipulation {
        if let existing = manipulations[ObjectIdentifier(view)] { return existing }
        let manipulation = DirectManipulation(view: view, runtime: self)
        manipulations[ObjectIdentifier(view)] = manipulation
        return manipulation
    }

    /// Lets the driver know when `recognizer` changes (once per recognizer): it holds the
    /// transition while it is active.
    func track(_ recognizer: GestureRecognizer) {
        let tracked = gestures
        guard !tracked.contains(where: { $0 === recognizer }) else { return }
        var all: [GestureRecognizer] = []
        swap(&all, &gestures)
        all.append(recognizer)
        swap(&all, &gestures)
        addTracker(to: recognizer)
    }

    private func addTracker(to recognizer: GestureRecognizer) {
        let gate = self.gate
        let token = recognizer.addTarget { recognizer in
            // A change while the transition is interactive already, with no fraction proposed,
            // is one the driver would do nothing with (it holds already and has nothing to
            // follow): skip the weak load of the observer and the call — every held frame, for
            // each gesture (a pinch and a rotation change every frame; only a pan proposes).
            if recognizer.state == .changed, gate.observerIsInteractive, gate.proposedFraction == nil { return }
            // While interactive (a pan proposing a fraction every frame), the hold reaches the
            // observer borrowed: no weak load, no retain of the weakly referenced driver.
            if let hold = gate.hold {
                hold.tell(recognizer)
            } else {
                gate.observer?.planGestureChanged(recognizer)
            }
        }
        targets.append((recognizer, token))
        trackers[ObjectIdentifier(recognizer)] = token
    }

    /// What the plans' gesture actions share with the plans: who hears of a tracked gesture's
    /// change, whether it holds the transition interactively, and the fraction a drag-radius
    /// plan proposed (the plans' `proposedFraction`).
    private final class GestureGate {
        /// An observer held strongly, as a constant: told from the hold's own method, it is
        /// read borrowed and not retained (the hold, retained instead, is not weakly referenced).
        @MainActor
        final class Hold {
            let observer: any TransitionPlansObserver
            init(_ observer: any TransitionPlansObserver) { self.observer = observer }

            func tell(_ recognizer: GestureRecognizer) { observer.planGestureChanged(recognizer) }
        }

        weak var observer: (any TransitionPlansObserver)?
        var observerIsInteractive = false
        /// The observer, held while it is interactive: a cycle (the observer owns the plans)
        /// that ``TransitionPlans/dropObserverHold()`` breaks.
        var hold: Hold?
        var proposedFraction: (fraction: AnimationFraction, time: Double)?
    }

    /// Where the timeline was when a drag-radius plan's pan took hold of it, while it holds it.
    private final class ScrubBase {
        var fraction: AnimationFraction?
    }

    private struct SpringKey: Hashable {
        let view: ObjectIdentifier
        let property: PlanPropertyKey
    }

    private struct VelocityKey: Hashable {
        let view: ObjectIdentifier
        let recognizer: ObjectIdentifier
    }
}

/// The transition's plans under their former name.
@available(*, deprecated, renamed: "TransitionPlans")
public typealias TransitionRuntime = TransitionPlans
