/// The default shared element: a snapshot of a view, to move in the container while the view
/// itself stays where it is (hidden, if asked, until the transition ends).
@MainActor
public final class SnapshotSharedElement: SharedElement {
    /// The snapshot.
    public let transitioningView: any HostView
    /// The view the snapshot was made of.
    public private(set) weak var originalView: (any HostView)?

    /// A snapshot of `view`, or `nil` when the view can't be snapshotted (zero size).
    public init?(snapshotting view: any HostView) {
        guard let snapshot = view.snapshotView() else { return nil }
        transitioningView = snapshot
        originalView = view
    }
}
