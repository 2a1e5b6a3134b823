import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a ``ScrollView`` tells as it scrolls, as UIKit's `UIScrollViewDelegate` (scrolling
/// only). Every method has a default that does nothing.
///
/// A drag that ends with the content moving on calls, in order: ``scrollViewWillBeginDragging(_:)``,
/// ``scrollViewDidScroll(_:)`` as it moves,
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)`` with `true`,
/// ``scrollViewWillBeginDecelerating(_:)``, more ``scrollViewDidScroll(_:)``, and
/// ``scrollViewDidEndDecelerating(_:)`` once it rests. A touch that catches the content while it
/// decelerates stops it without ``scrollViewDidEndDecelerating(_:)``, as in UIKit.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration, a bounce, or a setter).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to scroll the content (the finger has moved past the slop).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is the scroll velocity in points per **millisecond**, as
    /// UIKit gives it (positive: the offset grows, so the finger moved up or left);
    /// `targetContentOffset` is where the content will rest, in points — change it to make the
    /// content decelerate to somewhere else (it is kept within the scrollable range).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint)
    /// The drag ended; `decelerate` says whether the content moves on (a deceleration, a bounce
    /// back, or a page snap).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content moves on after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by ``ScrollView/setContentOffset(_:animated:)`` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
