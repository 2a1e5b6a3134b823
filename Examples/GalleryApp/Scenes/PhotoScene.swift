#if canImport(UIKit)
import TransitionUIKit
import UIKit

/// The photo grid and viewer of the Photo specification: a tap opens a photo, which flies out of
/// its cell; in the viewer, a tap, drag, pinch or rotation sends it back, and a touch on it while
/// it flies takes it in hand.
@MainActor
final class PhotoScene: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let transitions = PhotoTransitionController()
    private lazy var grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        grid.backgroundColor = .systemBackground
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.delegate = self
        return grid
    }()

    static func make() -> UIViewController { PhotoScene() }

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(grid)
        transitions.failureHandler = { failure in print("Photos: \(failure)") }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = grid.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = floor((view.bounds.width - 4) / 3)
        layout.itemSize = CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.show(picture: indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) as? PhotoCell, let image = cell.imageView.image else { return }
        do {
            try transitions.present(PhotoViewerController(image: image), from: self, contextElement: cell)
        } catch {
            print("Photos: \(error)")
        }
    }
}

/// A cell of the grid: the photo, filling the square.
@MainActor
final class PhotoCell: UICollectionViewCell, PhotoTransitionContextElement {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(picture index: Int) {
        let ratio = Artwork.aspectRatio(index)
        imageView.image = Artwork.picture(index, size: CGSize(width: 300 * min(ratio, 1), height: 300 / max(ratio, 1)))
    }

    func imageElementForTransition() -> UIView { imageView }

    func imageSizeForTransition() -> CGSize { imageView.image?.size ?? .zero }
}

/// The viewer: the photo, fitted to the screen on black.
@MainActor
final class PhotoViewerController: UIViewController, PhotoForeViewController {
    private let imageView = UIImageView()

    init(image: UIImage) {
        imageView.image = image
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
    }

    func imageElementForTransition() -> UIView { imageView }
}
#endif
