import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Stage
import TransitionKit

/// A screen of the demos: a coloured page with a title bar and a few rows (cards), so that every
/// transition has something to move; tapping a row goes forward, as a list's rows do.
///
/// In a navigation controller the screen draws no title bar of its own: the navigation bar
/// shows its title.
@MainActor
public final class DemoScreenController: ViewController, InteractiveModalTransitionOperationDelegate {
    /// The page colours, by index, cycling.
    static let palette: [Color] = [
        Color(red: 0.93, green: 0.95, blue: 0.98),
        Color(red: 0.99, green: 0.94, blue: 0.88),
        Color(red: 0.90, green: 0.97, blue: 0.91),
        Color(red: 0.96, green: 0.91, blue: 0.97),
    ]
    /// The card colours, by index, cycling.
    static let accents: [Color] = [
        Color(red: 0.20, green: 0.45, blue: 0.85),
        Color(red: 0.90, green: 0.50, blue: 0.15),
        Color(red: 0.20, green: 0.65, blue: 0.35),
        Color(red: 0.60, green: 0.30, blue: 0.70),
    ]

    /// Supplies the screen a gesture presents from this one (modal hosts).
    var nextScreen: (@MainActor () -> DemoScreenController)?
    /// Called when a row is tapped.
    var onRowTap: (@MainActor () -> Void)?
    /// The rows, top to bottom.
    public private(set) var rows: [View] = []

    /// Screen number `index` titled `title`, `size` points; with a coloured title bar across
    /// the top unless `showsTitleBar` is `false` (a navigation bar shows the title instead).
    public init(title: String, index: Int, size: CGSize, showsTitleBar: Bool = true) {
        super.init(title: title, size: size)
        let width = Double(size.width)
        stageView.backgroundColor = Self.palette[index % Self.palette.count]
        let accent = Self.accents[index % Self.accents.count]
        if showsTitleBar {
            let bar = View(name: "\(title) bar", frame: CGRect(x: 0, y: 0, width: width, height: 96))
            bar.backgroundColor = accent
            let label = View(name: "\(title) title", frame: CGRect(x: 20, y: 52, width: width - 40, height: 32))
            label.content = .text(title)
            bar.addSubview(label)
            stageView.addSubview(bar)
        }
        for row in 0..<3 {
            let card = View(name: "\(title) card \(row + 1)", frame: CGRect(
                x: 20, y: 120 + Double(row) * 150, width: width - 40, height: 130))
            var fill = accent
            fill.alpha = 0.25 + 0.2 * Double(row)
            card.backgroundColor = fill
            card.cornerRadius = 12
            let label = View(name: "\(title) row \(row + 1) title", frame: CGRect(x: 16, y: 16, width: width - 72, height: 26))
            label.content = .text("Row \(row + 1)")
            card.addSubview(label)
            stageView.addSubview(card)
            let tap = TapGestureRecognizer(name: "\(title) row \(row + 1)")
            // The recognizer comes as the argument: capturing `tap` would make it hold itself.
            tap.addTarget { [weak self] recognizer in
                guard recognizer.state == .recognized else { return }
                self?.onRowTap?()
            }
            card.addGestureRecognizer(tap)
            rows.append(card)
        }
    }

    public func viewControllerForInteractiveModalPresentation(
        by sourceViewController: any HostViewController, gestureRecognizer: GestureRecognizer
    ) -> any HostViewController {
        nextScreen?() ?? DemoScreenController(title: "Next", index: 1, size: stageView.bounds.size)
    }
}
