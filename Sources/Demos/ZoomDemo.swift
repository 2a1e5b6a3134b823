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

    /// Two columns of cards for `stories`, below a `top`-point band (a navigation bar's height,
    /// by default), in a view of `size` points. With `showsHeader`, the band is the grid's own
    /// header titled "Stories" (for a grid that isn't under a navigation bar).
    public init(stories: [ZoomDemo.Story], size: CGSize, top: Double = NavigationBar.height, showsHeader: Bool = false) {
        scrollView = View(name: "cards", frame: CGRect(x: 0, y: top, width: Double(size.width), height: Double(size.height) - top))
        super.init(title: "Stories", size: size)
        stageView.backgroundColor = Color(red: 0.94, green: 0.94, blue: 0.96)
        stageView.addSubview(scrollView)
        if showsHeader { stageView.addSubview(ScreenHeader.view(titled: "Stories", width: Double(size.width), height: top)) }
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

    /// Scrolls the cards as little as brings card `index` wholly into view (with the grid's
    /// 12-point gap around it); nothing for a card in view or not there.
    public func bringIntoView(card index: Int) {
        guard cards.indices.contains(index) else { return }
        let frame = cards[index].view.frame, visible = scrollView.bounds, gap = 12.0
        if Double(frame.minY) - gap < Double(visible.minY) {
            scroll(to: max(0, Double(frame.minY) - gap))
        } else if Double(frame.maxY) + gap > Double(visible.maxY) {
            scroll(to: Double(frame.maxY) + gap - Double(visible.height))
        }
    }

    /// Scrolls the cards so that `offset` points of them are above the top of the scrolling view.
    public func scroll(to offset: Double) {
        scrollView.bounds = CGRect(origin: CGPoint(x: 0, y: offset), size: scrollView.bounds.size)
    }
}

/// One story on the detail screen: a vertical scroll view holding its image across the top,
/// the avatar and title under it and a long body of text. Only the page shown carries the
/// shared-element identifiers (`image-N`, `title-N`, `avatar-N`), so a transition matches its
/// elements with the grid's card for that story.
@MainActor
public final class ZoomStoryPage {
    /// The page's scroll view: the story scrolls vertically in it.
    public let scrollView: ScrollView
    /// The story's image, across the top.
    public let image: View
    /// The title, beside the avatar.
    public let titleLabel: View
    /// The author's avatar.
    public let avatar: View
    /// The story's text, its first screenful: only this screen has it.
    public let body: View
    /// The rest of the story's text, below the first screenful.
    public let moreText: View
    /// The story's place in the demo's list of stories.
    public let index: Int

    /// The page of `story`, the card at `index`, filling `frame` (points) in the pager.
    init(story: ZoomDemo.Story, index: Int, frame: CGRect) {
        self.index = index
        let width = Double(frame.width)
        scrollView = ScrollView(name: "detail page \(story.title)", frame: frame)
        image = View(name: "detail image \(story.title)", frame: CGRect(x: 0, y: 0, width: width, height: width * 0.75))
        image.content = .image(story.image)
        avatar = View(name: "detail avatar \(story.title)", frame: CGRect(x: 16, y: width * 0.75 + 16, width: 44, height: 44))
        avatar.backgroundColor = story.color
        avatar.cornerRadius = 22
        titleLabel = View(name: "detail title \(story.title)", frame: CGRect(x: 72, y: width * 0.75 + 20, width: width - 88, height: 36))
        titleLabel.content = .text(story.title)
        body = View(name: "detail body \(story.title)", frame: CGRect(x: 16, y: width * 0.75 + 76, width: width - 32, height: 200))
        body.content = .text("A story about \(story.title.lowercased()).")
        moreText = View(name: "detail more text \(story.title)",
                        frame: CGRect(x: 16, y: width * 0.75 + 276, width: width - 32, height: Self.moreTextHeight))
        moreText.content = .text("More about \(story.title.lowercased()), at length.")
        for part in [image, avatar, titleLabel, body, moreText] { scrollView.addSubview(part) }
        scrollView.contentSize = CGSize(width: width, height: width * 0.75 + 276 + Self.moreTextHeight + 16)
    }

    /// The height of the rest of the story's text, in points: long enough that the story
    /// scrolls well past a screen.
    static let moreTextHeight = 1000.0

    /// Gives the page's image, title and avatar their shared-element identifiers (or takes
    /// them away).
    func setMatched(_ matched: Bool) {
        image.sharedElementIdentifier = matched ? "image-\(index)" : nil
        titleLabel.sharedElementIdentifier = matched ? "title-\(index)" : nil
        avatar.sharedElementIdentifier = matched ? "avatar-\(index)" : nil
    }
}

