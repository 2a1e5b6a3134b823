import Gestures

/// A platform's gesture recognizer that stands for one of the engine's in the platform's own
/// gesture system (on UIKit, a `UIGestureRecognizer` subclass on the view the engine's
/// recognizer is attached to), so that the platform arbitrates between it and its own
/// recognizers — scroll views, the system's back swipe.
@MainActor
public protocol PlatformGestureRecognizer: AnyObject {
    /// Sets the platform recognizer's state (UIKit: its `state`), as its subclass may, and
    /// returns whether it took it. Only the transitions UIKit allows a subclass are asked for;
    /// a recognizer the platform has already ended on its own (UIKit fails one silently when
    /// another wins, and resets it only when the touches are over) refuses, as does one whose
    /// platform rules keep it from recognizing (a tap on a button).
    func setPlatformState(_ state: GestureRecognizerState) -> Bool
}
