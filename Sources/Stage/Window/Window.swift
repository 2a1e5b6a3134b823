import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Recording
import TransitionKit

/// The headless window: a screen, a root view controller, the engine's frame loop (a clock with
/// its animation loop, and the gesture arena that touches go through), and the recorder.
///
/// With a ``/Motion/ManualClock``, ``runFrames(_:)``, ``run(for:)`` and ``runUntilIdle(timeout:)`` step
/// the world frame by frame: each frame runs the engine's ``/TransitionKit/HostFrameLoop`` —
/// the injected touches that are due, gesture deadlines, the animations — and records the frame.
@MainActor
public final class Window: GestureHost, HostTouchObserver {
    /// The screen size, in points.
    public let screenSize: CGSize
    /// Pixels per point.
    public let scale: Double
    /// The window's root view; everything visible is inside it.
    public let rootView: View
    /// Where time comes from.
    public let clock: any FrameClock
    /// The engine's frame, as every host runs it: touches due, gesture deadlines, the clock.
    public let frameLoop: HostFrameLoop
    /// Steps every running animation once per frame (the frame loop's).
    public let loop: AnimationLoop
    /// Routes touches to recognizers (the frame loop's; it hit-tests through this window).
    public let arena: GestureArena
    /// Captures the frames.
    public let recorder = FrameRecorder()
    /// The host's reduced-motion setting (iOS's Reduce Motion): while it is on, every transition
    /// that starts runs as a cross-fade over the same progress, with no travel, scale or
    /// rotation. Off by default.
    public var prefersReducedMotion = false
    /// The screen's pixels per point, as UIKit's `displayScale`: 3, an iPhone's, by default.
    /// A transition's springs land once what they have left to move is under a pixel.
    public var displayScale = 3.0
    /// Told around each frame's engine work (held weakly).
    public var frameObserver: (any WindowFrameObserver)? {
        get { observerOfFrames }
        set { observerOfFrames = newValue }
    }
    /// Told when every container change begins and ends (held weakly).
    public weak var transitionObserver: (any WindowTransitionObserver)?
    /// Misuses Stage noticed and refused.
    public var issues: [StageIssue] { noticedIssues }
    /// How many misuses Stage noticed: what an observer can compare every frame without
    /// copying ``issues``.
    public var issueCount: Int { noticedIssues.count }
    /// The storage of ``issues``, private so that its reads need no exclusivity check.
    private var noticedIssues: [StageIssue] = []
    /// The transition running now, if any; container requests are refused while it runs.
    public internal(set) var activeTransition: StageTransitionContext? {
        get { runningTransition }
        set { runningTransition = newValue }
    }
    /// Whether a transition's context is handed to its controllers at the next frame rather than
    /// inside the request that started it, as UIKit does (it starts a transition at its next
    /// commit, after `pushViewController(_:animated:)` has returned). Off by default; turn it on
    /// to check that a transition behaves the same either way.
    public var startsTransitionsAtNextFrame = false
    /// A transition waiting for the next frame to start.
    var pendingStart: TransitionStart? {
        get { startAtNextFrame }
        set { startAtNextFrame = newValue }
    }

    // What every frame reads, in private storage that is only ever read or replaced whole, in
    // statements that call nothing out: the optimizer proves no two accesses overlap, so no frame
    // pays for a runtime exclusivity check (public or internal stored properties may be accessed
    // in ways it can't see).
    private weak var observerOfFrames: (any WindowFrameObserver)?
    private var runningTransition: StageTransitionContext?
    private var startAtNextFrame: TransitionStart?

    /// The touches down after the latest delivered event, for the recorder.
    public var touchesDown: [Touch] { frameLoop.touchesDown }

    /// A window of `screenSize` points at `scale`, on `clock`.
    public init(screenSize: CGSize = CGSize(width: 390, height: 844), scale: Double = 3, clock: any FrameClock) {
        self.screenSize = screenSize
        self.scale = scale
        self.clock = clock
        frameLoop = HostFrameLoop(clock: clock)
        loop = frameLoop.animationLoop
        arena = frameLoop.arena
        rootView = View(name: "window", frame: CGRect(origin: .zero, size: screenSize))
        rootView.backgroundColor = .black
        rootView.hostingWindow = self
        arena.host = self
        frameLoop.touchObserver = self
    }

