import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import TransitionKit

extension ZoomTransitionDirector {
    /// Every number that shapes a Zoom: its springs, how the flying card looks (corner radius,
    /// shadow, the cross-fade of its contents), what the covered screen does, the
    /// dismissal gestures' dead zones and commit rules, and the reduced-motion cross-fade.
    ///
    /// ``native`` — the default — takes them from iOS's own zoom transition, as measured frame by
    /// frame in the simulator under scripted gestures (iOS 27.0, iPhone 17; fitted by the
    /// `swift_transitions` package). Each is a plain property: start from the preset and change
    /// the ones you want.
    ///
    /// ```swift
    /// let zoom = ZoomTransitionController()
    /// zoom.configuration.flightSpring = ZoomTransitionDirector.Configuration.spring(frequency: 14, dampingRatio: 1)
    /// zoom.configuration.recededScale = 1   // the covered screen stays where it is
    /// ```
    ///
    /// Where the library goes beyond the system, the preset keeps it (no number turns it off):
    /// the card can be caught at any moment — while it opens, closes or lands — by a touch on it;
    /// pan, pinch and rotation hold it together; and the elements may fly in a
    /// ``ZoomTransitionDirector/Cascade``.
    public struct Configuration: Sendable, Equatable {
        // MARK: Flight

        /// The springs the card and every matched element fly on, pushing and popping (presenting
        /// and dismissing) when no gesture holds them. Native: critically damped, ω ≈ 19 rad/s
        /// (stiffness 361, damping 38, mass 1) — at rest, within a pixel, in about 0.4 s.
        public var flightSpring: Spring
        /// The springs a released card lands on when the release lets the transition go on (a
        /// dismissal that goes to the grid). Native: ω 15 rad/s, ζ 0.75. The release hands the
        /// fingers' velocity over, so a faster release lands sooner.
        public var landingSpring: Spring
        /// The springs a released card springs back on when the release calls the transition
        /// off (back to the detail screen). Native: ω 22.5 rad/s, ζ 0.9.
        public var cancelSpring: Spring

        // MARK: The flying card

        /// The progress the card's corner radius follows, linearly from the source's radius to
        /// the destination's (the grid card's and the detail's "display"). Native: linear in
        /// the flight's progress — ``/TransitionKit/MatchedFlight/Progress/flight``, where the
        /// springs have the card, so the corners round as the card grows, on the same spring
        /// (``/TransitionKit/MatchedFlight/Progress/timeline`` follows the transition's
        /// time-based fraction instead, which runs ahead of a spring that is still settling).
        public var cornerRadiusProgress: MatchedFlight.Progress
        /// The opacity of the shadow the flying card casts, 0…1 (0: none). Native: 0.24.
        public var shadowOpacity: Double
        /// The shadow's blur, in points: the Gaussian's standard deviation σ, given to the card
        /// as its `shadowRadius` (Stage draws σ = `shadowRadius`; see
        /// ``/TransitionKit/HostView/shadowRadius``). Native: σ ≈ 18.
        public var shadowRadius: Double
        /// How far the shadow falls, in points (positive `height` is down). Native: 4 down.
        public var shadowOffset: CGSize
        /// The part of the flight's progress before the card lands over which its shadow fades
        /// out, linearly, 0…1. Native: 0.1 — gone by the last tenth of a landing.
        public var shadowFadeOut: Double
        /// The part of the flight's progress over which the copy of the source (the view the
        /// card leaves) fades out, 0…1, over a copy of the destination flying with it in the
        /// card, so the two contents cross-fade in the flying card; `nil` flies the source's
        /// copy alone, opaque. Native: 0.55 — the source's copy is gone 0.55 of the way.
        public var sourceFadeEnd: Double?

        // MARK: The covered screen

        /// The scale the screen the card leaves (the grid) recedes to as the detail screen
        /// covers it, about its centre, 0…1. Native: 0.914.
        public var recededScale: Double
        /// How much the covered screen darkens when fully covered, 0…1: its brightness falls by
        /// `dimming × progress`. Native: 0.15. (It is drawn by lowering the covered screen's
        /// opacity over the window's black.)
        public var dimming: Double
        /// The spring the covered screen comes home on (back to scale 1, undimmed) once a
        /// gesture that held a dismissal lets go, and goes back to receded on if the release
        /// cancels. During the gesture it holds still. Native: critically damped, ω 15 rad/s —
        /// home (within 1 % of scale) about 270 ms after the release. Without a gesture it
        /// recedes and comes home with the flight, on ``flightSpring``.
        public var recedeReturnSpring: Spring

        // MARK: Dismissal gestures

