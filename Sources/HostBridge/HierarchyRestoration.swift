import TransitionKit

/// Where a transition's two views were in its container when it started, so that a cancelled
/// transition leaves the container as it found it, whatever the animation did to the hierarchy.
///
/// UIKit leaves the views where the animation put them when a transition is cancelled; an
/// animation that added the incoming view, or took the outgoing one out, must undo that itself.
/// A host records the container at the start and, on cancellation, after the animation's own
/// completion: the outgoing view goes back to where it was (if it was in the container), and the
/// incoming view leaves the container if it was not in it.
@MainActor
public struct HierarchyRestoration {
    private let container: any HostView
    private let outgoing: (any HostView)?
    private let incoming: (any HostView)?
    /// The outgoing view's index among the container's subviews, if it was one of them.
    private let outgoingIndex: Int?
    /// Whether the incoming view was already in the container.
    private let incomingWasInContainer: Bool

    /// Records `container` with its transition's `outgoing` (from) and `incoming` (to) views.
    public init(container: any HostView, outgoing: (any HostView)?, incoming: (any HostView)?) {
        self.container = container
        self.outgoing = outgoing
        self.incoming = incoming
        outgoingIndex = outgoing.flatMap { view in container.subviews.firstIndex { $0 === view } }
        incomingWasInContainer = incoming.map { $0.superview === container } ?? false
    }

    /// Puts the container back as it was when recorded: the outgoing view at its place, the
    /// incoming view out unless it was there.
    public func restoreAfterCancel() {
        if let incoming, !incomingWasInContainer, incoming.superview === container, incoming !== outgoing {
            incoming.removeFromSuperview()
        }
        if let outgoing, let index = outgoingIndex, outgoing.superview !== container {
            container.insertSubview(outgoing, at: min(index, container.subviews.count))
        }
    }
}
