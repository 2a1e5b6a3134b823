import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Recording
import TransitionKit

/// A headless view with UIKit's API and rules, and Core Animation's model/presentation split.
///
/// Each animatable property (``center``, ``bounds``, ``transform``, ``alpha``,
/// ``backgroundColor``, ``cornerRadius``) has a model value — what the getter returns, where the
/// property is going — and a presentation value, what is on screen now (``presentation``).
/// Setting a property inside a Motion animation block animates the presentation value; outside
/// one, both change at once.
///
/// The shadow (``shadowOpacity``, ``shadowRadius``, ``shadowOffset``, ``shadowColor``) is a
/// layer's, as in UIKit: set at once, never animated by an animation block; the recorder
/// records it for views that cast one, and the report draws it (σ = ``shadowRadius``).
///
/// A non-finite value (NaN or infinite, in any component) is refused: the property keeps the
/// value it had, so nothing that is not finite ever reaches the screen through a setter.
///
/// Geometry follows UIKit: ``frame`` derives from ``center``, ``bounds`` and ``transform`` (the
/// transform applies about the centre). ``convert(_:to:)-(CGPoint,_)`` uses model values, as
/// UIKit does; hit testing and the gesture system's conversions use presentation values —
/// what a finger sees on screen.
///
/// Not `final` only so that Stage's ``ScrollView`` can be a view, as `UIScrollView` is a
/// `UIView`; outside Stage it can't be subclassed.
@MainActor
public class View: HostView {
    /// A name for diagnostics and reports.
    public var name: String {
        get { storedName }
        set { storedName = newValue }
    }
    /// What the view draws inside its bounds.
    public var content: ViewContent = .none
    /// Whether this view is a snapshot made by ``snapshotView()``.
    public var isSnapshot: Bool { snapshot }

    func markAsSnapshot() { snapshot = true }

    // The storage of the flags and name others read often (hit testing, checking): private, and
    // only ever read or stored in statements that call nothing out, so the optimizer proves no
    // two accesses overlap and no read pays for a runtime exclusivity check, as a public stored
    // property's would (other modules may access it in ways this module can't see).
    private var storedName: String
    private var snapshot = false
    private var hidden = false
    private var interactive = true

    var modelCenter = CGPoint.zero {
        didSet {
            if !isSnapshot { UncheckedViewChangeCounter.incrementGeometry() }
            UncheckedViewChangeCounter.countNonFinite(Self.zeroed(modelCenter))
        }
    }
    var modelBounds = CGRect.zero {
        didSet {
            if !isSnapshot { UncheckedViewChangeCounter.incrementGeometry() }
            UncheckedViewChangeCounter.countNonFinite(Self.zeroed(modelBounds))
        }
    }
    var modelTransform = Transform2D.identity {
        didSet {
            if !isSnapshot { UncheckedViewChangeCounter.incrementGeometry() }
            UncheckedViewChangeCounter.countNonFinite(Self.zeroed(modelTransform))
        }
    }
    var modelAlpha = 1.0 {
        didSet { UncheckedViewChangeCounter.countNonFinite(modelAlpha * 0) }
    }
    var modelBackground = Color.clear
    var modelCornerRadius = 0.0
    /// What is on screen now.
    ///
    /// Computed over private storage that is only ever read, replaced whole or written one
    /// value at a time, each in one statement that calls nothing out, so that the optimizer can
    /// prove no two accesses to it overlap and no frame pays for a runtime exclusivity check (as
    /// it would on a public stored property, which other modules may access in ways this module
    /// can't see). Every write counts what isn't finite (``nonFiniteValueCount``).
    public internal(set) var presentation: ViewPresentation {
        get { presentationValues }
        set {
            UncheckedViewChangeCounter.countNonFinite(Self.zeroed(newValue))
            presentationValues = newValue
            UncheckedViewChangeCounter.increment()
        }
    }
    private var presentationValues = ViewPresentation()

    // One presentation value each, written in place (what an animation does every frame): the
    // whole-value setter above would copy all of them and check all of them for one. (`zeroed`
    // is 0 for finite values and NaN otherwise: fewer instructions than `isFinite`.)

