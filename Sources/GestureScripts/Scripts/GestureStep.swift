import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// One part of a ``GestureScript``: a gesture, or a change to the fingers already down.
///
/// Steps play one after another on the script's frame grid (one frame is `1 / touchRate`
/// seconds; every duration is rounded to whole frames, at least one). Coordinates are the
/// window's, in points, with y growing downward; angles are in radians, positive clockwise on
/// screen (as `UIRotationGestureRecognizer`).
///
/// **Fingers between steps.** A step that ends with `lift: false` leaves its fingers down. The
/// next step may then
/// - keep them still (``hold(duration:)``), lift them (``lift``) or cancel them (``cancel``);
/// - move them on: ``drag(path:duration:easing:lift:)`` moves the finger that is down through
///   every point of its path; ``flick(from:velocity:duration:)``,
///   ``pinch(center:span:angle:scale:duration:easing:lift:)``,
///   ``rotate(center:span:angle:rotation:duration:easing:lift:)`` and
///   ``pinchRotateDrag(center:span:angle:scale:rotation:translation:duration:easing:lift:)``
///   continue with the fingers down when their start (`from`, or `center`, `span` and `angle`)
///   is omitted, taking it from where the fingers are.
///
/// A step that puts new fingers down (a tap, double tap, long press or edge swipe, or a moving
/// step that gives its start) needs every earlier finger lifted; anything else is a
/// ``GestureScriptError`` naming the step. New fingers get identifiers never used before in the
/// script, counting from 1.
///
/// **Frames.** A step that puts fingers down reports them `began` one frame after the previous
/// event (at `startTime` for the first), then one event per frame. A finger that lifts at the
/// end of a moving step ends at the step's last frame, at the motion's final position — one
/// frame after its last move, as a finger that leaves the glass while moving. ``lift`` and
/// ``cancel`` end the fingers one frame after the previous event, where they were.
public enum GestureStep: Sendable, Equatable {
    /// Fingers touch down at `at` and lift ``tapDuration`` (75 ms) later without moving.
    ///
    /// - Parameters:
    ///   - at: The middle of the fingers, in points; several fingers stand in a horizontal row
    ///     ``fingerSpacing`` (40 points) apart.
    ///   - fingers: How many fingers, 1…``maximumFingerCount``.
    case tap(at: CGPoint, fingers: Int = 1)

    /// Two taps at `at` whose touch-downs are ``doubleTapInterval`` (150 ms) apart.
    ///
    /// - Parameters:
    ///   - at: The middle of the fingers, in points.
    ///   - fingers: How many fingers tap each time, 1…``maximumFingerCount``.
    case doubleTap(at: CGPoint, fingers: Int = 1)

    /// Fingers touch down at `at` and stay still for `duration`.
    ///
    /// - Parameters:
    ///   - at: The middle of the fingers, in points.
    ///   - duration: How long the fingers stay down, in seconds; more than 0.
    ///   - fingers: How many fingers, 1…``maximumFingerCount``.
    ///   - lift: Whether the fingers lift at the end; `false` leaves them down for the next step.
    case longPress(at: CGPoint, duration: Double = 0.8, fingers: Int = 1, lift: Bool = true)

    /// One finger moves through the points of `path`.
    ///
    /// With no finger down, the finger touches down at `path[0]` (the path needs two points or
    /// more); with one finger down (left by an earlier step), it moves from where it is through
    /// every point of `path` (one point is enough). Progress along the path, measured by
    /// distance, follows `easing` over `duration`, so the easing is the drag's velocity profile.
    ///
    /// - Parameters:
    ///   - path: The points the finger passes through, in points.
    ///   - duration: How long the motion takes, in seconds; more than 0.
    ///   - easing: The velocity profile.
    ///   - lift: Whether the finger lifts at the last point; `false` leaves it down there.
    case drag(path: [CGPoint], duration: Double = 0.5, easing: GestureEasing = .easeInEaseOut, lift: Bool = true)

