import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// Dragging: the pan recognizer's delegate answers and actions.
extension ScrollView {
    // MARK: GestureRecognizerDelegate

    /// The pan begins only in a direction the content can scroll: along a scrollable axis, or
    /// within 45° of it when only one axis scrolls (a mostly sideways drag on content that only
    /// scrolls vertically fails, leaving the touch to recognizers further out).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer else { return true }
        let movement = panGestureRecognizer.translation(in: self)
        switch (canScrollHorizontally, canScrollVertically) {
        case (true, true): return true
        case (true, false): return abs(movement.x) >= abs(movement.y)
        case (false, true): return abs(movement.y) >= abs(movement.x)
        case (false, false): return false
        }
    }

    /// Every touch reaches the pan; a first finger touching down catches the content where it
    /// is at that instant.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard recognizer === panGestureRecognizer, !isTracking else { return true }
        isTracking = true
        stopMotion(at: touch.timestamp)
        // Watch for the finger lifting without a drag (the pan then fails, which calls no action).
        window?.loop.add(self)
        return true
    }

    // MARK: The pan's actions

    /// Called on every state change of the pan that the app sees.
    func panDidChange() {
        switch panGestureRecognizer.state {
        case .began: beginDrag()
        case .changed: continueDrag()
        case .ended: endDrag(velocity: scrollVelocity(), at: panGestureRecognizer.timestamp)
        case .cancelled: endDrag(velocity: .zero, at: panGestureRecognizer.timestamp)
        case .possible, .failed: break
        }
    }

    /// The scroll velocity at release, in points per second: opposite to the finger's, and zero
    /// along an axis the drag doesn't scroll.
    private func scrollVelocity() -> CGPoint {
        let finger = panGestureRecognizer.velocity(in: self)
        return CGPoint(x: dragsHorizontally && finger.x.isFinite ? -finger.x : 0,
                       y: dragsVertically && finger.y.isFinite ? -finger.y : 0)
    }

    private func beginDrag() {
        stopMotion(at: panGestureRecognizer.timestamp)
        isTracking = true
        isDragging = true
        dragsHorizontally = canScrollHorizontally
        dragsVertically = canScrollVertically
        let offset = contentOffset
        dragStartPage = (ScrollPaging.page(at: Double(offset.x), pageSize: Double(bounds.width)),
                         ScrollPaging.page(at: Double(offset.y), pageSize: Double(bounds.height)))
        anchorDrag()
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Makes the drag go on from the current offset and translation: where the finger would be
    /// for this offset (undoing the rubber band past an edge), so the next move doesn't jump.
    func anchorDrag() {
        let offset = contentOffset
        let horizontal = horizontalOffsetLimits, vertical = verticalOffsetLimits
        dragStartOffset = CGPoint(
            x: Self.unbanded(Double(offset.x), limits: horizontal, dimension: Double(bounds.width)),
            y: Self.unbanded(Double(offset.y), limits: vertical, dimension: Double(bounds.height)))
        dragStartTranslation = panGestureRecognizer.translation(in: self)
    }

    private func continueDrag() {
        let translation = panGestureRecognizer.translation(in: self)
        guard translation.isFinite else { return }
        var offset = contentOffset
        if dragsHorizontally {
            let raw = Double(dragStartOffset.x) - Double(translation.x - dragStartTranslation.x)
            offset.x = banded(raw, limits: horizontalOffsetLimits, dimension: Double(bounds.width))
        }
        if dragsVertically {
            let raw = Double(dragStartOffset.y) - Double(translation.y - dragStartTranslation.y)
            offset.y = banded(raw, limits: verticalOffsetLimits, dimension: Double(bounds.height))
        }
        applyOffset(offset)
    }

    /// The offset shown for a finger at unbanded offset `raw`: itself within `limits`, past an
    /// edge rubber-banded (or held at the edge when the scroll view doesn't bounce).
    private func banded(_ raw: Double, limits: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < limits.lowerBound {
            return bounces ? limits.lowerBound + RubberBand.offset(forExcess: raw - limits.lowerBound, dimension: dimension)
                : limits.lowerBound
        }
        if raw > limits.upperBound {
            return bounces ? limits.upperBound + RubberBand.offset(forExcess: raw - limits.upperBound, dimension: dimension)
                : limits.upperBound
        }
        return raw
    }

    /// The unbanded offset of a finger for which the content shows at `offset`.
    private static func unbanded(_ offset: Double, limits: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < limits.lowerBound {
            return limits.lowerBound + RubberBand.excess(forOffset: offset - limits.lowerBound, dimension: dimension)
        }
        if offset > limits.upperBound {
            return limits.upperBound + RubberBand.excess(forOffset: offset - limits.upperBound, dimension: dimension)
        }
        return offset
    }

    /// The finger lifted (or the drag was cancelled) at `time` with the content moving at
    /// `velocity` points per second: ask the delegate where to rest, and move on there.
    private func endDrag(velocity: CGPoint, at time: Double) {
        isTracking = false
        let offset = contentOffset
        let horizontal = horizontalOffsetLimits, vertical = verticalOffsetLimits
        let rate = decelerationRate.rawValue
        var natural = CGPoint(
            x: min(max(Double(offset.x) + ScrollDeceleration.projection(velocity: Double(velocity.x), rate: rate),
                       horizontal.lowerBound), horizontal.upperBound),
            y: min(max(Double(offset.y) + ScrollDeceleration.projection(velocity: Double(velocity.y), rate: rate),
                       vertical.lowerBound), vertical.upperBound))
        if isPagingEnabled {
            natural = pageTarget(offset: offset, velocity: velocity, rate: rate)
        }
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        target = target.isFinite ? clampedOffset(target) : natural
        horizontalMotion = ScrollAxisMotion.release(
            from: Double(offset.x), velocity: Double(velocity.x), target: Double(target.x), naturalTarget: Double(natural.x),
            isPaging: isPagingEnabled && dragsHorizontally, limits: horizontal, rate: rate,
            angularFrequency: Self.springAngularFrequency, time: time)
        verticalMotion = ScrollAxisMotion.release(
            from: Double(offset.y), velocity: Double(velocity.y), target: Double(target.y), naturalTarget: Double(natural.y),
            isPaging: isPagingEnabled && dragsVertically, limits: vertical, rate: rate,
            angularFrequency: Self.springAngularFrequency, time: time)
        // An axis that doesn't move on rests where it is asked to (within a resting distance).
        applyOffset(CGPoint(x: horizontalMotion.isIdle ? target.x : offset.x, y: verticalMotion.isIdle ? target.y : offset.y))
        isDragging = false
        let decelerates = isMoving
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, isMoving else { return }
        isDecelerating = true
        motionCause = .deceleration
        delegate?.scrollViewWillBeginDecelerating(self)
        startFrames()
    }

    /// The page offsets a release at `offset` with `velocity` settles on (see ``ScrollPaging``).
    private func pageTarget(offset: CGPoint, velocity: CGPoint, rate: Double) -> CGPoint {
        var target = clampedOffset(offset)
        let horizontal = horizontalOffsetLimits, vertical = verticalOffsetLimits
        let width = Double(bounds.width), height = Double(bounds.height)
        if dragsHorizontally, width > 0 {
            let page = ScrollPaging.targetPage(
                offset: Double(offset.x), velocity: Double(velocity.x), startPage: dragStartPage.x, pageSize: width,
                lastPage: ScrollPaging.lastPage(maximumOffset: horizontal.upperBound, pageSize: width), rate: rate)
            target.x = min(max(Double(page) * width, horizontal.lowerBound), horizontal.upperBound)
        }
        if dragsVertically, height > 0 {
            let page = ScrollPaging.targetPage(
                offset: Double(offset.y), velocity: Double(velocity.y), startPage: dragStartPage.y, pageSize: height,
                lastPage: ScrollPaging.lastPage(maximumOffset: vertical.upperBound, pageSize: height), rate: rate)
            target.y = min(max(Double(page) * height, vertical.lowerBound), vertical.upperBound)
        }
        return target
    }
}
