import Catalog
import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage
import Testing
import TransitionKit

/// Taking and letting go of something that moves: no step when a gesture begins (the view
/// catches up with fingers that crossed the gesture's threshold), and the first frame after a
/// release moves it as the frames before it did — whatever order the plans were added in.
@MainActor
@Suite("Gesture continuity")
struct ReleaseContinuityTests {
    /// What a frame measures on the replica.
    enum Measure: String, CaseIterable, Sendable {
        case travel, scale, rotation

        @MainActor func value(of view: View) -> CGPoint {
            let presentation = view.presentation
            switch self {
            case .travel: return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            case .scale: return CGPoint(x: presentation.transform.scaleX, y: 0)
            case .rotation: return CGPoint(x: presentation.transform.rotation, y: 0)
            }
        }
    }

    /// How much the replica changed in each of the last held frames and the first released ones.
    private static func steps(of window: Window, replica: () -> View?, measure: Measure, lift: Double)
        -> (held: [Double], released: [Double]) {
        var held: [Double] = []
        var released: [Double] = []
        var previous: CGPoint?
        let interval = window.frameInterval
        while window.clock.now < lift + 4 * interval {
            window.runFrames(1)
            guard let view = replica() else { continue }
            let value = measure.value(of: view)
            if let previous {
                let step = Double(hypot(value.x - previous.x, value.y - previous.y))
                if window.clock.now <= lift - interval / 2 { held.append(step) } else { released.append(step) }
            }
            previous = value
        }
        return (Array(held.suffix(3)), released)
    }

    /// The gesture that moves the open photo steadily and lets go while it moves: a drag back
    /// home at 600 points a second, a pinch closing, or a rotation, each at 120 Hz.
    private static func script(_ measure: Measure, around center: CGPoint) -> GestureScript {
        switch measure {
        case .travel:
            let down = CGPoint(x: center.x, y: center.y + 200)
            return GestureScript {
                GestureStep.drag(path: [center, down], duration: 0.4, easing: .linear, lift: false)
                GestureStep.drag(path: [down, CGPoint(x: down.x, y: down.y - 100)], duration: 100.0 / 600, easing: .linear)
            }
        case .scale:
            return GestureScript {
                GestureStep.pinchRotateDrag(center: center, span: 200, scale: 0.6, duration: 0.3, easing: .linear)
            }
        case .rotation:
            return GestureScript {
                GestureStep.pinchRotateDrag(center: center, span: 200, scale: 1, rotation: 0.8, duration: 0.3, easing: .linear)
            }
        }
    }

    @Test("the open photo follows a slow drag, pinch or rotation from the first frame it moves, without a step when the gesture begins",
          arguments: Measure.allCases)
    func gestureStart(measure: Measure) throws {
        let demo = PhotoDemo(clock: try ManualClock())
        try demo.open(photo: 0)
        try demo.window.runUntilIdle(timeout: 10)
        let center = demo.screenCenter
        let script: GestureScript = switch measure {
        case .travel: GestureScript {
            // 2 points a frame at 120 Hz; the pan begins after 10.
            GestureStep.drag(path: [center, CGPoint(x: center.x, y: center.y + 120)], duration: 0.5, easing: .linear, lift: false)
        }
        case .scale: GestureScript {
            GestureStep.pinchRotateDrag(center: center, span: 200, scale: 1.5, duration: 0.6, easing: .linear, lift: false)
        }
        case .rotation: GestureScript {
            GestureStep.pinchRotateDrag(center: center, span: 200, scale: 1, rotation: 0.8, duration: 0.6, easing: .linear, lift: false)
        }
        }
        try demo.window.inject(script)
        let image = try #require(demo.viewer?.imageView)
        var steps: [Double] = []
        var previous: CGPoint?
        for _ in 0..<66 {
            demo.window.runFrames(1)
            // The photo on screen: the viewer's image until the dismissal starts, then its replica.
            let photo = demo.controller.director?.replicaImageElement as? View ?? image
            let value = measure.value(of: photo)
            if let previous { steps.append(Double(hypot(value.x - previous.x, value.y - previous.y))) }
            previous = value
        }
        let moving = steps.filter { $0 > 0 }.sorted()
        let typical = try #require(moving.isEmpty ? nil : moving[moving.count / 2])
        let largest = try #require(moving.last)
        #expect(largest < 2.5 * typical, "\(measure): the largest frame changes \(largest), a typical one \(typical)")
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle(timeout: 10)
    }

    @Test("a photo let go while a gesture moves it steadily moves in the first released frame as in the held ones",
          arguments: Measure.allCases)
    func photo(measure: Measure) throws {
        let demo = PhotoDemo(clock: try ManualClock())
        try demo.open(photo: 0)
        try demo.window.runUntilIdle(timeout: 10)
        var script = Self.script(measure, around: demo.screenCenter)
        script.startTime = demo.window.clock.now + demo.window.frameInterval
        let events = try script.touchEvents()
        let lift = try #require(events.last?.timestamp)
        demo.window.inject(events)
        // Whole frames, in step with the touches (one move a frame): a shorter frame would leave
        // the next without a move.
        while demo.window.clock.now + demo.window.frameInterval < lift - 3 * demo.window.frameInterval { demo.window.runFrames(1) }
        let (held, released) = Self.steps(
            of: demo.window, replica: { demo.controller.director?.replicaImageElement as? View }, measure: measure, lift: lift)
        let rate = try #require(held.last)
        #expect(rate > 0, "the gesture moved the photo")
        let first = try #require(released.first)
        #expect(first < 1.3 * rate, "\(measure): the first released frame changes \(first), the held ones \(held)")
        try demo.window.runUntilIdle(timeout: 10)
    }

