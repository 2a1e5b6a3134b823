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
@MainActor
public struct MatchedFlight {
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
