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

/// A card in the Zoom demo's grid: an image, a title and an avatar, each named as a shared
/// element (`image-N`, `title-N`, `avatar-N`), on a white rounded card.
@MainActor
public final class ZoomCard {
    /// The card's own view (not a shared element: it cross-fades with its screen).
    public let view: View
    /// The story's image, across the top of the card (`image-N`).
    public let image: View
    /// The story's title, under the image (`title-N`).
    public let titleLabel: View
    /// The author's avatar, a coloured disc beside the title (`avatar-N`).
    public let avatar: View
    /// The card's place in the demo's list of stories.
    public let index: Int

    init(index: Int, story: ZoomDemo.Story, frame: CGRect) {
        self.index = index
        view = View(name: "card \(story.title)", frame: frame)
        view.backgroundColor = .white
        view.cornerRadius = 10
        let width = Double(frame.width)
        image = View(name: "card image \(story.title)", frame: CGRect(x: 0, y: 0, width: width, height: width * 0.75))
        image.content = .image(story.image)
        image.cornerRadius = 10
        avatar = View(name: "card avatar \(story.title)", frame: CGRect(x: 8, y: width * 0.75 + 8, width: 24, height: 24))
        avatar.backgroundColor = story.color
        avatar.cornerRadius = 12
        titleLabel = View(name: "card title \(story.title)", frame: CGRect(x: 38, y: width * 0.75 + 8, width: width - 46, height: 24))
        titleLabel.content = .text(story.title)
        for part in [image, avatar, titleLabel] { view.addSubview(part) }
        image.sharedElementIdentifier = "image-\(index)"
        titleLabel.sharedElementIdentifier = "title-\(index)"
        avatar.sharedElementIdentifier = "avatar-\(index)"
    }
}

/// The grid of cards, in a view that scrolls (its bounds' origin is the scroll offset).
@MainActor
public final class ZoomGridViewController: ViewController {
    /// The scrolling view the cards are in.
    public let scrollView: View
    public private(set) var cards: [ZoomCard] = []
    /// Called with the tapped card.
    var onTap: (@MainActor (ZoomCard) -> Void)?
    /// Called with a card and the pinch that began spreading on it.
    var onPinchOut: (@MainActor (ZoomCard, PinchGestureRecognizer) -> Void)?

    /// Two columns of cards for `stories`, in a view of `size` points.
    public init(stories: [ZoomDemo.Story], size: CGSize) {
        scrollView = View(name: "cards", frame: CGRect(x: 0, y: 60, width: Double(size.width), height: Double(size.height) - 60))
        super.init(title: "Stories", size: size)
        stageView.backgroundColor = Color(red: 0.94, green: 0.94, blue: 0.96)
        stageView.addSubview(scrollView)
        let gap = 12.0
        let width = (Double(size.width) - gap * 3) / 2
        let height = width * 0.75 + 40
        for (index, story) in stories.enumerated() {
            let column = index % 2, row = index / 2
            let frame = CGRect(x: gap + Double(column) * (width + gap), y: gap + Double(row) * (height + gap), width: width, height: height)
            let card = ZoomCard(index: index, story: story, frame: frame)
            scrollView.addSubview(card.view)
            let tap = TapGestureRecognizer(name: "open \(story.title)")
            // The recognizer comes as the argument: capturing `tap` would make it hold itself.
            tap.addTarget { [weak self, weak card] recognizer in
                guard let card, recognizer.state == .recognized else { return }
                self?.onTap?(card)
            }
            card.view.addGestureRecognizer(tap)
            let pinch = PinchGestureRecognizer(name: "pinch open \(story.title)")
            pinch.addTarget { [weak self, weak card] recognizer in
                guard let card, let pinch = recognizer as? PinchGestureRecognizer, pinch.state == .began, pinch.scale > 1 else { return }
                self?.onPinchOut?(card, pinch)
            }
            card.view.addGestureRecognizer(pinch)
            cards.append(card)
        }
    }

