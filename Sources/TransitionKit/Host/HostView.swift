import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// What a transition needs from a host's view, with UIKit's names and rules.
///
/// Setting an animatable property (``frame``, ``bounds``, ``center``, ``transform``,
/// ``alpha``, ``backgroundColor``, ``cornerRadius``) inside a Motion animation block animates it
/// (the shadow's properties are a layer's, set at once, as in UIKit):
/// the getter returns the model value (where it is going) and the host shows the presentation
/// value, which ``presentation`` reads (UIKit: `layer.presentation()`). Stage's `View`
/// conforms; a UIKit adapter would wrap `UIView`.
@MainActor
public protocol HostView: GestureView {
    /// The view's frame in its superview's coordinates, in points (derived from ``center``,
    /// ``bounds`` and ``transform``; setting it with a non-identity transform is undefined, as
    /// in UIKit).
    var frame: CGRect { get set }
    /// The view's own coordinate space, in points.
    var bounds: CGRect { get set }
    /// The centre of the view in its superview's coordinates, in points.
    var center: CGPoint { get set }
    /// The view's transform, about its centre.
    var transform: Transform2D { get set }
    /// Opacity, 0…1.
    var alpha: Double { get set }
    /// Whether the view (and its subviews) are hidden.
    var isHidden: Bool { get set }
    /// The fill colour, if any.
    var backgroundColor: Color? { get set }
    /// The corner radius, in points.
    var cornerRadius: Double { get set }
    /// Whether subviews are clipped to the bounds.
    var clipsToBounds: Bool { get set }
    /// The opacity of the shadow the view casts, 0…1; 0 (the default) casts none
    /// (UIKit: `layer.shadowOpacity`). Like the other shadow properties it is not animatable
    /// by a Motion animation block (as `UIView.animate` leaves a layer's shadow alone): set it
    /// every frame to move it. The shadow is drawn under the view's own shape (its bounds,
    /// rounded by ``cornerRadius``) and goes with its opacity.
    var shadowOpacity: Double { get set }
    /// How soft the shadow is, in points: the blur radius (UIKit: `layer.shadowRadius`, default
    /// 3). Stage draws it as a Gaussian blur whose standard deviation σ equals it — the usual
    /// reading of Core Animation's shadows, whose radius is half the "blur" of CSS's
    /// `box-shadow` and of design tools, itself 2σ.
    var shadowRadius: Double { get set }
    /// How far the shadow falls from the view, in points (UIKit: `layer.shadowOffset`, default
    /// 0 × −3: up; positive `height` is down).
    var shadowOffset: CGSize { get set }
    /// The shadow's colour, or `nil` for none (UIKit: `layer.shadowColor`, default opaque
    /// black). Its alpha multiplies ``shadowOpacity``.
    var shadowColor: Color? { get set }
    /// Whether touches reach this view and its subviews.
    var isUserInteractionEnabled: Bool { get set }
    /// Names the view as a shared element: a transition that matches elements (``MatchedElements``,
    /// the Zoom transition) flies this view to the view with the same identifier on the other
    /// screen, and back. `nil` (the default) takes no part.
    var sharedElementIdentifier: String? { get set }
    /// The values on screen now: mid-animation, where the view is rather than where it is
    /// going (UIKit: `layer.presentation()`).
    var presentation: ViewPresentation { get }
    /// A number the host changes whenever the model geometry (centre, bounds, transform) of any
    /// of its views other than snapshots, or any view's place in a hierarchy, changes; `nil`
    /// (the default) when the host can't tell. While it stays the same, a ``MatchedFlight`` need
    /// not measure its ends again.
    var geometryGeneration: UInt64? { get }
    /// Where the view is in its window (its centre in the root view's coordinates, the scale and
    /// rotation of every transform on the way up), from model values. The default walks up
    /// through ``superview`` (``WindowPlacement/init(walkingUpFrom:)``); a host that can walk
    /// its own hierarchy without an existential per step answers the same numbers faster.
    var windowPlacement: WindowPlacement { get }

