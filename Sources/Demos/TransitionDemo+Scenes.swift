import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion

extension TransitionDemo {
    /// The demo's scene: go forward (animated), swipe back past the threshold and let go, then
    /// grab the screen while it settles, hold it, and let go again: animating, interactive,
    /// animating, interrupted, animating.
    public func playSwipeBackWithGrab() throws {
        try playForward(then: swipeBackWithGrab)
    }

    /// Goes forward (animated), then plays `script`; runs until idle after each.
    public func playForward(then script: GestureScript) throws {
        try goForward()
        try window.runUntilIdle(timeout: 10)
        try window.inject(script)
        try window.runUntilIdle(timeout: script.restTimeout)
    }

    /// A swipe back over 45 % of the screen at a steady 500-odd points per second (no flick, past
    /// the 1/3 threshold), then, 60 ms after the lift, a finger that holds the screen for 150 ms.
    public var swipeBackWithGrab: GestureScript {
        let (start, direction) = backSwipe
        let size = window.screenSize
        let distance = 0.45 * Double(direction.x != 0 ? size.width : size.height)
        let end = CGPoint(x: start.x + direction.x * distance, y: start.y + direction.y * distance)
        return GestureScript {
            GestureStep.drag(path: [start, end], duration: 0.35, easing: .linear)
            GestureStep.wait(duration: 0.06)
            GestureStep.longPress(at: CGPoint(x: size.width / 2, y: size.height / 2), duration: 0.15)
        }
    }
}