    /// One finger speeds up in a straight line and leaves the glass moving at `velocity`.
    ///
    /// The finger eases in from rest, then moves at exactly `velocity` for the last
    /// ``flickCruiseDuration`` (100 ms) plus one frame before it lifts, so a velocity tracker
    /// that fits the last 100 ms reports `velocity` at the lift.
    ///
    /// - Parameters:
    ///   - from: Where the finger touches down, in points; `nil` continues with the one finger
    ///     that is down.
    ///   - velocity: The velocity at the lift, in points per second; not zero.
    ///   - duration: The whole flick, in seconds; at least the constant-velocity part.
    case flick(from: CGPoint? = nil, velocity: CGPoint, duration: Double = 0.2)

    /// Two fingers move apart (`scale` > 1) or together (`scale` < 1) about `center`.
    ///
    /// - Parameters:
    ///   - center: The fingers' midpoint at the start, in points; `nil` (with `span` and `angle`
    ///     also `nil`) continues with the two fingers that are down.
    ///   - span: The distance between the fingers at the start, in points; more than 0.
    ///   - angle: The direction from the first finger to the second at the start, in radians;
    ///     `nil` means 0 (side by side) for new fingers.
    ///   - scale: The span at the end divided by the span at the start; more than 0.
    ///   - duration: How long the motion takes, in seconds; more than 0.
    ///   - easing: The velocity profile of the span.
    ///   - lift: Whether the fingers lift at the end.
    case pinch(
        center: CGPoint? = nil, span: Double? = nil, angle: Double? = nil, scale: Double,
        duration: Double = 0.4, easing: GestureEasing = .easeInEaseOut, lift: Bool = true
    )

    /// Two fingers turn about `center` by `rotation`, keeping their distance.
    ///
    /// - Parameters:
    ///   - center: The fingers' midpoint, in points; `nil` (with `span` and `angle` also `nil`)
    ///     continues with the two fingers that are down.
    ///   - span: The distance between the fingers, in points; more than 0.
    ///   - angle: The direction from the first finger to the second at the start, in radians;
    ///     `nil` means 0 for new fingers.
    ///   - rotation: How far the fingers turn, in radians; positive is clockwise on screen.
    ///   - duration: How long the motion takes, in seconds; more than 0.
    ///   - easing: The velocity profile of the turn.
    ///   - lift: Whether the fingers lift at the end.
    case rotate(
        center: CGPoint? = nil, span: Double? = nil, angle: Double? = nil, rotation: Double,
        duration: Double = 0.4, easing: GestureEasing = .easeInEaseOut, lift: Bool = true
    )

    /// Two fingers scale, turn and travel together: the span is multiplied by `scale`, the
    /// direction between them turns by `rotation` and their midpoint moves by `translation`,
    /// all following one `easing`.
    ///
    /// - Parameters:
    ///   - center: The fingers' midpoint at the start, in points; `nil` (with `span` and `angle`
    ///     also `nil`) continues with the two fingers that are down.
    ///   - span: The distance between the fingers at the start, in points; more than 0.
    ///   - angle: The direction from the first finger to the second at the start, in radians;
    ///     `nil` means 0 for new fingers.
    ///   - scale: The span at the end divided by the span at the start; more than 0.
    ///   - rotation: How far the fingers turn, in radians; positive is clockwise on screen.
    ///   - translation: How far the midpoint moves, in points.
    ///   - duration: How long the motion takes, in seconds; more than 0.
    ///   - easing: The velocity profile of the whole motion.
    ///   - lift: Whether the fingers lift at the end.
    case pinchRotateDrag(
        center: CGPoint? = nil, span: Double? = nil, angle: Double? = nil, scale: Double = 1,
        rotation: Double = 0, translation: CGPoint = .zero, duration: Double = 0.5,
        easing: GestureEasing = .easeInEaseOut, lift: Bool = true
    )

