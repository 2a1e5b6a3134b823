/// What a transition needs from a host's view controller, with UIKit's names.
@MainActor
public protocol HostViewController: AnyObject {
    /// The controller's root view.
    var view: any HostView { get }
    /// A name for diagnostics and reports.
    var title: String? { get }
    /// How the controller is shown when presented.
    var modalPresentationStyle: ModalPresentationStyle { get set }
    /// The object that supplies the animation and interaction controllers when this controller
    /// is presented or dismissed.
    var transitioningDelegate: (any ViewControllerTransitioningDelegate)? { get set }
    /// The controller this one presents, if any.
    var presentedViewController: (any HostViewController)? { get }
    /// The controller that presents this one, if any.
    var presentingViewController: (any HostViewController)? { get }
    /// Presents `viewController` modally over this one (or over the top of its presented chain).
    ///
    /// - Throws: ``ContainerError`` when the request can't be honoured (already presenting, a
    ///   transition running, the controller already shown elsewhere).
    func present(
        _ viewController: any HostViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) throws(ContainerError)
    /// Dismisses the controller this one presents (or this one, if it is presented).
    ///
    /// - Throws: ``ContainerError`` when nothing is presented or a transition is running.
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) throws(ContainerError)
}

/// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// Covers the screen; the presenting controller's view is removed once the presentation
    /// completes.
    case fullScreen
    /// Covers the screen; the presenting controller's view stays in the hierarchy beneath.
    case overFullScreen
    /// Like over-full-screen, for custom transitions: the presenting view stays.
    case custom
}
