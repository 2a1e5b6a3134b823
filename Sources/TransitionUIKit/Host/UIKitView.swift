#if canImport(UIKit)
import CoreGraphics
import Foundation
import Gestures
import HostBridge
import Motion
import QuartzCore
import TransitionKit
import UIKit

/// The engine's view for a `UIView`: the one adapter of that view, so the engine's identity
/// comparisons hold (``UIKitHost/adapter(for:)-(UIView)``).
///
/// Real views move: the engine writes each frame's values straight to the `UIView` (its
/// `center`, `bounds`, `transform`, `alpha`, `backgroundColor`, `layer.cornerRadius`), with no
/// Core Animation animation in between. While one of the engine's animations moves a property,
/// the adapter remembers where it is going — the getters return that (UIKit's model value),
/// ``presentation`` what is on screen — and forgets it once the view gets there (or the animation
/// stops where it is). A property no animation moves reads what the `UIView` holds, so what the
/// app sets on the `UIView` directly is what the engine reads next.
///
/// The adapter holds its view weakly (the app owns it) — except a snapshot the engine made, which
/// the adapter owns until it is in a hierarchy and after.
@preconcurrency @MainActor
public final class UIKitView: HostView {
    /// The view, while it exists.
    public private(set) weak var view: UIView?
    /// The view this adapter made (a snapshot), kept alive by it.
    private var ownedView: UIView?
    private unowned let host: UIKitHost

    /// Where each property moved by an animation is going (UIKit's model value), while it moves.
    private var target = Targets()
    private var recognizers: [GestureRecognizer] = []
    /// Names this view as a shared element (see ``/TransitionKit/HostView/sharedElementIdentifier``);
    /// `UIView.sharedElementIdentifier` reads and writes it.
    public var sharedElementIdentifier: String?

    @MainActor
    private struct Targets {
        var center: CGPoint?
        var bounds: CGRect?
        var transform: Transform2D?
        var alpha: Double?
        var backgroundColor: Color?
        var cornerRadius: Double?
    }

    init(wrapping view: UIView, host: UIKitHost) {
        self.view = view
        self.host = host
    }

    /// An adapter that owns `view` (a snapshot it made).
    init(owning view: UIView, host: UIKitHost) {
        self.view = view
        ownedView = view
        self.host = host
    }

    // MARK: Animatable properties

    public var center: CGPoint {
        get { target.center ?? view?.center ?? .zero }
        set { if newValue.x.isFinite, newValue.y.isFinite { Self.centerProperty.set(newValue, on: self) } }
    }

    public var bounds: CGRect {
        get { target.bounds ?? view?.bounds ?? .zero }
        set { if newValue.isFiniteRect { Self.boundsProperty.set(newValue, on: self) } }
    }

    public var transform: Transform2D {
        get { target.transform ?? view.map { AffineMatrix($0.transform).transform } ?? .identity }
        set { if newValue.isFinite { Self.transformProperty.set(newValue, on: self) } }
    }

    public var alpha: Double {
        get { target.alpha ?? view.map { Double($0.alpha) } ?? 1 }
        set { if newValue.isFinite { Self.alphaProperty.set(newValue, on: self) } }
    }

    public var backgroundColor: Color? {
        get { target.backgroundColor ?? view?.backgroundColor.flatMap(Color.init) }
        set {
            guard let newValue else {
                target.backgroundColor = nil
                view?.backgroundColor = nil
                return
            }
            if newValue.isFinite { Self.backgroundProperty.set(newValue, on: self) }
        }
    }

    public var cornerRadius: Double {
        get { target.cornerRadius ?? view.map { Double($0.layer.cornerRadius) } ?? 0 }
        set { if newValue.isFinite { Self.cornerRadiusProperty.set(newValue, on: self) } }
    }

    // MARK: Shadow (the layer's, set at once)

    public var shadowOpacity: Double {
        get { view.map { Double($0.layer.shadowOpacity) } ?? 0 }
        set { if newValue.isFinite { view?.layer.shadowOpacity = Float(newValue) } }
    }

    public var shadowRadius: Double {
        get { view.map { Double($0.layer.shadowRadius) } ?? 3 }
        set { if newValue.isFinite { view?.layer.shadowRadius = CGFloat(newValue) } }
    }

