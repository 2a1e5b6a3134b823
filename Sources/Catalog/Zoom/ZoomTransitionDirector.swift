import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import TransitionKit

/// The Zoom transition: a card or thumbnail zooms into its detail screen and back, with every
/// view the two screens share by ``/TransitionKit/HostView/sharedElementIdentifier`` (the image,
/// its title, an avatar) flying with it, while the detail screen fades in over the grid (the
/// rest of both screens cross-fades, scrubbed by the transition's progress).
///
/// Each matched pair flies as a replica of the view on the screen the transition leaves, on a
/// ``/TransitionKit/MatchedFlight``: springs for its position, size and rotation, retargeted every
/// frame as its ends move, with a defined fallback for an end that scrolled away, was removed or
/// has no size. The originals on both screens are hidden while their replica flies and shown
/// again exactly as they were when the transition ends, completed or cancelled.
///
/// Interactive both ways, on the one engine: a touch on the main replica (the pair largest on
/// the detail screen) takes it in hand while it opens or closes — it follows pan, pinch and
/// rotation, the pan's distance scrubs the transition (and every other replica with it), and the
/// release decides by its direction and speed. On the detail screen a pan or pinch dismisses
/// (``setUpFore(_:dismisser:configuration:)``), by the native commit rules.
///
/// The main replica is the card: it casts a shadow, its corners go from the source's radius to
/// the destination's with the flight's own progress, and a copy of the destination flies under
/// it while it (the source's copy) fades out, so the two contents cross-fade in the card
/// (``underlay``).
///
/// Its springs, the card's look, the covered screen's recede and dim, the dismissal gestures'
/// dead zones and commit rules and the reduced-motion cross-fade are those of ``configuration``
/// — ``Configuration/native``, iOS's own, by default.
@MainActor
public final class ZoomTransitionDirector: ViewerTransitionDirector {
    /// The transition it describes.
    public let transition: DirectedTransition
    /// Makes the replicas, and takes them away at the end.
    public let replicator = ViewReplicator()
    /// The matched pairs, in the leaving screen's drawing order, with their replicas.
    public private(set) var flights: [(pair: MatchedElements.Pair, replica: any HostView)] = []
    /// The replica a touch takes in hand (the pair largest on the detail screen).
    public var mainReplica: (any HostView)? { transition.sharedElementView }
    /// The originals on the screen the transition goes to, hidden while their replicas fly, with
    /// whether they were hidden before.
    private var hiddenDestinations: [(view: any HostView, wasHidden: Bool)] = []
    /// The detail screen's opacity before the fade took it over.
    private var foreAlpha = 1.0
    /// How the elements start one after another, if they do (set it before the director sets
    /// up: ``ViewerTransitionController/configureDirector``). `nil`: every pair flies at once.
    public var cascade: Cascade?
    /// The detail screen's own content that fades in its turn in a cascade, with its opacity.
    private var cascadedContent: [(view: any HostView, alpha: Double)] = []
    /// The numbers that shape the transition (set it before the director sets up:
    /// ``ViewerTransitionController/configuration``); the native preset by default.
    public var configuration = Configuration.native
    /// The copy of the main pair's destination flying under the main replica as that fades
    /// (``Configuration/sourceFadeEnd``), while the transition runs; removed at the end.
    public private(set) var underlay: (any HostView)?
    /// The covered (back) screen, which recedes and dims, with its transform and opacity before.
    private var covered: (view: any HostView, transform: Transform2D, alpha: Double)?

    /// The configuration a ``ViewerTransitionController`` starts with: the native preset.
    public static var defaultConfiguration: Configuration { .native }