    /// The root view controller; setting it shows its view full-screen and makes it appear.
    ///
    /// The controller it replaces disappears, and whatever it (or a controller inside it)
    /// presents is dismissed at once, so nothing it showed stays on screen. Set during a
    /// transition, the change waits for the transition to end (an interactive one stays in the
    /// user's hand until then), so the transition completes or cancels as it would have; the
    /// getter returns the root on screen until the change is made, at the next frame.
    public var rootViewController: ViewController? {
        get { installedRoot }
        set {
            if activeTransition != nil {
                pendingRoot = .some(newValue)
            } else {
                pendingRoot = nil
                install(root: newValue)
            }
        }
    }

    private var installedRoot: ViewController?
    /// A root set during a transition, installed once the transition has ended.
    private var pendingRoot: ViewController??

    private func install(root: ViewController?) {
        guard installedRoot !== root else { return }
        if let old = installedRoot {
            old.dismissEveryPresentation()
            old.beginAppearanceTransition(false, animated: false)
            old.stageView.removeFromSuperview()
            old.endAppearanceTransition(animated: false)
            old.installedWindow = nil
        }
        installedRoot = root
        if let root {
            root.installedWindow = self
            root.beginAppearanceTransition(true, animated: false)
            root.stageView.frame = rootView.bounds
            rootView.insertSubview(root.stageView, at: 0)
            root.endAppearanceTransition(animated: false)
        }
    }

    /// Installs a root set during a transition, once the transition has ended.
    private func installPendingRoot() {
        guard runningTransition == nil, let pending = pendingRoot else { return }
        pendingRoot = nil
        install(root: pending)
    }

    // MARK: GestureHost

    public func hitTest(_ point: CGPoint) -> (any GestureView)? { rootView.hitTest(point) }
    public var windowBounds: CGRect { rootView.bounds }

    // MARK: Touches

    /// Queues `events` for delivery at their timestamps during the next frames.
    public func inject(_ events: [TouchEvent]) { frameLoop.enqueue(events) }

    /// Whether injected touches remain to be delivered.
    public var hasPendingTouches: Bool { frameLoop.hasPendingTouches }

    /// Delivers `event` now. A refused event is recorded in ``issues`` and rethrown.
    public func send(_ event: TouchEvent) throws(TouchError) {
        frameLoop.reportsDeliveries = recorder.isRecording
        try frameLoop.send(event)
    }

    public func hostFrameLoop(_ loop: HostFrameLoop, delivered event: TouchEvent) {
        if recorder.isRecording { recorder.note(touches: event.touches) }
    }

    public func hostFrameLoop(_ loop: HostFrameLoop, refused event: TouchEvent, error: TouchError) {
        note(.touchRefused(error.description))
    }

    // MARK: Frames

    /// Runs the engine's frame at `time` (``/TransitionKit/HostFrameLoop/frame(at:)``: the
    /// touches due, gesture deadlines, then the clock), then records it.
    public func frame(at time: Double) {
        installPendingRoot()
        if let start = startAtNextFrame {
            startAtNextFrame = nil
            begin(start)
        }
        // The window notes delivered touches only while it records: otherwise the frame loop
        // need not load its (weakly held) touch observer for every event.
        frameLoop.reportsDeliveries = recorder.isRecording
        // The observer loaded once (a weak load, and the release of what it returns, cost a
        // frame ~140 instructions each): one dropped during the frame still hears its end.
        if let observer = observerOfFrames {
            observer.windowWillStepFrame(self)
            frameLoop.frame(at: time)
            observer.windowDidStepFrame(self)
        } else {
            frameLoop.frame(at: time)
        }
        recorder.capture(window: self, time: max(time, clock.now))
    }

    /// The time between frames, in seconds (a stepped clock's frame interval, else 1/120).
    public var frameInterval: Double { frameLoop.frameInterval }

    /// Runs `count` frames.
    public func runFrames(_ count: Int) {
        for _ in 0..<max(0, count) { frame(at: clock.now + frameInterval) }
    }

