import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Runs a ``MatchedFlight`` every frame: measures both ends, retargets the springs, fades the
/// replica towards an end it can't reach, then steps its four springs (position, size,
/// rotation, and scale at 1 for a pinch to hold) itself — direct calls on its own constants, not
/// four more performers in the plans' list, each retained and called through a witness table
/// every frame.
///
/// Once another plan takes the place of one of its springs, the flight hands the springs back
/// (``handBackSprings()``): the plans then list them right after it, as separate performers, and
/// the flight steps none of them.
@MainActor
final class MatchedFlightPerformer: PlanPerformer {
    private let replica: any HostView
    private let back: any HostView
    private let fore: any HostView
    private let container: any HostView
    /// Unowned and unchecked: only its runtime holds a flight (its performers, its flights), so
    /// the plans outlive it — and a checked reference would cost a retain every frame.
    private unowned(unsafe) let runtime: TransitionPlans
    /// The plans' timeline, held here too: read through the unchecked reference above, it would
    /// be retained for each read (nothing else there keeps it alive); read from this strong
    /// constant it costs nothing. A timeline holds nothing back.
    private let timeline: TransitionTimeline
    let position: SpringPerformer<CGPoint>
    let size: SpringPerformer<CGSize>
    let rotation: SpringPerformer<Double>
    let scale: SpringPerformer<CGSize>
    /// Whether the flight steps (and finishes) its springs itself: until another plan takes the
    /// place of one of them (``handBackSprings()``).
    private(set) var stepsSprings = true
    /// The part of the timeline the flight travels over going forward.
    private let segment: TransitionSegment
    /// The corner radius at each end (mixed along the timeline).
    private let backCornerRadius: Double
    private let foreCornerRadius: Double
    /// Where each end was last found in the window (a removed end is flown to where it was).
    private(set) var backEnd: FlightEnd
    private(set) var foreEnd: FlightEnd
    /// The host's geometry generation when the ends were measured (`nil`: measure every frame).
    private var measuredGeneration: UInt64?
    /// What the corner radius follows, the shadow, and the destination's copy flown underneath.
    private let cornerRadiusProgress: MatchedFlight.Progress
    private let shadow: MatchedFlight.Shadow?
    private let underlay: (any HostView)?
    private let sourceFadeEnd: Double
    /// The opacity the timeline gives the replica: 1, less the way towards an unreachable end.
    private var reachAlpha = 1.0
    /// What was last given to the replica, its underlay and the view casting the shadow (each
    /// set only when it changes).
    private var shown: Look?

    private struct Look: Equatable {
        var alpha: Double
        var underlayAlpha: Double
        var cornerRadius: Double
        var shadowOpacity: Double
        var center: CGPoint
        var bounds: CGRect
        var transform: Transform2D

        /// Component by component, as the synthesized `==` would, with no call out of line
        /// (Foundation's `CGRect` and Motion's `Transform2D` equalities are calls into other
        /// modules; every flight compares its look every frame).
        static func == (lhs: Look, rhs: Look) -> Bool {
            lhs.alpha == rhs.alpha && lhs.underlayAlpha == rhs.underlayAlpha && lhs.cornerRadius == rhs.cornerRadius
                && lhs.shadowOpacity == rhs.shadowOpacity
                && lhs.center.x == rhs.center.x && lhs.center.y == rhs.center.y
                && lhs.bounds.origin.x == rhs.bounds.origin.x && lhs.bounds.origin.y == rhs.bounds.origin.y
                && lhs.bounds.size.width == rhs.bounds.size.width && lhs.bounds.size.height == rhs.bounds.size.height
                && lhs.transform.translationX == rhs.transform.translationX
                && lhs.transform.translationY == rhs.transform.translationY
                && lhs.transform.scaleX == rhs.transform.scaleX && lhs.transform.scaleY == rhs.transform.scaleY
                && lhs.transform.rotation == rhs.transform.rotation
        }
    }

