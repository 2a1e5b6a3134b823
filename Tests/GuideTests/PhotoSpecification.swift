import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Recording
import Stage
import TransitionKit

// "Photo specification" (seeds/photo_transition_spec.md), transcribed. It must keep compiling
// as written; `PhotoSpecificationTests` runs it. What differs from the spec, and why:
//
// The platform's changes (Stage for UIKit):
// - `UIImageView` is a `View` showing an image; `image!.size` is the image's pixel size.
// - There are no layers: the springs move the view itself (`.layerSize` is `.size`,
//   `.layerPosition` `.position`, `.layerScaleXY` `.scale`, `.layerRotation` `.rotation`, and
//   `replica.layer` is `replica`). `UIPanGestureRecognizer` and friends lose their prefix.
// - Swift 6: the director and the two protocols are main-actor (they touch views), so the
//   director's `deinit` is `isolated deinit`.
// The engine's words:
// - The spec's `Transition` is `DirectedTransition`: the guides own `Transition` (the
//   description a director compiles into: `Transition(duration:director:contextElement:)`).
// - A plan reads the timeline of the runtime it is added to, so it takes no `transition:`, and
//   `MapDragRadius` no `duration:` (the spec's `transition.window.duration`).
// - `transition.containerElement` / `containerView` and `transition.fore.element` /
//   `foreViewController.view` (the spec uses both names) are `containerView` and
//   `foreViewController.view`; `transition.fore as! PhotoForeViewController` is the fore
//   controller; the spec's undeclared `foreImageView` is `foreImageElement`.
// - `TransitionTween` is a value: `var fadeIn`, so that its timing function can be set.
// - Plans are typed (a spring of sizes is not a spring of points), so the four springs can't
//   share one untyped array: the two of sizes go in one loop, position and rotation one by one.
// - `replicate(view:into:)` gives `nil` for a view it can't snapshot (zero size): no replica,
//   no flight, as when the context element isn't a photo's.

/// The spec's types, in a namespace of their own (the Catalog module has its own photo director).
@MainActor
enum PhotoSpecification {
    typealias Element = View
    typealias Fore = ViewController

    @MainActor
    protocol PhotoTransitionContextElement {
        func imageElementForTransition() -> View
    }

    @MainActor
    protocol PhotoForeViewController {
        func imageElementForTransition() -> View
    }

    final class PhotoTransitionDirector: TransitionDirector {
        let transition: DirectedTransition
        required init(transition: DirectedTransition) {
            self.transition = transition
        }

        let replicator = ViewReplicator()

        var replicaImageElement: Element?
        var foreImageElement: Element?

        isolated deinit {
            foreImageElement?.isHidden = false
        }

        func setUp() {
            var fadeIn = TransitionTween(.opacity,
                                         segment: .entire,
                                         back: 0,
                                         fore: 1)
            fadeIn.timingFunction = .easeInEaseOut
            transition.runtime.addPlan(fadeIn, to: transition.foreViewController.view)

            if let contextElement = transition.contextElement as? PhotoTransitionContextElement {
                let imageElement = contextElement.imageElementForTransition()
                guard let replica = replicator.replicate(view: imageElement, into: transition.containerView) as? View else { return }

                let foreView = transition.foreViewController.view
                foreImageElement = (transition.foreViewController as! PhotoForeViewController).imageElementForTransition()
                let imageSize = imageElement.imageSize

                let fitScale = min(foreView.bounds.width / imageSize.width,
                                   foreView.bounds.height / imageSize.height)
                let fitSize = CGSize(width: fitScale * imageSize.width, height: fitScale * imageSize.height)

                let forePosition = foreImageElement!.superview!.convert(foreImageElement!.center, to: transition.containerView)
                for plan in [
                    TransitionSpring(.size,
                                     back: replica.bounds.size,
                                     fore: fitSize),
                    TransitionSpring(.scale,
                                     back: CGSize(width: 1, height: 1),
                                     fore: CGSize(width: 1, height: 1)),
                ] {
                    transition.runtime.addPlan(plan, to: replica)
                }
                transition.runtime.addPlan(TransitionSpring(.position,
                                                            back: replica.center,
                                                            fore: forePosition), to: replica)
                transition.runtime.addPlan(TransitionSpring(.rotation,
                                                            back: 0,
                                                            fore: 0), to: replica)
                foreImageElement!.isHidden = true

                replicaImageElement = replica
            }
        }

        func add(_ gestureRecognizer: GestureRecognizer) {
            transition.runtime.addPlan(PausesSpring(.size, whileActive: gestureRecognizer),
                                       to: replicaImageElement!)
            transition.runtime.addPlan(PausesSpring(.position, whileActive: gestureRecognizer),
                                       to: replicaImageElement!)
            transition.runtime.addPlan(PausesSpring(.rotation, whileActive: gestureRecognizer),
                                       to: replicaImageElement!)
            transition.runtime.addPlan(PausesSpring(.scale, whileActive: gestureRecognizer),
                                       to: replicaImageElement!)

            switch gestureRecognizer {
            case let pan as PanGestureRecognizer:
                transition.runtime.addPlan(MapDragRadius(150,
                                                         panGestureRecognizer: pan),
                                           to: transition.timeline)

                transition.runtime.addPlan(Draggable(withGestureRecognizer: pan),
                                           to: replicaImageElement!)
            case let rotate as RotationGestureRecognizer:
                transition.runtime.addPlan(Rotatable(withGestureRecognizer: rotate),
                                           to: replicaImageElement!)
            case let pinch as PinchGestureRecognizer:
                transition.runtime.addPlan(Pinchable(withGestureRecognizer: pinch),
                                           to: replicaImageElement!)
            default:
                ()
            }
        }
    }
}

// Dismissal
extension PhotoSpecification.PhotoTransitionDirector {
    class func setUpFore(_ fore: PhotoSpecification.Fore, dismisser: TransitionDismisser) {
        let gestures = [TapGestureRecognizer(),
                        PanGestureRecognizer(),
                        PinchGestureRecognizer(),
                        RotationGestureRecognizer()]
        for gestureRecognizer in gestures {
            dismisser.dismiss(whenGestureRecognizerBegins: gestureRecognizer)

            fore.view.addGestureRecognizer(gestureRecognizer)
        }
    }
}

extension View {
    /// The size of the image the view shows, in pixels (`UIImageView.image!.size`); zero when
    /// it shows none.
    var imageSize: CGSize {
        guard case let .image(image) = content else { return .zero }
        return CGSize(width: image.pixelWidth, height: image.pixelHeight)
    }
}