    /// The containing view, or `nil`.
    var superview: (any HostView)? { get }
    /// `point` (window coordinates, points) in the superview's coordinates as a finger sees them
    /// (presentation values) — the superview's `convertFromWindow(point)` — or `point` itself
    /// for a view with no superview. The engine asks it every frame a held view is placed. The
    /// default asks ``superview``; a host that can convert without retaining the superview (a
    /// retain of a weakly referenced object is slow) answers the same numbers faster.
    func convertFromWindowToSuperview(_ point: CGPoint) -> CGPoint
    /// `vector` (window coordinates, taken at `origin`) measured in the superview's coordinates —
    /// the superview's `convertVectorFromWindow(vector, at: origin)` — or `vector` itself for a
    /// view with no superview. Asked, and answered by default, as
    /// ``convertFromWindowToSuperview(_:)``.
    func convertVectorFromWindowToSuperview(_ vector: CGPoint, at origin: CGPoint) -> CGPoint
    /// The size of the superview's bounds, in points, or `nil` for a view with no superview.
    /// Asked, and answered by default, as ``convertFromWindowToSuperview(_:)``.
    var superviewBoundsSize: CGSize? { get }
    /// The subviews, back to front.
    var subviews: [any HostView] { get }
    /// Adds `view` on top of the subviews (moving it from any other superview).
    func addSubview(_ view: any HostView)
    /// Inserts `view` at `index` among the subviews (0 is the back).
    func insertSubview(_ view: any HostView, at index: Int)
    /// Inserts `view` just above `sibling`.
    func insertSubview(_ view: any HostView, aboveSubview sibling: any HostView)
    /// Inserts `view` just below `sibling`.
    func insertSubview(_ view: any HostView, belowSubview sibling: any HostView)
    /// Moves `view` to the front of the subviews.
    func bringSubviewToFront(_ view: any HostView)
    /// Moves `view` to the back of the subviews.
    func sendSubviewToBack(_ view: any HostView)
    /// Detaches the view from its superview.
    func removeFromSuperview()

    /// `point` in this view's coordinates converted to `view`'s (to window coordinates for `nil`).
    func convert(_ point: CGPoint, to view: (any HostView)?) -> CGPoint
    /// `rect` in this view's coordinates converted to `view`'s: the bounding box of its
    /// transformed corners (window coordinates for `nil`).
    func convert(_ rect: CGRect, to view: (any HostView)?) -> CGRect
    /// `point` in `view`'s coordinates (window coordinates for `nil`) converted to this view's.
    func convert(_ point: CGPoint, from view: (any HostView)?) -> CGPoint
    /// `rect` in `view`'s coordinates (window coordinates for `nil`) converted to this view's:
    /// the bounding box of its transformed corners.
    func convert(_ rect: CGRect, from view: (any HostView)?) -> CGRect
    /// A detached copy that looks the same as this view does now, or `nil` if the view
    /// can't be snapshotted (zero size).
    func snapshotView() -> (any HostView)?

    /// Attaches `recognizer` to this view.
    func addGestureRecognizer(_ recognizer: GestureRecognizer)
    /// Detaches `recognizer` from this view (cancelling an active gesture).
    func removeGestureRecognizer(_ recognizer: GestureRecognizer)
}

extension HostView {
    /// `nil`: the host can't tell when geometry changes.
    public var geometryGeneration: UInt64? { nil }

    /// Converted by ``superview``.
    public func convertFromWindowToSuperview(_ point: CGPoint) -> CGPoint {
        superview?.convertFromWindow(point) ?? point
    }

    /// Measured by ``superview``.
    public func convertVectorFromWindowToSuperview(_ vector: CGPoint, at origin: CGPoint) -> CGPoint {
        superview?.convertVectorFromWindow(vector, at: origin) ?? vector
    }

    /// ``superview``'s.
    public var superviewBoundsSize: CGSize? { superview?.bounds.size }

    /// One walk up through ``superview``.
    public var windowPlacement: WindowPlacement { WindowPlacement(walkingUpFrom: self) }

    /// The frame on screen now, in the superview's coordinates, in points
    /// (``presentation``'s frame).
    public var presentationFrame: CGRect { presentation.frame }
}
