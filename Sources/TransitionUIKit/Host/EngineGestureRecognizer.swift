#if canImport(UIKit)
import Gestures
import HostBridge
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// One of the engine's recognizers in UIKit's gesture system: the engine's pan, pinch, rotation
/// or touch-down, standing on the `UIView` it is attached to, so UIKit arbitrates it with every
/// other recognizer by its own rules.
///
/// UIKit delivers touches to it as to any recognizer; it hands them to the engine, whose
/// recognizer decides. When the engine's recognizer wants to begin, this one asks UIKit (sets its
/// `state`); the engine's begins when UIKit says so — at once, or once the recognizers this one
/// must wait for have failed — and fails or is cancelled when UIKit gives the gesture to another.
/// So everything UIKit offers works on it: `require(toFail:)`, a `delegate` (free for the app),
/// `isEnabled`.
///
/// Between two of the engine's recognizers — or one and a UIKit recognizer the engine follows (a
/// do-it-yourself interaction controller's pan) — UIKit follows the engine's relations: a pan, a
/// pinch and a rotation that may run together do, and a transition's interaction gesture runs
/// with the touch-down that grabbed the transition. A pan waits for the pan of a scroll view
/// inside its view to fail (``yieldsToScrollViews``), so content keeps scrolling and the pan
/// takes only what the scroll view refuses. An engine tap never takes a touch from a `UIControl`
/// (a button keeps its tap, as it does from a `UITapGestureRecognizer`).
@preconcurrency @MainActor
public final class EngineGestureRecognizer: UIGestureRecognizer, PlatformGestureRecognizer {
    /// The engine's recognizer this one stands for.
    public let engineRecognizer: GestureRecognizer
    /// Whether this recognizer waits for the pan of any scroll view inside its view to fail
    /// before it begins: `true` for the engine's pans, `false` for the others.
    public var yieldsToScrollViews: Bool
    private unowned let host: UIKitHost
    /// Whether a touch of the current gesture began on a control (or inside one).
    private var touchesBeganOnControl = false

    /// A stand-in for the engine's `recognizer`: add it to a view with `addGestureRecognizer` as
    /// any UIKit recognizer (the engine's recognizer joins that view), and read the engine's for
    /// what it measured.
    public convenience init(_ recognizer: GestureRecognizer) {
        self.init(engine: recognizer, host: UIKitHost.shared)
        UIKitHost.shared.noteAhead(self)
    }

    /// A stand-in for a new engine pan.
    public static func pan(name: String? = nil) -> EngineGestureRecognizer { EngineGestureRecognizer(PanGestureRecognizer(name: name)) }

    /// A stand-in for a new engine pinch.
    public static func pinch(name: String? = nil) -> EngineGestureRecognizer { EngineGestureRecognizer(PinchGestureRecognizer(name: name)) }

    /// A stand-in for a new engine rotation.
    public static func rotation(name: String? = nil) -> EngineGestureRecognizer {
        EngineGestureRecognizer(RotationGestureRecognizer(name: name))
    }

    /// A stand-in for a new engine tap.
    public static func tap(name: String? = nil) -> EngineGestureRecognizer { EngineGestureRecognizer(TapGestureRecognizer(name: name)) }

    init(engine: GestureRecognizer, host: UIKitHost) {
        engineRecognizer = engine
        yieldsToScrollViews = engine is PanGestureRecognizer
        self.host = host
        super.init(target: nil, action: nil)
        name = engine.name
        delaysTouchesEnded = false
        addTarget(self, action: #selector(platformStateDidChange))
    }

    // MARK: Touches go to the engine

    override public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if engineRecognizer is TapGestureRecognizer, touches.contains(where: { Self.isOnControl($0.view) }) {
            touchesBeganOnControl = true
        }
        if engineRecognizer.view == nil || (engineRecognizer.view as? UIKitView)?.view !== view { host.adopt(self) }
        host.deliver(event, from: self)
    }

    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        host.deliver(event, from: self)
    }

    override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        host.deliver(event, from: self)
    }

    override public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        host.deliver(event, from: self)
    }

    // MARK: State

    public func setPlatformState(_ state: GestureRecognizerState) -> Bool {
        // UIKit may have failed or cancelled this recognizer on its own (another won); it resets
        // it only once the touches are over. Nothing may be set after that.
        guard self.state != .failed, self.state != .cancelled, self.state != .ended else { return false }
        if state == .ended, self.state == .possible, touchesBeganOnControl { return false }
        self.state = UIGestureRecognizer.State(state)
        return true
    }

    /// Whether `view` is a control or inside one.
    private static func isOnControl(_ view: UIView?) -> Bool {
        var current = view
        while let candidate = current {
            if candidate is UIControl { return true }
            current = candidate.superview
        }
        return false
    }

    /// UIKit's action: it began (or recognized) this recognizer.
    @objc private func platformStateDidChange() {
        guard state == .began || state == .ended else { return }
        host.arbitration.platformRecognizerDidBegin(self)
        host.wakeIfNeeded()
    }

    override public func reset() {
        super.reset()
        touchesBeganOnControl = false
        host.arbitration.platformRecognizerDidReset(self)
    }

    // MARK: Arbitration

    override public func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = host.knownEngineRecognizer(for: preventedGestureRecognizer),
           engineRecognizer.canRecognizeSimultaneously(with: other) { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override public func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = host.knownEngineRecognizer(for: preventingGestureRecognizer),
           engineRecognizer.canRecognizeSimultaneously(with: other) { return false }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }

    override public func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = host.knownEngineRecognizer(for: otherGestureRecognizer), engineRecognizer.requiresFailure(of: other) {
            return true
        }
        if yieldsToScrollViews, isScrollViewPanInside(otherGestureRecognizer) { return true }
        return super.shouldRequireFailure(of: otherGestureRecognizer)
    }

    override public func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = host.knownEngineRecognizer(for: otherGestureRecognizer), other.requiresFailure(of: engineRecognizer) {
            return true
        }
        return super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }

    /// Whether `recognizer` is the pan of a scroll view inside this recognizer's view.
    private func isScrollViewPanInside(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = recognizer.view as? UIScrollView, recognizer === scrollView.panGestureRecognizer,
              let view, scrollView !== view else { return false }
        return scrollView.isDescendant(of: view)
    }
}
#endif
