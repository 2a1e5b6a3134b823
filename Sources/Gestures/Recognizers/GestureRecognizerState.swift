/// The states of a gesture recognizer, as in UIKit's `UIGestureRecognizer.State`.
///
/// Every recognizer starts ``possible``. A discrete recognizer (tap) goes to ``recognized``
/// (the same state as ``ended``) or ``failed``. A continuous one (pan, pinch, rotation, long
/// press) goes ``began`` → ``changed``… → ``ended`` or ``cancelled``, or fails before it
/// begins. After the touches of a finished gesture lift, the recognizer is reset to
/// ``possible``.
public enum GestureRecognizerState: String, Sendable, CaseIterable {
    /// Not yet recognized; the default.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture finished, or a discrete one was recognized.
    case ended
    /// A continuous gesture was cancelled (its touches were cancelled, or it was disabled).
    case cancelled
    /// The gesture was not this one.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``.
    public static let recognized = GestureRecognizerState.ended

    /// Whether a recognizer in this state is tracking a gesture it has begun.
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether this state ends the gesture (the recognizer waits to be reset).
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether UIKit allows a recognizer to move from this state to `next`.
    public func canTransition(to next: GestureRecognizerState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }
}
