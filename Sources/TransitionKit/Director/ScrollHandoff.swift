import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// Lets a dismissal pan wait while the scroll view under the finger scrolls, and take over in
/// the same gesture once the content is at its top and the finger moves down
/// (``TransitionDismisser/dismiss(whenPanHandsOver:fromScrollViewsIn:)``).
///
/// The pan recognizes together with the scroll views' own pans (the dismisser says so as their
/// delegate), so both see every move, as in UIKit. While the content is away from its top edge the
/// pan's translation is set back to zero on every change — the part of the drag the content
/// took is not the dismissal's. On the move where the content reaches the top, the pan's
/// translation becomes what is left of that move past the top (the scroll view follows the
/// finger 1 : 1, so that is the move less the distance the content still had to go); the
/// content is held at the top (its offset set there, scrolling turned off until the pan ends)
/// and the dismissal starts, held by the pan: the card follows the finger from where the content
/// reached the top.
///
/// A pan that begins mostly sideways over content that scrolls sideways (a pager) never hands
/// over: the swipe is the pager's. Over no vertical scroll view, or while a transition of the
/// dismisser runs, the pan takes over as it begins, as a plain dismissal pan does.
@MainActor
final class ScrollHandoff {
    /// Where the pan is in the gesture.
    private enum Phase { case idle, waiting, declined, handedOver }

    /// The dismisser the pan belongs to.
    private unowned let dismisser: TransitionDismisser
    /// The view whose scroll views the pan hands over from.
    private weak var root: (any HostView)?
    private var phase = Phase.idle
    /// The vertical scroll view under the finger in this gesture.
    private weak var scrollView: (any HostScrollView)?
    /// The content's offset after the last move the pan heard, in points.
    private var lastOffset = 0.0
    /// Whether the handoff turned scrolling off (it is turned back on when the pan ends).
    private var disabledScrolling = false
    /// How close to its top edge the content counts as at the top, in points.
    static let topTolerance = 0.5

    init(dismisser: TransitionDismisser, root: any HostView) {
        self.dismisser = dismisser
        self.root = root
    }

    /// Follows the pan: called on each of its state changes.
    func panDidChange(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began: begin(pan)
        case .changed: if phase == .waiting { watch(pan) }
        case .ended, .cancelled, .failed: end()
        case .possible: break
        }
    }

    /// Whether `recognizer` is the pan of a scroll view the pan hands over from.
    func isScrollPan(_ recognizer: GestureRecognizer) -> Bool {
        guard let root else { return false }
        var found = false
        root.visitScrollViews(shownOnly: true) { scrollView in
            if scrollView.panGestureRecognizer === recognizer { found = true }
        }
        return found
    }

    private func begin(_ pan: PanGestureRecognizer) {
        guard let root, !dismisser.isTransitionRunning else { return handOver(pan) }
        let location = pan.location(in: nil)
        var under: [any HostScrollView] = []
        root.visitScrollViews(shownOnly: true) { scrollView in
            if scrollView.convert(scrollView.bounds, to: nil).contains(location) { under.append(scrollView) }
        }
        let translation = pan.translation(in: nil)
        if abs(translation.x) > abs(translation.y), under.contains(where: { $0.canScrollHorizontally }) {
            phase = .declined
            return
        }
        // The deepest vertical scroll view under the finger (visited outermost first).
        guard let vertical = under.last(where: { $0.canScrollVertically }) else { return handOver(pan) }
        scrollView = vertical
        let offset = Double(vertical.contentOffset.y), top = vertical.verticalOffsetLimits.lowerBound
        if offset <= top + Self.topTolerance, translation.y > 0 { return handOver(pan) }
        phase = .waiting
        lastOffset = offset
        pan.setTranslation(.zero, in: nil)
    }

    private func watch(_ pan: PanGestureRecognizer) {
        guard let scrollView, !dismisser.isTransitionRunning else { return handOver(pan) }
        let translation = pan.translation(in: nil)
        let offset = Double(scrollView.contentOffset.y), top = scrollView.verticalOffsetLimits.lowerBound
        if offset <= top + Self.topTolerance {
            // The content took the move up to the top; the rest of it is the dismissal's.
            let handed = Double(translation.y) - max(0, lastOffset - top)
            if handed > 0 {
                pan.setTranslation(CGPoint(x: translation.x, y: handed), in: nil)
                return handOver(pan)
            }
        }
        lastOffset = offset
        pan.setTranslation(.zero, in: nil)
    }

    /// The pan takes over: the content is held at its top and the dismissal starts (or the
    /// running transition is held) by the pan.
    private func handOver(_ pan: PanGestureRecognizer) {
        phase = .handedOver
        if let scrollView {
            let top = scrollView.verticalOffsetLimits.lowerBound
            if Double(scrollView.contentOffset.y) < top {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: top)
            }
            if scrollView.isScrollEnabled {
                scrollView.isScrollEnabled = false
                disabledScrolling = true
            }
        }
        dismisser.began(pan)
    }

    private func end() {
        if disabledScrolling, let scrollView { scrollView.isScrollEnabled = true }
        disabledScrolling = false
        scrollView = nil
        phase = .idle
    }

}
