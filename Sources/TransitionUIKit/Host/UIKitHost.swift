#if canImport(UIKit)
import CoreGraphics
import Foundation
import Gestures
import HostBridge
import Motion
import QuartzCore
import TransitionKit
import UIKit

/// The engine's host in a UIKit app: one per app, as there is one display and one stream of
/// touches.
///
/// It runs the engine's frame (``/TransitionKit/HostFrameLoop``) from a `CADisplayLink` at the
/// display's own timestamps — the clock `UITouch.timestamp` is on — resting while nothing moves;
/// it keeps one engine adapter per `UIView` and `UIViewController`; it hands UIKit's touches to
/// the engine's gesture arena and lets UIKit arbitrate the engine's recognizers. Every decision it
/// makes lives in `HostBridge` and is tested there; this type is the glue.
///
/// Apps rarely touch it: the ``TransitionController`` and the Zoom and photo controllers use it.
@preconcurrency @MainActor
public final class UIKitHost {
    /// The app's host.
    public static let shared = UIKitHost()

    /// The display's clock, stepped only by the display link.
    let clock: DisplayClock
    /// The engine's frame.
    let frameLoop: HostFrameLoop
    /// When frames run and on what time.
    let stepper: DisplayLinkStepper
    /// UIKit's arbitration of the engine's recognizers.
    let arbitration: GestureArbitration
    /// UIKit's touches as the engine's.
    let touchBridge = TouchBridge()
    /// One adapter per `UIView`.
    let views = IdentityMap<UIView, UIKitView>()
    /// One adapter per `UIViewController`.
    let controllers = IdentityMap<UIViewController, UIKitViewController>()
    /// The engine recognizers that stand for UIKit's (a do-it-yourself interaction controller's
    /// `UIPanGestureRecognizer`), by the UIKit recognizer.
    let mirrors = IdentityMap<UIGestureRecognizer, RecognizerMirror>()
    /// The UIKit stand-ins made ahead of their engine recognizer's view (a
    /// ``PanInteractionController``'s), by the engine recognizer; held weakly (whoever made one
    /// keeps it, and a view keeps it once it is on one).
    private var standInsAhead: [ObjectIdentifier: WeakStandIn] = [:]

    private struct WeakStandIn {
        weak var standIn: EngineGestureRecognizer?
    }

    /// The controller (and whatever owns it) of each transition running, kept until UIKit ends it:
    /// an app that lets go of its controller mid-transition must not leave UIKit's transition
    /// without its end.
    private var owners: [ObjectIdentifier: WeakOwner] = [:]

    private struct WeakOwner {
        weak var owner: AnyObject?
    }

    /// The window whose touches are being delivered: the arena hit-tests in it.
    weak var touchWindow: UIWindow?
    /// Touch events the arena refused (none, if ``/HostBridge/TouchBridge`` does its job).
    private(set) var refusedTouchEvents = 0
    private var displayLink: CADisplayLink?
    private let observer = HostObserver()

    /// Reduced motion as the app wants it: `nil` (the default) follows the system's Reduce
    /// Motion setting (`UIAccessibility.isReduceMotionEnabled`), read as each transition starts;
    /// `true` or `false` overrides it.
    public var reducedMotionOverride: Bool?

    /// Whether transitions that start now run as cross-fades.
    public var prefersReducedMotion: Bool { reducedMotionOverride ?? UIAccessibility.isReduceMotionEnabled }

    private init() {
        let start = CACurrentMediaTime()
        guard let clock = try? DisplayClock(now: start, settlingFrameRate: 120) else {
            preconditionFailure("UIKitHost: a display clock at 120 Hz is always valid")
        }
        self.clock = clock
        frameLoop = HostFrameLoop(clock: clock)
        stepper = DisplayLinkStepper(frameLoop: frameLoop, clock: clock)
        arbitration = GestureArbitration(arena: frameLoop.arena)
        observer.host = self
        frameLoop.arena.host = observer
        frameLoop.touchObserver = observer
        // Only refusals matter here (they are counted); a delivery would cost a weak load.
        frameLoop.reportsDeliveries = false
        clock.tickingObserver = observer
    }