    public var shadowOffset: CGSize {
        get { view?.layer.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { if newValue.width.isFinite, newValue.height.isFinite { view?.layer.shadowOffset = newValue } }
    }

    public var shadowColor: Color? {
        get { view?.layer.shadowColor.flatMap { Color(UIColor(cgColor: $0)) } }
        set {
            guard newValue?.isFinite ?? true else { return }
            view?.layer.shadowColor = newValue.map { UIColor($0).cgColor }
        }
    }

    public var frame: CGRect {
        get { transform.frame(ofSize: bounds.size, centeredAt: center) }
        set {
            guard newValue.isFiniteRect else { return }
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }

    public var isHidden: Bool {
        get { view?.isHidden ?? true }
        set { view?.isHidden = newValue }
    }

    public var clipsToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    public var isUserInteractionEnabled: Bool {
        get { view?.isUserInteractionEnabled ?? false }
        set { view?.isUserInteractionEnabled = newValue }
    }

    /// What is on screen now: the layer's presentation while Core Animation animates it (an
    /// animation of the app's or UIKit's own), else the view's values, which the engine writes.
    public var presentation: ViewPresentation {
        var values = ViewPresentation()
        guard let view else { return values }
        let layer = (view.layer.animationKeys()?.isEmpty == false ? view.layer.presentation() : nil) ?? view.layer
        values.center = layer.position
        values.bounds = layer.bounds
        values.transform = AffineMatrix(CATransform3DGetAffineTransform(layer.transform)).transform
        values.alpha = Double(layer.opacity)
        values.backgroundColor = layer.backgroundColor.flatMap { Color(UIColor(cgColor: $0)) } ?? .clear
        values.cornerRadius = Double(layer.cornerRadius)
        return values
    }

    static let centerProperty = AnimatableProperty<UIKitView, CGPoint>(
        name: "center", presentation: { $0.presentation.center },
        setPresentation: { adapter, value in
            adapter.view?.center = value
            if adapter.target.center == value { adapter.target.center = nil }
        },
        setModel: { $0.target.center = $1 })
    static let boundsProperty = AnimatableProperty<UIKitView, CGRect>(
        name: "bounds", presentation: { $0.presentation.bounds },
        setPresentation: { adapter, value in
            adapter.view?.bounds = value
            if adapter.target.bounds == value { adapter.target.bounds = nil }
        },
        setModel: { $0.target.bounds = $1 })
    static let transformProperty = AnimatableProperty<UIKitView, Transform2D>(
        name: "transform", presentation: { $0.presentation.transform },
        setPresentation: { adapter, value in
            adapter.view?.transform = CGAffineTransform(AffineMatrix(value))
            if adapter.target.transform == value { adapter.target.transform = nil }
        },
        setModel: { $0.target.transform = $1 })
    static let alphaProperty = AnimatableProperty<UIKitView, Double>(
        name: "alpha", presentation: { $0.presentation.alpha },
        setPresentation: { adapter, value in
            adapter.view?.alpha = CGFloat(value)
            if adapter.target.alpha == value { adapter.target.alpha = nil }
        },
        setModel: { $0.target.alpha = $1 })
    static let backgroundProperty = AnimatableProperty<UIKitView, Color>(
        name: "backgroundColor", presentation: { $0.presentation.backgroundColor },
        setPresentation: { adapter, value in
            adapter.view?.backgroundColor = UIColor(value)
            if adapter.target.backgroundColor == value { adapter.target.backgroundColor = nil }
        },
        setModel: { $0.target.backgroundColor = $1 })
    static let cornerRadiusProperty = AnimatableProperty<UIKitView, Double>(
        name: "cornerRadius", presentation: { $0.presentation.cornerRadius },
        setPresentation: { adapter, value in
            adapter.view?.layer.cornerRadius = CGFloat(value)
            if adapter.target.cornerRadius == value { adapter.target.cornerRadius = nil }
        },
        setModel: { $0.target.cornerRadius = $1 })

    // MARK: Hierarchy

    public var superview: (any HostView)? { view?.superview.map(host.adapter(for:)) }

    public var subviews: [any HostView] { view?.subviews.map(host.adapter(for:)) ?? [] }

    public func addSubview(_ other: any HostView) {
        guard let child = Self.uiView(other) else { return }
        view?.addSubview(child)
    }

    public func insertSubview(_ other: any HostView, at index: Int) {
        guard let view, let child = Self.uiView(other) else { return }
        view.insertSubview(child, at: min(max(index, 0), view.subviews.count))
    }

    public func insertSubview(_ other: any HostView, aboveSubview sibling: any HostView) {
        guard let child = Self.uiView(other), let sibling = Self.uiView(sibling) else { return }
        view?.insertSubview(child, aboveSubview: sibling)
    }

    public func insertSubview(_ other: any HostView, belowSubview sibling: any HostView) {
        guard let child = Self.uiView(other), let sibling = Self.uiView(sibling) else { return }
        view?.insertSubview(child, belowSubview: sibling)
    }

    public func bringSubviewToFront(_ other: any HostView) {
        guard let child = Self.uiView(other) else { return }
        view?.bringSubviewToFront(child)
    }

    public func sendSubviewToBack(_ other: any HostView) {
        guard let child = Self.uiView(other) else { return }
        view?.sendSubviewToBack(child)
    }

    public func removeFromSuperview() { view?.removeFromSuperview() }

    /// The `UIView` of an engine view, if it is one of this host's.
    static func uiView(_ view: any HostView) -> UIView? { (view as? UIKitView)?.view }

    // MARK: Coordinates

    public func convert(_ point: CGPoint, to other: (any HostView)?) -> CGPoint {
        view?.convert(point, to: other.flatMap(Self.uiView)) ?? point
    }

    public func convert(_ rect: CGRect, to other: (any HostView)?) -> CGRect {
        view?.convert(rect, to: other.flatMap(Self.uiView)) ?? rect
    }

    public func convert(_ point: CGPoint, from other: (any HostView)?) -> CGPoint {
        view?.convert(point, from: other.flatMap(Self.uiView)) ?? point
    }

    public func convert(_ rect: CGRect, from other: (any HostView)?) -> CGRect {
        view?.convert(rect, from: other.flatMap(Self.uiView)) ?? rect
    }

    /// A snapshot of the view as it looks now, owned by its adapter; `nil` for a view with no
    /// size or not in a window. Taken after pending screen updates (a view just put back in the
    /// hierarchy has not been drawn there yet, and would snapshot blank).
    public func snapshotView() -> (any HostView)? {
        guard let view, view.window != nil, view.bounds.width > 0, view.bounds.height > 0,
              let snapshot = view.snapshotView(afterScreenUpdates: true) else { return nil }
        let adapter = UIKitView(owning: snapshot, host: host)
        host.views.register(owned: adapter, for: snapshot)
        return adapter
    }

    // MARK: Gestures

    /// The engine's recognizers attached here whose UIKit counterpart is still on the view (one
    /// the app took off the view with UIKit's `removeGestureRecognizer` leaves).
    public var gestureRecognizers: [GestureRecognizer] {
        let onView = recognizers.filter { host.uiRecognizer(for: $0)?.view === view }
        if onView.count != recognizers.count {
            for recognizer in recognizers where !onView.contains(where: { $0 === recognizer }) { recognizer.detach() }
            recognizers = onView
        }
        return onView
    }

    public var gestureSuperview: (any GestureView)? { view?.superview.map(host.adapter(for:)) }

    public func convertFromWindow(_ point: CGPoint) -> CGPoint { view?.convert(point, from: nil) ?? point }

    public func convertToWindow(_ point: CGPoint) -> CGPoint { view?.convert(point, to: nil) ?? point }

    /// Attaches the engine's `recognizer` here, and its UIKit stand-in (or, for one that follows
    /// a UIKit recognizer, that recognizer) to the `UIView`, where UIKit arbitrates it.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let current = recognizer.view as? UIKitView, current !== self { current.removeGestureRecognizer(recognizer) }
        guard !recognizers.contains(where: { $0 === recognizer }) else { return }
        recognizers.append(recognizer)
        recognizer.attach(to: self)
        let platform = host.uiRecognizer(for: recognizer) ?? host.standIn(for: recognizer)
        if let standIn = platform as? EngineGestureRecognizer {
            host.arbitration.pair(recognizer, with: standIn)
            host.forgetAhead(recognizer)
        }
        view?.addGestureRecognizer(platform)
    }

    /// Takes in the engine's recognizer of `standIn`, which the app added to the view with UIKit's
    /// `addGestureRecognizer`.
    func adopt(_ standIn: EngineGestureRecognizer) {
        let recognizer = standIn.engineRecognizer
        guard !recognizers.contains(where: { $0 === recognizer }) else { return }
        if let current = recognizer.view as? UIKitView, current !== self { current.recognizers.removeAll { $0 === recognizer } }
        recognizers.append(recognizer)
        recognizer.attach(to: self)
        host.arbitration.pair(recognizer, with: standIn)
        host.forgetAhead(recognizer)
    }

    /// Detaches `recognizer` (cancelling an active gesture) and its UIKit counterpart.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = recognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizers.remove(at: index)
        let platform = host.uiRecognizer(for: recognizer)
        recognizer.detach()
        if let platform { view?.removeGestureRecognizer(platform) }
    }
}
#endif