    /// How a Zoom's elements start one after another: the main element (the one a touch takes)
    /// leads, flying the whole way on its springs; every other matched pair, and each top-level
    /// view of the detail screen that holds none (its own content; inside a view that holds
    /// some, such as a scroll view, the views in it that hold none, centred on screen), starts in an order, the last
    /// `spread` of the transition after the first, each travelling over the same length of the
    /// timeline. Going back, the order reverses (each element's segment is mirrored), so closing
    /// is opening played in reverse.
    public struct Cascade: Sendable, Equatable {
        /// The order the elements start in.
        public enum Order: Sendable, Equatable {
            /// The detail screen's drawing order (back to front), its own content after the pairs.
            case drawing
            /// Nearest first to the main element (the one a touch takes), on the detail screen.
            case distanceFromMain
        }
        /// The order the elements start in.
        public var order: Order
        /// The fraction of the transition between the first element's start and the last one's,
        /// 0…0.8 (0.3 by default).
        public var spread: Double

        /// A cascade in `order`, the last element starting `spread` of the transition after the
        /// first (clamped to 0…0.8; 0.3 when not finite).
        public init(_ order: Order = .drawing, spread: Double = 0.3) {
            self.order = order
            self.spread = spread.isFinite ? min(max(spread, 0), 0.8) : 0.3
        }

        /// The segments of elements at `places` (on the detail screen), `main` the index of the
        /// main element: each as long as the timeline less the spread, starting by the order.
        func segments(places: [CGPoint], main: Int?) -> [TransitionSegment] {
            guard places.count > 1 else { return places.map { _ in .entire } }
            let ranks: [Double]
            switch order {
            case .drawing:
                ranks = places.indices.map { Double($0) / Double(places.count - 1) }
            case .distanceFromMain:
                let origin = main.map { places[$0] } ?? places[0]
                let distances = places.map { Double(hypot($0.x - origin.x, $0.y - origin.y)) }
                let farthest = distances.max() ?? 0
                ranks = distances.map { farthest > 0 ? $0 / farthest : 0 }
            }
            return ranks.map { TransitionSegment(start: $0 * spread, length: 1 - spread) }
        }
    }

    public required init(transition: DirectedTransition) {
        self.transition = transition
    }

    public func setUp() {
        let backView = transition.backViewController.view
        let foreView = transition.foreViewController.view
        let container = transition.containerView
        let forward = transition.direction == .forward
        let matches = MatchedElements(from: forward ? backView : foreView, to: forward ? foreView : backView)

        foreAlpha = foreView.alpha
        recede(backView)
        var fadeIn = TransitionTween(.opacity, segment: .entire, back: 0, fore: 1)
        fadeIn.timingFunction = .easeInEaseOut
        transition.runtime.addPlan(fadeIn, to: foreView)

        // Deepest first, so a matched view's replica leaves out the matched views inside it
        // (they are hidden by then, and fly on their own); stacked afterwards in drawing order.
        var made: [(pair: MatchedElements.Pair, replica: any HostView)] = []
        for pair in matches.pairs.reversed() {
            guard let replica = replicator.replicate(view: pair.source, into: container) else { continue }
            made.append((pair, replica))
        }
        flights = made.reversed()
        let flightEnds = flights.map { Self.ends(of: $0.pair, forward: forward) }
        let main = Self.mainIndex(of: flightEnds)
        let matchedOnFore = matches.pairs.map { Self.ends(of: $0, forward: forward).fore }
        let content = cascade == nil ? [] : Self.ownContent(of: foreView, without: matchedOnFore, in: container)
        let segments = cascade?.segments(places: (flightEnds.map(\.fore) + content).map { Self.place(of: $0, in: container) },
                                         main: main)
        for flight in flights {
            container.bringSubviewToFront(flight.replica)
            hiddenDestinations.append((flight.pair.destination, flight.pair.destination.isHidden))
            flight.pair.destination.isHidden = true
        }
        for (index, flight) in flights.enumerated() {
            // The main element (the one a touch takes) leads, flying the whole way on its springs.
            let segment = index == main ? .entire : segments?[index] ?? .entire
            var plan = MatchedFlight(back: flightEnds[index].back, fore: flightEnds[index].fore, in: container,
                                     segment: segment, spring: configuration.flightSpring,
                                     releaseSprings: configuration.releaseSprings)
            plan.cornerRadiusProgress = configuration.cornerRadiusProgress
            if index == main {
                // The card: its shadow, and the destination's content showing through as its copy fades.
                plan.shadow = configuration.flightShadow
                if let fadeEnd = configuration.sourceFadeEnd, fadeEnd.isFinite,
                   let copy = Self.copy(of: flight.pair.destination, under: flight.replica, in: container) {
                    underlay = copy
                    plan.crossFade = MatchedFlight.CrossFade(underlay: copy, sourceFadeEnd: min(max(fadeEnd, 0), 1))
                }
            }
            transition.runtime.addPlan(plan, to: flight.replica)
        }
        for (offset, view) in content.enumerated() {
            cascadedContent.append((view, view.alpha))
            let segment = segments?[flights.count + offset] ?? .entire
            transition.runtime.addPlan(TransitionTween(.opacity, segment: segment, back: 0, fore: view.alpha), to: view)
        }
        // The main replica plays the shared element: a touch on it takes the transition in hand.
        transition.sharedElementView = main.map { flights[$0].replica }
    }