    // MARK: Adapters

    /// The engine's view for `view` (one per view, for its lifetime).
    public func adapter(for view: UIView) -> UIKitView {
        views.adapter(for: view) { UIKitView(wrapping: $0, host: self) }
    }

    /// The engine's controller for `viewController` (one per controller, for its lifetime): a
    /// navigation or tab bar adapter for those containers.
    public func adapter(for viewController: UIViewController) -> UIKitViewController {
        controllers.adapter(for: viewController) { controller in
            switch controller {
            case let navigation as UINavigationController: UIKitNavigationController(wrapping: navigation, host: self)
            case let tabBar as UITabBarController: UIKitTabBarController(wrapping: tabBar, host: self)
            case is PhotoForeViewController: UIKitPhotoViewerController(wrapping: controller, host: self)
            default: UIKitViewController(wrapping: controller, host: self)
            }
        }
    }

    /// The UIKit recognizer that stands for the engine's `recognizer`: its stand-in, or the
    /// UIKit recognizer it follows.
    func uiRecognizer(for recognizer: GestureRecognizer) -> UIGestureRecognizer? {
        if let mirror = recognizer as? ExternalGestureRecognizer {
            return mirrors.adapters.first { $0.engine === mirror }?.source
        }
        if let paired = arbitration.platformRecognizer(for: recognizer) as? EngineGestureRecognizer { return paired }
        guard let ahead = standInsAhead[ObjectIdentifier(recognizer)]?.standIn, ahead.engineRecognizer === recognizer else {
            return nil
        }
        return ahead
    }

    /// The engine recognizer UIKit's `recognizer` stands for or is followed by, if it has one
    /// already (none is made).
    func knownEngineRecognizer(for recognizer: UIGestureRecognizer) -> GestureRecognizer? {
        if let standIn = recognizer as? EngineGestureRecognizer { return standIn.engineRecognizer }
        return mirrors.existingAdapter(for: recognizer)?.engine
    }

    /// Keeps `owner` (a transition controller) alive as long as the engine delegate `engine`
    /// (its engine controller) is: a transition in UIKit's hands keeps both.
    func register(owner: AnyObject, of engine: AnyObject) {
        owners = owners.filter { $0.value.owner != nil }
        owners[ObjectIdentifier(engine)] = WeakOwner(owner: owner)
    }

    /// The owner registered for `engine`, if any.
    func owner(of engine: AnyObject) -> AnyObject? { owners[ObjectIdentifier(engine)]?.owner }

    /// The engine recognizer for UIKit's `recognizer`: the one it stands for, or one that follows
    /// it (made once, kept as long as it lives).
    func engineRecognizer(for recognizer: UIGestureRecognizer) -> GestureRecognizer {
        if let standIn = recognizer as? EngineGestureRecognizer { return standIn.engineRecognizer }
        return mirrors.adapter(for: recognizer) { RecognizerMirror(source: $0, host: self) }.engine
    }

    /// A UIKit stand-in for the engine's `recognizer`, made now if it has none, so an app can
    /// arbitrate it before it is attached to a view.
    func standIn(for recognizer: GestureRecognizer) -> EngineGestureRecognizer {
        if let existing = uiRecognizer(for: recognizer) as? EngineGestureRecognizer { return existing }
        let standIn = EngineGestureRecognizer(engine: recognizer, host: self)
        noteAhead(standIn)
        return standIn
    }

    /// Remembers `standIn`, made before its engine recognizer is on a view.
    func noteAhead(_ standIn: EngineGestureRecognizer) {
        standInsAhead = standInsAhead.filter { $0.value.standIn != nil }
        standInsAhead[ObjectIdentifier(standIn.engineRecognizer)] = WeakStandIn(standIn: standIn)
    }

    /// Forgets that `recognizer`'s stand-in was made ahead: it is on a view now.
    func forgetAhead(_ recognizer: GestureRecognizer) {
        standInsAhead[ObjectIdentifier(recognizer)] = nil
    }

