import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Makes replicas of views for a transition: a snapshot of an image view, a label or any view,
/// placed in the container at the original's position, size and transform, with the original
/// hidden. ``cleanUp()`` removes every replica and shows the originals again; so does a
/// replicator that goes away (as the Photo specification's director relies on: it keeps its
/// replicator in a property and never cleans up), so no replica outlives its replicator.
@MainActor
public final class ViewReplicator {
    private var replicas: [(replica: any HostView, original: any HostView, wasHidden: Bool)] = []

    public init() {}

    isolated deinit { cleanUp() }

    /// A replica of `view` in `container`, or `nil` when the view can't be snapshotted (zero
    /// size). The original is hidden until ``cleanUp()``.
    @discardableResult
    public func replicate(view: any HostView, into container: any HostView) -> (any HostView)? {
        guard let replica = view.snapshotView() else { return nil }
        let center = view.superview?.convert(view.center, to: container) ?? view.center
        replica.transform = .identity
        replica.bounds = CGRect(origin: .zero, size: view.bounds.size)
        replica.center = center
        replica.transform = Self.transform(of: view, in: container)
        container.addSubview(replica)
        replicas.append((replica, view, view.isHidden))
        view.isHidden = true
        return replica
    }

    /// Removes every replica and shows the originals as they were.
    public func cleanUp() {
        for entry in replicas {
            entry.replica.removeFromSuperview()
            entry.original.isHidden = entry.wasHidden
        }
        replicas.removeAll()
    }

    /// The replicas made so far.
    public var replicaViews: [any HostView] { replicas.map(\.replica) }

    /// The view's accumulated scale and rotation relative to `container`.
    private static func transform(of view: any HostView, in container: any HostView) -> Motion.Transform2D {
        var scaleX = 1.0, scaleY = 1.0, rotation = 0.0
        var current: (any HostView)? = view
        while let node = current, node !== container {
            scaleX *= node.transform.scaleX
            scaleY *= node.transform.scaleY
            rotation += node.transform.rotation
            current = node.superview
        }
        return Motion.Transform2D(scaleX: scaleX, scaleY: scaleY, rotation: rotation)
    }
}
