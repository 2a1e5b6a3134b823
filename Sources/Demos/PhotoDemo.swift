import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Recording
import Stage
import TransitionKit

/// A thumbnail in the photo grid: the element a photo transition starts from.
@MainActor
public final class PhotoThumbnail: PhotoTransitionContextElement {
    /// The thumbnail's image view.
    public let imageView: View
    /// The photo.
    public let image: ImageReference

    init(image: ImageReference, cell: CGRect) {
        self.image = image
        // The thumbnail fills its square cell (the photo aspect-filled, as the Photos app's grid
        // shows it), so the gaps between thumbnails are the grid's, all equal.
        imageView = View(name: "thumbnail \(image.name)", frame: cell)
        imageView.content = .image(image)
    }

    public func imageElementForTransition() -> any HostView { imageView }
    public func imageSizeForTransition() -> CGSize { CGSize(width: image.pixelWidth, height: image.pixelHeight) }
}

/// The grid of photos.
@MainActor
public final class PhotoGridViewController: ViewController {
    public private(set) var thumbnails: [PhotoThumbnail] = []
    /// Called with the tapped thumbnail.
    var onTap: (@MainActor (PhotoThumbnail) -> Void)?

    /// The space between thumbnails, and between them and the screen's edges, in points.
    public static let gap = 4.0

    /// A grid of `images`, three columns of square thumbnails `gap` points apart and from the
    /// edges, below a `top`-point band (a navigation bar's height, by default), in a view of
    /// `size` points. With `showsHeader`, the band is the grid's own header titled "Photos" (for
    /// a grid that isn't under a navigation bar).
    public init(images: [ImageReference], size: CGSize, top: Double = NavigationBar.height, showsHeader: Bool = false) {
        super.init(title: "Photos", size: size)
        stageView.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.96)
        if showsHeader { stageView.addSubview(ScreenHeader.view(titled: "Photos", width: Double(size.width), height: top)) }
        let columns = 3
        let gap = Self.gap
        let side = (Double(size.width) - gap * Double(columns + 1)) / Double(columns)
        for (index, image) in images.enumerated() {
            let column = index % columns, row = index / columns
            let cell = CGRect(x: gap + Double(column) * (side + gap), y: top + gap + Double(row) * (side + gap), width: side, height: side)
            let thumbnail = PhotoThumbnail(image: image, cell: cell)
            stageView.addSubview(thumbnail.imageView)
            let tap = TapGestureRecognizer(name: "open \(image.name)")
            // The recognizer comes as the argument: capturing `tap` would make it hold itself.
            tap.addTarget { [weak self, weak thumbnail] recognizer in
                guard let thumbnail, recognizer.state == .recognized else { return }
                self?.onTap?(thumbnail)
            }
            thumbnail.imageView.addGestureRecognizer(tap)
            thumbnails.append(thumbnail)
        }
    }
}

/// The photo viewer: the photo aspect-fitted on black.
@MainActor
public final class PhotoViewerController: ViewController, PhotoForeViewController {
    public let imageView: View

    public init(image: ImageReference, size: CGSize) {
        let fit = PhotoTransitionDirector.fittedSize(
            of: CGSize(width: image.pixelWidth, height: image.pixelHeight), in: size, fallback: size)
        imageView = View(name: "viewer image", frame: CGRect(
            x: (Double(size.width) - Double(fit.width)) / 2, y: (Double(size.height) - Double(fit.height)) / 2,
            width: Double(fit.width), height: Double(fit.height)))
        imageView.content = .image(image)
        super.init(title: "Viewer", size: size)
        stageView.backgroundColor = .black
        stageView.addSubview(imageView)
    }

    public func imageElementForTransition() -> any HostView { imageView }
}

/// The photo demo: a grid of photos of different shapes in a modal or navigation host, with the
/// photo transition between the grid and a viewer.
@MainActor
public final class PhotoDemo {
    /// Where the grid is shown, and how the viewer comes: presented from the grid (`modal`),
    /// presented from the navigation controller the grid is in (`navigation`), or pushed onto
    /// it (`push`).
    public enum Host: String, Sendable, CaseIterable { case modal, navigation, push }

