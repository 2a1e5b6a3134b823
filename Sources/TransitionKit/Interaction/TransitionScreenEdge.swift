import Gestures

/// A screen edge a transition comes from or goes to, as the seed library names it: the same
/// type as the edge a gesture script swipes from (``Gestures/ScreenEdge``), so there is one
/// screen-edge type.
public typealias TransitionScreenEdge = ScreenEdge
