// The code of the article "Use it in a UIKit app" (TransitionUIKit.docc), word for word, so it is
// type-checked against the iOS SDK with the rest of the example: a test on Linux checks that every
// Swift block of the article is here.

#if canImport(UIKit)
import TransitionUIKit
import UIKit

final class Slide: TransitionAnimation {
    private weak var topView: UIView?
    private var target = CGAffineTransform.identity

    func setup(in operationContext: TransitionOperationContext) {
        let context = operationContext.context
        let isPresenting = operationContext.operation.isPresenting
        if isPresenting {
            context.containerView.addSubview(context.toView)
        } else if context.toView.superview == nil {
            context.containerView.insertSubview(context.toView, belowSubview: context.fromView)
        }
        context.toView.frame = context.finalFrame(for: context.toViewController)
        topView = isPresenting ? context.toView : context.fromView
        let offscreen = CGAffineTransform(translationX: context.containerView.bounds.width, y: 0)
        topView?.transform = isPresenting ? offscreen : .identity
        target = isPresenting ? .identity : offscreen
    }

    var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: AnimationTimingParameters(animationCurve: .easeOut)) { self.topView?.transform = self.target }]
    }

    func completion(position: UIViewAnimatingPosition) { topView?.transform = .identity }
}

final class Slides: TransitionsSource {
    func transitionFor(operationContext: TransitionOperationContext, interactionController: TransitionInteractionController?) -> Transition {
        Transition(duration: 0.5, animation: Slide())
    }
}

final class InboxViewController: UIViewController, InteractiveNavigationTransitionOperationDelegate {
    private let slides = Slides()
    private let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    private var transitions: TransitionController?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let navigationController else { return }
        navigationController.interactivePopGestureRecognizer?.isEnabled = false  // the pan pops
        transitions = TransitionController(forInteractiveTransitionsIn: navigationController, transitionsSource: slides,
                                           operationDelegate: self, interactionController: pan)
    }

    func performOperation(operation: UINavigationController.Operation, forInteractiveTransitionIn controller: UINavigationController,
                          gestureRecognizer: UIGestureRecognizer) {
        switch operation {
        case .push: controller.pushViewController(MessageViewController(), animated: true)
        case .pop: controller.popViewController(animated: true)
        default: break
        }
    }
}

/// The screen the article's inbox pushes.
final class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

/// A card and a story with an image view each, for the article's Zoom lines.
@MainActor final class ArticleCard { let imageView = UIImageView() }
final class ArticleStory: UIViewController { let imageView = UIImageView() }

@MainActor
func articleZoom(card: ArticleCard, story: ArticleStory, zoom: ZoomTransitionController, grid: UIViewController) throws {
card.imageView.sharedElementIdentifier = "story-7"
story.imageView.sharedElementIdentifier = "story-7"
try zoom.present(story, from: grid)          // let zoom = ZoomTransitionController()
}
#endif