    init(_ flight: MatchedFlight, replica: any HostView, runtime: TransitionPlans) {
        self.replica = replica
        back = flight.back
        fore = flight.fore
        container = flight.container
        self.runtime = runtime
        timeline = runtime.timeline
        segment = flight.segment
        backCornerRadius = flight.back.cornerRadius
        foreCornerRadius = flight.fore.cornerRadius
        cornerRadiusProgress = flight.cornerRadiusProgress
        shadow = flight.shadow
        underlay = flight.crossFade?.underlay
        sourceFadeEnd = flight.crossFade?.sourceFadeEnd ?? 0
        let measured = Self.ends(back: flight.back, fore: flight.fore, in: flight.container, lastBack: nil, lastFore: nil)
        backEnd = measured.back
        foreEnd = measured.fore
        measuredGeneration = flight.container.geometryGeneration
        let displayScale = runtime.displayScale
        position = SpringPerformer(plan: TransitionSpring(.position, back: backEnd.center, fore: foreEnd.center, spring: flight.spring,
                                                                releaseSprings: flight.releaseSprings),
                                   view: replica, timeline: runtime.timeline, displayScale: displayScale)
        size = SpringPerformer(plan: TransitionSpring(.size, back: backEnd.size, fore: foreEnd.size, spring: flight.spring,
                                                                releaseSprings: flight.releaseSprings),
                               view: replica, timeline: runtime.timeline, displayScale: displayScale)
        // The replica changes size on the way: a turn is seen at the larger end's corners.
        let largest = CGSize(
            width: max(backEnd.size.width, foreEnd.size.width), height: max(backEnd.size.height, foreEnd.size.height))
        rotation = SpringPerformer(plan: TransitionSpring(.rotation, back: backEnd.rotation, fore: foreEnd.rotation, spring: flight.spring,
                                                                releaseSprings: flight.releaseSprings),
                                   view: replica, timeline: runtime.timeline, displayScale: displayScale,
                                   pixel: PixelMeasure.rotation.pixel(ofSize: largest, displayScale: displayScale))
        self.scale = SpringPerformer(
            plan: TransitionSpring(.scale, back: CGSize(width: 1, height: 1), fore: CGSize(width: 1, height: 1), spring: flight.spring,
                                   releaseSprings: flight.releaseSprings),
            view: replica, timeline: runtime.timeline, displayScale: displayScale)
    }

    /// Starts the flight, once its plans hold its springs: the shadow on the view that casts
    /// it, the opacity the ends allow, the look.
    func start() {
        if let shadow {
            let caster = underlay ?? replica
            caster.shadowRadius = shadow.radius
            caster.shadowOffset = shadow.offset
            caster.shadowColor = shadow.color
        }
        applyTimelineProperties()
        applyLook()
    }

    func step(by interval: Double) {
        let runtime = self.runtime
        // Measured again only when some view other than a replica moved (or the host can't tell).
        let generation = container.geometryGeneration
        if generation == nil || generation != measuredGeneration {
            let measured = Self.ends(back: back, fore: fore, in: container, lastBack: backEnd, lastFore: foreEnd)
            backEnd = measured.back
            foreEnd = measured.fore
            measuredGeneration = generation
        }
        // Once a frame: the timeline doesn't move while the flight steps.
        let towardsFore = self.towardsFore
        var targetBack = backEnd, targetFore = foreEnd
        if runtime.isHeldThisFrame || segment != .entire {
            // Held, or in a cascade: the ends mixed by the way travelled, so the replica follows
            // the timeline (a scrub, its own segment).
            let mixed = backEnd.mixed(with: foreEnd, progress: towardsFore)
            targetBack = mixed
            targetFore = mixed
        }
        position.state.retarget(back: targetBack.center, fore: targetFore.center)
        size.state.retarget(back: targetBack.size, fore: targetFore.size)
        rotation.state.retarget(back: targetBack.rotation, fore: targetFore.rotation)
        applyTimelineProperties(towardsFore: towardsFore)
        guard stepsSprings else { return }
        position.step(by: interval)
        size.step(by: interval)
        rotation.step(by: interval)
        scale.step(by: interval)
    }

    /// The springs, in the order the flight steps them, for the plans to run as performers of
    /// their own from now on: the flight steps and finishes none of them any more.
    func handBackSprings() -> [any PlanPerformer] {
        guard stepsSprings else { return [] }
        stepsSprings = false
        return [position, size, rotation, scale]
    }

    /// Whether `spring` is one of the flight's.
    func owns(_ spring: AnyObject) -> Bool {
        spring === position || spring === size || spring === rotation || spring === scale
    }

