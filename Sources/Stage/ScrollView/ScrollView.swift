import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion

/// A view whose content scrolls, with `UIScrollView`'s API and behaviour.
///
/// The content is the scroll view's subviews, laid out in a space ``contentSize`` points large.
/// Scrolling moves the bounds' origin, as in UIKit: ``contentOffset`` *is* `bounds.origin`, so
/// subviews (and whatever records or hit-tests them) appear moved by it, and the scroll view
/// clips them to its bounds (``View/clipsToBounds`` is on).
///
/// **Dragging.** The scroll view's own ``panGestureRecognizer`` begins once the finger has
/// moved ``slop`` (10 points), and only in a direction the content can scroll: along an axis
/// whose content (with ``contentInset``) is larger than the bounds, or that always bounces
/// (``alwaysBounceHorizontal``, ``alwaysBounceVertical``). From there the content follows the
/// finger 1 : 1 — counted from where the pan began, so it doesn't jump by the slop — and
/// only along those axes. Past an edge it follows less and less (``RubberBand``), unless
/// ``bounces`` is off, which stops it at the edge.
///
/// **Release.** The content decelerates from the finger's velocity as UIKit's does (the
/// velocity multiplied by ``decelerationRate`` every millisecond; see ``ScrollDeceleration``),
/// and the delegate may move the target. Reaching an edge on the way, it bounces: a critically
/// damped spring of ``springAngularFrequency`` takes its velocity there and brings it back to
/// rest exactly on the edge. Released past an edge, it springs back. With
/// ``isPagingEnabled`` it settles on a page instead (``ScrollPaging``), on the same spring.
///
/// **Grab at any moment.** A finger touching down on the content while it decelerates, bounces
/// or animates stops it where it is at that instant (``isTracking`` turns on); a drag then
/// carries on from there without a jump — even from past an edge — and a finger lifted without
/// dragging lets it settle (back within its edges, onto a page).
///
/// **Frames.** Deceleration, bounces and animations run on the window's animation loop, so
/// ``Window/runUntilIdle(timeout:)`` waits for them and ``Window/runningNames`` names them;
/// a frame computes each axis in closed form from the release, allocating nothing, and gives the
/// same path at any frame rate. A scroll view moved while in no window lands at once.
///
/// `ScrollView` is its pan's delegate, as `UIScrollView` is (to say where the pan may begin and
/// to catch the content on a touch): coordinate other recognizers with it through their own
/// delegates or `require(toFail:)`.
@MainActor
public final class ScrollView: View, FrameStepping, GestureRecognizerDelegate {
    /// How far the finger moves, in points, before a drag begins: 10, UIKit's slop.
    public nonisolated static let slop = 10.0
    /// The angular frequency ω of the critically damped spring that brings content back to an
    /// edge after a bounce, onto a page, or to an offset set with animation, in radians per
    /// second: 2π / 0.4 s ≈ 15.7 (a response of 0.4 s; from 100 points past an edge it is back
    /// within a third of a pixel in about 0.55 s, as UIKit's bounce takes about half a second).
    public nonisolated static let springAngularFrequency = 2 * Double.pi / 0.4

    /// Told as the content scrolls (held weakly).
    public weak var delegate: (any ScrollViewDelegate)?

    /// The recognizer that drags the content; it begins after ``slop`` points, only in a
    /// direction the content can scroll. Its delegate is the scroll view (don't replace it).
    public let panGestureRecognizer: PanGestureRecognizer

    /// The size of the content, in points; negative components count as 0 and a size that isn't
    /// finite is refused (the size stays as it was).
    public var contentSize: CGSize = .zero {
        didSet {
            if !(contentSize.width.isFinite && contentSize.height.isFinite) { contentSize = oldValue }
            if contentSize.width < 0 || contentSize.height < 0 {
                contentSize = CGSize(width: max(0, contentSize.width), height: max(0, contentSize.height))
            }
        }
    }

    /// Extra room around the content, in points, that the content can scroll to: the offset
    /// ranges from `−left` to `contentSize.width + right − bounds.width` (and likewise
    /// vertically). Insets that aren't finite are refused.
    public var contentInset: EdgeInsets = .zero {
        didSet { if !contentInset.isFinite { contentInset = oldValue } }
    }