    func present(center: CGPoint) {
        UncheckedViewChangeCounter.countNonFinite(Self.zeroed(center))
        presentationValues.center = center
        UncheckedViewChangeCounter.increment()
    }

    func present(bounds: CGRect) {
        UncheckedViewChangeCounter.countNonFinite(Self.zeroed(bounds))
        presentationValues.bounds = bounds
        UncheckedViewChangeCounter.increment()
    }

    func present(transform: Transform2D) {
        UncheckedViewChangeCounter.countNonFinite(Self.zeroed(transform))
        presentationValues.transform = transform
        UncheckedViewChangeCounter.increment()
    }

    func present(alpha: Double) {
        UncheckedViewChangeCounter.countNonFinite(alpha * 0)
        presentationValues.alpha = alpha
        UncheckedViewChangeCounter.increment()
    }

    func present(cornerRadius: Double) {
        UncheckedViewChangeCounter.countNonFinite(cornerRadius * 0)
        presentationValues.cornerRadius = cornerRadius
        UncheckedViewChangeCounter.increment()
    }

    func present(backgroundColor: Color) {
        presentationValues.backgroundColor = backgroundColor
        UncheckedViewChangeCounter.increment()
    }

    /// Whether every geometry and opacity value of this view is finite, on screen (centre,
    /// bounds, transform, opacity, corner radius) and in the model (centre, bounds, transform,
    /// opacity): what an invariant checker asks of every view every frame, answered from the
    /// stored values in one go — x · 0 is ±0 for a finite x and NaN for any other, so a sum of
    /// such products is 0 exactly when every value is finite (and never overflows).
    public var hasFiniteValues: Bool {
        let model = Self.zeroed(modelCenter) + Self.zeroed(modelBounds) + Self.zeroed(modelTransform) + modelAlpha * 0
        return Self.zeroed(presentationValues) + model == 0
    }

    /// 0 when every geometry and opacity value of `shown` is finite, NaN otherwise.
    private static func zeroed(_ shown: ViewPresentation) -> Double {
        zeroed(shown.center) + zeroed(shown.bounds) + zeroed(shown.transform) + shown.alpha * 0 + shown.cornerRadius * 0
    }

    private static func zeroed(_ point: CGPoint) -> Double { Double(point.x) * 0 + Double(point.y) * 0 }

    private static func zeroed(_ rect: CGRect) -> Double {
        Double(rect.origin.x) * 0 + Double(rect.origin.y) * 0 + Double(rect.size.width) * 0 + Double(rect.size.height) * 0
    }

    private static func zeroed(_ transform: Transform2D) -> Double {
        transform.translationX * 0 + transform.translationY * 0 + transform.scaleX * 0 + transform.scaleY * 0
            + transform.rotation * 0
    }

    /// Counts every change of any view's presentation values or place in a hierarchy: when it
    /// hasn't moved since a checker last looked, nothing on screen has changed (setters refuse
    /// non-finite values, so only these changes can bring one to the screen). Kept by
    /// `UncheckedViewChangeCounter`, which counts without exclusivity checks on the frame path.
    public static var changeCount: UInt64 { UncheckedViewChangeCounter.value }

    /// Changes whenever the model geometry (centre, bounds, transform) of any view that isn't a
    /// snapshot changes, or any view joins or leaves a hierarchy: while it stays the same, every
    /// view that isn't a snapshot is where it was (a flight need not measure its ends again).
    public var geometryGeneration: UInt64? { UncheckedViewChangeCounter.geometryValue }

    /// Counts every time any view joins or leaves a hierarchy: while it stays the same, every
    /// hierarchy holds exactly the views it held, so a view seen on screen now was seen then.
    public static var hierarchyChangeCount: UInt64 { UncheckedViewChangeCounter.hierarchyValue }

    /// Counts every value that is not finite (NaN or infinite, in any component) stored in any
    /// view since the process began — a presentation value an animation wrote, a model value it
    /// committed, a frame a view was made with: every way a value ``hasFiniteValues`` reads
    /// changes. Public setters refuse such values, so in a sound program it stays 0, and while
    /// it does, every value of every view is finite: a checker need not walk a hierarchy to know.
    public static var nonFiniteValueCount: UInt64 { UncheckedViewChangeCounter.nonFiniteValue }

