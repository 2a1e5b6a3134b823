import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Flies a replica between two views that stay on their screens — a thumbnail on the back
/// screen and its place on the fore screen — on springs for its position, size and rotation,
/// measuring both ends again every frame.
///
/// Add it to the replica with ``TransitionPlans/addPlan(_:to:)-(MatchedFlight,_)``. The
/// replica starts at the end the transition leaves and springs to the end it heads for; its
/// springs are the plans' own (``PlanProperty/position``, ``PlanProperty/size``,
/// ``PlanProperty/rotation``, and ``PlanProperty/scale`` at 1), so ``PausesSpring``,
/// ``AppliesVelocity`` and the engine's grab work on it as on any spring.
///
/// Every frame:
/// - **Moving ends.** Each end is measured where it is now (its superviews' scrolling, layout and
///   transforms included), and the springs retarget from their value and velocity: a grid that
///   scrolls mid-flight moves the landing place, smoothly.
/// - **Held.** While the transition is held (a gesture, a touch-down, an interaction
///   controller), the ends are mixed by the timeline's fraction complete, so a replica no finger
///   holds follows the scrub; on release the springs head for the end again, with the velocity
///   they have.
/// - **In a cascade.** A flight given a ``segment`` shorter than the whole timeline springs
///   towards the ends mixed by its segment's own progress, so it leaves when the timeline
///   reaches the segment and arrives when it leaves it; backward, the segment is mirrored (as a
///   ``TransitionTween``'s), so going back is going forward played in reverse.
/// - **Ends that can't be reached** fall back, never leaving a replica or a hidden view behind:
///   - an end *off screen* (outside the container's bounds: scrolled away) is still flown
///     towards, to where it would be, and the replica fades out as the transition nears it;
///   - an end *removed* from the window (or moved to another window) is flown towards where it
///     was last seen, fading out the same way;
///   - an end of *zero size* (or not laid out) is replaced by the other end, so the replica
///     stays put and plainly fades out as the transition nears it.
///
///   The fade follows the timeline (the opacity is 1 − the distance travelled towards the
///   unreachable end), so it scrubs, reverses and completes with the transition.
///
/// How the replica looks on the way, each after its springs have stepped, by the flight's own
/// progress (where its springs have it: the replica's size — or, for ends of one size, its
/// centre — projected onto the way from the back end to the fore end, 0…1) or the timeline's:
/// - **Corner radius**, linear from the back end's radius to the fore end's, by
///   ``cornerRadiusProgress`` (the timeline's fraction, by default).
/// - **Shadow** (``shadow``, none by default): cast at its opacity, and faded out over the
///   last ``Shadow/fadeOut`` of the flight's progress towards the end it is heading for, so it
///   is gone when the replica lands (either end: a cancelled flight lands too).
/// - **Cross-fade** (``crossFade``, none by default): a copy of the view the flight goes to
///   flies under the replica in the same place, size, transform and corner radius, and the
///   replica (the copy of the view it leaves) fades out over the first
///   ``CrossFade/sourceFadeEnd`` of the flight's progress, so the content of the destination
///   shows through. The shadow is then cast by the copy underneath, which stays opaque.
@MainActor
public struct MatchedFlight {
    /// Which progress a property of the replica follows.
    public enum Progress: Sendable, Equatable {
        /// The timeline's fraction complete (along the flight's segment): time-based while it
        /// animates, the scrub while it is held.
        case timeline
        /// The flight's own: where the springs have the replica between its ends (0 at the back
        /// end, 1 at the fore end, clamped), so it moves with the replica — overshoot and
        /// landing springs included.
        case flight
    }