    /// A copy of `view` (hidden, its matched views inside it hidden too, so they fly on their
    /// own) in `container` just under `replica`, or `nil` when it can't be snapshotted. The flight
    /// places it.
    private static func copy(of view: any HostView, under replica: any HostView, in container: any HostView) -> (any HostView)? {
        view.isHidden = false
        let copy = view.snapshotView()
        view.isHidden = true
        guard let copy else { return nil }
        container.insertSubview(copy, belowSubview: replica)
        return copy
    }

    /// The main pair's frames on the back screen and on the detail screen, in the container's
    /// coordinates (the release of a gesture under reduced motion measures against them).
    public static func sharedElementFrames(for transition: DirectedTransition) -> (back: CGRect, fore: CGRect)? {
        let forward = transition.direction == .forward
        let backView = transition.backViewController.view, foreView = transition.foreViewController.view
        let matches = MatchedElements(from: forward ? backView : foreView, to: forward ? foreView : backView)
        let pairEnds = matches.pairs.map { ends(of: $0, forward: forward) }
        guard let main = mainIndex(of: pairEnds) else { return nil }
        func frame(of view: any HostView) -> CGRect {
            CGRect(center: place(of: view, in: transition.containerView), size: view.bounds.size)
        }
        return (frame(of: pairEnds[main].back), frame(of: pairEnds[main].fore))
    }

    /// `pair`'s view on the back screen and on the detail (fore) screen.
    private static func ends(of pair: MatchedElements.Pair, forward: Bool) -> (back: any HostView, fore: any HostView) {
        forward ? (pair.source, pair.destination) : (pair.destination, pair.source)
    }

    /// The index of the main pair among `ends`: the one largest on the detail screen.
    private static func mainIndex(of ends: [(back: any HostView, fore: any HostView)]) -> Int? {
        var main: (index: Int, area: Double)?
        for (index, end) in ends.enumerated() {
            let area = Double(end.fore.bounds.width * end.fore.bounds.height)
            if area > main?.area ?? -1 { main = (index, area) }
        }
        return main?.index
    }

    /// The covered screen recedes to ``Configuration/recededScale`` and dims by
    /// ``Configuration/dimming`` on springs that go with the flight (``Configuration/flightSpring``),
    /// hold still while a gesture holds the transition, and after its release go on
    /// ``Configuration/recedeReturnSpring``.
    private func recede(_ backView: any HostView) {
        let receded = configuration.recededScale, dimming = configuration.dimming
        guard receded.isFinite, receded > 0, dimming.isFinite, receded != 1 || dimming != 0 else { return }
        covered = (backView, backView.transform, backView.alpha)
        let spring = configuration.flightSpring
        let release = ReleaseSprings(completing: configuration.recedeReturnSpring, cancelling: configuration.recedeReturnSpring)
        let scale = backView.transform
        transition.runtime.addPlan(TransitionSpring(.scale, back: CGSize(width: scale.scaleX, height: scale.scaleY),
                                                    fore: CGSize(width: scale.scaleX * receded, height: scale.scaleY * receded),
                                                    spring: spring, releaseSprings: release), to: backView)
        let alpha = backView.alpha
        transition.runtime.addPlan(TransitionSpring(.opacity, back: alpha, fore: alpha * (1 - min(max(dimming, 0), 1)),
                                                    spring: spring, releaseSprings: release), to: backView)
    }

