/// Which operation a movement towards each screen edge asks for, as the seed library's
/// `TransitionEdges`: the map a ``PanInteractionController`` reads a pan's direction with, and the
/// built-in edge transitions read where views come from.
///
/// For navigation at the right edge (UIKit's own), a movement towards the left edge pushes and
/// one towards the right edge pops; for modal transitions at the bottom, up presents and down
/// dismisses; for tab bars, left selects the next tab and right the previous one (the other way
/// round for right-to-left languages).
public struct TransitionEdges: Sendable, Hashable {
    /// The operation a movement towards the top edge asks for.
    public var topOperation: TransitionOperation
    /// The operation a movement towards the right edge asks for.
    public var rightOperation: TransitionOperation
    /// The operation a movement towards the bottom edge asks for.
    public var bottomOperation: TransitionOperation
    /// The operation a movement towards the left edge asks for.
    public var leftOperation: TransitionOperation

    /// Navigation transitions whose controllers are pushed from `edge`: a movement away from it
    /// pushes, one towards it pops.
    public init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(presenting: .navigation(.push), dismissing: .navigation(.pop), none: .navigation(.none), at: edge)
    }

    /// Modal transitions whose controllers are presented from `edge`: a movement away from it
    /// presents, one towards it dismisses.
    public init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(presenting: .modal(.present), dismissing: .modal(.dismiss), none: .modal(.none), at: edge)
    }

    /// Tab bar transitions: a movement to the left selects the next tab and one to the right the
    /// previous (the reverse when `rightToLeft`).
    public static func forTabBarTransitions(rightToLeft: Bool = false) -> TransitionEdges {
        TransitionEdges(
            presenting: .tabBar(.increaseIndex), dismissing: .tabBar(.decreaseIndex), none: .tabBar(.none),
            at: rightToLeft ? .left : .right)
    }

    private init(presenting: TransitionOperation, dismissing: TransitionOperation, none: TransitionOperation, at edge: TransitionScreenEdge) {
        var operations: [TransitionScreenEdge: TransitionOperation] = [:]
        operations[edge] = dismissing
        operations[edge.opposite] = presenting
        topOperation = operations[.top] ?? none
        rightOperation = operations[.right] ?? none
        bottomOperation = operations[.bottom] ?? none
        leftOperation = operations[.left] ?? none
    }

    /// The operation a movement towards `screenEdge` asks for.
    public func operationFor(screenEdge: TransitionScreenEdge) -> TransitionOperation {
        switch screenEdge {
        case .top: topOperation
        case .right: rightOperation
        case .bottom: bottomOperation
        case .left: leftOperation
        }
    }

    /// The edge a movement towards which asks for `operation`, or `nil` if none does.
    public func screenEdgeFor(operation: TransitionOperation) -> TransitionScreenEdge? {
        guard !operation.isNone else { return nil }
        // The edges in `allCases` order, without the array or a closure (asked every frame).
        if leftOperation == operation { return .left }
        if rightOperation == operation { return .right }
        if topOperation == operation { return .top }
        if bottomOperation == operation { return .bottom }
        return nil
    }
}
