#if canImport(UIKit)
import TransitionUIKit
import UIKit

/// The guides' own controllers in a navigation controller: a horizontal swipe pushes the next
/// page and pops (``SwipeInteractionController``), the pages slide (``SlideAnimation``) and their
/// photo flies between them (``PhotoZoom``), following the finger.
@MainActor
final class GuideScene: UIViewController {
    private let navigation: UINavigationController
    private let swipe = SwipeInteractionController()
    private let router = Router()
    private let transitions = GuideTransitions()
    private var transitionController: TransitionController?

    private init() {
        navigation = UINavigationController(rootViewController: PageViewController(title: "Page 1", photoFrame: PhotoFrames.thumbnail))
        super.init(nibName: nil, bundle: nil)
        var count = 1
        router.nextPage = {
            count += 1
            return PageViewController(title: "Page \(count)", photoFrame: PhotoFrames.large)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    static func make() -> UIViewController { GuideScene() }

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(navigation)
        transitionController = TransitionController(forInteractiveTransitionsIn: navigation, transitionsSource: transitions,
                                                    operationDelegate: router, interactionController: swipe)
    }
}
#endif