    /// One finger touches down ``edgeInset`` (4 points) inside a screen edge and moves
    /// straight inward by `distance`.
    ///
    /// - Parameters:
    ///   - edge: The edge the swipe starts from.
    ///   - screen: The screen's size, in points; both sides more than 0.
    ///   - along: Where along the edge the finger lands, in points from the top (left and right
    ///     edges) or from the left (top and bottom edges); `nil` is the edge's middle.
    ///   - distance: How far the finger travels inward, in points; more than 0, and it must
    ///     stay on the screen.
    ///   - duration: How long the motion takes, in seconds; more than 0.
    ///   - easing: The velocity profile; `.linear` is a finger that arrives from the bezel
    ///     already moving.
    ///   - lift: Whether the finger lifts at the end.
    case edgeSwipe(
        edge: ScreenEdge, screen: CGSize, along: Double? = nil, distance: Double,
        duration: Double = 0.3, easing: GestureEasing = .linear, lift: Bool = true
    )

    /// The fingers that are down stay still for `duration` seconds (more than 0), reported
    /// `stationary` once per frame. At least one finger must be down.
    case hold(duration: Double)

    /// Every finger that is down lifts (`ended`) where it is, one frame after the previous
    /// event. At least one finger must be down.
    case lift

    /// Every finger that is down is cancelled (`cancelled`) where it is, as when the system
    /// interrupts touches, one frame after the previous event. At least one finger must be down.
    case cancel

    /// Time passes with no finger down: the next event comes `duration` seconds (more than 0)
    /// after the previous one (or after the script's `startTime`, for a first step).
    case wait(duration: Double)

    /// Touches as a person made them, played back exactly: one event per ``TouchFrame``, at its
    /// own time (seconds after the step starts, which is one frame after the previous event, or
    /// the script's `startTime` for a first step), with its fingers where they were — not on the
    /// script's frame grid. What a live session saves.
    ///
    /// No finger may be down when it starts. A finger first appears `began`, is in every frame
    /// after while it is down (`moved` or `stationary`), and last appears `ended` or
    /// `cancelled`; fingers still down at the end are left down for the next step. The recorded
    /// identifiers become the script's own (never used before, counting up).
    case touches([TouchFrame])
}

extension GestureStep {
    /// How long a tap's fingers stay down, in seconds.
    public static let tapDuration = 0.075
    /// The time from one touch-down of a double tap to the next, in seconds.
    public static let doubleTapInterval = 0.15
    /// The distance between neighbouring fingers of a multi-finger tap or long press, in points.
    public static let fingerSpacing = 40.0
    /// The most fingers a tap or long press may use.
    public static let maximumFingerCount = 5
    /// How far from the origin, in points along either axis, a script may put a finger, a
    /// path's point or a translation (±1e6, as a live page's touches): far beyond any screen,
    /// near enough that what the engine makes of a gesture stays finite and lands in time. A
    /// pinch, a flick or a jitter that would carry a finger further is refused.
    public static let maximumCoordinate = 1_000_000.0
    /// How far a script may turn two fingers, or start them at an angle, in radians either way
    /// (about 160 turns).
    public static let maximumRotation = 1_000.0
    /// How long a flick moves at its final velocity before the lift, not counting the one extra
    /// frame, in seconds; the velocity tracker's horizon.
    public static let flickCruiseDuration = VelocityTracker.horizon
    /// How far inside the screen edge an edge swipe touches down, in points.
    public static let edgeInset = 4.0

    /// The step's `kind` as written in JSON, for example `"pinchRotateDrag"`.
    public var kind: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "doubleTap"
        case .longPress: "longPress"
        case .drag: "drag"
        case .flick: "flick"
        case .pinch: "pinch"
        case .rotate: "rotate"
        case .pinchRotateDrag: "pinchRotateDrag"
        case .edgeSwipe: "edgeSwipe"
        case .hold: "hold"
        case .lift: "lift"
        case .cancel: "cancel"
        case .wait: "wait"
        case .touches: "touches"
        }
    }
}