    /// Scrolls the cards so that `offset` points of them are above the top of the scrolling view.
    public func scroll(to offset: Double) {
        scrollView.bounds = CGRect(origin: CGPoint(x: 0, y: offset), size: scrollView.bounds.size)
    }
}

/// A story's detail screen: its image across the top, the avatar and title under it (matched
/// with the card's), and a body of text that only this screen has.
@MainActor
public final class ZoomDetailViewController: ViewController {
    /// The story's image, across the top (`image-N`).
    public let image: View
    /// The title, beside the avatar (`title-N`).
    public let titleLabel: View
    /// The author's avatar (`avatar-N`).
    public let avatar: View
    /// The story's text: only this screen has it.
    public let body: View

    /// The detail screen of `story`, the card at `index`, in a view of `size` points.
    public init(story: ZoomDemo.Story, index: Int, size: CGSize) {
        let width = Double(size.width)
        image = View(name: "detail image \(story.title)", frame: CGRect(x: 0, y: 0, width: width, height: width * 0.75))
        image.content = .image(story.image)
        avatar = View(name: "detail avatar \(story.title)", frame: CGRect(x: 16, y: width * 0.75 + 16, width: 44, height: 44))
        avatar.backgroundColor = story.color
        avatar.cornerRadius = 22
        titleLabel = View(name: "detail title \(story.title)", frame: CGRect(x: 72, y: width * 0.75 + 20, width: width - 88, height: 36))
        titleLabel.content = .text(story.title)
        body = View(name: "detail body \(story.title)", frame: CGRect(x: 16, y: width * 0.75 + 76, width: width - 32, height: 200))
        body.content = .text("A story about \(story.title.lowercased()).")
        super.init(title: "Story", size: size)
        stageView.backgroundColor = .white
        for part in [image, avatar, titleLabel, body] { stageView.addSubview(part) }
        image.sharedElementIdentifier = "image-\(index)"
        titleLabel.sharedElementIdentifier = "title-\(index)"
        avatar.sharedElementIdentifier = "avatar-\(index)"
    }
}

/// The Zoom demo: a grid of story cards in a modal or navigation host; a card zooms into its
/// story's detail screen with the Zoom transition, its image, title and avatar flying, and the
/// detail screen's gestures send it back.
@MainActor
public final class ZoomDemo {
    /// A story: a title, an image and the author's colour.
    public struct Story: Sendable {
        /// The title, on the card and the detail screen.
        public var title: String
        /// The image.
        public var image: ImageReference
        /// The author's colour (the avatar's).
        public var color: Color
    }

    /// How the detail screen comes: presented from the grid (`modal`) or pushed onto the
    /// navigation controller the grid is in (`push`).
    public enum Host: String, Sendable, CaseIterable { case modal, push }

    /// The window, on the demo's clock.
    public let window: Window
    /// The grid of cards.
    public let grid: ZoomGridViewController
    /// Opens and closes the stories with the Zoom transition.
    public let controller = ZoomTransitionController()
    /// The navigation controller the grid is in, in the push host.
    public let navigation: NavigationController?
    /// The stories on the cards, in order.
    public let stories: [Story]
    /// The detail screen shown now, if any.
    public private(set) var detail: ZoomDetailViewController?
    /// How the elements start one after another, if they do (`nil`: all at once).
    public var cascade: ZoomTransitionDirector.Cascade? {
        didSet {
            let cascade = self.cascade
            controller.configureDirector = { director in director.cascade = cascade }
        }
    }
    /// Called with each detail screen just before it opens (a test lays it out its own way).
    public var detailWillOpen: (@MainActor (ZoomDetailViewController) -> Void)?

