import Foundation
import Gestures
import Motion
import TransitionKit

/// The Zoom transition: a card or thumbnail zooms into its detail screen and back, with every
/// view the two screens share by ``TransitionKit/HostView/sharedElementIdentifier`` (the image,
/// its title, an avatar) flying with it, while the detail screen fades in over the grid (the
/// rest of both screens cross-fades, scrubbed by the transition's progress).
///
/// Each matched pair flies as a replica of the view on the screen the transition leaves, on a
/// ``TransitionKit/MatchedFlight``: springs for its position, size and rotation, retargeted every
/// frame as its ends move, with a defined fallback for an end that scrolled away, was removed or
/// has no size. The originals on both screens are hidden while their replica flies and shown
/// again exactly as they were when the transition ends, completed or cancelled.
///
/// Interactive both ways, on the one engine: a touch on the main replica (the pair largest on
/// the detail screen) takes it in hand while it opens or closes — it follows pan, pinch and
/// rotation, the pan's distance scrubs the transition (and every other replica with it), and the
/// release decides by its direction and speed. On the detail screen a pan or pinch dismisses
/// (``setUpFore(_:dismisser:)``).
@MainActor
public final class ZoomTransitionDirector: ViewerTransitionDirector {
    public let transition: DirectedTransition
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
        var main: (replica: any HostView, area: Double)?
        for flight in flights {
            container.bringSubviewToFront(flight.replica)
            hiddenDestinations.append((flight.pair.destination, flight.pair.destination.isHidden))
            flight.pair.destination.isHidden = true
            let back = forward ? flight.pair.source : flight.pair.destination
            let fore = forward ? flight.pair.destination : flight.pair.source
            transition.runtime.addPlan(MatchedFlight(back: back, fore: fore, in: container), to: flight.replica)
            let size = fore.bounds.size
            let area = Double(size.width * size.height)
            if area > main?.area ?? -1 { main = (flight.replica, area) }
        }
        // The main replica plays the shared element: a touch on it takes the transition in hand.
        transition.sharedElementView = main?.replica
    }

    public func add(_ gestureRecognizer: GestureRecognizer) {
        guard let replica = mainReplica else { return }
        transition.runtime.addGrabPlans(for: gestureRecognizer, on: replica, dragRadius: Self.dragRadius)
    }

    /// The drag, in points, that scrubs a whole transition (200).
    public static let dragRadius = 200.0

    public func tearDown() {
        for entry in hiddenDestinations { entry.view.isHidden = entry.wasHidden }
        hiddenDestinations.removeAll()
        replicator.cleanUp()
        flights.removeAll()
        transition.foreViewController.view.alpha = foreAlpha
    }

    /// Sets up dismissal on the detail screen: a pan (drag it away) and a pinch (pinch it in),
    /// each of which starts the dismissal when it begins, recognized together.
    public static func setUpFore(_ fore: any HostViewController, dismisser: TransitionDismisser) {
        let gestures: [GestureRecognizer] = [
            PanGestureRecognizer(name: "dismiss pan"), PinchGestureRecognizer(name: "dismiss pinch"),
            RotationGestureRecognizer(name: "dismiss rotation"),
        ]
        for gestureRecognizer in gestures {
            dismisser.dismiss(whenGestureRecognizerBegins: gestureRecognizer)
            fore.view.addGestureRecognizer(gestureRecognizer)
        }
    }
}