    /// Faded out at the end of the way to an end that can't be reached, nothing of the replica
    /// can be seen any more: its springs land at once rather than fly on unseen, keeping the
    /// transition from ending when it looks ended.
    private func landIfUnseen() {
        guard !runtime.isHeldThisFrame, timeline.fractionComplete == (timeline.heading == .end ? 1 : 0) else { return }
        position.finish()
        size.finish()
        rotation.finish()
    }

    /// Whether every spring the flight steps rests (each asked after all have stepped: a
    /// spring's rest reads only its own state and the timeline, which no other spring changes).
    var isAtRest: Bool {
        guard stepsSprings else { return true }
        return position.isAtRest && size.isAtRest && rotation.isAtRest && scale.isAtRest
    }

    func finish() {
        applyTimelineProperties()
        guard stepsSprings else { return }
        position.finish()
        size.finish()
        rotation.finish()
        scale.finish()
    }

    /// What follows the timeline rather than a spring: the opacity the ends allow — 1, times
    /// (1 − the way travelled towards each end that can't be reached); a replica faded out
    /// lands (``landIfUnseen()``). ``applyLook()`` gives it to the replica.
    private func applyTimelineProperties() { applyTimelineProperties(towardsFore: towardsFore) }

    /// ``applyTimelineProperties()`` with ``towardsFore`` measured already this frame.
    private func applyTimelineProperties(towardsFore: Double) {
        var opacity = 1.0
        if !backEnd.isReachable { opacity *= towardsFore }
        if !foreEnd.isReachable { opacity *= 1 - towardsFore }
        reachAlpha = min(max(opacity, 0), 1)
        if reachAlpha == 0 { landIfUnseen() }
    }

    /// How the replica looks now its springs have stepped (see ``MatchedFlight``): its opacity
    /// (the ends' allowance, times the cross-fade's), its corner radius, its shadow, and the
    /// destination's copy underneath in its place. Runs after the springs every frame
    /// (``MatchedFlightLookPerformer``) and when they finish.
    func applyLook() {
        let progress = flightTowardsFore
        let radiusProgress = cornerRadiusProgress == .flight ? progress : towardsFore
        let cornerRadius = backCornerRadius + (foreCornerRadius - backCornerRadius) * radiusProgress
        var alpha = reachAlpha
        if underlay != nil {
            // The way travelled from the end the flight leaves.
            let travelled = timeline.direction == .forward ? progress : 1 - progress
            alpha *= sourceFadeEnd > 0 ? min(max(1 - travelled / sourceFadeEnd, 0), 1) : 0
        }
        var shadowOpacity = 0.0
        if let shadow {
            let left = timeline.isHeadingToFore ? 1 - progress : progress
            let fade = shadow.fadeOut > 0 ? min(max(left / shadow.fadeOut, 0), 1) : (left > 0 ? 1 : 0)
            shadowOpacity = min(max(shadow.opacity, 0), 1) * fade
        }
        let look = Look(alpha: alpha, underlayAlpha: reachAlpha, cornerRadius: cornerRadius, shadowOpacity: shadowOpacity,
                        center: replica.center, bounds: replica.bounds, transform: replica.transform)
        guard look != shown else { return }
        if shown?.alpha != alpha { replica.alpha = alpha }
        if shown?.cornerRadius != cornerRadius { replica.cornerRadius = cornerRadius }
        if shadow != nil, shown?.shadowOpacity != shadowOpacity { (underlay ?? replica).shadowOpacity = shadowOpacity }
        if let underlay {
            if shown?.underlayAlpha != look.underlayAlpha { underlay.alpha = look.underlayAlpha }
            if shown?.cornerRadius != cornerRadius { underlay.cornerRadius = cornerRadius }
            if shown?.transform != look.transform { underlay.transform = look.transform }
            if shown?.bounds != look.bounds { underlay.bounds = look.bounds }
            if shown?.center != look.center { underlay.center = look.center }
        }
        shown = look
    }

