import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// The sizes and colours the bars share: UIKit's on a 390 × 844-point iPhone.
enum BarMetrics {
    /// The status bar's height, points: the navigation bar's background reaches up under it.
    static let statusBarHeight = 47.0
    /// UIKit's navigation bar height below the status bar, points.
    static let navigationBarHeight = 44.0
    /// UIKit's tab bar height above the home indicator, points.
    static let tabBarHeight = 49.0
    /// The home indicator's area under the tab bar's items, points.
    static let homeIndicatorHeight = 34.0
    /// The height of a label for a bar's title, points (the report draws text at 0.7 of a
    /// label's height, so a 17-point title).
    static let titleLabelHeight = 24.0
    /// A smaller label (a tab's title), points (a 10.5-point font).
    static let smallLabelHeight = 15.0
    /// A light, nearly opaque bar, as UIKit's default translucent bars look over a light page.
    static let barColor = Color(red: 0.97, green: 0.97, blue: 0.98, alpha: 0.94)
    /// The thin line between a bar and the content.
    static let hairlineColor = Color(red: 0, green: 0, blue: 0, alpha: 0.2)
    /// UIKit's system blue: the selected tab.
    static let tintColor = Color(red: 0, green: 0.478, blue: 1)
    /// UIKit's gray for an unselected tab.
    static let unselectedColor = Color(red: 0.6, green: 0.6, blue: 0.62)

    /// About how wide `text` is drawn in a label `height` points tall, points: the report's
    /// sans-serif at 0.7 of the height averages about 0.58 of the font size a character.
    static func textWidth(_ text: String, height: Double) -> Double {
        Double(text.count) * height * 0.7 * 0.58
    }
}
