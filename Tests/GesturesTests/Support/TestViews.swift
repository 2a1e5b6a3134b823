import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@testable import Gestures

/// A view for gesture tests: a rectangle in its superview's coordinates, optionally scaled
/// (its own coordinates are its superview's divided by `scale`, from its origin).
@MainActor
final class TestView: GestureView {
    let name: String
    /// Frame in window coordinates, for hit testing.
    var windowFrame: CGRect
    /// Points of window per point of this view.
    var scale: Double
    weak var superview: TestView?
    var subviews: [TestView] = []
    var gestureRecognizers: [GestureRecognizer] = []

    init(_ name: String, windowFrame: CGRect, scale: Double = 1) {
        self.name = name
        self.windowFrame = windowFrame
        self.scale = scale
    }

    var gestureSuperview: (any GestureView)? { superview }

    func addSubview(_ view: TestView) {
        view.superview = self
        subviews.append(view)
    }

    func add(_ recognizer: GestureRecognizer) {
        gestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }

    func remove(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.detach()
    }

    func convertFromWindow(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - windowFrame.minX) / scale, y: (point.y - windowFrame.minY) / scale)
    }

    func convertToWindow(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * scale + windowFrame.minX, y: point.y * scale + windowFrame.minY)
    }
}

/// A window of test views: hit testing finds the deepest (last added) view containing a point.
@MainActor
final class TestHost: GestureHost {
    let root: TestView
    var windowBounds: CGRect { root.windowFrame }

    init(size: CGSize = CGSize(width: 400, height: 800)) {
        root = TestView("root", windowFrame: CGRect(origin: .zero, size: size))
    }

    func hitTest(_ point: CGPoint) -> (any GestureView)? {
        func deepest(_ view: TestView) -> TestView? {
            guard view.windowFrame.contains(point) else { return nil }
            for child in view.subviews.reversed() {
                if let hit = deepest(child) { return hit }
            }
            return view
        }
        return deepest(root)
    }
}

/// Builds touch events by hand: fingers go down, move and lift; every event carries every
/// finger that is down, the others as stationary.
@MainActor
struct TouchFeed {
    let arena: GestureArena
    private(set) var time = 0.0
    private var fingers: [Int: CGPoint] = [:]

    init(arena: GestureArena) { self.arena = arena }

    /// Sends one event at `time` in which `changes` happen.
    mutating func send(at time: Double, _ changes: [(Int, TouchPhase, CGPoint?)]) throws {
        self.time = time
        var touches: [Touch] = []
        var changed = Set<Int>()
        for (id, phase, point) in changes {
            changed.insert(id)
            let location = point ?? fingers[id] ?? .zero
            touches.append(Touch(id: TouchIdentifier(id), location: location, timestamp: time, phase: phase))
            if phase.isDown { fingers[id] = location } else { fingers[id] = nil }
        }
        for (id, location) in fingers where !changed.contains(id) {
            touches.append(Touch(id: TouchIdentifier(id), location: location, timestamp: time, phase: .stationary))
        }
        try arena.handle(TouchEvent(timestamp: time, touches: touches))
    }

    mutating func down(_ id: Int, _ x: Double, _ y: Double, at time: Double) throws {
        try send(at: time, [(id, .began, CGPoint(x: x, y: y))])
    }

    mutating func move(_ id: Int, _ x: Double, _ y: Double, at time: Double) throws {
        try send(at: time, [(id, .moved, CGPoint(x: x, y: y))])
    }

    mutating func up(_ id: Int, at time: Double) throws {
        try send(at: time, [(id, .ended, nil)])
    }

    mutating func cancel(_ id: Int, at time: Double) throws {
        try send(at: time, [(id, .cancelled, nil)])
    }

    /// Drags finger `id` from where it is by (dx, dy) over `duration` seconds at 120 Hz.
    mutating func drag(_ id: Int, by dx: Double, _ dy: Double, over duration: Double) throws {
        guard let start = fingers[id] else { return }
        let frames = max(1, Int((duration * 120).rounded()))
        let startTime = time
        for frame in 1...frames {
            let progress = Double(frame) / Double(frames)
            try move(id, Double(start.x) + dx * progress, Double(start.y) + dy * progress,
                     at: startTime + duration * progress)
        }
    }
}

/// Records the states a recognizer's actions saw.
@MainActor
final class StateLog {
    private(set) var states: [GestureRecognizerState] = []

    init(_ recognizer: GestureRecognizer) {
        recognizer.addTarget { [weak self] recognizer in self?.states.append(recognizer.state) }
    }
}

/// Sends two fingers `span` points apart around (200, 400) at angle `angle` (radians), both in
/// `phase`, at `time` seconds.
@MainActor
func place(_ feed: inout TouchFeed, span: Double, angle: Double, at time: Double, phase: TouchPhase) throws {
    let dx = span / 2 * cos(angle)
    let dy = span / 2 * sin(angle)
    try feed.send(at: time, [
        (1, phase, CGPoint(x: 200 - dx, y: 400 - dy)),
        (2, phase, CGPoint(x: 200 + dx, y: 400 + dy)),
    ])
}
