import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Recording

/// One tab in a tab bar, UIKit's `UITabBarItem` as drawn: an icon over the tab's title, the
/// icon in the tint colour when the tab is selected and gray when not.
@MainActor
final class TabBarItemViews {
    /// The item's view: its part of the bar, which a tap selects.
    let view: View
    /// The icon, a rounded square.
    let icon: View
    /// The tab's title, under the icon.
    let titleLabel: View

    /// Tab `index` titled `title`, filling `frame` (points, in the bar).
    init(index: Int, title: String, frame: CGRect) {
        view = View(name: "tab bar item \(index + 1)", frame: frame)
        let width = Double(frame.width), side = 26.0
        icon = View(name: "tab bar item \(index + 1) icon", frame: CGRect(x: (width - side) / 2, y: 5, width: side, height: side))
        icon.cornerRadius = 7
        let labelHeight = BarMetrics.smallLabelHeight
        let textWidth = min(BarMetrics.textWidth(title, height: labelHeight), width - 4)
        titleLabel = View(name: "tab bar item \(index + 1) title",
                          frame: CGRect(x: (width - textWidth) / 2, y: 33, width: max(textWidth, 0), height: labelHeight))
        titleLabel.content = .text(title)
        view.addSubview(icon)
        view.addSubview(titleLabel)
    }

    /// Draws the item selected (tinted) or not (gray).
    func setSelected(_ selected: Bool) {
        icon.setBackgroundAtOnce(selected ? BarMetrics.tintColor : BarMetrics.unselectedColor)
    }
}