    /// Whether ``hasFiniteValues`` holds for this view and for every view under it: what an
    /// invariant checker asks of a window's tree every frame, answered in one walk of the
    /// hierarchy's own storage.
    public var subtreeHasFiniteValues: Bool {
        guard hasFiniteValues else { return false }
        for child in children where !child.subtreeHasFiniteValues { return false }
        return true
    }
    private var hasBackground = false

    public var isHidden: Bool {
        get { hidden }
        set { hidden = newValue }
    }
    public var clipsToBounds = false
    public var isUserInteractionEnabled: Bool {
        get { interactive }
        set { interactive = newValue }
    }
    public var sharedElementIdentifier: String?

    /// The superview, unretained. Not `weak`: loading a weak reference, and releasing what it
    /// returns, costs every conversion a walk of slow reference counting (a view that is weakly
    /// referenced has a side table), and the gesture system converts every frame. And not a
    /// reference at all but `Unmanaged`, so that a walk up the hierarchy can borrow each superview
    /// (`Unmanaged.withBorrowed(_:)`, Motion's) instead of retaining and releasing it.
    ///
    /// Invariant: it is non-`nil` only while that view holds this one among its `children`
    /// (strongly). A superview sets it as it inserts this view, clears it as it removes it, and
    /// clears it on its subviews as it deinitializes (an isolated deinit: on the main actor,
    /// before its memory is freed), so it never outlives the superview it points to.
    /// `ViewHierarchyLifetimeTests` check each way a superview can go.
    private(set) var superviewLink: Unmanaged<View>?
    /// The superview (see `superviewLink`).
    private var parent: View? {
        get { superviewLink?.takeUnretainedValue() }
        set {
            if let newValue { superviewLink = Unmanaged.passUnretained(newValue) } else { superviewLink = nil }
        }
    }
    /// The window whose root view this is (set by ``Window`` on its root view only).
    weak var hostingWindow: Window?
    private var children: [View] = []
    private var recognizers: [GestureRecognizer] = []
    /// The view's token in ``ViewLifetimeRegistry``, once registered there (else 0).
    var lifetimeToken: UInt64 = 0

    isolated deinit {
        // Keeps the invariant of `parent`: no subview points to a superview that is gone.
        for child in children where child.parent === self { child.parent = nil }
        if lifetimeToken != 0 { ViewLifetimeRegistry.viewDidEnd(lifetimeToken) }
    }

    /// A view with `frame` (in its future superview's coordinates, points).
    public init(name: String = "view", frame: CGRect = .zero) {
        storedName = name
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
        modelBounds = CGRect(origin: .zero, size: frame.size)
        presentationValues.center = modelCenter
        presentationValues.bounds = modelBounds
        // (An initializer doesn't call its properties' observers.)
        UncheckedViewChangeCounter.countNonFinite(Self.zeroed(frame))
    }

    // MARK: Animatable properties

    public var center: CGPoint {
        get { modelCenter }
        set { if newValue.isFinite { Self.centerProperty.set(newValue, on: self) } }
    }

    public var bounds: CGRect {
        get { modelBounds }
        set { if newValue.isFinite { Self.boundsProperty.set(newValue, on: self) } }
    }

    public var transform: Transform2D {
        get { modelTransform }
        set { if newValue.isFinite { Self.transformProperty.set(newValue, on: self) } }
    }

    public var alpha: Double {
        get { modelAlpha }
        set { if newValue.isFinite { Self.alphaProperty.set(newValue, on: self) } }
    }

    public var backgroundColor: Color? {
        get { hasBackground ? modelBackground : nil }
        set {
            guard newValue?.isFinite ?? true else { return }
            hasBackground = newValue != nil
            Self.backgroundProperty.set(newValue ?? .clear, on: self)
        }
    }

    public var cornerRadius: Double {
        get { modelCornerRadius }
        set { if newValue.isFinite { Self.cornerRadiusProperty.set(newValue, on: self) } }
    }

    // MARK: Shadow (a layer's properties: set at once, never animated)

