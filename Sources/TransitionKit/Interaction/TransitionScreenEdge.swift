import Gestures

/// A screen edge a transition comes from or goes to, as the seed library names it: the same
/// type as the edge a gesture script swipes from (`ScreenEdge`, in Gestures), so there is one
/// screen-edge type.
public typealias TransitionScreenEdge = ScreenEdge
