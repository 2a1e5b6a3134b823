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
/// The bar has two item views: the one shown and a spare, transparent at rest. Around a push or
/// pop the spare shows the arriving titles and the two cross-fade with the transition's
/// progress — between 0.1 and 0.7 of it (``fadeStart``, ``fadeEnd``), so a transition that
/// completes or cancels a little short of its end lands with no jump. When the transition
/// completes the spare becomes the item shown (the views keep their titles and places, only
/// their roles swap); a cancelled transition fades back to the item it showed.
@MainActor
public final class NavigationBar: View {
    /// The bar's height, points: UIKit's 44-point bar under a 47-point status bar, which its
    /// background reaches up under.
    public static let height = BarMetrics.statusBarHeight + BarMetrics.navigationBarHeight
    /// The progress (0…1) at which the arriving titles start to fade in.
    public static let fadeStart = 0.1
    /// The progress (0…1) by which the arriving titles have faded in and the leaving ones out.
    public static let fadeEnd = 0.7

    /// The two item views; ``shownIndex`` says which is shown.
    private let items: [NavigationBarItemViews]
    /// The index in ``items`` of the item shown.
    private var shownIndex = 0
    /// Called when the shown item's back button is tapped.
    var onBack: (@MainActor () -> Void)?

    /// A bar `width` points wide, at the top of its superview.
    init(width: Double) {
        items = [NavigationBarItemViews(name: "navigation bar", width: width),
                 NavigationBarItemViews(name: "navigation bar spare", width: width)]
        super.init(name: "navigation bar", frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        backgroundColor = BarMetrics.barColor
        let hairline = View(name: "navigation bar hairline", frame: CGRect(x: 0, y: Self.height - 0.5, width: width, height: 0.5))
        hairline.backgroundColor = BarMetrics.hairlineColor
        addSubview(hairline)
        for item in items {
            addSubview(item.view)
            let tap = TapGestureRecognizer(name: "navigation bar back")
            // The recognizer comes as the argument: capturing `tap` would make it hold itself.
            tap.addTarget { [weak self] recognizer in
                guard recognizer.state == .recognized else { return }
                self?.onBack?()
            }
            item.backButton.addGestureRecognizer(tap)
        }
        items[1].view.setAlphaAtOnce(0)
    }

    /// The item shown: the top controller's title and back button.
    var shownItem: NavigationBarItemViews { items[shownIndex] }
    /// The spare: the item a push or pop brings, faded in with the transition's progress;
    /// transparent at rest (so never hit by a tap then).
    var arrivingItem: NavigationBarItemViews { items[1 - shownIndex] }

    /// The title shown (the top controller's), if any.
    public var title: String? { shownItem.title }
    /// The back button's title (the previous controller's), or `nil` when there is no back button.
    public var backButtonTitle: String? { shownItem.backTitle }
    /// The back button shown: zero points wide (drawn nowhere, never hit) when there is nothing
    /// to go back to.
    public var backButton: View { shownItem.backButton }

    /// Shows `title` and a back button titled `backTitle` (none for `nil`), at once.
    func show(title: String?, backTitle: String?) {
        shownItem.show(title: title, backTitle: backTitle)
        settle()
    }

    /// At rest: the item shown opaque, the spare transparent.
    private func settle() {
        shownItem.view.setAlphaAtOnce(1)
        arrivingItem.view.setAlphaAtOnce(0)
    }

    /// Prepares the spare for a transition to `title` with a back button titled `backTitle`.
    func beginTransition(toTitle title: String?, backTitle: String?) {
        arrivingItem.show(title: title, backTitle: backTitle)
        progress(0)
    }

    /// How far the arriving titles have faded in (0…1) at `progress` (0…1, clamped) of a
    /// transition: 0 up to ``fadeStart``, 1 from ``fadeEnd``, linear between.
    static func fade(at progress: Double) -> Double {
        min(max((progress - fadeStart) / (fadeEnd - fadeStart), 0), 1)
    }

    /// Cross-fades to the arriving item as a transition `fraction` (0…1) of the way says.
    func progress(_ fraction: Double) {
        guard fraction.isFinite else { return }
        let fade = Self.fade(at: fraction)
        shownItem.view.setAlphaAtOnce(1 - fade)
        arrivingItem.view.setAlphaAtOnce(fade)
    }

    /// Ends a transition: the arriving item becomes the one shown if it `completed`; else the
    /// item shown before stays.
    func endTransition(completed: Bool) {
        if completed { shownIndex = 1 - shownIndex }
        settle()
    }
}
