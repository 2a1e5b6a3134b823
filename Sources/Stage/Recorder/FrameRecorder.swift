import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Recording
import TransitionKit

/// Records a window frame by frame into plain ``/Recording/RecordedFrame`` data.
@MainActor
public final class FrameRecorder {
    /// The frames recorded so far.
    public private(set) var frames: [RecordedFrame] = []
    /// Whether ``capture(window:time:)`` records (true by default).
    public var isRecording: Bool {
        get { recording }
        set { recording = newValue }
    }
    /// Where each recorded frame goes instead of ``frames``, when set: a report that writes
    /// frames as they come holds none of them here.
    public var onFrame: (@MainActor (RecordedFrame) -> Void)?

    private var pendingEvents: [RecordedEvent] = []
    private var frameTouches: [Int: RecordedTouch] = [:]

    // What a frame reads before it records anything — with the recorder off, all it reads:
    // plain values only ever read or replaced whole, in statements that call nothing out, so the
    // optimizer proves no two accesses overlap and no frame pays for a runtime exclusivity check
    // (the collections above, changed in place, would pay one each).
    private var recording = true
    /// Whether ``pendingEvents`` or ``frameTouches`` may hold anything.
    private var hasNotes = false

    public init() {}

    /// Forgets every frame.
    public func reset() {
        frames = []
        pendingEvents = []
        frameTouches = [:]
        hasNotes = false
    }

    /// Notes an event for the next captured frame.
    public func note(event: RecordedEvent) {
        pendingEvents.append(event)
        hasNotes = true
    }

    /// Notes touches delivered during the frame being built (the latest state of each finger).
    func note(touches: [Touch]) {
        if !touches.isEmpty { hasNotes = true }
        for touch in touches {
            frameTouches[touch.id.rawValue] = RecordedTouch(
                id: touch.id.rawValue, x: Double(touch.location.x), y: Double(touch.location.y),
                phase: touch.phase.rawValue)
        }
    }

    /// Records the visible tree of `window` at `time`, with the touches and events since the
    /// last frame.
    public func capture(window: Window, time: Double) {
        if !recording, !hasNotes { return }
        defer {
            pendingEvents.removeAll(keepingCapacity: true)
            frameTouches.removeAll(keepingCapacity: true)
            for touch in window.touchesDown where isRecording {
                frameTouches[touch.id.rawValue] = RecordedTouch(
                    id: touch.id.rawValue, x: Double(touch.location.x), y: Double(touch.location.y), phase: "stationary")
            }
            hasNotes = !frameTouches.isEmpty
        }
        guard isRecording else { return }
        var frame = Self.snapshot(of: window, time: time, touches: frameTouches.values.sorted { $0.id < $1.id },
                                  events: pendingEvents)
        frame.gestures = Self.gestures(in: window.arena)
        frame.transition = window.activeTransition.map(Self.transition)
        if let onFrame {
            onFrame(frame)
        } else {
            frames.append(frame)
        }
    }

    /// The running transition as its context knows it: what the engine handed down (its
    /// fraction, phase and shared element), or, from an animation controller that reports only
    /// interactive progress, that progress and whether the context is interactive.
    static func transition(_ context: StageTransitionContext) -> RecordedTransition {
        let phase = context.phase ?? (context.isInteractive ? .interactive : .animating)
        return RecordedTransition(
            name: context.name, fractionComplete: context.percentComplete, phase: RecordedTransition.Phase(phase),
            sharedElement: (context.sharedElementView as? View)?.name)
    }

    /// The recognizers of `arena` in play that have begun, with what they measure.
    static func gestures(in arena: GestureArena) -> [RecordedGesture] {
        var gestures: [RecordedGesture] = []
        for recognizer in arena.recognizersInPlay {
            switch recognizer.state {
            case .began, .changed, .ended, .cancelled: break
            case .possible, .failed: continue
            }
            var gesture = RecordedGesture(name: recognizer.name ?? "\(type(of: recognizer))", state: recognizer.state.rawValue)
            if let pan = recognizer as? PanGestureRecognizer {
                let velocity = pan.velocity(in: nil)
                gesture.velocityX = Double(velocity.x)
                gesture.velocityY = Double(velocity.y)
            } else if let pinch = recognizer as? PinchGestureRecognizer {
                gesture.scale = pinch.scale
                gesture.scaleVelocity = pinch.velocity
            } else if let rotation = recognizer as? RotationGestureRecognizer {
                gesture.rotation = rotation.rotation
                gesture.rotationVelocity = rotation.velocity
            }
            gestures.append(gesture)
        }
        return gestures
    }