    public var shadowOpacity = 0.0 {
        didSet { if !shadowOpacity.isFinite { shadowOpacity = oldValue } else { UncheckedViewChangeCounter.increment() } }
    }
    public var shadowRadius = 3.0 {
        didSet { if !shadowRadius.isFinite { shadowRadius = oldValue } else { UncheckedViewChangeCounter.increment() } }
    }
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            if !(shadowOffset.width.isFinite && shadowOffset.height.isFinite) { shadowOffset = oldValue }
            else { UncheckedViewChangeCounter.increment() }
        }
    }
    public var shadowColor: Color? = .black {
        didSet { if !(shadowColor?.isFinite ?? true) { shadowColor = oldValue } else { UncheckedViewChangeCounter.increment() } }
    }

    public var frame: CGRect {
        get { modelTransform.frame(ofSize: modelBounds.size, centeredAt: modelCenter) }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds = CGRect(origin: modelBounds.origin, size: newValue.size)
        }
    }


    static let centerProperty = AnimatableProperty<View, CGPoint>(
        name: "center", presentation: { $0.presentation.center },
        setPresentation: { $0.present(center: $1) }, setModel: { $0.modelCenter = $1 })
    static let boundsProperty = AnimatableProperty<View, CGRect>(
        name: "bounds", presentation: { $0.presentation.bounds },
        setPresentation: { $0.present(bounds: $1) }, setModel: { $0.modelBounds = $1 })
    static let transformProperty = AnimatableProperty<View, Transform2D>(
        name: "transform", presentation: { $0.presentation.transform },
        setPresentation: { $0.present(transform: $1) }, setModel: { $0.modelTransform = $1 })
    static let alphaProperty = AnimatableProperty<View, Double>(
        name: "alpha", presentation: { $0.presentation.alpha },
        setPresentation: { $0.present(alpha: $1) }, setModel: { $0.modelAlpha = $1 })
    static let backgroundProperty = AnimatableProperty<View, Color>(
        name: "backgroundColor", presentation: { $0.presentation.backgroundColor },
        setPresentation: { $0.present(backgroundColor: $1) }, setModel: { $0.modelBackground = $1 })
    static let cornerRadiusProperty = AnimatableProperty<View, Double>(
        name: "cornerRadius", presentation: { $0.presentation.cornerRadius },
        setPresentation: { $0.present(cornerRadius: $1) }, setModel: { $0.modelCornerRadius = $1 })

    // MARK: Hierarchy

    public var superview: (any HostView)? { parent }
    public var subviews: [any HostView] { children }
    /// The subviews, back to front, as Stage views.
    public var stageSubviews: [View] { children }
    /// The superview, as a Stage view.
    public var stageSuperview: View? { parent }

    /// The window this view is in (its topmost ancestor is the window's root view), as UIKit's
    /// `window`; `nil` for a view in no window.
    public var window: Window? {
        guard var link = superviewLink else { return hostingWindow }
        // Each superview borrowed (a superview holds its subviews), up to the root.
        while let above = link.withBorrowed({ $0.superviewLink }) { link = above }
        return link.withBorrowed { $0.hostingWindow }
    }

    public func addSubview(_ view: any HostView) {
        guard let view = Self.stage(view), view !== self else { return }
        insert(view, at: children.count)
    }

    public func insertSubview(_ view: any HostView, at index: Int) {
        guard let view = Self.stage(view), view !== self else { return }
        insert(view, at: index)
    }

    public func insertSubview(_ view: any HostView, aboveSubview sibling: any HostView) {
        guard let view = Self.stage(view), view !== self else { return }
        guard let index = childIndex(of: sibling) else { return addSubview(view) }
        insert(view, at: index + 1, sibling: sibling)
    }

    public func insertSubview(_ view: any HostView, belowSubview sibling: any HostView) {
        guard let view = Self.stage(view), view !== self else { return }
        guard let index = childIndex(of: sibling) else { return addSubview(view) }
        insert(view, at: index, sibling: sibling)
    }

    public func bringSubviewToFront(_ view: any HostView) {
        guard let index = childIndex(of: view) else { return }
        var reordered = takeChildren()
        reordered.append(reordered.remove(at: index))
        children = reordered
    }

    public func sendSubviewToBack(_ view: any HostView) {
        guard let index = childIndex(of: view) else { return }
        var reordered = takeChildren()
        reordered.insert(reordered.remove(at: index), at: 0)
        children = reordered
    }

    public func removeFromSuperview() {
        guard let parent else { return }
        if let index = parent.childIndex(of: self) {
            var remaining = parent.takeChildren()
            remaining.remove(at: index)
            parent.children = remaining
        }
        self.parent = nil
        UncheckedViewChangeCounter.incrementHierarchy()
    }

    /// Where the view is in its window: the walk of ``/TransitionKit/WindowPlacement/init(walkingUpFrom:)``
    /// over the hierarchy's own storage and model values, with no existential (and no retain
    /// of one) per superview — the same numbers, as it takes the same steps.
    public var windowPlacement: WindowPlacement {
        var placement = WindowPlacement(center: modelCenter, transform: modelTransform)
        guard var link = superviewLink else {
            placement.end(at: ObjectIdentifier(self), rootBounds: modelBounds)
            return placement
        }
        // Each superview borrowed (a superview holds its subviews); the root ends the walk, as
        // a placement counts no root.
        while let above = link.withBorrowed({ superview in
            let above = superview.superviewLink
            if above != nil {
                placement.climb(throughSuperviewAt: superview.modelCenter, bounds: superview.modelBounds,
                                transform: superview.modelTransform)
            }
            return above
        }) {
            link = above
        }
        placement.end(at: link.withBorrowed { ObjectIdentifier($0) }, rootBounds: nil)
        return placement
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        if self === view { return true }
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current = superviewLink
        // Each superview borrowed (a superview holds its subviews).
        while let link = current {
            if link.toOpaque() == target { return true }
            current = link.withBorrowed { $0.superviewLink }
        }
        return false
    }

    /// Inserts `view` at `index`, counted before `view` leaves its current place (when it is
    /// already a subview here, `sibling` re-finds the place after it leaves).
    private func insert(_ view: View, at index: Int, sibling: (any HostView)? = nil) {
        guard !isDescendant(of: view) else { return }  // a view can't contain its ancestor
        view.removeFromSuperview()
        var position = min(max(index, 0), children.count)
        if let sibling, let siblingIndex = childIndex(of: sibling) {
            position = index > siblingIndex ? siblingIndex + 1 : siblingIndex
        }
        var inserted = takeChildren()
        inserted.insert(view, at: position)
        children = inserted
        view.parent = self
        UncheckedViewChangeCounter.incrementHierarchy()
    }

    static func stage(_ view: any HostView) -> View? { view as? View }

    /// The subviews, leaving none: a change made to what this returns, then stored back
    /// whole, changes `children` without copying it and with no access to it in progress.
    private func takeChildren() -> [View] {
        let current = children
        children = []
        return current
    }

    /// Where `view` is among the subviews, if it is one (a view is a subview once at most).
    ///
    /// Reads `children` whole into a local and searches that, so no access to `children` spans
    /// a call into a closure: with every access instantaneous, the optimizer drops the runtime
    /// exclusivity checks that reading the subviews (every frame, in hit testing and checking)
    /// would otherwise pay.
    private func childIndex(of view: any HostView) -> Int? {
        let current = children
        for index in current.indices where current[index] === view { return index }
        return nil
    }

    // MARK: Gestures

    public var gestureRecognizers: [GestureRecognizer] { recognizers }
    public var gestureSuperview: (any GestureView)? { parent }

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let current = recognizer.view as? View, current !== self { current.removeGestureRecognizer(recognizer) }
        // Changed out of the property, as the subviews are (`takeChildren()`): no access to it
        // spans a call, so its every-frame reads need no exclusivity check.
        var attached = recognizers
        for present in attached where present === recognizer { return }
        recognizers = []
        attached.append(recognizer)
        recognizers = attached
        recognizer.attach(to: self)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        var attached = recognizers
        guard let index = attached.firstIndex(where: { $0 === recognizer }) else { return }
        recognizers = []
        attached.remove(at: index)
        recognizers = attached
        recognizer.detach()
    }
}