    public let window: Window
    public let grid: PhotoGridViewController
    public let controller = PhotoTransitionController()
    public let navigation: NavigationController?
    /// Whether the viewer is pushed onto ``navigation`` rather than presented.
    public let pushesViewer: Bool
    /// The viewer shown now, if any.
    public private(set) var viewer: PhotoViewerController?

    /// The demo's photos: landscape, portrait, square, panorama, tall and wide.
    public static let images: [ImageReference] = [
        ImageReference(name: "harbour", pixelWidth: 4032, pixelHeight: 3024),
        ImageReference(name: "tower", pixelWidth: 3024, pixelHeight: 4032),
        ImageReference(name: "tile", pixelWidth: 2048, pixelHeight: 2048),
        ImageReference(name: "panorama", pixelWidth: 8000, pixelHeight: 2000),
        ImageReference(name: "poster", pixelWidth: 1000, pixelHeight: 3000),
        ImageReference(name: "sunset", pixelWidth: 1920, pixelHeight: 1080),
    ]

    /// A grid of `images` (the demo's by default) in `host`, on a `screenSize`-point window.
    public init(
        host: Host = .modal, screenSize: CGSize = CGSize(width: 390, height: 844), images: [ImageReference] = PhotoDemo.images,
        clock: any FrameClock
    ) {
        window = Window(screenSize: screenSize, clock: clock)
        pushesViewer = host == .push
        grid = PhotoGridViewController(images: images, size: screenSize, showsHeader: host == .modal)
        switch host {
        case .modal:
            navigation = nil
            window.rootViewController = grid
        case .navigation, .push:
            let navigation = NavigationController(rootViewController: grid, size: screenSize)
            self.navigation = navigation
            window.rootViewController = navigation
        }
        grid.onTap = { [weak self] thumbnail in self?.open(thumbnail) }
    }

    /// The centre of thumbnail `index` in window coordinates.
    public func thumbnailCenter(_ index: Int) -> CGPoint {
        let view = grid.thumbnails[index].imageView
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The centre of the screen.
    public var screenCenter: CGPoint { CGPoint(x: window.screenSize.width / 2, y: window.screenSize.height / 2) }

    /// Opens photo `index` (0 ≤ index < ``images``.count) without a gesture, as a tap on its
    /// thumbnail does.
    ///
    /// - Throws: `ContainerError` when a photo transition runs or a photo is already open.
    public func open(photo index: Int) throws(ContainerError) {
        guard grid.thumbnails.indices.contains(index) else { throw .notInContainer("photo \(index)") }
        try show(grid.thumbnails[index])
    }

    /// Whether a viewer is shown: presented, or pushed on top of the grid.
    public var showsViewer: Bool {
        if pushesViewer { return navigation?.topViewController is PhotoViewerController }
        return (navigation ?? grid).presentedStageViewController != nil
    }

    /// Shows a viewer of `thumbnail`'s photo the host's way.
    private func show(_ thumbnail: PhotoThumbnail) throws(ContainerError) {
        let viewer = PhotoViewerController(image: thumbnail.image, size: window.screenSize)
        if pushesViewer, let navigation {
            // A transition running refuses first, as every container does; then a viewer on top.
            guard !controller.isTransitioning else { throw .transitionInProgress }
            guard !showsViewer else { throw .viewControllerAlreadyShown("a viewer") }
            try controller.push(viewer, onto: navigation, contextElement: thumbnail)
        } else {
            try controller.present(viewer, from: navigation ?? grid, contextElement: thumbnail)
        }
        self.viewer = viewer
    }

    /// Closes the open photo without a gesture, animated back to its thumbnail or at once.
    ///
    /// - Throws: `ContainerError` when no photo is open or a transition runs.
    public func close(animated: Bool = true) throws(ContainerError) {
        guard let viewer else { throw .nothingToDismiss }
        if pushesViewer, let navigation {
            // During a transition the container itself refuses, as in progress.
            guard navigation.stack.last === viewer || controller.isTransitioning else { throw .nothingToDismiss }
            _ = try navigation.popViewController(animated: animated)
        } else {
            try viewer.dismiss(animated: animated, completion: nil)
        }
    }

    private func open(_ thumbnail: PhotoThumbnail) {
        guard viewer == nil || !controller.isTransitioning else { return }
        try? show(thumbnail)
    }
}
