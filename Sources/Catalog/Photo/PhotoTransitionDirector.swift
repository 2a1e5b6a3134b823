import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import TransitionKit

/// The element a photo transition starts from (a grid cell): its image view and the image's size.
@MainActor
public protocol PhotoTransitionContextElement: AnyObject {
    /// The thumbnail's image view.
    func imageElementForTransition() -> any HostView
    /// The image's own size (any unit; only its aspect ratio matters), or zero if unknown.
    func imageSizeForTransition() -> CGSize
}

/// The photo viewer: the controller presented by a photo transition.
@MainActor
public protocol PhotoForeViewController: AnyObject {
    /// The viewer's image view.
    func imageElementForTransition() -> any HostView
}

/// The photo transition of the specification: the thumbnail's image flies and grows into the
/// viewer (springs for size, position, scale and rotation) while the viewer fades in; in the
/// viewer, a tap, pan, pinch or rotation sends it back, the springs paused while a gesture holds
/// the photo and restarted with its velocity on release, the pan's distance scrubbing the fade.
///
/// It runs on the one engine (a ``/TransitionKit/Transition`` made with
/// ``/TransitionKit/Transition/init(duration:director:contextElement:configure:)``), so in either direction a
/// touch on the flying photo takes it in hand (the engine hands the grabbing gestures to
/// ``add(_:)``), and the one release rule decides where it goes.
@MainActor
public final class PhotoTransitionDirector: ViewerTransitionDirector {
    public let transition: DirectedTransition
    public let replicator = ViewReplicator()
    /// The replica of the thumbnail image that flies.
    public private(set) var replicaImageElement: (any HostView)?
    /// The viewer's image view, hidden during the transition.
    public private(set) var foreImageElement: (any HostView)?
    /// The fitted size and centre of the photo in the viewer (container coordinates).
    public private(set) var foreFrame: (size: CGSize, center: CGPoint)?
    /// The viewer's opacity before the fade took it over.
    private var foreAlpha = 1.0

    public required init(transition: DirectedTransition) {
        self.transition = transition
    }

    public func setUp() {
        let foreView = transition.foreViewController.view
        foreAlpha = foreView.alpha
        var fadeIn = TransitionTween(.opacity, segment: .entire, back: 0, fore: 1)
        fadeIn.timingFunction = .easeInEaseOut
        transition.runtime.addPlan(fadeIn, to: foreView)

        guard let (imageElement, foreImage, foreFrame) = Self.images(of: transition),
              let replica = replicator.replicate(view: imageElement, into: transition.containerView)
        else { return }
        let (fitSize, forePosition) = foreFrame
        self.foreFrame = foreFrame
        transition.runtime.addPlan(TransitionSpring(.size, back: replica.bounds.size, fore: fitSize), to: replica)
        transition.runtime.addPlan(TransitionSpring(.position, back: replica.center, fore: forePosition), to: replica)
        transition.runtime.addPlan(
            TransitionSpring(.scale, back: CGSize(width: 1, height: 1), fore: CGSize(width: 1, height: 1)), to: replica)
        transition.runtime.addPlan(TransitionSpring(.rotation, back: 0, fore: 0), to: replica)
        foreImage.isHidden = true
        foreImageElement = foreImage
        replicaImageElement = replica
        // The replica plays the shared element: a touch on it takes the transition in hand.
        transition.sharedElementView = replica
    }

    public func add(_ gestureRecognizer: GestureRecognizer) {
        guard let replica = replicaImageElement else { return }
        let runtime = transition.runtime
        runtime.addPlan(PausesSpring(.size, whileActive: gestureRecognizer), to: replica)
        runtime.addPlan(PausesSpring(.position, whileActive: gestureRecognizer), to: replica)
        runtime.addPlan(PausesSpring(.rotation, whileActive: gestureRecognizer), to: replica)
        runtime.addPlan(PausesSpring(.scale, whileActive: gestureRecognizer), to: replica)

        switch gestureRecognizer {
        case let pan as PanGestureRecognizer:
            runtime.addPlan(MapDragRadius(150, panGestureRecognizer: pan), to: transition.timeline)
            runtime.addPlan(Draggable(withGestureRecognizer: pan), to: replica)
            runtime.addPlan(AppliesVelocity(from: pan), to: replica)
        case let rotate as RotationGestureRecognizer:
            runtime.addPlan(Rotatable(withGestureRecognizer: rotate), to: replica)
            runtime.addPlan(AppliesVelocity(from: rotate), to: replica)
        case let pinch as PinchGestureRecognizer:
            runtime.addPlan(Pinchable(withGestureRecognizer: pinch), to: replica)
            runtime.addPlan(AppliesVelocity(from: pinch), to: replica)
        default:
            break
        }
    }