    @Test("a drag that dismisses the story or the photo moves the transition on from where it is, with no step as it begins",
          arguments: ["zoom", "photo"])
    func dismissalStart(demo name: String) throws {
        let clock = try ManualClock()
        let window: Window
        let fraction: () -> Double?
        let start: CGPoint
        if name == "zoom" {
            let demo = ZoomDemo(clock: clock)
            try demo.open(card: 1)
            try demo.window.runUntilIdle()
            let body = try #require(demo.detail?.body)
            (window, fraction) = (demo.window, { demo.controller.isTransitioning ? demo.controller.fractionComplete : nil })
            start = body.convert(CGPoint(x: body.bounds.midX, y: body.bounds.midY), to: nil)
        } else {
            let demo = PhotoDemo(clock: clock)
            try demo.open(photo: 0)
            try demo.window.runUntilIdle()
            (window, fraction) = (demo.window, { demo.controller.isTransitioning ? demo.controller.fractionComplete : nil })
            start = demo.screenCenter
        }
        // 2 points a frame at 120 Hz; the pan begins after 10, 5 frames in.
        try window.inject(GestureScript {
            GestureStep.drag(path: [start, CGPoint(x: start.x, y: start.y + 120)], duration: 0.5, easing: .linear, lift: false)
        })
        var values: [Double] = []
        for _ in 0..<50 {
            window.runFrames(1)
            if let value = fraction() { values.append(value) }
        }
        #expect(values.count > 30, "the drag dismisses")
        // From 0 before the transition began, then frame by frame.
        let steps = zip([0] + values, values).map { abs($1 - $0) }
        let following = steps.dropFirst().prefix(10).sorted()
        let typical = following[following.count / 2]
        #expect(steps[0] <= 1.5 * typical, "\(name): the first frame moves the fraction \(steps[0]), the next ones about \(typical)")
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
    }

    @Test("the story's image let go while a flick moves it goes on at the flick's speed in the first released frame")
    func zoomFlickRelease() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        // 1 : 1, so the flick's speed is the image's (the native shape shrinks it as it goes down:
        // its centre then moves less than the finger; DragShapeTests measure that).
        demo.controller.configuration.shapesPan = false
        try demo.open(card: 2)
        try demo.window.runUntilIdle()
        let center = CGPoint(x: demo.window.screenSize.width / 2, y: demo.window.screenSize.height / 2)
        // 500 points a second downwards, lifted as it moves (the ended touch moves once more).
        var script = GestureScript {
            GestureStep.flick(from: CGPoint(x: center.x, y: center.y - 150), velocity: CGPoint(x: 0, y: 500), duration: 0.2)
        }
        script.startTime = demo.window.clock.now + demo.window.frameInterval
        let events = try script.touchEvents()
        let lift = try #require(events.last?.timestamp)
        demo.window.inject(events)
        var ys: [(time: Double, y: Double)] = []
        // Every flying replica's centre (the avatar's, the title's), frame by frame.
        var flights: [[String: CGPoint]] = []
        func snapshots(_ view: View) -> [View] { (view.isSnapshot ? [view] : []) + view.stageSubviews.flatMap(snapshots) }
        while demo.window.clock.now < lift + 4 * demo.window.frameInterval {
            demo.window.runFrames(1)
            if let replica = demo.controller.director?.mainReplica as? View { ys.append((demo.window.clock.now, Double(replica.presentation.center.y))) }
            flights.append(Dictionary(snapshots(demo.window.rootView).map { ($0.name, $0.presentation.center) }, uniquingKeysWith: { first, _ in first }))
        }
        // In the frame of the release, every replica that moved goes on moving.
        let releaseFrame = try #require(flights.indices.last { demo.window.clock.now - Double(flights.count - 1 - $0) * demo.window.frameInterval <= lift + 1e-6 })
        for (name, center) in flights[releaseFrame] {
            guard let before = flights[releaseFrame - 1][name], let earlier = flights[releaseFrame - 2][name] else { continue }
            let previous = Double(hypot(before.x - earlier.x, before.y - earlier.y))
            let now = Double(hypot(center.x - before.x, center.y - before.y))
            guard previous > 0.5 else { continue }
            #expect(now > 0.5 * previous, "\(name) moved \(previous) then \(now) in the frame the finger lifted")
        }
        let steps = zip(ys, ys.dropFirst()).map { (time: $1.time, dy: $1.y - $0.y) }
        let held = try #require(steps.last { $0.time < lift - 1e-6 }?.dy)
        let released = steps.filter { $0.time > lift + 1e-6 }.map(\.dy)
        // The flick (4.17 points a frame), and what is left of the image catching up with it.
        #expect(held > 500.0 / 120 && held < 500.0 / 120 + 1.5, "the image followed the flick: \(held) a frame")
        let first = try #require(released.first)
        #expect(first > 0.7 * held && first < 1.3 * held, "the first released frame moves \(first), the held ones \(held): \(released)")
        try demo.window.runUntilIdle()
    }
}