        /// How far a pan on the detail screen moves, in points, before it starts the dismissal
        /// (its dead zone). Native: still for 16–20 pt; 18.
        public var panDeadZone: Double
        /// How much the card shrinks per screen height of downward pan travel, as the native
        /// dismissal measures it: scale = 1 − `panShrink` × travel / height. Native: 0.67. The
        /// commit rule projects with it (``panCommitScale``).
        public var panShrink: Double
        /// How far ahead, in seconds, a pan's release is projected by its velocity before its
        /// scale is judged (position + `panProjection` × velocity). Native: 0.12 (120 ms).
        public var panProjection: Double
        /// A released pan dismisses when its projected scale (1 − ``panShrink`` × projected
        /// downward travel / the container's height) is below this, 0…1; else the detail screen
        /// stays. Native: 0.905.
        public var panCommitScale: Double
        /// Whether a pan on the detail screen moves the card as the native dismissal does —
        /// shrinking as it goes down, following less and less sideways (``panDragShape``) — rather
        /// than 1 : 1. Native: true.
        public var shapesPan = true
        /// Where the shrinking slows, as a fraction of the container's height of downward travel
        /// (beyond it, rubber-banded towards ``panSmallestScale``). Native: about 0.49.
        public var panKnee = 0.49
        /// The scale a pan beyond the knee approaches (not published for the system; 0.5).
        public var panSmallestScale = 0.5
        /// The card's sideways gain for a small movement, rubber-banded over the container's
        /// width. Native: 0.56.
        public var panSidewaysGain = 0.56

        /// Whether a swipe from the detail screen's left edge dismisses it, as the native one
        /// does (the card shrinking with the swipe's travel across the width). Native: true.
        public var edgeSwipeDismisses = true
        /// How far a swipe from the left edge moves, in points, before it starts the dismissal.
        /// Native: 12.
        public var edgeDeadZone = 12.0
        /// How much the card shrinks per screen width of an edge swipe's travel:
        /// scale = 1 − `edgeShrink` × travel / width. Native: 0.67.
        public var edgeShrink = 0.67
        /// A released edge swipe dismisses when its projected scale (1 − ``edgeShrink`` ×
        /// (travel + ``panProjection`` × velocity) / width) is below this. Native: 0.70.
        public var edgeCommitScale = 0.70

        /// How the card follows an edge swipe on the detail screen.
        public var edgeDragShape: DragShape {
            DragShape(axis: .right, shrink: edgeShrink, knee: panKnee, smallestScale: panSmallestScale, sidewaysGain: panSidewaysGain)
        }

        /// How the card follows a pan on the detail screen (`nil`: 1 : 1).
        public var panDragShape: DragShape? {
            shapesPan ? DragShape(shrink: panShrink, knee: panKnee, smallestScale: panSmallestScale, sidewaysGain: panSidewaysGain) : nil
        }
        /// How much the distance between two fingers changes, in points, before a pinch starts
        /// the dismissal (its dead zone). Native: 8.7. From there the card's scale is the
        /// fingers' distance over their distance at that moment (so it starts at 1, with no
        /// jump), never above 1.
        public var pinchDeadZone: Double
        /// A released pinch dismisses when its fingers' ratio (their distance over the distance
        /// at the end of the dead zone) is below this, 0…1; else the detail screen stays (a pan
        /// that projects past ``panCommitScale`` dismisses either way). Native: 0.5.
        public var pinchCommitRatio: Double
        /// Whether a rotation alone starts the dismissal. Native: `false` — a rotation turns the
        /// card 1:1 once a pan or a pinch holds it, and alone does nothing.
        public var rotationStartsDismissal: Bool

        // MARK: Reduced motion

        /// How long the cross-fade lasts that replaces the Zoom under reduced motion, in
        /// seconds, presenting and dismissing. Native: about 0.14 (140 ms).
        public var reducedMotionDuration: Double

