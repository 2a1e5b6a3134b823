#if canImport(UIKit)
import UIKit

/// The seed library's conveniences on UIKit's transition context: the two controllers and views
/// by name.
extension UIViewControllerContextTransitioning {
    /// The controller shown at the start (and at the end of a cancelled transition).
    public var fromViewController: UIViewController! { viewController(forKey: .from) }

    /// The controller shown at the end of a completed transition.
    public var toViewController: UIViewController! { viewController(forKey: .to) }

    /// The view shown at the start: the `.from` view, or the `.from` controller's view when UIKit
    /// manages it (the presenting view of a presentation that keeps it).
    public var fromView: UIView! { view(forKey: .from) ?? viewController(forKey: .from)?.view }

    /// The view shown at the end: the `.to` view, or the `.to` controller's view.
    public var toView: UIView! { view(forKey: .to) ?? viewController(forKey: .to)?.view }
}
#endif