    public func add(_ gestureRecognizer: GestureRecognizer) {
        guard let replica = mainReplica else { return }
        // Going back, a pan moves the card as the native dismissal does (shrinking as it goes
        // down, or across with a swipe from the edge).
        let edge = gestureRecognizer is ScreenEdgePanGestureRecognizer
        let shape = transition.direction != .backward ? nil : edge ? configuration.edgeDragShape : configuration.panDragShape
        transition.runtime.addHoldPlans(for: gestureRecognizer, on: replica, dragRadius: Self.dragRadius, dragShape: shape)
        // The covered screen holds still while a gesture holds the transition.
        if let view = covered?.view {
            transition.runtime.addPlan(PausesSpring(.scale, whileActive: gestureRecognizer), to: view)
            transition.runtime.addPlan(PausesSpring(.opacity, whileActive: gestureRecognizer), to: view)
        }
    }

    /// The drag, in points, that scrubs a whole transition (200).
    public static let dragRadius = 200.0

    public func tearDown() {
        for entry in hiddenDestinations { entry.view.isHidden = entry.wasHidden }
        hiddenDestinations.removeAll()
        for entry in cascadedContent { entry.view.alpha = entry.alpha }
        cascadedContent.removeAll()
        replicator.cleanUp()
        underlay?.removeFromSuperview()
        underlay = nil
        flights.removeAll()
        transition.foreViewController.view.alpha = foreAlpha
        if let covered {
            covered.view.transform = covered.transform
            covered.view.alpha = covered.alpha
        }
        covered = nil
    }

    /// The detail screen's own content: the largest views of `screen` that hold none of
    /// `matched` — its top-level views, or, for one that holds matched views (a scroll view, a
    /// pager), the views inside it, and so on down — leaving out those whose centre is outside
    /// `container`'s bounds (a pager's other pages, the text far down a scroll view: they fade
    /// with the screen).
    private static func ownContent(of screen: any HostView, without matched: [any HostView],
                                   in container: any HostView) -> [any HostView] {
        var content: [any HostView] = []
        for child in screen.subviews where MatchedElements.isShown(child) {
            if !matched.contains(where: { isInside($0, child) }) {
                if container.bounds.contains(place(of: child, in: container)) { content.append(child) }
            } else if !matched.contains(where: { $0 === child }) {
                content += ownContent(of: child, without: matched, in: container)
            }
        }
        return content
    }

    /// Whether `view` is `ancestor` or inside it.
    private static func isInside(_ view: any HostView, _ ancestor: any HostView) -> Bool {
        var current: (any HostView)? = view
        while let node = current {
            if node === ancestor { return true }
            current = node.superview
        }
        return false
    }

    /// The centre of `view` in `container`'s coordinates.
    private static func place(of view: any HostView, in container: any HostView) -> CGPoint {
        view.superview?.convert(view.center, to: container) ?? view.center
    }

    /// Sets up dismissal on the detail screen as the native preset does
    /// (``setUpFore(_:dismisser:configuration:)`` with ``Configuration/native``).
    public static func setUpFore(_ fore: any HostViewController, dismisser: TransitionDismisser) {
        setUpFore(fore, dismisser: dismisser, configuration: .native)
    }