/// The detail screen: the stories side by side in a horizontal paging scroll view (a swipe
/// pages to the next or previous story), each on a ``ZoomStoryPage`` of its own that scrolls
/// vertically. The page shown carries the shared-element identifiers, so a transition back
/// flies to the card of the story shown now.
@MainActor
public final class ZoomDetailViewController: ViewController, ScrollViewDelegate {
    /// The horizontal paging scroll view of the stories.
    public let pager: ScrollView
    /// The stories' pages, in order.
    public let pages: [ZoomStoryPage]
    /// The index of the story shown now.
    public private(set) var currentIndex: Int
    /// Called with the index of the story shown once a page change settles.
    var onPageChange: (@MainActor (Int) -> Void)?

    /// The page shown now.
    public var page: ZoomStoryPage { pages[currentIndex] }
    /// The shown story's image, across the top (`image-N`).
    public var image: View { page.image }
    /// The shown story's title, beside the avatar (`title-N`).
    public var titleLabel: View { page.titleLabel }
    /// The shown story's avatar (`avatar-N`).
    public var avatar: View { page.avatar }
    /// The shown story's text.
    public var body: View { page.body }
    /// The shown story's vertical scroll view.
    public var scrollView: ScrollView { page.scrollView }

    /// The detail screen of `stories`, showing the one at `index` (clamped to the stories), in a
    /// view of `size` points.
    public init(stories: [ZoomDemo.Story], index: Int, size: CGSize) {
        let width = Double(size.width), height = Double(size.height)
        pager = ScrollView(name: "detail pager", frame: CGRect(x: 0, y: 0, width: width, height: height))
        pages = stories.enumerated().map { offset, story in
            ZoomStoryPage(story: story, index: offset, frame: CGRect(x: Double(offset) * width, y: 0, width: width, height: height))
        }
        currentIndex = min(max(index, 0), max(stories.count - 1, 0))
        super.init(title: "Story", size: size)
        stageView.backgroundColor = .white
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: width * Double(stories.count), height: height)
        for page in pages { pager.addSubview(page.scrollView) }
        stageView.addSubview(pager)
        pager.contentOffset = CGPoint(x: Double(currentIndex) * width, y: 0)
        pager.delegate = self
        if pages.indices.contains(currentIndex) { pages[currentIndex].setMatched(true) }
    }

    /// The detail screen of the one `story`, the card at `index`, in a view of `size` points.
    public convenience init(story: ZoomDemo.Story, index: Int, size: CGSize) {
        self.init(stories: [story], index: 0, size: size)
        pages.first?.setMatched(false)
        pages.first?.image.sharedElementIdentifier = "image-\(index)"
        pages.first?.titleLabel.sharedElementIdentifier = "title-\(index)"
        pages.first?.avatar.sharedElementIdentifier = "avatar-\(index)"
    }

    /// Shows the story at `index` (clamped to the stories) at once, as a settled swipe does.
    public func showPage(_ index: Int) {
        pager.contentOffset = CGPoint(x: Double(min(max(index, 0), pages.count - 1)) * Double(pager.bounds.width), y: 0)
        settle()
    }

    /// The page the pager rests on becomes the shown one: its elements are the matched ones.
    private func settle() {
        let width = Double(pager.bounds.width)
        guard width > 0, !pages.isEmpty else { return }
        let index = min(max(Int((Double(pager.contentOffset.x) / width).rounded()), 0), pages.count - 1)
        guard index != currentIndex else { return }
        pages[currentIndex].setMatched(false)
        currentIndex = index
        pages[index].setMatched(true)
        onPageChange?(index)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settle() }

    /// A pager caught mid-motion by a finger that then lifts (after scrolling the story, say)
    /// goes on to the nearest page with no "did end" call, as in UIKit: the page it comes to
    /// rest on is the shown one all the same.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === pager, !pager.isTracking, !pager.isDragging, !pager.isMoving else { return }
        settle()
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
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
        grid = ZoomGridViewController(stories: stories, size: screenSize, showsHeader: host == .modal)
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
        let detail = ZoomDetailViewController(stories: stories, index: index, size: window.screenSize)
        // Paged to another story, the grid brings that story's card into view under the detail,
        // so a dismissal flies onto it.
        // The grid scrolls the shown story's card into view — between transitions only: the
        // grid as a transition found it is how it leaves it (a page settling mid-transition
        // leaves the card where it is; a dismissal then flies to it, or towards it if out of view).
        detail.onPageChange = { [weak self] index in
            guard let self, !controller.isTransitioning else { return }
            grid.bringIntoView(card: index)
        }
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
