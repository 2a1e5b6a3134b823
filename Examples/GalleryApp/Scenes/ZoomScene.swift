#if canImport(UIKit)
import Gestures
import TransitionUIKit
import UIKit

/// Story cards that zoom into their story with the Zoom transition: each card names its image,
/// title and avatar with `sharedElementIdentifier`, the story screen names its own the same, and
/// every pair flies. A tap opens a card; a pinch spreading on it opens it under the fingers. On
/// the story, a drag or a pinch sends it back — and its text, in a scroll view, keeps scrolling.
@MainActor
final class ZoomScene: UIViewController {
    private let transitions = ZoomTransitionController()
    private let scrollView = UIScrollView()
    private var cards: [StoryCardView] = []
    private static let titles = ["Harbour", "Tower", "Tile", "Panorama", "Poster", "Sunset", "Meadow", "Lantern"]

    static func make() -> UIViewController { ZoomScene() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.94, green: 0.94, blue: 0.96, alpha: 1)
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        transitions.configureDirector = { director in director.cascade = .init(.distanceFromMain, spread: 0.3) }
        transitions.failureHandler = { failure in print("Zoom: \(failure)") }
        for (index, title) in Self.titles.enumerated() {
            let card = StoryCardView(index: index, title: title)
            let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
            card.addGestureRecognizer(tap)
            let pinch = EngineGestureRecognizer.pinch(name: "pinch open \(title)")
            pinch.addTarget(self, action: #selector(cardPinched(_:)))
            card.addGestureRecognizer(pinch)
            scrollView.addSubview(card)
            cards.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let gap: CGFloat = 12
        let width = (view.bounds.width - gap * 3) / 2
        let height = width * 0.75 + 40
        let top = view.safeAreaInsets.top + 44
        for (index, card) in cards.enumerated() {
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            card.frame = CGRect(x: gap + column * (width + gap), y: top + gap + row * (height + gap), width: width, height: height)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: top + CGFloat((cards.count + 1) / 2) * (height + gap) + gap)
    }

    @objc private func cardTapped(_ tap: UITapGestureRecognizer) {
        guard let card = tap.view as? StoryCardView else { return }
        open(card, heldBy: [])
    }

    @objc private func cardPinched(_ pinch: EngineGestureRecognizer) {
        guard pinch.state == .began, let card = pinch.view as? StoryCardView,
              let engine = pinch.engineRecognizer as? PinchGestureRecognizer, engine.scale > 1 else { return }
        open(card, heldBy: [pinch])
    }

    private func open(_ card: StoryCardView, heldBy gestures: [UIGestureRecognizer]) {
        let story = StoryViewController(index: card.index, title: Self.titles[card.index])
        do {
            try transitions.present(story, from: self, heldBy: gestures)
        } catch {
            print("Zoom: \(error)")
        }
    }
}

/// A card: the story's picture, its title and the author's avatar, each a shared element.
@MainActor
final class StoryCardView: UIView {
    let index: Int
    private let image = UIImageView()
    private let avatar = UIView()
    private let titleLabel = UILabel()

    init(index: Int, title: String) {
        self.index = index
        super.init(frame: .zero)
        backgroundColor = .white
        layer.cornerRadius = 10
        image.image = Artwork.picture(index, size: CGSize(width: 400, height: 300))
        image.contentMode = .scaleAspectFill
        image.clipsToBounds = true
        image.layer.cornerRadius = 10
        avatar.backgroundColor = UIColor(hue: CGFloat(index) / 8, saturation: 0.6, brightness: 0.8, alpha: 1)
        avatar.layer.cornerRadius = 12
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        for part in [image, avatar, titleLabel] as [UIView] { addSubview(part) }
        image.sharedElementIdentifier = "image-\(index)"
        titleLabel.sharedElementIdentifier = "title-\(index)"
        avatar.sharedElementIdentifier = "avatar-\(index)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        image.frame = CGRect(x: 0, y: 0, width: width, height: width * 0.75)
        avatar.frame = CGRect(x: 8, y: width * 0.75 + 8, width: 24, height: 24)
        titleLabel.frame = CGRect(x: 38, y: width * 0.75 + 8, width: width - 46, height: 24)
    }
}

/// A story: its picture across the top, the avatar and title under it (matched with the card's),
/// and its text in a scroll view of its own.
@MainActor
final class StoryViewController: UIViewController {
    private let index: Int
    private let storyTitle: String
    private let image = UIImageView()
    private let avatar = UIView()
    private let titleLabel = UILabel()
    private let text = UITextView()

    init(index: Int, title: String) {
        self.index = index
        storyTitle = title
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        image.image = Artwork.picture(index, size: CGSize(width: 800, height: 600))
        image.contentMode = .scaleAspectFill
        image.clipsToBounds = true
        avatar.backgroundColor = UIColor(hue: CGFloat(index) / 8, saturation: 0.6, brightness: 0.8, alpha: 1)
        avatar.layer.cornerRadius = 22
        titleLabel.text = storyTitle
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        text.text = String(repeating: "A story about \(storyTitle.lowercased()), long enough to scroll. ", count: 40)
        text.font = .preferredFont(forTextStyle: .body)
        text.isEditable = false
        for part in [image, avatar, titleLabel, text] as [UIView] { view.addSubview(part) }
        image.sharedElementIdentifier = "image-\(index)"
        titleLabel.sharedElementIdentifier = "title-\(index)"
        avatar.sharedElementIdentifier = "avatar-\(index)"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        image.frame = CGRect(x: 0, y: 0, width: width, height: width * 0.75)
        avatar.frame = CGRect(x: 16, y: width * 0.75 + 16, width: 44, height: 44)
        titleLabel.frame = CGRect(x: 72, y: width * 0.75 + 20, width: width - 88, height: 36)
        text.frame = CGRect(x: 16, y: width * 0.75 + 76, width: width - 32, height: view.bounds.height - width * 0.75 - 76)
    }
}
#endif
