/// The states of an animator, as UIKit's `UIViewAnimatingState`.
public enum AnimatingState: String, Sendable, Hashable {
    /// Not started, or finished: no animations are in flight.
    case inactive
    /// Started or paused: animations are in flight and can be driven.
    case active
    /// Stopped by `stopAnimation(false)`: frozen until `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ends, as UIKit's `UIViewAnimatingPosition`.
public enum AnimatingPosition: String, Sendable, Hashable {
    /// At the end values of the animations.
    case end
    /// At the start values: the animation was undone.
    case start
    /// Wherever the animations were when they were finished.
    case current
}

/// UIKit's `UIViewAnimatingPosition` without its prefix, as the seed guides' code spells it.
public typealias ViewAnimatingPosition = AnimatingPosition