    /// The visible tree of `window` now, as data.
    public static func snapshot(of window: Window, time: Double, touches: [RecordedTouch] = [], events: [RecordedEvent] = []) -> RecordedFrame {
        var views: [RecordedView] = []
        var ancestors: [SuperviewMapping] = []
        visit(window.rootView, depth: 0, opacity: 1, ancestors: &ancestors, into: &views)
        return RecordedFrame(time: time, views: views, touches: touches, events: events)
    }

    /// Records `view` and everything under it; `ancestors` maps points from its superview to the
    /// window (a child of the root first), one mapping pushed per level on the way down.
    private static func visit(_ view: View, depth: Int, opacity: Double, ancestors: inout [SuperviewMapping],
                              into views: inout [RecordedView]) {
        let shown = view.presentation
        let alpha = opacity * shown.alpha
        guard !view.isHidden, alpha > 0 else { return }
        let bounds = shown.bounds
        // The root has no superview: its points are the window's.
        let own = view.superviewLink == nil
            ? nil : SuperviewMapping(center: shown.center, bounds: bounds, transform: shown.transform)
        func toWindow(_ x: Double, _ y: Double) -> CGPoint {
            SuperviewMapping.toWindow(CGPoint(x: x, y: y), own: own, ancestors: ancestors)
        }
        let midX = Double(bounds.midX), midY = Double(bounds.midY)
        let center = toWindow(midX, midY)
        let right = toWindow(midX + 1, midY)
        let down = toWindow(midX, midY + 1)
        let box = boundingBox(
            toWindow(Double(bounds.minX), Double(bounds.minY)), toWindow(Double(bounds.maxX), Double(bounds.minY)),
            toWindow(Double(bounds.maxX), Double(bounds.maxY)), toWindow(Double(bounds.minX), Double(bounds.maxY)))
        let scaleX = Double(hypot(right.x - center.x, right.y - center.y))
        let scaleY = Double(hypot(down.x - center.x, down.y - center.y))
        views.append(RecordedView(
            name: view.name, depth: depth, zIndex: views.count,
            centerX: Double(center.x), centerY: Double(center.y),
            width: Double(bounds.width), height: Double(bounds.height),
            scaleX: scaleX, scaleY: scaleY,
            rotation: Double(atan2(right.y - center.y, right.x - center.x)),
            opacity: alpha,
            frameX: Double(box.minX), frameY: Double(box.minY), frameWidth: Double(box.width), frameHeight: Double(box.height),
            cornerRadius: shown.cornerRadius * min(scaleX, scaleY),
            background: view.backgroundColor == nil ? nil : shown.backgroundColor,
            content: view.content, isSnapshot: view.isSnapshot, clipsToBounds: view.clipsToBounds,
            shadow: shadow(of: view, scale: min(scaleX, scaleY))))
        if let own { ancestors.append(own) }
        // Each subview borrowed, by index, from a copy of the list that holds them all: a
        // `for in` would retain and release each one, on the runtime's slow path for one that is
        // weakly referenced, every recorded frame.
        let children = view.stageSubviews
        var index = 0
        while index < children.count {
            Unmanaged.passUnretained(children[index]).withBorrowed { child in
                visit(child, depth: depth + 1, opacity: alpha, ancestors: &ancestors, into: &views)
            }
            index &+= 1
        }
        if own != nil { ancestors.removeLast() }
    }

    /// The bounding box of four points, as `Geometry.boundingBox` makes it of the same four.
    private static func boundingBox(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGRect {
        let minX = min(min(min(a.x, b.x), c.x), d.x), maxX = max(max(max(a.x, b.x), c.x), d.x)
        let minY = min(min(min(a.y, b.y), c.y), d.y), maxY = max(max(max(a.y, b.y), c.y), d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The shadow `view` casts, on screen at `scale`, or `nil` when it casts none (no opacity, no
/// colour, or a transparent one).
@MainActor
private func shadow(of view: View, scale: Double) -> RecordedShadow? {
    guard view.shadowOpacity > 0, let color = view.shadowColor, color.alpha > 0 else { return nil }
    var opaque = color
    opaque.alpha = 1
    return RecordedShadow(opacity: min(view.shadowOpacity, 1) * min(color.alpha, 1), radius: max(view.shadowRadius, 0) * scale,
                          offsetX: Double(view.shadowOffset.width) * scale, offsetY: Double(view.shadowOffset.height) * scale,
                          color: opaque)
}

extension RecordedTransition.Phase {
    /// The recorded form of `phase`.
    init(_ phase: TransitionPhase) {
        switch phase {
        case .animating: self = .animating
        case .interactive: self = .interactive
        case .interrupted: self = .interrupted
        }
    }
}
