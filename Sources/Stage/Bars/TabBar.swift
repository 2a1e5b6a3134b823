import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Recording

/// A tab bar controller's bar, as UIKit's `UITabBar`: across the bottom of the tab bar
/// controller's view, above the content (which keeps its full-screen frame, as under a
/// translucent bar), an item per tab titled with the tab's controller's title, the selected one
/// highlighted.
///
/// Tapping an item selects its tab through the tab bar controller
/// (``TabBarController/select(index:)``, so through its delegate's transition); during a
/// transition a tap does nothing. The highlight moves when a tab switch completes.
@MainActor
public final class TabBar: View {
    /// The bar's height, points: UIKit's 49-point bar over the 34-point home indicator area.
    public static let height = BarMetrics.tabBarHeight + BarMetrics.homeIndicatorHeight

    /// The items, one per tab, in order.
    let items: [TabBarItemViews]
    /// Called with the index of the item tapped.
    var onSelect: (@MainActor (Int) -> Void)?

    /// A bar of items titled `titles` across `width` points, at the bottom of a view
    /// `containerHeight` points tall.
    init(titles: [String], width: Double, containerHeight: Double) {
        let itemWidth = titles.isEmpty ? width : width / Double(titles.count)
        items = titles.enumerated().map { index, title in
            TabBarItemViews(index: index, title: title,
                            frame: CGRect(x: Double(index) * itemWidth, y: 0, width: itemWidth, height: BarMetrics.tabBarHeight))
        }
        super.init(name: "tab bar", frame: CGRect(x: 0, y: containerHeight - Self.height, width: width, height: Self.height))
        backgroundColor = BarMetrics.barColor
        let hairline = View(name: "tab bar hairline", frame: CGRect(x: 0, y: 0, width: width, height: 0.5))
        hairline.backgroundColor = BarMetrics.hairlineColor
        addSubview(hairline)
        for (index, item) in items.enumerated() {
            addSubview(item.view)
            let tap = TapGestureRecognizer(name: "tab bar item \(index + 1)")
            // The recognizer comes as the argument: capturing `tap` would make it hold itself.
            tap.addTarget { [weak self] recognizer in
                guard recognizer.state == .recognized else { return }
                self?.onSelect?(index)
            }
            item.view.addGestureRecognizer(tap)
        }
    }

    /// The index of the item drawn selected.
    public private(set) var selectedIndex = 0

    /// The titles of the items, in order.
    public var itemTitles: [String] {
        items.map { item in
            if case let .text(title) = item.titleLabel.content { return title }
            return ""
        }
    }

    /// The view of item `index` (what a finger taps), or `nil` for no such item.
    public func itemView(at index: Int) -> View? {
        items.indices.contains(index) ? items[index].view : nil
    }

    /// Draws item `index` selected and the others not.
    func select(_ index: Int) {
        selectedIndex = index
        for (itemIndex, item) in items.enumerated() { item.setSelected(itemIndex == index) }
    }
}
