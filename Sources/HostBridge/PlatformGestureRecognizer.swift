import Gestures

/// A platform's gesture recognizer that stands for one of the engine's in the platform's own
/// gesture system (on UIKit, a `UIGestureRecognizer` subclass on the view the engine's
/// recognizer is attached to), so that the platform arbitrates between it and its own
/// recognizers — scroll views, the system's back swipe.
@MainActor
public protocol PlatformGestureRecognizer: AnyObject {
    /// Sets the platform recognizer's state (UIKit: its `state`), as its subclass may. Only the
    /// transitions UIKit allows a subclass are asked for.
    func setPlatformState(_ state: GestureRecognizerState)
}
