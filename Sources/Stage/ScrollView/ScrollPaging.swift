import Foundation

/// Which page a paging ``ScrollView`` settles on when the finger lets go, along one axis.
///
/// Pages are the scroll view's size apart, from offset 0. The release projects the offset as a
/// deceleration would carry it (``ScrollDeceleration/projection(velocity:rate:)``) and takes the
/// page nearest that, but no further than the first page boundary in the direction of the
/// velocity: a slow release goes to the page nearest where the content is (past half-way, the
/// next one), a flick goes to the next page the way it was flung, even from a short drag or back
/// from a long one. As in UIKit, one drag moves at most one page from the page it started on.
public enum ScrollPaging {
    /// The index of the page to settle on.
    ///
    /// - Parameters:
    ///   - offset: The content offset at release, in points.
    ///   - velocity: The scroll velocity at release, in points per second (positive: the offset grows).
    ///   - startPage: The page the drag started on.
    ///   - pageSize: The page's size along the axis, in points (the scroll view's bounds).
    ///   - lastPage: The index of the last page.
    ///   - rate: The deceleration rate, per millisecond.
    public static func targetPage(offset: Double, velocity: Double, startPage: Int, pageSize: Double,
                                  lastPage: Int, rate: Double) -> Int {
        guard pageSize > 0, offset.isFinite, velocity.isFinite else { return max(0, min(startPage, lastPage)) }
        let projected = offset + ScrollDeceleration.projection(velocity: velocity, rate: rate)
        let position = max(-1e15, min(1e15, offset / pageSize))
        var nearest = max(-1e15, min(1e15, (projected / pageSize).rounded()))
        if velocity > 0 { nearest = min(nearest, position.rounded(.up)) }
        if velocity < 0 { nearest = max(nearest, position.rounded(.down)) }
        let page = Int(max(Double(startPage - 1), min(Double(startPage + 1), nearest)))
        return max(0, min(page, lastPage))
    }

    /// The index of the last page for `maximumOffset` points of scrolling, with pages
    /// `pageSize` points apart (a partial last page counts).
    public static func lastPage(maximumOffset: Double, pageSize: Double) -> Int {
        guard pageSize > 0, maximumOffset > 0, maximumOffset.isFinite else { return 0 }
        return Int(min(1e15, (maximumOffset / pageSize - 1e-9).rounded(.up)))
    }

    /// The index of the page nearest `offset` points.
    public static func page(at offset: Double, pageSize: Double) -> Int {
        guard pageSize > 0, offset.isFinite else { return 0 }
        return Int(max(-1e15, min(1e15, (offset / pageSize).rounded())))
    }
}
