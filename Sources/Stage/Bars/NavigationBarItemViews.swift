import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Recording

/// What a navigation bar shows for one controller, UIKit's `UINavigationItem` as drawn: the
/// title, centred, and a back button titled after the controller below it, at the leading edge.
///
/// A bar has two, made once: the item shown and a spare that shows the arriving titles during a
/// push or pop; they cross-fade with the transition's progress and swap roles when it completes.
@MainActor
final class NavigationBarItemViews {
    /// The item's view, filling the bar.
    let view: View
    /// The title, centred in the bar below the status bar.
    let titleLabel: View
    /// The back button: no wider than nothing (so drawn nowhere and never hit) when there is
    /// nothing to go back to (not hidden: a hidden view is one a transition forgot).
    let backButton: View
    /// The back button's label: a chevron and the previous controller's title.
    let backLabel: View
    /// The title shown, if any.
    private(set) var title: String?
    /// The back button's title, or `nil` when the button is hidden.
    private(set) var backTitle: String?

    /// An item named `name` in a bar `width` points wide.
    init(name: String, width: Double) {
        view = View(name: "\(name) item", frame: CGRect(x: 0, y: 0, width: width, height: NavigationBar.height))
        titleLabel = View(name: "\(name) title", frame: .zero)
        backButton = View(name: "\(name) back button", frame: .zero)
        backLabel = View(name: "\(name) back title", frame: .zero)
        backButton.addSubview(backLabel)
        view.addSubview(backButton)
        view.addSubview(titleLabel)
        show(title: nil, backTitle: nil)
    }

    /// Shows `title` and a back button titled `backTitle` (hidden for `nil`), laid out at once.
    func show(title: String?, backTitle: String?) {
        self.title = title
        self.backTitle = backTitle
        let width = Double(view.bounds.width)
        let labelHeight = BarMetrics.titleLabelHeight
        let top = BarMetrics.statusBarHeight, barHeight = BarMetrics.navigationBarHeight
        let labelY = top + (barHeight - labelHeight) / 2
        let text = title ?? ""
        titleLabel.content = text.isEmpty ? .none : .text(text)
        let titleWidth = min(BarMetrics.textWidth(text, height: labelHeight), width - 176)
        titleLabel.setFrameAtOnce(CGRect(x: (width - titleWidth) / 2, y: labelY, width: max(titleWidth, 0), height: labelHeight))
        let backText = backTitle.map { "‹ " + $0 } ?? ""
        backLabel.content = backText.isEmpty ? .none : .text(backText)
        let backWidth = backText.isEmpty ? 0 : min(BarMetrics.textWidth(backText, height: labelHeight), 120)
        backButton.setFrameAtOnce(CGRect(x: 0, y: top, width: backText.isEmpty ? 0 : backWidth + 16, height: barHeight))
        backLabel.setFrameAtOnce(CGRect(x: 8, y: (barHeight - labelHeight) / 2, width: backWidth, height: labelHeight))
    }
}