    /// Sets up dismissal on the detail screen: a pan (drag it away) past
    /// ``Configuration/panDeadZone`` and a pinch (pinch it in) past ``Configuration/pinchDeadZone``,
    /// each of which starts the dismissal when it begins, and a rotation that turns the card
    /// with them (alone it starts nothing, unless ``Configuration/rotationStartsDismissal``) —
    /// all three recognized together, and with the pans of the detail's scroll views. Over a
    /// scrolled detail the pan scrolls until the content reaches its top and then hands over to
    /// the dismissal in the same gesture, without a jump
    /// (``/TransitionKit/TransitionDismisser/dismiss(whenPanHandsOver:fromScrollViewsIn:)``); an
    /// upward drag only scrolls, and a sideways swipe over a pager pages. The pinch measures from the end of its dead zone: the card
    /// starts at its own size and never grows past it.
    public static func setUpFore(_ fore: any HostViewController, dismisser: TransitionDismisser, configuration: Configuration) {
        let pan = PanGestureRecognizer(name: "dismiss pan")
        if configuration.panDeadZone.isFinite, configuration.panDeadZone >= 0 { pan.movementThreshold = configuration.panDeadZone }
        let pinch = PinchGestureRecognizer(name: "dismiss pinch")
        if configuration.pinchDeadZone.isFinite, configuration.pinchDeadZone >= 0 {
            pinch.movementThreshold = configuration.pinchDeadZone
        }
        // Before the dismisser's target, so the card follows the rebased scale from the start.
        pinch.addTarget { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            if pinch.state == .began || (pinch.state == .changed && pinch.scale > 1) { pinch.scale = 1 }
        }
        let rotation = RotationGestureRecognizer(name: "dismiss rotation")
        // Over a scrolling detail the pan scrolls until the content is at its top, then takes
        // over in the same gesture; a pinch dismisses at any scroll offset.
        dismisser.dismiss(whenPanHandsOver: pan, fromScrollViewsIn: fore.view)
        dismisser.dismiss(whenGestureRecognizerBegins: pinch)
        if configuration.rotationStartsDismissal {
            dismisser.dismiss(whenGestureRecognizerBegins: rotation)
        } else {
            dismisser.join(whenGestureRecognizerBegins: rotation)
        }
        for gestureRecognizer in [pan, pinch, rotation] as [GestureRecognizer] { fore.view.addGestureRecognizer(gestureRecognizer) }
        if configuration.edgeSwipeDismisses { setUpEdgeSwipe(on: fore, pan: pan, dismisser: dismisser, configuration: configuration) }
    }

    /// A swipe from the detail screen's left edge past ``Configuration/edgeDeadZone`` dismisses
    /// it; the plain pan, and the pan of any scroll view on it that scrolls sideways (a pager),
    /// wait for it to fail (it fails at once away from the edge).
    private static func setUpEdgeSwipe(on fore: any HostViewController, pan: PanGestureRecognizer, dismisser: TransitionDismisser,
                                       configuration: Configuration) {
        let edge = ScreenEdgePanGestureRecognizer(edges: .left, name: "dismiss edge swipe")
        if configuration.edgeDeadZone.isFinite, configuration.edgeDeadZone >= 0 { edge.movementThreshold = configuration.edgeDeadZone }
        pan.require(toFail: edge)
        // The edge comes first over a pager too (it fails at once away from the edge).
        fore.view.visitScrollViews { scrollView in
            if scrollView.canScrollHorizontally { scrollView.panGestureRecognizer.require(toFail: edge) }
        }
        dismisser.dismiss(whenGestureRecognizerBegins: edge)
        fore.view.addGestureRecognizer(edge)
    }


    /// Makes the native commit rules decide a dismissal's release
    /// (``Configuration/releasePosition(of:containerHeight:containerWidth:)``), flying or under reduced motion.
    public static func prepare(_ operationContext: TransitionOperationContext, configuration: Configuration) {
        let container = operationContext.context.containerView
        operationContext.runtime.releaseDecision = { [weak container] release in
            guard let container else { return nil }
            return configuration.releasePosition(of: release, containerHeight: Double(container.bounds.height),
                                                 containerWidth: Double(container.bounds.width))
        }
    }

    /// The configuration's ``Configuration/reducedMotionDuration`` (when finite and positive).
    public static func reducedMotionDuration(with configuration: Configuration) -> Double? {
        let duration = configuration.reducedMotionDuration
        return duration.isFinite && duration > 0 ? duration : nil
    }
}