    public func tearDown() {
        foreImageElement?.isHidden = false
        replicator.cleanUp()
        // The fade leaves a dismissed (or never presented) viewer transparent; it leaves with
        // the opacity it came with, so it shows if it is presented again without this director.
        transition.foreViewController.view.alpha = foreAlpha
    }

    /// The thumbnail's image view, the viewer's, and where the photo sits in the viewer (its
    /// fitted size and its centre in the container's coordinates); `nil` when the transition
    /// isn't between a photo's thumbnail and a viewer.
    private static func images(of transition: DirectedTransition)
        -> (thumbnail: any HostView, viewer: any HostView, foreFrame: (size: CGSize, center: CGPoint))? {
        guard let contextElement = transition.contextElement as? PhotoTransitionContextElement,
              let fore = transition.foreViewController as? PhotoForeViewController
        else { return nil }
        let foreImage = fore.imageElementForTransition()
        let fitSize = fittedSize(of: contextElement.imageSizeForTransition(), in: transition.foreViewController.view.bounds.size,
                                 fallback: foreImage.bounds.size)
        let forePosition = foreImage.superview?.convert(foreImage.center, to: transition.containerView) ?? foreImage.center
        return (contextElement.imageElementForTransition(), foreImage, (fitSize, forePosition))
    }

    /// The thumbnail's frame and the photo's fitted frame in the viewer, in the container's
    /// coordinates (the release of a gesture under reduced motion measures against them).
    public static func sharedElementFrames(for transition: DirectedTransition) -> (back: CGRect, fore: CGRect)? {
        guard let (thumbnail, _, foreFrame) = images(of: transition) else { return nil }
        let container = transition.containerView
        let backCenter = thumbnail.superview?.convert(thumbnail.center, to: container) ?? thumbnail.center
        return (CGRect(center: backCenter, size: thumbnail.bounds.size), CGRect(center: foreFrame.center, size: foreFrame.size))
    }

    /// `imageSize` scaled to fit `bounds` (aspect fit). An image with no width or height, or a
    /// fit that isn't finite, falls back to `fallback` (itself clamped to `bounds`).
    public static func fittedSize(of imageSize: CGSize, in bounds: CGSize, fallback: CGSize) -> CGSize {
        let width = Double(imageSize.width), height = Double(imageSize.height)
        let scale = min(Double(bounds.width) / width, Double(bounds.height) / height)
        guard width > 0, height > 0, scale.isFinite, scale > 0 else {
            return CGSize(width: min(max(fallback.width, 0), bounds.width), height: min(max(fallback.height, 0), bounds.height))
        }
        return CGSize(width: width * scale, height: height * scale)
    }
}

extension PhotoTransitionDirector {
    /// Sets up dismissal on the viewer: a tap, pan, pinch and rotation on its view, each of which
    /// starts the dismissal when it begins, all recognized together.
    public static func setUpFore(_ fore: any HostViewController, dismisser: TransitionDismisser) {
        let gestures: [GestureRecognizer] = [
            TapGestureRecognizer(name: "dismiss tap"), PanGestureRecognizer(name: "dismiss pan"),
            PinchGestureRecognizer(name: "dismiss pinch"), RotationGestureRecognizer(name: "dismiss rotation"),
        ]
        for gestureRecognizer in gestures {
            dismisser.dismiss(whenGestureRecognizerBegins: gestureRecognizer)
            fore.view.addGestureRecognizer(gestureRecognizer)
        }
    }
}
