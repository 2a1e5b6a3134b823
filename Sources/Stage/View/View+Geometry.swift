import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import TransitionKit

extension View {
    /// Which values a conversion uses.
    enum Layer { case model, presentation }

    private func placement(_ layer: Layer) -> (center: CGPoint, bounds: CGRect, transform: Transform2D) {
        switch layer {
        case .model: (modelCenter, modelBounds, modelTransform)
        case .presentation: (presentation.center, presentation.bounds, presentation.transform)
        }
    }

    // The walks below borrow each superview (a superview holds its subviews): a retain and
    // release of one that is weakly referenced (one with a gesture recognizer, say) would take
    // the runtime's slow path, and the gesture system converts every frame.

    /// `point` in this view's coordinates mapped to window (root) coordinates.
    func toWindow(_ point: CGPoint, _ layer: Layer) -> CGPoint {
        guard var link = superviewLink else { return point }
        var result = point
        var place = placement(layer)
        while true {
            result = Geometry.toSuperview(result, center: place.center, bounds: place.bounds, transform: place.transform)
            guard let above = link.withBorrowed({ superview in
                place = superview.placement(layer)
                return superview.superviewLink
            }) else { return result }
            link = above
        }
    }

    /// `point` in window (root) coordinates mapped to this view's coordinates.
    func fromWindow(_ point: CGPoint, _ layer: Layer) -> CGPoint {
        guard let link = superviewLink else { return point }
        let inSuperview = link.withBorrowed { $0.fromWindow(point, layer) }
        let place = placement(layer)
        return Geometry.fromSuperview(inSuperview, center: place.center, bounds: place.bounds, transform: place.transform)
    }

    /// Two points in window (root) coordinates mapped to this view's coordinates in one walk
    /// up the hierarchy.
    private func fromWindow(_ first: CGPoint, _ second: CGPoint, _ layer: Layer) -> (CGPoint, CGPoint) {
        guard let link = superviewLink else { return (first, second) }
        let (firstInSuperview, secondInSuperview) = link.withBorrowed { $0.fromWindow(first, second, layer) }
        let place = placement(layer)
        return (Geometry.fromSuperview(firstInSuperview, center: place.center, bounds: place.bounds, transform: place.transform),
                Geometry.fromSuperview(secondInSuperview, center: place.center, bounds: place.bounds, transform: place.transform))
    }

    public func convert(_ point: CGPoint, to view: (any HostView)?) -> CGPoint {
        let window = toWindow(point, .model)
        guard let target = view.flatMap(View.stage) else { return window }
        return target.fromWindow(window, .model)
    }

    public func convert(_ rect: CGRect, to view: (any HostView)?) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        return Geometry.boundingBox(corners.map { convert($0, to: view) })
    }

    /// `point` in `view`'s coordinates (window coordinates for `nil`) converted to this view's.
    public func convert(_ point: CGPoint, from view: (any HostView)?) -> CGPoint {
        let window = view.flatMap(View.stage)?.toWindow(point, .model) ?? point
        return fromWindow(window, .model)
    }

    /// `rect` in `view`'s coordinates converted to this view's: the bounding box of its corners.
    public func convert(_ rect: CGRect, from view: (any HostView)?) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        return Geometry.boundingBox(corners.map { convert($0, from: view) })
    }

    // MARK: GestureView (what a finger sees: presentation values)

    public func convertFromWindow(_ point: CGPoint) -> CGPoint { fromWindow(point, .presentation) }
    public func convertToWindow(_ point: CGPoint) -> CGPoint { toWindow(point, .presentation) }

    public func convertVectorFromWindow(_ vector: CGPoint, at origin: CGPoint) -> CGPoint {
        let (start, end) = fromWindow(origin, CGPoint(x: origin.x + vector.x, y: origin.y + vector.y), .presentation)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    // The superview borrowed: these only read, so nothing can let it go while they do.

    public func convertFromWindowToSuperview(_ point: CGPoint) -> CGPoint {
        guard let link = superviewLink else { return point }
        return link.withBorrowed { $0.convertFromWindow(point) }
    }

    public func convertVectorFromWindowToSuperview(_ vector: CGPoint, at origin: CGPoint) -> CGPoint {
        guard let link = superviewLink else { return vector }
        return link.withBorrowed { $0.convertVectorFromWindow(vector, at: origin) }
    }

    public var superviewBoundsSize: CGSize? {
        guard let link = superviewLink else { return nil }
        return link.withBorrowed { $0.modelBounds.size }
    }

    // MARK: Hit testing

    /// The deepest visible, interactive view under `point` (in this view's coordinates, on
    /// screen): hidden views, views with alpha below 0.01 and views with interaction disabled
    /// are skipped with their subviews, and a point outside a view's bounds reaches none of its
    /// subviews, as in UIKit.
    public func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, presentation.alpha >= 0.01, isUserInteractionEnabled,
              presentation.bounds.contains(point)
        else { return nil }
        for child in stageSubviews.reversed() {
            let place = (child.presentation.center, child.presentation.bounds, child.presentation.transform)
            let local = Geometry.fromSuperview(point, center: place.0, bounds: place.1, transform: place.2)
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: Snapshots

    /// A detached copy that looks as this view does now (its presentation values, content and
    /// visible subviews), named "snapshot of …". `nil` for a view with zero width or height,
    /// which has nothing to show.
    public func snapshotView() -> (any HostView)? {
        guard presentation.bounds.width > 0, presentation.bounds.height > 0 else { return nil }
        return makeSnapshot(named: "snapshot of \(name)")
    }

    private func makeSnapshot(named snapshotName: String) -> View {
        let copy = View(name: snapshotName)
        copy.markAsSnapshot()
        copy.modelCenter = presentation.center
        copy.modelBounds = presentation.bounds
        copy.modelTransform = presentation.transform
        copy.modelAlpha = presentation.alpha
        copy.modelBackground = presentation.backgroundColor
        copy.modelCornerRadius = presentation.cornerRadius
        copy.presentation = presentation
        copy.backgroundColor = backgroundColor == nil ? nil : presentation.backgroundColor
        copy.content = content
        copy.clipsToBounds = clipsToBounds
        for child in stageSubviews where !child.isHidden {
            copy.addSubview(child.makeSnapshot(named: child.name))
        }
        return copy
    }
}