    /// Runs frames for `duration` seconds: ``frameInterval`` apart, the last exactly at the end.
    ///
    /// A duration that would take more than ``/Motion/ManualClock/maximumRunFrameCount`` frames is run
    /// in that many frames, evenly spaced (longer frames, as a slow device would deliver), so no
    /// duration can run forever.
    public func run(for duration: Double) {
        guard duration.isFinite, duration > 0 else { return }
        let start = clock.now
        let (count, interval) = ManualClock.framePlan(for: duration, interval: frameInterval)
        for index in 1...count {
            frame(at: index == count ? start + duration : start + Double(index) * interval)
        }
    }

    /// Runs frames until `time` seconds (the last frame lands exactly there); nothing for a
    /// time that has passed.
    public func run(until time: Double) {
        run(for: time - clock.now)
    }

    /// Runs frames until no animation runs, no touch is pending or down, no transition runs and
    /// no root waits to be installed.
    ///
    /// - Throws: ``/Motion/ClockError/stillRunning(names:after:)`` naming what still runs after `timeout`
    ///   seconds of simulated time — or after as many frames as that takes at ``frameInterval``,
    ///   should the clock have reached a time at which a frame no longer moves it.
    public func runUntilIdle(timeout: Double = 60) throws(ClockError) {
        let start = clock.now
        let frameLimit = ManualClock.frameLimit(for: timeout, interval: frameInterval)
        var frames = 0
        while needsFrames {
            guard clock.now - start < timeout, frames < frameLimit else {
                throw .stillRunning(names: runningNames, after: timeout)
            }
            frame(at: clock.now + frameInterval)
            frames += 1
        }
    }

    /// Whether anything needs frames: an animation runs, a touch is pending or down, a
    /// transition runs, or a root waits to be installed (what ``runUntilIdle(timeout:)`` waits for).
    public var needsFrames: Bool {
        loop.runningCount > 0 || hasPendingTouches || activeTransition != nil || !touchesDown.isEmpty || pendingRoot != nil
    }

    /// What still runs, by name: the animations, the transition, and "touches" while any is
    /// pending or down.
    public var runningNames: [String] {
        var names = loop.runningNames
        if let activeTransition { names.append(activeTransition.name) }
        if hasPendingTouches || !touchesDown.isEmpty { names.append("touches") }
        return names
    }

    // MARK: Transitions

    func report(_ issue: StageIssue) { note(issue) }

    /// Adds `issue` out of the property: no access to it spans a call, so the frame's read of
    /// ``issueCount`` needs no exclusivity check.
    private func note(_ issue: StageIssue) {
        var noticed = noticedIssues
        noticedIssues = []
        noticed.append(issue)
        noticedIssues = noticed
    }

    func record(_ kind: RecordedEvent.Kind, detail: String) {
        recorder.note(event: RecordedEvent(kind: kind, detail: detail, time: clock.now))
    }

    func transitionDidEnd(_ context: StageTransitionContext) {
        if activeTransition === context { activeTransition = nil }
    }
}

extension Window {
    /// Queues the touches of `script` for delivery as frames run: one frame from now (plus the
    /// script's own `startTime`), or, while touches injected earlier are still to come, one
    /// touch frame after the last of them.
    ///
    /// Scripts continue each other: fingers an earlier script left down (`lift: false`) are
    /// down when this one starts, so it may hold, move, lift or cancel them
    /// (``/GestureScripts/GestureScript/touchEvents(continuing:)``).
    ///
    /// - Throws: ``/GestureScripts/GestureScriptError`` for a script that cannot be played (with the fingers
    ///   left down, if any), or whose `startTime` — here a delay, in seconds — is negative (its
    ///   touches would lie in the past, which the gesture system refuses); nothing is queued then.
    public func inject(_ script: GestureScript) throws(GestureScriptError) {
        guard script.startTime >= 0 else {
            throw .invalid(path: "startTime", reason: "played in a window, startTime is a delay after the next frame "
                + "and must be 0 or more (touches can't be delivered in the past), got \(script.startTime)")
        }
        var shifted = script
        var start = clock.now + frameInterval
        let held: [Touch]
        if let last = frameLoop.lastPendingTouch {
            start = max(start, last.timestamp + script.frameInterval)
            held = last.activeTouches
        } else {
            held = touchesDown
        }
        shifted.startTime = start + script.startTime
        inject(try shifted.touchEvents(continuing: held))
    }
}
