import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Motion without a finger: deceleration, bounces, page snaps and animated offsets, stepped by
/// the window's animation loop.
extension ScrollView {
    /// Whether the content moves on its own along either axis.
    public var isMoving: Bool { !horizontalMotion.isIdle || !verticalMotion.isIdle }

    public var debugName: String { "scroll view \(name)" }

    /// Moves the content to `offset` points; animated, along a critically damped spring
    /// (``springAngularFrequency``) that ends with
    /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, else at once. Either way
    /// it stops a deceleration or animation in progress. The offset isn't limited to the
    /// scrollable range, as in UIKit; a value that isn't finite is refused.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.isFinite else { return }
        guard animated else {
            contentOffset = offset
            return
        }
        stopMotion(at: nil)
        let time = window?.clock.now ?? 0
        let current = contentOffset
        horizontalMotion = ScrollAxisMotion.spring(from: Double(current.x), to: Double(offset.x), velocity: 0,
                                                   angularFrequency: Self.springAngularFrequency, time: time)
        verticalMotion = ScrollAxisMotion.spring(from: Double(current.y), to: Double(offset.y), velocity: 0,
                                                 angularFrequency: Self.springAngularFrequency, time: time)
        // Too close to move: land there.
        applyOffset(CGPoint(x: horizontalMotion.isIdle ? offset.x : current.x, y: verticalMotion.isIdle ? offset.y : current.y))
        motionCause = .animation
        if isMoving {
            startFrames()
        } else {
            finishMotion()
        }
    }

    /// Steps the motion to `time` seconds (the animation loop calls this every frame); returns
    /// whether it still needs frames.
    public func step(to time: Double) -> Bool {
        if isTracking, !isDragging {
            // A finger caught the content: wait for it to drag (the pan's actions take over) or lift.
            guard panGestureRecognizer.numberOfTouches == 0, !panGestureRecognizer.state.isActive else { return true }
            isTracking = false
            settle(at: time)
        }
        if isMoving {
            var offset = contentOffset
            if !horizontalMotion.isIdle {
                let (position, next) = horizontalMotion.advanced(
                    to: time, limits: horizontalOffsetLimits, bounces: bounces, angularFrequency: Self.springAngularFrequency)
                offset.x = position
                horizontalMotion = next
            }
            if !verticalMotion.isIdle {
                let (position, next) = verticalMotion.advanced(
                    to: time, limits: verticalOffsetLimits, bounces: bounces, angularFrequency: Self.springAngularFrequency)
                offset.y = position
                verticalMotion = next
            }
            applyOffset(offset)
            if !isMoving { finishMotion() }
        }
        return isMoving || (isTracking && !isDragging)
    }

    /// A finger that caught the content lifted at `time` without dragging: back within the
    /// edges, onto a page.
    private func settle(at time: Double) {
        let offset = contentOffset
        var target = clampedOffset(offset)
        if isPagingEnabled {
            let width = Double(bounds.width), height = Double(bounds.height)
            if width > 0, canScrollHorizontally {
                target.x = min(max(Double(ScrollPaging.page(at: Double(offset.x), pageSize: width)) * width,
                                   horizontalOffsetLimits.lowerBound), horizontalOffsetLimits.upperBound)
            }
            if height > 0, canScrollVertically {
                target.y = min(max(Double(ScrollPaging.page(at: Double(offset.y), pageSize: height)) * height,
                                   verticalOffsetLimits.lowerBound), verticalOffsetLimits.upperBound)
            }
        }
        horizontalMotion = ScrollAxisMotion.spring(from: Double(offset.x), to: Double(target.x), velocity: 0,
                                                   angularFrequency: Self.springAngularFrequency, time: time)
        verticalMotion = ScrollAxisMotion.spring(from: Double(offset.y), to: Double(target.y), velocity: 0,
                                                 angularFrequency: Self.springAngularFrequency, time: time)
        applyOffset(CGPoint(x: horizontalMotion.isIdle ? target.x : offset.x, y: verticalMotion.isIdle ? target.y : offset.y))
        motionCause = isMoving ? .settling : .none
    }

    /// Stops the motion where it is at `time` seconds (or where the last frame left it, for
    /// `nil`), without telling the delegate it ended — as UIKit does when a touch catches it.
    func stopMotion(at time: Double?) {
        guard isMoving else { return }
        if let time {
            var offset = contentOffset
            let angularFrequency = Self.springAngularFrequency
            if !horizontalMotion.isIdle {
                offset.x = horizontalMotion.advanced(to: time, limits: horizontalOffsetLimits, bounces: bounces,
                                                     angularFrequency: angularFrequency).position
            }
            if !verticalMotion.isIdle {
                offset.y = verticalMotion.advanced(to: time, limits: verticalOffsetLimits, bounces: bounces,
                                                   angularFrequency: angularFrequency).position
            }
            horizontalMotion = .idle
            verticalMotion = .idle
            applyOffset(offset)
        }
        horizontalMotion = .idle
        verticalMotion = .idle
        isDecelerating = false
        motionCause = .none
    }

    /// Has the window's animation loop step the scroll view; in no window, the motion lands at
    /// once.
    func startFrames() {
        if let loop = window?.loop {
            loop.add(self)
        } else {
            land()
        }
    }

    /// Ends every motion at its resting offset now.
    private func land() {
        var offset = contentOffset
        offset.x = Self.restingPosition(of: horizontalMotion, limits: horizontalOffsetLimits, current: Double(offset.x))
        offset.y = Self.restingPosition(of: verticalMotion, limits: verticalOffsetLimits, current: Double(offset.y))
        horizontalMotion = .idle
        verticalMotion = .idle
        applyOffset(offset)
        finishMotion()
    }

    private static func restingPosition(of motion: ScrollAxisMotion, limits: ClosedRange<Double>, current: Double) -> Double {
        switch motion {
        case .idle: current
        case let .decelerating(deceleration, _): min(max(deceleration.target, limits.lowerBound), limits.upperBound)
        case let .springing(spring, _): spring.target
        }
    }

    /// The motion came to rest: tell the delegate what ended.
    private func finishMotion() {
        let cause = motionCause
        motionCause = .none
        isDecelerating = false
        switch cause {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .settling, .none: break
        }
    }
}