    /// A shadow the flying replica casts (UIKit's `layer.shadow*` values).
    public struct Shadow: Sendable, Equatable {
        /// Its opacity in flight, 0…1.
        public var opacity: Double
        /// Its blur radius, in points (the Gaussian's σ; see ``HostView/shadowRadius``).
        public var radius: Double
        /// How far it falls, in points (positive `height` is down).
        public var offset: CGSize
        /// Its colour.
        public var color: Color
        /// The part of the flight's progress, 0…1, before it lands (at either end) over which
        /// the shadow fades out, linearly: 0 lands it with its shadow, which goes at once.
        public var fadeOut: Double

        /// A shadow of `opacity` (0…1), blurred by `radius` points, `offset` points away, in
        /// `color`, fading out over the last `fadeOut` of the flight.
        public init(opacity: Double, radius: Double, offset: CGSize, color: Color = .black, fadeOut: Double) {
            self.opacity = opacity
            self.radius = radius
            self.offset = offset
            self.color = color
            self.fadeOut = fadeOut
        }
    }

    /// A copy of the view the flight goes to, flown under the replica while the replica (the
    /// copy of the view it leaves) fades out.
    public struct CrossFade {
        /// The copy of the destination, in the container just under the replica (the plan
        /// places it; whoever made it removes it when the transition ends).
        public var underlay: any HostView
        /// The part of the flight's progress, 0…1, over which the replica fades from its
        /// opacity to 0 (linearly), measured from the end it leaves: from the back end going
        /// forward, from the fore end going backward.
        public var sourceFadeEnd: Double

        /// `underlay` under the replica, which fades out over the first `sourceFadeEnd` of the flight.
        public init(underlay: any HostView, sourceFadeEnd: Double) {
            self.underlay = underlay
            self.sourceFadeEnd = sourceFadeEnd
        }
    }

    /// The view on the back screen.
    public let back: any HostView
    /// The view on the fore screen.
    public let fore: any HostView
    /// The container the replica flies in (the transition's container view).
    public let container: any HostView
    /// The springs' physics (material motion's default: stiffness 342, damping 30, mass 1).
    public var spring: Spring
    /// The part of the timeline the flight travels over going forward (the whole of it by
    /// default: the springs fly straight to the end).
    public var segment: TransitionSegment
    /// The physics the springs change to once a gesture that held the replica lets go, by where
    /// the transition goes from there (`nil`, the default: ``spring`` throughout).
    public var releaseSprings: ReleaseSprings?
    /// The progress the corner radius follows from the back end's to the fore end's
    /// (``Progress/timeline`` by default).
    public var cornerRadiusProgress: Progress = .timeline
    /// The shadow the replica casts in flight (`nil`, the default: none).
    public var shadow: Shadow?
    /// The destination's copy flown under the replica as it fades (`nil`, the default: none).
    public var crossFade: CrossFade?

    /// A flight between `back` and `fore` in `container`, over `segment` of the timeline, on
    /// `spring` (and, after a gesture lets go, on `releaseSprings`).
    public init(back: any HostView, fore: any HostView, in container: any HostView, segment: TransitionSegment = .entire,
                spring: Spring = TransitionSpring<Double>.defaultSpring, releaseSprings: ReleaseSprings? = nil) {
        self.back = back
        self.fore = fore
        self.container = container
        self.segment = segment
        self.spring = spring
        self.releaseSprings = releaseSprings
    }
}

/// Where a flight's end is in the container: the centre, the size on screen and the rotation,
/// and whether the replica can land there.
struct FlightEnd: Equatable {
    var center: CGPoint
    var size: CGSize
    var rotation: Double
    /// Whether the end is on screen, in the window and of some size.
    var isReachable: Bool

    /// `self` and `other` mixed: `progress` 0 is `self`, 1 is `other`.
    func mixed(with other: FlightEnd, progress: Double) -> FlightEnd {
        FlightEnd(center: center.interpolated(to: other.center, progress: progress),
                  size: size.interpolated(to: other.size, progress: progress),
                  rotation: rotation + (other.rotation - rotation) * progress,
                  isReachable: isReachable && other.isReachable)
    }
}
