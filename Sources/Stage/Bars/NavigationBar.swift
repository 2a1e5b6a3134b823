import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Recording

/// A navigation controller's bar, as UIKit's `UINavigationBar`: across the top of the
/// navigation controller's view, above the content (which keeps its full-screen frame, as under
/// a translucent bar), showing the top controller's title and, when there is a controller to go
/// back to, a back button titled with that controller's title.
///
/// Tapping the back button pops the top controller, animated, through the navigation
/// controller's transition (``NavigationController/popViewController(animated:)``); during a
/// transition a tap does nothing.
///
/// Around a push or pop the bar cross-fades from the item it shows to the arriving one with the
/// transition's progress (0…1), and shows the arriving one alone when the transition completes;
/// a cancelled transition leaves it as it was. At rest every view of the bar is opaque and
/// shown: the arriving item is empty then (no text, no size), not transparent.
@MainActor
public final class NavigationBar: View {
    /// The bar's height, points: UIKit's 44-point bar under a 47-point status bar, which its
    /// background reaches up under.
    public static let height = BarMetrics.statusBarHeight + BarMetrics.navigationBarHeight

    /// The item shown: the top controller's title and back button.
    let shownItem: NavigationBarItemViews
    /// The item a push or pop brings, faded in with the transition's progress; empty at rest. It
    /// never takes touches (a tap during a transition does nothing; at rest it shows nothing).
    let arrivingItem: NavigationBarItemViews
    /// Called when the shown item's back button is tapped.
    var onBack: (@MainActor () -> Void)?

    /// A bar `width` points wide, at the top of its superview.
    init(width: Double) {
        shownItem = NavigationBarItemViews(name: "navigation bar", width: width)
        arrivingItem = NavigationBarItemViews(name: "navigation bar arriving", width: width)
        super.init(name: "navigation bar", frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        backgroundColor = BarMetrics.barColor
        let hairline = View(name: "navigation bar hairline", frame: CGRect(x: 0, y: Self.height - 0.5, width: width, height: 0.5))
        hairline.backgroundColor = BarMetrics.hairlineColor
        addSubview(hairline)
        addSubview(shownItem.view)
        addSubview(arrivingItem.view)
        arrivingItem.view.isUserInteractionEnabled = false
        let tap = TapGestureRecognizer(name: "navigation bar back")
        // The recognizer comes as the argument: capturing `tap` would make it hold itself.
        tap.addTarget { [weak self] recognizer in
            guard recognizer.state == .recognized else { return }
            self?.onBack?()
        }
        shownItem.backButton.addGestureRecognizer(tap)
    }

    /// The title shown (the top controller's), if any.
    public var title: String? { shownItem.title }
    /// The back button's title (the previous controller's), or `nil` when there is no back button.
    public var backButtonTitle: String? { shownItem.backTitle }
    /// The back button, in the bar: zero points wide (drawn nowhere, never hit) when there is
    /// nothing to go back to.
    public var backButton: View { shownItem.backButton }

    /// Shows `title` and a back button titled `backTitle` (none for `nil`), at once.
    func show(title: String?, backTitle: String?) {
        shownItem.show(title: title, backTitle: backTitle)
        settle()
    }

    /// At rest: the shown item opaque, the arriving one empty and opaque.
    private func settle() {
        arrivingItem.show(title: nil, backTitle: nil)
        shownItem.view.setAlphaAtOnce(1)
        arrivingItem.view.setAlphaAtOnce(1)
    }

    /// Prepares the arriving item for a transition to `title` with a back button titled `backTitle`.
    func beginTransition(toTitle title: String?, backTitle: String?) {
        arrivingItem.show(title: title, backTitle: backTitle)
        progress(0)
    }

    /// Cross-fades to the arriving item: `fraction` of the way (0…1, clamped).
    func progress(_ fraction: Double) {
        guard fraction.isFinite else { return }
        let fraction = min(max(fraction, 0), 1)
        shownItem.view.setAlphaAtOnce(1 - fraction)
        arrivingItem.view.setAlphaAtOnce(fraction)
    }

    /// Ends a transition: the arriving item's title shown alone if it `completed`, else the
    /// item shown before.
    func endTransition(completed: Bool) {
        if completed {
            show(title: arrivingItem.title, backTitle: arrivingItem.backTitle)
        } else {
            settle()
        }
    }
}
