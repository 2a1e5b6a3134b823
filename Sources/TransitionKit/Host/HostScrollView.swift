import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// What a transition needs from a host's scroll view, with `UIScrollView`'s names and rules:
/// where its content rests, the pan that drags it, and whether a finger may scroll it.
///
/// A dismissal pan hands over from a scroll view it sits over
/// (``TransitionDismisser/dismiss(whenPanHandsOver:fromScrollViewsIn:)``): it reads the offset,
/// holds it at the top edge, and recognizes together with the scroll view's own pan. Stage's
/// `ScrollView` conforms; a UIKit adapter would wrap `UIScrollView` (the top edge then being
/// `-adjustedContentInset.top`).
@MainActor
public protocol HostScrollView: HostView {
    /// The point of the content at the bounds' origin, in points (the bounds' origin); setting
    /// it during a drag makes the content follow the finger on from there, without a jump.
    var contentOffset: CGPoint { get set }
    /// The offsets the content rests within horizontally, in points.
    var horizontalOffsetLimits: ClosedRange<Double> { get }
    /// The offsets the content rests within vertically, in points (the lower bound is the top
    /// edge).
    var verticalOffsetLimits: ClosedRange<Double> { get }
    /// Whether a vertical drag scrolls the content.
    var canScrollVertically: Bool { get }
    /// Whether a horizontal drag scrolls the content.
    var canScrollHorizontally: Bool { get }
    /// Whether a finger can scroll the content; turning it off mid-drag ends the drag.
    var isScrollEnabled: Bool { get set }
    /// The recognizer that drags the content.
    var panGestureRecognizer: PanGestureRecognizer { get }
}

extension HostView {
    /// Calls `body` with every scroll view in this view's subtree, itself included, outermost
    /// first; with `shownOnly`, a hidden view's subtree is left out.
    public func visitScrollViews(shownOnly: Bool = false, _ body: (any HostScrollView) -> Void) {
        guard !shownOnly || !isHidden else { return }
        if let scrollView = self as? any HostScrollView { body(scrollView) }
        for child in subviews { child.visitScrollViews(shownOnly: shownOnly, body) }
    }
}
