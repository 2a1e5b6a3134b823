import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Stage
import TransitionKit

// "Adding A Shared Element" (seeds/shared_element.md), transcribed with only the platform's
// changes. It must keep compiling as written; `GuideTests` runs it.

// MARK: The SharedElement

/// The page's photo in flight: a snapshot that moves in the container while the photos on both
/// pages are hidden. A struct, with what the animation needs to know.
struct PhotoSharedElement: SharedElement {
    let transitioningView: HostView
    let sourcePhoto: HostView
    let targetPhoto: HostView
    /// Where the snapshot starts and ends, in the container's coordinates.
    let initialFrame: CGRect
    let targetFrame: CGRect
}

// MARK: The SharedElementTransition: animation + interaction

/// The photo zooms from the thumbnail to its large frame, and follows the finger while a
/// gesture holds the transition.
final class PhotoZoom: SharedElementTransition {
    var sharedElement: SharedElement?
    var animatingPosition: ViewAnimatingPosition = .end
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

    func completion(position: ViewAnimatingPosition) {
        guard let photo = sharedElement as? PhotoSharedElement else { return }
        photo.transitioningView.removeFromSuperview()
        photo.sourcePhoto.isHidden = false
        photo.targetPhoto.isHidden = false
    }

    func startInteraction(in context: ViewControllerContextTransitioning, gestureRecognizer: GestureRecognizer) {
        guard let photo = sharedElement as? PhotoSharedElement else { return }
        // Where the photo is on screen now: it may have been caught mid-flight.
        let center = photo.transitioningView.presentation.center
        let location = gestureRecognizer.location(in: context.containerView)
        touchOffset = CGPoint(x: location.x - center.x, y: location.y - center.y)
    }

    func updateInteraction(in context: ViewControllerContextTransitioning,
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
              let snapshot = from.photo.snapshotView()
        else { return nil }
        let containerView = context.containerView
        return PhotoSharedElement(
            transitioningView: snapshot, sourcePhoto: from.photo, targetPhoto: to.photo,
            initialFrame: containerView.convert(from.photo.frame, from: from.photo.superview),
            targetFrame: containerView.convert(to.photo.frame, from: to.photo.superview))
    }
}
