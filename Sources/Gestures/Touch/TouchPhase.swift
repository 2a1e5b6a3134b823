/// Where a touch is in its life, as in UIKit's `UITouch.Phase`.
public enum TouchPhase: String, Sendable, CaseIterable {
    /// The finger touched down in this event.
    case began
    /// The finger moved since the previous event.
    case moved
    /// The finger is down but did not move since the previous event.
    case stationary
    /// The finger lifted in this event.
    case ended
    /// The system cancelled the touch (for example an incoming call); it reports no velocity.
    case cancelled

    /// Whether the finger is still down after this event.
    public var isDown: Bool {
        switch self {
        case .began, .moved, .stationary: true
        case .ended, .cancelled: false
        }
    }
}
