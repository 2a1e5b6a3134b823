import Catalog
import TransitionKit

/// The Catalog's built-in transitions, by the names the lab uses.
public enum BuiltInTransition: String, Sendable, CaseIterable {
    /// The incoming view fades in over the outgoing one.
    case dissolve
    /// The incoming view moves in from an edge over the outgoing one.
    case move
    /// The incoming view pushes the outgoing one off the screen.
    case push
    /// The outgoing view moves away and reveals the incoming one.
    case reveal

    /// One line on what the transition does.
    public var summary: String {
        switch self {
        case .dissolve: "the incoming screen fades in over the outgoing one"
        case .move: "the incoming screen moves in from the edge over the outgoing one"
        case .push: "the incoming screen pushes the outgoing one off"
        case .reveal: "the outgoing screen slides away and reveals the incoming one"
        }
    }

    /// The transition for `operation`, with the edge each host uses: navigation from the right,
    /// modal from the bottom, tabs from the side of the tab that comes in.
    ///
    /// - Parameters:
    ///   - operation: The operation the transition animates.
    ///   - duration: The nominal duration, in seconds (> 0).
    @MainActor
    public func transition(for operation: TransitionOperation, duration: Double = 0.5) throws(TransitionError) -> Transition {
        let edge: TransitionScreenEdge
        switch operation {
        case .modal: edge = .bottom
        case .tabBar(.decreaseIndex): edge = .left
        default: edge = .right
        }
        let animation: any TransitionAnimation
        switch self {
        case .dissolve: animation = DissolveTransitionAnimation()
        case .move: animation = MoveTransitionAnimation(from: edge)
        case .push: animation = PushTransitionAnimation(from: edge)
        case .reveal: animation = RevealTransitionAnimation(towards: edge.opposite)
        }
        return try Transition.validated(duration: duration, animation: animation)
    }
}
