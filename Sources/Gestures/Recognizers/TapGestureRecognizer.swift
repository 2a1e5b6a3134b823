import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`: discrete, recognized when the fingers
/// of the last required tap lift.
///
/// It fails when a finger moves more than ``allowableMovement`` points from where it touched
/// down, when more fingers than ``numberOfTouchesRequired`` come down (or fewer were down
/// together when a tap lifts), or when the next tap does not begin within
/// ``maximumIntervalBetweenTaps`` seconds of the previous one's lift.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (1 by default).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap needs (1 by default).
    public var numberOfTouchesRequired = 1
    /// How far a finger may move while down, in points.
    public var allowableMovement = 10.0
    /// The longest pause between one tap's lift and the next tap, in seconds.
    public var maximumIntervalBetweenTaps = 0.35

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var startLocations: [TouchIdentifier: CGPoint] = [:]

    override func touchesBegan(_ touches: [Touch]) {
        if fingersInTap == 0 { deadline = nil }
        for touch in touches { startLocations[touch.id] = touch.location }
        fingersInTap = max(fingersInTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { requestState(.failed) }
    }

    override func touchesMoved(_ touches: [Touch]) {
        for touch in touches {
            guard let start = startLocations[touch.id] else { continue }
            if TouchGeometry.distance(start, touch.location) > allowableMovement {
                requestState(.failed)
                return
            }
        }
    }

    override func touchesEnded(_ touches: [Touch]) {
        guard numberOfTouches == 0 else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            requestState(.failed)
            return
        }
        tapsCompleted += 1
        fingersInTap = 0
        startLocations = [:]
        if tapsCompleted >= numberOfTapsRequired {
            requestState(.recognized)
        } else {
            schedule(at: currentTime + maximumIntervalBetweenTaps)
        }
    }

    override func deadlineReached() {
        if state == .possible { requestState(.failed) }
    }

    override func resetGesture() {
        tapsCompleted = 0
        fingersInTap = 0
        startLocations = [:]
    }
}