        /// A configuration of the given values (each defaults to ``native``'s).
        public init(flightSpring: Spring = Self.spring(frequency: 19, dampingRatio: 1),
                    landingSpring: Spring = Self.spring(frequency: 15, dampingRatio: 0.75),
                    cancelSpring: Spring = Self.spring(frequency: 22.5, dampingRatio: 0.9),
                    recededScale: Double = 0.914, dimming: Double = 0.15,
                    recedeReturnSpring: Spring = Self.spring(frequency: 15, dampingRatio: 1),
                    panDeadZone: Double = 18, panShrink: Double = 0.67, panProjection: Double = 0.12,
                    panCommitScale: Double = 0.905, pinchDeadZone: Double = 8.7, pinchCommitRatio: Double = 0.5,
                    rotationStartsDismissal: Bool = false, reducedMotionDuration: Double = 0.14,
                    cornerRadiusProgress: MatchedFlight.Progress = .flight, shadowOpacity: Double = 0.24,
                    shadowRadius: Double = 18, shadowOffset: CGSize = CGSize(width: 0, height: 4),
                    shadowFadeOut: Double = 0.1, sourceFadeEnd: Double? = 0.55) {
            self.flightSpring = flightSpring
            self.cornerRadiusProgress = cornerRadiusProgress
            self.shadowOpacity = shadowOpacity
            self.shadowRadius = shadowRadius
            self.shadowOffset = shadowOffset
            self.shadowFadeOut = shadowFadeOut
            self.sourceFadeEnd = sourceFadeEnd
            self.landingSpring = landingSpring
            self.cancelSpring = cancelSpring
            self.recededScale = recededScale
            self.dimming = dimming
            self.recedeReturnSpring = recedeReturnSpring
            self.panDeadZone = panDeadZone
            self.panShrink = panShrink
            self.panProjection = panProjection
            self.panCommitScale = panCommitScale
            self.pinchDeadZone = pinchDeadZone
            self.pinchCommitRatio = pinchCommitRatio
            self.rotationStartsDismissal = rotationStartsDismissal
            self.reducedMotionDuration = reducedMotionDuration
        }

        /// The native preset: iOS's zoom transition as measured (see each property).
        public static let native = Configuration()

        /// A spring of mass 1 with natural frequency `frequency` (ω, radians per second) and
        /// damping ratio `dampingRatio` (ζ; 1 is critically damped): stiffness ω², damping 2ζω.
        ///
        /// - Precondition: both finite, `frequency` > 0 and `dampingRatio` ≥ 0 (values written in
        ///   the source).
        public static func spring(frequency: Double, dampingRatio: Double) -> Spring {
            guard frequency.isFinite, frequency > 0, dampingRatio.isFinite, dampingRatio >= 0,
                  let spring = try? Spring(mass: 1, stiffness: frequency * frequency, damping: 2 * dampingRatio * frequency)
            else { preconditionFailure("Configuration.spring(frequency: \(frequency), dampingRatio: \(dampingRatio)): not a spring") }
            return spring
        }

        /// The shadow the flying card casts, or `nil` when ``shadowOpacity`` casts none (or a
        /// value is not finite).
        var flightShadow: MatchedFlight.Shadow? {
            guard shadowOpacity.isFinite, shadowOpacity > 0, shadowRadius.isFinite, shadowFadeOut.isFinite,
                  shadowOffset.width.isFinite, shadowOffset.height.isFinite else { return nil }
            return MatchedFlight.Shadow(opacity: min(shadowOpacity, 1), radius: max(shadowRadius, 0), offset: shadowOffset,
                                        fadeOut: min(max(shadowFadeOut, 0), 1))
        }

        /// The springs a released flight changes to: ``landingSpring`` when it completes,
        /// ``cancelSpring`` when it is called off.
        var releaseSprings: ReleaseSprings { ReleaseSprings(completing: landingSpring, cancelling: cancelSpring) }

        /// Where a dismissal released so goes by the native rules — a pan whose projected scale
        /// is below ``panCommitScale`` (an edge swipe's below ``edgeCommitScale``, by its travel
        /// across the container's `width`), or a pinch whose ratio is below ``pinchCommitRatio``,
        /// dismisses; else the detail screen stays — in a container `height` points tall; `nil`
        /// for what they don't judge (a transition forward: the opening, caught, decides by the
        /// engine's ``/TransitionKit/ReleaseRule``; a release with neither pan nor pinch).
        public func releasePosition(of release: SharedElementRelease, containerHeight height: Double,
                                    containerWidth width: Double? = nil) -> AnimatingPosition? {
            guard release.direction == .backward else { return nil }
            var judged = false
            if release.panFromScreenEdge, let translation = release.panTranslation, let width, width > 0 {
                // A swipe from the edge: its projected travel across the width.
                let velocity = release.panVelocity ?? .zero
                let projected = Double(translation.x) + panProjection * Double(velocity.x)
                return projected.isFinite && 1 - edgeShrink * projected / width < edgeCommitScale ? .end : .start
            }
            if let translation = release.panTranslation, height > 0 {
                judged = true
                let velocity = release.panVelocity ?? .zero
                let projected = Double(translation.y) + panProjection * Double(velocity.y)
                if projected.isFinite, 1 - panShrink * projected / height < panCommitScale { return .end }
            }
            if let ratio = release.pinchScale {
                judged = true
                if ratio.isFinite, ratio < pinchCommitRatio { return .end }
            }
            return judged ? .start : nil
        }
    }
}
