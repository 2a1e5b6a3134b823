import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Recognizes fingers held down, as UIKit's `UILongPressGestureRecognizer`: continuous.
///
/// It begins when ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` seconds without moving more than ``allowableMovement`` points
/// (with a duration of 0, as soon as at least that many touch down, together or not — the
/// touch-down that interrupts a transition, grabbed with one finger or two); then it reports
/// changes as the fingers move, and ends when fewer than the required fingers remain.
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held, in seconds (0.5 by default; 0 begins at touch-down).
    public var minimumPressDuration = 0.5
    /// How many fingers must be held (1 by default).
    public var numberOfTouchesRequired = 1
    /// How far a finger may move before the press begins, in points.
    public var allowableMovement = 10.0

    private var startLocations: [TouchIdentifier: CGPoint] = [:]

    override func touchesBegan(_ touches: [Touch]) {
        for touch in touches { startLocations[touch.id] = touch.location }
        guard state == .possible else { return }
        if minimumPressDuration <= 0 {
            // A touch-down: there is no press to count fingers over, so fingers that land
            // together, however many, begin it.
            if numberOfTouches >= numberOfTouchesRequired { requestState(.began) }
        } else if numberOfTouches > numberOfTouchesRequired {
            requestState(.failed)
        } else if numberOfTouches == numberOfTouchesRequired {
            schedule(at: currentTime + minimumPressDuration)
        }
    }

    override func touchesMoved(_ touches: [Touch]) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[touch.id] else { continue }
                if TouchGeometry.distance(start, touch.location) > allowableMovement {
                    requestState(.failed)
                    return
                }
            }
        case .began, .changed:
            requestState(.changed)
        default:
            break
        }
    }

    override func touchesEnded(_ touches: [Touch]) {
        if state.isActive {
            if numberOfTouches < numberOfTouchesRequired { requestState(.ended) }
        } else if state == .possible {
            requestState(.failed)
        }
    }

    override func deadlineReached() {
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        requestState(.began)
    }

    override func resetGesture() {
        startLocations = [:]
    }
}