    /// How far the replica is from its back end (0) to its fore end (1) where its springs have
    /// it, clamped: its size projected onto the way between the ends' sizes, or — for ends of
    /// one size — its centre onto the way between their centres; the timeline's
    /// (``towardsFore``) when the ends are one place and size.
    private var flightTowardsFore: Double {
        let size = replica.bounds.size
        let width = Double(foreEnd.size.width - backEnd.size.width), height = Double(foreEnd.size.height - backEnd.size.height)
        var along = width * width + height * height
        var progress: Double
        if along >= 1 {
            progress = (Double(size.width - backEnd.size.width) * width + Double(size.height - backEnd.size.height) * height) / along
        } else {
            let center = replica.center
            let x = Double(foreEnd.center.x - backEnd.center.x), y = Double(foreEnd.center.y - backEnd.center.y)
            along = x * x + y * y
            guard along >= 1 else { return towardsFore }
            progress = (Double(center.x - backEnd.center.x) * x + Double(center.y - backEnd.center.y) * y) / along
        }
        if !progress.isFinite { progress = towardsFore }
        return min(max(progress, 0), 1)
    }

    /// How far the flight is from its back end (0) to its fore end (1) by the timeline: along
    /// its segment going forward, along the mirrored segment backward.
    private var towardsFore: Double {
        let fraction = timeline.fractionComplete
        return timeline.direction == .forward
            ? segment.localProgress(at: fraction)
            : 1 - segment.mirrored.localProgress(at: fraction)
    }

    // MARK: Measuring

    /// Both ends as they are now: an end of no size takes the other's place (the replica stays
    /// put and fades); a removed end stays where it was last seen.
    static func ends(back: any HostView, fore: any HostView, in container: any HostView,
                     lastBack: FlightEnd?, lastFore: FlightEnd?) -> (back: FlightEnd, fore: FlightEnd) {
        let frame = container.windowPlacement
        var backEnd = measure(back, in: container, placed: frame) ?? unreachable(lastBack)
        var foreEnd = measure(fore, in: container, placed: frame) ?? unreachable(lastFore)
        if let end = backEnd, !end.hasSize { backEnd = nil }
        if let end = foreEnd, !end.hasSize { foreEnd = nil }
        switch (backEnd, foreEnd) {
        case let (back?, fore?):
            return (back, fore)
        case let (back?, nil):
            return (back, unreachable(back))
        case let (nil, fore?):
            return (unreachable(fore), fore)
        case (nil, nil):
            // Neither end can be landed on: the replica heads for the container's centre, fading.
            let middle = FlightEnd(center: CGPoint(x: container.bounds.midX, y: container.bounds.midY), size: .zero,
                                   rotation: 0, isReachable: false)
            return (middle, middle)
        }
    }

    private static func unreachable(_ end: FlightEnd?) -> FlightEnd? {
        guard var end else { return nil }
        end.isReachable = false
        return end
    }

    private static func unreachable(_ end: FlightEnd) -> FlightEnd {
        var end = end
        end.isReachable = false
        return end
    }

    /// `view` in `container`'s coordinates (model values, as UIKit converts), or `nil` when it is
    /// not in the container's window. Off screen means outside the container's bounds.
    static func measure(_ view: any HostView, in container: any HostView, placed containerPlacement: WindowPlacement) -> FlightEnd? {
        let placement = view.windowPlacement
        guard placement.root == containerPlacement.root else { return nil }
        let center = container.convert(placement.center, from: nil)
        let bounds = view.bounds
        let scaleX = placement.scaleX / containerPlacement.scaleX, scaleY = placement.scaleY / containerPlacement.scaleY
        let size = CGSize(width: Double(bounds.width) * abs(scaleX), height: Double(bounds.height) * abs(scaleY))
        let onScreen = container.bounds.intersects(CGRect(center: center, size: size))
        return FlightEnd(center: center, size: size, rotation: placement.rotation - containerPlacement.rotation, isReachable: onScreen)
    }
}

/// Runs after a ``MatchedFlight``'s springs every frame: gives the replica the look of where
/// they have it (``MatchedFlightPerformer/applyLook()``).
@MainActor
final class MatchedFlightLookPerformer: PlanPerformer {
    /// The flight it follows (which knows nothing of it: no cycle).
    let flight: MatchedFlightPerformer

    init(_ flight: MatchedFlightPerformer) { self.flight = flight }

    func step(by interval: Double) { flight.applyLook() }

    var isAtRest: Bool { true }

    func finish() { flight.applyLook() }
}

extension FlightEnd {
    /// Whether the end has a size to land on (not zero, not collapsed, finite).
    var hasSize: Bool {
        size.width >= 0.5 && size.height >= 0.5 && size.width.isFinite && size.height.isFinite
            && center.x.isFinite && center.y.isFinite && rotation.isFinite
    }
}