    /// `standIn` was added to its view with UIKit's `addGestureRecognizer`: the engine's
    /// recognizer joins that view's adapter.
    func adopt(_ standIn: EngineGestureRecognizer) {
        guard let view = standIn.view else { return }
        adapter(for: view).adopt(standIn)
    }

    // MARK: Time

    /// The present, on the display's clock (the clock of `UITouch.timestamp`).
    var now: Double { CACurrentMediaTime() }

    /// Called before the engine is handed input that can start motion: a resting clock moves to
    /// the present first.
    func prepareForInput(at time: Double? = nil) {
        stepper.prepareForInput(at: time ?? now)
    }

    /// Runs the display link while the engine needs frames.
    func wakeIfNeeded() {
        guard stepper.needsFrames else { return }
        let link = displayLink ?? makeDisplayLink()
        link.isPaused = false
    }

    private func makeDisplayLink() -> CADisplayLink {
        let link = CADisplayLink(target: DisplayLinkTarget(host: self), selector: #selector(DisplayLinkTarget.displayDidRefresh(_:)))
        if #available(iOS 15.0, *) {
            // The display's best rate (ProMotion's 120 Hz where the app's Info.plist allows it).
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        }
        link.add(to: .main, forMode: .common)
        displayLink = link
        return link
    }

    /// One display refresh: the engine's frame at the display's timestamp; the link rests when
    /// nothing needs frames.
    func displayDidRefresh(_ link: CADisplayLink) {
        if !stepper.displayDidRefresh(at: link.timestamp) { link.isPaused = true }
    }

    // MARK: Touches

    /// Hands every touch of `event` (seen by one of the engine's stand-ins) to the engine.
    func deliver(_ event: UIEvent, from recognizer: UIGestureRecognizer) {
        guard let all = event.allTouches else { return }
        touchWindow = all.first(where: { $0.window != nil })?.window ?? recognizer.view?.window
        var touches: [PlatformTouch] = []
        touches.reserveCapacity(all.count)
        for touch in all {
            guard let phase = TouchPhase(touch.phase) else { continue }
            touches.append(PlatformTouch(key: ObjectIdentifier(touch), location: touch.location(in: nil), phase: phase))
        }
        prepareForInput(at: event.timestamp)
        for engineEvent in touchBridge.events(for: touches, at: event.timestamp) {
            // The bridge keeps every event continuous (a finger begins before it moves, all down
            // in each event, time never back), so the arena takes it; a refusal would change
            // nothing and is counted by the observer.
            try? frameLoop.send(engineEvent)
        }
        wakeIfNeeded()
    }

    /// The arena refused a touch event.
    fileprivate func noteRefusal() { refusedTouchEvents += 1 }
}

/// The host's faces to the engine, kept off its public API: hit testing for the arena, touch
/// bookkeeping, and the clock's wake-up call.
@MainActor
private final class HostObserver: GestureHost, HostTouchObserver, DisplayClockObserver {
    weak var host: UIKitHost?

    func hitTest(_ point: CGPoint) -> (any GestureView)? {
        guard let host, let window = host.touchWindow, let view = window.hitTest(point, with: nil) else { return nil }
        return host.adapter(for: view)
    }

    var windowBounds: CGRect { host?.touchWindow?.bounds ?? .zero }

    func hostFrameLoop(_ loop: HostFrameLoop, delivered event: TouchEvent) {}

    func hostFrameLoop(_ loop: HostFrameLoop, refused event: TouchEvent, error: TouchError) { host?.noteRefusal() }

    func displayClockDidStartTicking(_ clock: DisplayClock) { host?.wakeIfNeeded() }
}

/// The display link's target, holding the host weakly (a display link retains its target).
@MainActor
private final class DisplayLinkTarget: NSObject {
    weak var host: UIKitHost?

    init(host: UIKitHost) { self.host = host }

    @objc func displayDidRefresh(_ link: CADisplayLink) {
        guard let host else {
            link.invalidate()
            return
        }
        host.displayDidRefresh(link)
    }
}
#endif