    /// The point of the content at the scroll view's top-left corner, in points: the bounds'
    /// origin. Setting it stops a deceleration or animation (as
    /// ``setContentOffset(_:animated:)`` does); during a drag the content follows the finger on
    /// from the new offset. A value that isn't finite is refused.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.isFinite else { return }
            stopMotion(at: nil)
            applyOffset(newValue)
            if isDragging { anchorDrag() }
        }
    }

    /// Whether a finger can scroll the content (the pan recognizer is enabled). Turning it off
    /// mid-drag cancels the drag, and the content settles within its edges.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content can be dragged past an edge (rubber-banded) and bounces back when a
    /// deceleration reaches one; off, it stops at the edges. On by default.
    public var bounces = true
    /// Whether a vertical drag scrolls (and bounces) even when the content isn't taller than
    /// the bounds. Off by default.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag scrolls (and bounces) even when the content isn't wider than
    /// the bounds. Off by default.
    public var alwaysBounceHorizontal = false
    /// Whether a release settles on a page — a multiple of the bounds' size — rather than
    /// decelerating freely. Off by default.
    public var isPagingEnabled = false
    /// How quickly the content slows after a drag (``DecelerationRate/normal`` by default).
    public var decelerationRate = DecelerationRate.normal

    /// Whether a finger is on the content (from touch-down, before any drag, until it lifts).
    public internal(set) var isTracking = false
    /// Whether a drag is scrolling the content (from the pan's beginning until the finger lifts).
    public internal(set) var isDragging = false
    /// Whether the content moves on after a drag: decelerating, bouncing back or settling on a
    /// page.
    public internal(set) var isDecelerating = false

    // MARK: Motion state (see ScrollView+Motion)

    /// What moves the content along each axis when no finger does.
    var horizontalMotion = ScrollAxisMotion.idle
    var verticalMotion = ScrollAxisMotion.idle
    /// Why the content moves, for the delegate call that ends it.
    var motionCause = MotionCause.none

    /// Why the content moves without a finger.
    enum MotionCause {
        case none
        /// After a drag: it ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated: true)`: it ends with `scrollViewDidEndScrollingAnimation`.
        case animation
        /// After a touch that caught the content and lifted without dragging: it ends silently.
        case settling
    }

    // MARK: Drag state (see ScrollView+Dragging)

    /// The axes the drag scrolls, decided when it begins.
    var dragsHorizontally = false
    var dragsVertically = false
    /// Where the finger's unbanded offset was when the drag began (or was re-anchored), points.
    var dragStartOffset = CGPoint.zero
    /// The pan's translation then, in the scroll view's coordinates.
    var dragStartTranslation = CGPoint.zero
    /// The page each axis started on, for paging.
    var dragStartPage = (x: 0, y: 0)

    /// A scroll view with `frame` (in its future superview's coordinates, points); it clips its
    /// content to its bounds.
    public override init(name: String = "scroll view", frame: CGRect = .zero) {
        let pan = PanGestureRecognizer(name: "\(name) pan")
        pan.movementThreshold = Self.slop
        panGestureRecognizer = pan
        super.init(name: name, frame: frame)
        clipsToBounds = true
        pan.delegate = self
        pan.addTarget { [weak self] _ in self?.panDidChange() }
        addGestureRecognizer(pan)
    }

    /// The bounds; its origin is ``contentOffset``, and moving it tells the delegate
    /// ``ScrollViewDelegate/scrollViewDidScroll(_:)``.
    public override var bounds: CGRect {
        get { super.bounds }
        set {
            let before = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != before { delegate?.scrollViewDidScroll(self) }
        }
    }

    // MARK: Geometry

    /// The offsets the content rests within horizontally, in points.
    public var horizontalOffsetLimits: ClosedRange<Double> {
        let lower = -contentInset.left
        return lower...max(lower, Double(contentSize.width) + contentInset.right - Double(bounds.width))
    }

    /// The offsets the content rests within vertically, in points.
    public var verticalOffsetLimits: ClosedRange<Double> {
        let lower = -contentInset.top
        return lower...max(lower, Double(contentSize.height) + contentInset.bottom - Double(bounds.height))
    }

    /// Whether a horizontal drag scrolls: the content with its insets is wider than the
    /// bounds, or ``alwaysBounceHorizontal`` is on.
    public var canScrollHorizontally: Bool {
        alwaysBounceHorizontal || Double(contentSize.width) + contentInset.left + contentInset.right > Double(bounds.width)
    }

    /// Whether a vertical drag scrolls: the content with its insets is taller than the bounds,
    /// or ``alwaysBounceVertical`` is on.
    public var canScrollVertically: Bool {
        alwaysBounceVertical || Double(contentSize.height) + contentInset.top + contentInset.bottom > Double(bounds.height)
    }

    /// `offset` clamped within ``horizontalOffsetLimits`` and ``verticalOffsetLimits``.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let horizontal = horizontalOffsetLimits, vertical = verticalOffsetLimits
        return CGPoint(x: min(max(Double(offset.x), horizontal.lowerBound), horizontal.upperBound),
                       y: min(max(Double(offset.y), vertical.lowerBound), vertical.upperBound))
    }

    /// Moves the content to `offset` (the bounds' origin), keeping the bounds' size.
    func applyOffset(_ offset: CGPoint) {
        let current = bounds
        guard current.origin != offset else { return }
        bounds = CGRect(origin: offset, size: current.size)
    }
}