    /// The demo's stories.
    public static let stories: [Story] = [
        Story(title: "Harbour", image: ImageReference(name: "harbour", pixelWidth: 4032, pixelHeight: 3024),
              color: Color(red: 0.20, green: 0.45, blue: 0.80)),
        Story(title: "Tower", image: ImageReference(name: "tower", pixelWidth: 3024, pixelHeight: 4032),
              color: Color(red: 0.85, green: 0.35, blue: 0.25)),
        Story(title: "Tile", image: ImageReference(name: "tile", pixelWidth: 2048, pixelHeight: 2048),
              color: Color(red: 0.30, green: 0.65, blue: 0.35)),
        Story(title: "Panorama", image: ImageReference(name: "panorama", pixelWidth: 8000, pixelHeight: 2000),
              color: Color(red: 0.55, green: 0.35, blue: 0.75)),
        Story(title: "Poster", image: ImageReference(name: "poster", pixelWidth: 1000, pixelHeight: 3000),
              color: Color(red: 0.90, green: 0.65, blue: 0.15)),
        Story(title: "Sunset", image: ImageReference(name: "sunset", pixelWidth: 1920, pixelHeight: 1080),
              color: Color(red: 0.95, green: 0.45, blue: 0.55)),
        Story(title: "Meadow", image: ImageReference(name: "meadow", pixelWidth: 3000, pixelHeight: 2000),
              color: Color(red: 0.35, green: 0.60, blue: 0.60)),
        Story(title: "Lantern", image: ImageReference(name: "lantern", pixelWidth: 2000, pixelHeight: 2600),
              color: Color(red: 0.60, green: 0.50, blue: 0.30)),
    ]

    /// A grid of `stories` in `host`, on a `screenSize`-point window.
    public init(host: Host = .modal, screenSize: CGSize = CGSize(width: 390, height: 844), stories: [Story] = ZoomDemo.stories,
                clock: any FrameClock) {
        window = Window(screenSize: screenSize, clock: clock)
        self.stories = stories
        grid = ZoomGridViewController(stories: stories, size: screenSize)
        switch host {
        case .modal:
            navigation = nil
            window.rootViewController = grid
        case .push:
            let navigation = NavigationController(rootViewController: grid, size: screenSize)
            self.navigation = navigation
            window.rootViewController = navigation
        }
        grid.onTap = { [weak self] card in try? self?.open(card: card.index) }
        grid.onPinchOut = { [weak self] card, pinch in try? self?.open(card: card.index, heldBy: [pinch]) }
    }

    /// The centre of card `index`'s image, in window coordinates.
    public func imageCenter(card index: Int) -> CGPoint {
        let image = grid.cards[index].image
        return image.convert(CGPoint(x: image.bounds.midX, y: image.bounds.midY), to: nil)
    }

    /// Whether a detail screen is shown: presented, or pushed on top of the grid.
    public var showsDetail: Bool {
        if let navigation { return navigation.topViewController is ZoomDetailViewController }
        return grid.presentedStageViewController != nil
    }

    /// Opens card `index`'s story, as a tap on the card does — or, in the hands of `gestures`
    /// (a pinch spreading on the card), following them from the first frame.
    ///
    /// - Throws: `ContainerError` when a transition runs or a story is already open, or for a
    ///   card that isn't there.
    public func open(card index: Int, heldBy gestures: [GestureRecognizer] = []) throws(ContainerError) {
        guard grid.cards.indices.contains(index) else { throw .notInContainer("card \(index)") }
        guard !controller.isTransitioning else { throw .transitionInProgress }
        guard !showsDetail else { throw .viewControllerAlreadyShown("a story") }
        let card = grid.cards[index]
        let detail = ZoomDetailViewController(story: stories[index], index: index, size: window.screenSize)
        detailWillOpen?(detail)
        if let navigation {
            try controller.push(detail, onto: navigation, contextElement: card, heldBy: gestures)
        } else {
            try controller.present(detail, from: grid, contextElement: card, heldBy: gestures)
        }
        self.detail = detail
    }

    /// Closes the open story without a gesture, animated back to its card or at once.
    ///
    /// - Throws: `ContainerError` when no story is open or a transition runs.
    public func close(animated: Bool = true) throws(ContainerError) {
        guard let detail else { throw .nothingToDismiss }
        if let navigation {
            guard navigation.stack.last === detail || controller.isTransitioning else { throw .nothingToDismiss }
            _ = try navigation.popViewController(animated: animated)
        } else {
            try detail.dismiss(animated: animated, completion: nil)
        }
    }
}
