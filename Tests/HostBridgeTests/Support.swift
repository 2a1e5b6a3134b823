import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// A screen that is one view, 400 × 800 points, which every touch hits: the gesture host of the
/// tests that need an arena but no hierarchy.
@MainActor
final class OneViewScreen: GestureHost, GestureView {
    var gestureRecognizers: [GestureRecognizer] = []
    var gestureSuperview: (any GestureView)? { nil }
    var windowBounds: CGRect { CGRect(x: 0, y: 0, width: 400, height: 800) }
    func hitTest(_ point: CGPoint) -> (any GestureView)? { self }
    func convertFromWindow(_ point: CGPoint) -> CGPoint { point }
    func convertToWindow(_ point: CGPoint) -> CGPoint { point }

    /// Attaches `recognizer` to the screen.
    func add(_ recognizer: GestureRecognizer) {
        gestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }
}
