#if canImport(UIKit)
import TransitionUIKit
import UIKit

// "Adding A Shared Element", as a UIKit app writes it.

// MARK: The SharedElement

/// The page's photo in flight: a snapshot that moves in the container while the photos on both
/// pages are hidden. A struct, with what the animation needs to know.
struct PhotoSharedElement: SharedElement {
    let transitioningView: UIView
    let sourcePhoto: UIView
    let targetPhoto: UIView
    /// Where the snapshot starts and ends, in the container's coordinates.
    let initialFrame: CGRect
    let targetFrame: CGRect
}

// MARK: The SharedElementTransition: animation + interaction

/// The photo zooms from one page's frame to the other's, and follows the finger while a gesture
/// holds the transition.
final class PhotoZoom: SharedElementTransition {
    var sharedElement: SharedElement?
    var animatingPosition: UIViewAnimatingPosition = .end
    /// Where the finger holds the photo, from its centre.
    private var touchOffset = CGPoint.zero

    var timingParameters: AnimationTimingParameters {
        return AnimationTimingParameters(mass: 1, stiffness: 300, damping: 30, initialVelocity: .zero)
    }

    func setup(in operationContext: TransitionOperationContext) {
        guard let photo = sharedElement as? PhotoSharedElement else { return }
        photo.transitioningView.frame = photo.initialFrame
        operationContext.context.containerView.addSubview(photo.transitioningView)
        photo.sourcePhoto.isHidden = true
        photo.targetPhoto.isHidden = true
    }

    func animation() {
        guard let photo = sharedElement as? PhotoSharedElement else { return }
        photo.transitioningView.frame = animatingPosition == .end ? photo.targetFrame : photo.initialFrame
    }

    func completion(position: UIViewAnimatingPosition) {
        guard let photo = sharedElement as? PhotoSharedElement else { return }
        photo.transitioningView.removeFromSuperview()
        photo.sourcePhoto.isHidden = false
        photo.targetPhoto.isHidden = false
    }

    func startInteraction(in context: UIViewControllerContextTransitioning, gestureRecognizer: UIGestureRecognizer) {
        guard let photo = sharedElement as? PhotoSharedElement else { return }
        // Where the photo is on screen now: it may have been caught mid-flight.
        let center = photo.transitioningView.layer.presentation()?.position ?? photo.transitioningView.center
        let location = gestureRecognizer.location(in: context.containerView)
        touchOffset = CGPoint(x: location.x - center.x, y: location.y - center.y)
    }

    func updateInteraction(in context: UIViewControllerContextTransitioning,
                           interactionController: TransitionInteractionController,
                           progress: TransitionProgress) {
        guard let photo = sharedElement as? PhotoSharedElement else { return }
        let location = interactionController.gestureRecognizer.location(in: context.containerView)
        photo.transitioningView.center = CGPoint(x: location.x - touchOffset.x, y: location.y - touchOffset.y)
    }
}

// MARK: The SharedElementProvider

extension SwipeInteractionController: SharedElementProvider {
    func sharedElementForInteractiveTransition(with interactionController: TransitionInteractionController,
                                               in operationContext: TransitionOperationContext) -> SharedElement? {
        let context = operationContext.context
        guard let from = context.fromViewController as? PageViewController,
              let to = context.toViewController as? PageViewController,
              let snapshot = from.photo.snapshotView(afterScreenUpdates: false)
        else { return nil }
        let containerView = context.containerView
        return PhotoSharedElement(
            transitioningView: snapshot, sourcePhoto: from.photo, targetPhoto: to.photo,
            initialFrame: containerView.convert(from.photo.frame, from: from.photo.superview),
            targetFrame: containerView.convert(to.photo.frame, from: to.photo.superview))
    }
}

// MARK: Screens for the guides' code

/// A page with a photo on it, in a navigation controller.
final class PageViewController: UIViewController, TransitionPhaseDelegate {
    let photo = UIView()
    private let photoFrame: CGRect

    init(title: String, photoFrame: CGRect) {
        self.photoFrame = photoFrame
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photo.frame = photoFrame
        photo.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1)
        photo.layer.cornerRadius = 8
        view.addSubview(photo)
    }

    func willTransition(from fromViewController: UIViewController, to toViewController: UIViewController, with sharedElement: SharedElement?) {
        photo.alpha = 1
    }
}

/// Where the photo sits on the first page, and on every page pushed after it.
enum PhotoFrames {
    static let thumbnail = CGRect(x: 20, y: 120, width: 80, height: 80)
    static let large = CGRect(x: 20, y: 200, width: 350, height: 350)
}
#endif
