import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Where a view is in its window, from its model values: its centre in the root view's
/// coordinates (the window's), the scale and rotation of every transform on the way up (its own
/// included, the root's not), and the root itself. A ``MatchedFlight`` measures both of its ends
/// with it whenever their geometry changes.
///
/// ``HostView/windowPlacement`` finds it in one walk up the superviews; a host that can walk its
/// own hierarchy more cheaply builds it with ``init(center:transform:)``,
/// ``climb(throughSuperviewAt:bounds:transform:)`` and ``end(at:rootBounds:)`` — the same
/// arithmetic, so the same numbers.
public struct WindowPlacement: Sendable, Equatable {
    /// The view's centre as drawn, in the root view's coordinates, in points.
    public private(set) var center: CGPoint
    /// The product of the horizontal scales from the view up to (not including) the root.
    public private(set) var scaleX: Double
    /// The product of the vertical scales from the view up to (not including) the root.
    public private(set) var scaleY: Double
    /// The sum of the rotations from the view up to (not including) the root, in radians.
    public private(set) var rotation: Double
    /// The topmost ancestor (the view itself when it has no superview); `nil` only in a walk
    /// not yet ended (``end(at:rootBounds:)``).
    public private(set) var root: ObjectIdentifier?

    /// The start of a walk: a view with `center` (in its superview's coordinates) and
    /// `transform`, placed in its superview's coordinates.
    public init(center: CGPoint, transform: Transform2D) {
        self.center = CGPoint(x: center.x + transform.translationX, y: center.y + transform.translationY)
        scaleX = transform.scaleX
        scaleY = transform.scaleY
        rotation = transform.rotation
    }

    /// One step up: from the coordinates of a superview with `center` (in its own superview's
    /// coordinates), `bounds` and `transform`, to its superview's. Not taken for the root, whose
    /// coordinates are the window's.
    public mutating func climb(throughSuperviewAt superviewCenter: CGPoint, bounds: CGRect, transform: Transform2D) {
        let moved = transform.apply(to: CGPoint(x: center.x - bounds.midX, y: center.y - bounds.midY))
        center = CGPoint(x: superviewCenter.x + moved.x, y: superviewCenter.y + moved.y)
        scaleX *= transform.scaleX
        scaleY *= transform.scaleY
        rotation += transform.rotation
    }

    /// The end of the walk at `root`; `rootBounds` is the view's own bounds when the view is the
    /// root itself (its own transform then places nothing: it sits at its bounds' middle), `nil`
    /// otherwise.
    public mutating func end(at root: ObjectIdentifier, rootBounds: CGRect?) {
        if let rootBounds {
            center = CGPoint(x: rootBounds.midX, y: rootBounds.midY)
            (scaleX, scaleY, rotation) = (1, 1, 0)
        }
        self.root = root
    }

    /// `view`'s placement, walking up through ``HostView/superview``: what
    /// ``HostView/windowPlacement`` answers unless the host walks its hierarchy itself.
    @MainActor
    public init(walkingUpFrom view: any HostView) {
        self.init(center: view.center, transform: view.transform)
        // Each superview is asked for once: every answer is a reference retained and released.
        var top = view
        var above = view.superview
        while let parent = above {
            top = parent
            above = parent.superview
            guard above != nil else { break }
            climb(throughSuperviewAt: parent.center, bounds: parent.bounds, transform: parent.transform)
        }
        end(at: ObjectIdentifier(top), rootBounds: top === view ? view.bounds : nil)
    }
}
