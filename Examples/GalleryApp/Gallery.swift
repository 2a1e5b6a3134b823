#if canImport(UIKit)
import TransitionUIKit
import UIKit

/// The example app: a menu of scenes, each a UIKit host of transitions on the engine.
///
/// An app shows it by making its root view controller:
///
/// ```swift
/// window.rootViewController = Gallery.makeRootViewController()
/// ```
public enum Gallery {
    /// The app's first screen: the menu, in a navigation controller.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: GalleryMenuViewController())
    }
}

/// The menu: one row per scene; each opens full screen, with a button to come back.
@MainActor
final class GalleryMenuViewController: UITableViewController {
    private struct Scene {
        let title: String
        let detail: String
        let make: @MainActor () -> UIViewController
    }

    private let scenes: [Scene] = [
        Scene(title: "The guides' controllers", detail: "A swipe pushes and pops pages; their photo flies as a shared element",
              make: GuideScene.make),
        Scene(title: "Built-ins in a navigation controller", detail: "Swipe from the right edge to push, back to pop",
              make: BuiltInScenes.navigation),
        Scene(title: "Built-ins in a tab bar controller", detail: "Swipe sideways to change tabs", make: BuiltInScenes.tabBar),
        Scene(title: "Built-ins, presented", detail: "Swipe up to present, down to dismiss", make: BuiltInScenes.modal),
        Scene(title: "Photos", detail: "Tap a photo; pinch, rotate, drag or flick it away", make: PhotoScene.make),
        Scene(title: "Zoom stories", detail: "Tap or pinch open a card; drag or pinch the story closed", make: ZoomScene.make),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transitions"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "scene")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { scenes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "scene", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = scenes[indexPath.row].title
        content.secondaryText = scenes[indexPath.row].detail
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let scene = SceneContainer(content: scenes[indexPath.row].make())
        scene.modalPresentationStyle = .fullScreen
        present(scene, animated: true)
    }
}

/// Shows one scene full screen, with a button that closes it.
@MainActor
final class SceneContainer: UIViewController {
    private let content: UIViewController

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(content)
        let close = UIButton(type: .close)
        close.translatesAutoresizingMaskIntoConstraints = false
        close.addTarget(self, action: #selector(closeScene), for: .touchUpInside)
        view.addSubview(close)
        NSLayoutConstraint.activate([
            close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 4),
            close.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
        ])
    }

    @objc private func closeScene() { dismiss(animated: true) }
}

/// A page of one colour with a label, for the built-in transitions.
@MainActor
final class ColorPageViewController: UIViewController {
    private let index: Int

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        title = "Page \(index + 1)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[index % Self.colors.count]
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
#endif
