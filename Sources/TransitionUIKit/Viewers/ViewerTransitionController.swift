#if canImport(UIKit)
import Catalog
import CoreGraphics
import Gestures
import TransitionKit
import UIKit

/// Presents a viewer from a grid (or pushes it onto a navigation controller) with the photo or
/// the Zoom transition, and lets the viewer's own gestures send it back: the engine's
/// `ViewerTransitionController`, for `UIViewController`s.
///
/// In either direction a touch on the flying element takes it in hand (pan, pinch, rotation,
/// with as many fingers as the hand has), and its release — with its velocity — decides where it
/// goes. The viewer's gestures and the grabbing gestures are the engine's, standing in UIKit's
/// gesture system: scroll views in the viewer keep scrolling.
@preconcurrency @MainActor
public final class ViewerTransitionController<Director: ViewerTransitionDirector> {
    /// The engine's controller, which runs everything.
    public let engineController: Catalog.ViewerTransitionController<Director>
    private let host = UIKitHost.shared

    /// A controller whose transitions last `duration` seconds (0.4 when it isn't finite and
    /// positive).
    public init(duration: TimeInterval = 0.4) {
        engineController = Catalog.ViewerTransitionController<Director>(duration: duration)
    }

    /// Whether a transition of this controller runs.
    public var isTransitioning: Bool { engineController.isTransitioning }
    /// How far the running transition is, 0 (the grid) … 1 (the viewer), or `nil`.
    public var fractionComplete: Double? { engineController.fractionComplete }
    /// The director of the running transition, or `nil`.
    public var director: Director? { engineController.director }
    /// Called with each transition's director before it sets up, to choose its options.
    public var configureDirector: (@MainActor (Director) -> Void)? {
        get { engineController.configureDirector }
        set { engineController.configureDirector = newValue }
    }
    /// Told when a transition could not run as asked; without a handler, each is written to
    /// standard error as one line.
    public var failureHandler: (@MainActor (TransitionFailure) -> Void)? {
        get { engineController.failureHandler }
        set { engineController.failureHandler = newValue }
    }

    /// Presents `viewController` from `source`, the transition starting at `contextElement`; with
    /// `gestures` (stand-ins of the engine's pinch that spread on a card), the transition is in
    /// their hands from its first frame.
    ///
    /// - Throws: `ContainerError` when a transition runs, `source` presents a controller
    ///   already, or UIKit would refuse the presentation; nothing changes then.
    public func present(_ viewController: UIViewController, from source: UIViewController, contextElement: AnyObject? = nil,
                        heldBy gestures: [UIGestureRecognizer] = []) throws(ContainerError) {
        try engineController.present(
            host.adapter(for: viewController), from: host.adapter(for: source), contextElement: contextElement,
            heldBy: gestures.map(host.engineRecognizer(for:)))
    }

    /// Pushes `viewController` onto `navigationController`, the transition starting at
    /// `contextElement` (in the hands of `gestures`, if any); the viewer's gestures pop it. The
    /// controller then supplies every push and pop of `navigationController`.
    ///
    /// - Throws: `ContainerError` when a transition runs or the push is refused.
    public func push(_ viewController: UIViewController, onto navigationController: UINavigationController,
                     contextElement: AnyObject? = nil, heldBy gestures: [UIGestureRecognizer] = []) throws(ContainerError) {
        try engineController.push(
            host.adapter(for: viewController), onto: host.navigationAdapter(for: navigationController), contextElement: contextElement,
            heldBy: gestures.map(host.engineRecognizer(for:)))
    }
}

/// Opens a detail screen from a grid with the Zoom transition: every view the two screens name
/// with the same `sharedElementIdentifier` flies.
public typealias ZoomTransitionController = ViewerTransitionController<ZoomTransitionDirector>

/// Opens a photo viewer from a grid with the photo transition of the Photo specification.
public typealias PhotoTransitionController = ViewerTransitionController<PhotoTransitionDirector>

/// The Zoom transition's director: its flights, its cascade.
public typealias ZoomTransitionDirector = Catalog.ZoomTransitionDirector

/// The photo transition's director.
public typealias PhotoTransitionDirector = Catalog.PhotoTransitionDirector

extension ViewerTransitionController where Director == PhotoTransitionDirector {
    /// Presents the photo viewer `viewController` from `source`, the photo flying out of
    /// `contextElement` (a grid cell).
    ///
    /// - Throws: `ContainerError` when a transition runs or the presentation is refused.
    public func present(_ viewController: UIViewController, from source: UIViewController,
                        contextElement: any PhotoTransitionContextElement, heldBy gestures: [UIGestureRecognizer] = []) throws(ContainerError) {
        try present(viewController, from: source, contextElement: PhotoContextElementAdapter(contextElement, host: host) as AnyObject,
                    heldBy: gestures)
    }

    /// Pushes the photo viewer `viewController` onto `navigationController`, the photo flying out
    /// of `contextElement`.
    ///
    /// - Throws: `ContainerError` when a transition runs or the push is refused.
    public func push(_ viewController: UIViewController, onto navigationController: UINavigationController,
                     contextElement: any PhotoTransitionContextElement, heldBy gestures: [UIGestureRecognizer] = []) throws(ContainerError) {
        try push(viewController, onto: navigationController,
                 contextElement: PhotoContextElementAdapter(contextElement, host: host) as AnyObject, heldBy: gestures)
    }
}

/// The element a photo transition starts from (a grid cell): its image view and the image's
/// size.
@preconcurrency @MainActor
public protocol PhotoTransitionContextElement: AnyObject {
    /// The thumbnail's image view.
    func imageElementForTransition() -> UIView
    /// The image's own size (any unit; only its aspect ratio matters), or zero if unknown.
    func imageSizeForTransition() -> CGSize
}

/// The photo viewer: a controller a photo transition presents adopts it.
@preconcurrency @MainActor
public protocol PhotoForeViewController: AnyObject {
    /// The viewer's image view.
    func imageElementForTransition() -> UIView
}

/// An app's grid cell as the engine's context element.
@MainActor
final class PhotoContextElementAdapter: Catalog.PhotoTransitionContextElement {
    private let element: any PhotoTransitionContextElement
    private unowned let host: UIKitHost

    init(_ element: any PhotoTransitionContextElement, host: UIKitHost) {
        self.element = element
        self.host = host
    }

    func imageElementForTransition() -> any HostView { host.adapter(for: element.imageElementForTransition()) }

    func imageSizeForTransition() -> CGSize { element.imageSizeForTransition() }
}

/// The engine's controller for an app's photo viewer.
@MainActor
final class UIKitPhotoViewerController: UIKitViewController, Catalog.PhotoForeViewController {
    func imageElementForTransition() -> any HostView {
        guard let viewer = viewController as? PhotoForeViewController else { return view }
        return host.adapter(for: viewer.imageElementForTransition())
    }
}
#endif
