import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A recognizer that another gesture system recognizes: it follows that system's recognizer —
/// its state, where its fingers are, how many — so the engine can be driven by it like by one of
/// its own. The UIKit host makes one for a `UIGestureRecognizer` an app gives the engine (the
/// `UIPanGestureRecognizer` of a do-it-yourself interaction controller).
///
/// It never sees touches: the host calls ``follow(_:location:numberOfTouches:at:)`` from the
/// other recognizer's actions. Its own rules still hold: it begins only if its delegate's
/// ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` lets it (otherwise it stays
/// failed until the other gesture is over), its actions run on every change, and after the other
/// gesture ends it is ``GestureRecognizerState/possible`` again, ready for the next.
@MainActor
public final class ExternalGestureRecognizer: GestureRecognizer {
    private var fingers = 0

    /// The number of fingers the other recognizer reported.
    override public var numberOfTouches: Int { fingers }

    /// The other recognizer is in `state`, its fingers' centroid at `location` (window
    /// coordinates, points), `numberOfTouches` of them, at `time` seconds.
    ///
    /// - `.began` (or `.changed` while this one is still possible): it begins, unless its
    ///   delegate refuses — then it fails and ignores the rest of the other gesture.
    /// - `.changed`: an active one changes.
    /// - `.ended` / `.cancelled`: an active one ends or is cancelled; then it resets.
    /// - `.failed` / `.possible`: an active one is cancelled; then it resets.
    ///
    /// A non-finite location keeps the last one; a non-finite time keeps the last time.
    public func follow(_ state: GestureRecognizerState, location: CGPoint, numberOfTouches: Int, at time: Double) {
        if time.isFinite { currentTime = max(currentTime, time) }
        if location.x.isFinite, location.y.isFinite { frameState.place(at: location) }
        fingers = max(0, numberOfTouches)
        switch state {
        case .began, .changed:
            if self.state == .possible {
                apply(delegate?.gestureRecognizerShouldBegin(self) == false ? .failed : .began)
            } else if self.state.isActive {
                apply(.changed)
            }
        case .ended, .cancelled:
            if self.state.isActive { apply(state) }
            endFollowing()
        case .failed, .possible:
            if self.state.isActive { apply(.cancelled) }
            endFollowing()
        }
    }

    /// Back to possible for the next gesture, keeping the last location.
    private func endFollowing() {
        fingers = 0
        if state != .possible { reset() }
    }
}
