import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Runs a ``MatchedFlight`` every frame, before its springs step: measures both ends, retargets
/// the springs, and fades the replica towards an end it can't reach.
@MainActor
final class MatchedFlightPerformer: PlanPerformer {
    private let replica: any HostView
    private let back: any HostView
    private let fore: any HostView
    private let container: any HostView
    /// Unowned and unchecked: only its runtime holds a flight (its performers, its flights), so
    /// the plans outlive it — and a checked reference would cost a retain every frame.
    private unowned(unsafe) let runtime: TransitionPlans
    let position: SpringPerformer<CGPoint>
    let size: SpringPerformer<CGSize>
    let rotation: SpringPerformer<Double>
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
    /// The opacity and corner radius last given to the replica (each set only when it changes).
    private var shown: (alpha: Double, cornerRadius: Double)?

    init(_ flight: MatchedFlight, replica: any HostView, runtime: TransitionPlans) {
        self.replica = replica
        back = flight.back
        fore = flight.fore
        container = flight.container
        self.runtime = runtime
        segment = flight.segment
        backCornerRadius = flight.back.cornerRadius
        foreCornerRadius = flight.fore.cornerRadius
        let measured = Self.ends(back: flight.back, fore: flight.fore, in: flight.container, lastBack: nil, lastFore: nil)
        backEnd = measured.back
        foreEnd = measured.fore
        measuredGeneration = flight.container.geometryGeneration
        let timeline = runtime.timeline
        let scale = runtime.displayScale
        position = SpringPerformer(plan: TransitionSpring(.position, back: backEnd.center, fore: foreEnd.center, spring: flight.spring,
                                                                releaseSprings: flight.releaseSprings),
                                   view: replica, timeline: timeline, displayScale: scale)
        size = SpringPerformer(plan: TransitionSpring(.size, back: backEnd.size, fore: foreEnd.size, spring: flight.spring,
                                                                releaseSprings: flight.releaseSprings),
                               view: replica, timeline: timeline, displayScale: scale)
        // The replica changes size on the way: a turn is seen at the larger end's corners.
        let largest = CGSize(
            width: max(backEnd.size.width, foreEnd.size.width), height: max(backEnd.size.height, foreEnd.size.height))
        rotation = SpringPerformer(plan: TransitionSpring(.rotation, back: backEnd.rotation, fore: foreEnd.rotation, spring: flight.spring,
                                                                releaseSprings: flight.releaseSprings),
                                   view: replica, timeline: timeline, displayScale: scale,
                                   pixel: PixelMeasure.rotation.pixel(ofSize: largest, displayScale: scale))
        applyTimelineProperties()
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
        applyTimelineProperties()
    }

    /// Faded out at the end of the way to an end that can't be reached, nothing of the replica
    /// can be seen any more: its springs land at once rather than fly on unseen, keeping the
    /// transition from ending when it looks ended.
    private func landIfUnseen() {
        let timeline = runtime.timeline
        guard !runtime.isHeldThisFrame, timeline.fractionComplete == (timeline.heading == .end ? 1 : 0) else { return }
        position.finish()
        size.finish()
        rotation.finish()
    }

    var isAtRest: Bool { true }

    func finish() { applyTimelineProperties() }

    /// What follows the timeline rather than a spring: the corner radius, mixed from the back
    /// end's to the fore end's, and the opacity — 1, times (1 − the way travelled towards each
    /// end that can't be reached); a replica faded out lands (``landIfUnseen()``).
    private func applyTimelineProperties() {
        let towardsFore = self.towardsFore
        var opacity = 1.0
        if !backEnd.isReachable { opacity *= towardsFore }
        if !foreEnd.isReachable { opacity *= 1 - towardsFore }
        let alpha = min(max(opacity, 0), 1)
        let cornerRadius = backCornerRadius + (foreCornerRadius - backCornerRadius) * towardsFore
        if shown?.alpha != alpha { replica.alpha = alpha }
        if shown?.cornerRadius != cornerRadius { replica.cornerRadius = cornerRadius }
        shown = (alpha, cornerRadius)
        if alpha == 0 { landIfUnseen() }
    }

    /// How far the flight is from its back end (0) to its fore end (1) by the timeline: along
    /// its segment going forward, along the mirrored segment backward.
    private var towardsFore: Double {
        let timeline = runtime.timeline
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
        let frame = Placement(of: container)
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
    static func measure(_ view: any HostView, in container: any HostView, placed containerPlacement: Placement) -> FlightEnd? {
        let placement = Placement(of: view)
        guard placement.root == containerPlacement.root else { return nil }
        let center = container.convert(placement.center, from: nil)
        let bounds = view.bounds
        let scaleX = placement.scaleX / containerPlacement.scaleX, scaleY = placement.scaleY / containerPlacement.scaleY
        let size = CGSize(width: Double(bounds.width) * abs(scaleX), height: Double(bounds.height) * abs(scaleY))
        let onScreen = container.bounds.intersects(CGRect(center: center, size: size))
        return FlightEnd(center: center, size: size, rotation: placement.rotation - containerPlacement.rotation, isReachable: onScreen)
    }

    /// Where a view is in its window, in one walk up its superviews: its centre in the root
    /// view's coordinates (the window's), and the scale and rotation of every transform on the
    /// way (its own included, the root's not).
    @MainActor
    struct Placement {
        var center: CGPoint
        var scaleX: Double
        var scaleY: Double
        var rotation: Double
        /// The topmost ancestor.
        var root: ObjectIdentifier

        init(of view: any HostView) {
            let own = view.transform
            // The centre as drawn, in the superview's coordinates.
            var point = CGPoint(x: view.center.x + own.translationX, y: view.center.y + own.translationY)
            var scaleX = own.scaleX, scaleY = own.scaleY, rotation = own.rotation
            var top = view
            while let parent = top.superview {
                top = parent
                guard parent.superview != nil else { break }
                // From `parent`'s coordinates to its superview's.
                let transform = parent.transform
                let bounds = parent.bounds
                let moved = transform.apply(to: CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY))
                point = CGPoint(x: parent.center.x + moved.x, y: parent.center.y + moved.y)
                scaleX *= transform.scaleX
                scaleY *= transform.scaleY
                rotation += transform.rotation
            }
            if top === view {
                // The view is a root itself: its own transform places nothing.
                point = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                (scaleX, scaleY, rotation) = (1, 1, 0)
            }
            center = point
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.rotation = rotation
            root = ObjectIdentifier(top)
        }
    }
}

extension FlightEnd {
    /// Whether the end has a size to land on (not zero, not collapsed, finite).
    var hasSize: Bool {
        size.width >= 0.5 && size.height >= 0.5 && size.width.isFinite && size.height.isFinite
            && center.x.isFinite && center.y.isFinite && rotation.isFinite
    }
}
