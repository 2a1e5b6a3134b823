import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

@Suite("GestureScript motion")
struct GestureScriptMotionTests {
    typealias Support = GestureScriptTestSupport

    /// The velocity a tracker reports at the lift of finger `id`, fed every position the finger
    /// was reported at before it lifted (and, with `includingLift`, the lift's position too).
    static func liftVelocity(_ id: Int, _ events: [TouchEvent], includingLift: Bool) throws -> CGPoint? {
        let touches = Support.track(id, in: events)
        let lift = try #require(touches.last)
        var tracker = VelocityTracker()
        for touch in touches where touch.phase.isDown || includingLift {
            try tracker.addSample(touch.location, time: touch.timestamp)
        }
        return tracker.estimatedVelocity(at: lift.timestamp)
    }

    static let flicks: [(velocity: CGPoint, rate: Double)] = [
        (CGPoint(x: 2000, y: 0), 120),
        (CGPoint(x: -900, y: 1200), 120),  // 1500 pt/s down and to the left
        (CGPoint(x: 0, y: -3000), 60),
        (CGPoint(x: 2000, y: 0), 240),
    ]

    @Test("a flick is reported at its velocity at the lift, within 5 %", arguments: flicks.indices)
    func flickVelocity(index: Int) throws {
        let (velocity, rate) = Self.flicks[index]
        let events = try GestureScript(touchRate: rate) {
            GestureStep.flick(from: CGPoint(x: 200, y: 400), velocity: velocity)
        }.touchEvents()
        let speed = hypot(Double(velocity.x), Double(velocity.y))
        for includingLift in [false, true] {
            let measured = try #require(try Self.liftVelocity(1, events, includingLift: includingLift))
            let error = hypot(Double(measured.x - velocity.x), Double(measured.y - velocity.y))
            #expect(error <= 0.05 * speed, "\(measured) vs \(velocity), lift sample \(includingLift)")
        }
        #expect(Support.track(1, in: events).last?.phase == .ended)
    }

    @Test("a flick eases in from rest: its first step is far slower than its last")
    func flickEasesIn() throws {
        let events = try GestureScript {
            GestureStep.flick(from: .zero, velocity: CGPoint(x: 2000, y: 0), duration: 0.25)
        }.touchEvents()
        let xs = Support.track(1, in: events).map { Double($0.location.x) }
        #expect(events.count == 31)
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 > 0 })
        #expect(steps[0] < 0.1 * steps[steps.count - 1])
        // The last 13 frames (100 ms and the lift) run at exactly 2000 pt/s: 50/3 points a frame.
        for step in steps.suffix(13) { #expect(abs(step - 2000.0 / 120) < 1e-6) }
    }

    @Test("a flick continues from a finger that is down")
    func flickFromHeldFinger() throws {
        let events = try GestureScript {
            GestureStep.longPress(at: CGPoint(x: 300, y: 600), duration: 0.3, lift: false)
            GestureStep.flick(velocity: CGPoint(x: 0, y: -2000))
        }.touchEvents()
        let touches = Support.track(1, in: events)
        // 37 long-press frames, then 24 flick frames (0.2 s), all one finger.
        #expect(touches.count == 37 + 24)
        let measured = try #require(try Self.liftVelocity(1, events, includingLift: false))
        #expect(abs(Double(measured.y) + 2000) <= 100)
        #expect(abs(Double(measured.x)) <= 1e-6)
    }

    @Test("a drag starts and ends exactly on its path's ends")
    func dragEndpoints() throws {
        let path = [CGPoint(x: 12.5, y: 700), CGPoint(x: 80, y: 20), CGPoint(x: 333.25, y: 41)]
        let events = try GestureScript { GestureStep.drag(path: path, duration: 0.4) }.touchEvents()
        let touches = Support.track(1, in: events)
        #expect(touches.first?.location == path[0])
        #expect(touches.last?.location == path[2])
    }

    @Test("a drag follows its path by distance: the corner of an L is passed halfway")
    func dragAlongPath() throws {
        // 100 points right then 100 down, linear over 1 s: at 0.5 s the corner, at 0.75 s halfway down.
        let events = try GestureScript {
            GestureStep.drag(path: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)], duration: 1, easing: .linear)
        }.touchEvents()
        let touches = Support.track(1, in: events)
        #expect(touches.count == 121)
        #expect(Support.near(touches[60].location, CGPoint(x: 100, y: 0), 1e-6))
        #expect(Support.near(touches[90].location, CGPoint(x: 100, y: 50), 1e-6))
        #expect(Support.near(touches[30].location, CGPoint(x: 50, y: 0), 1e-6))
    }

    static let easings: [(easing: GestureEasing, controlPoints: [Double])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
        (.curve(x1: 0.2, y1: 0.8, x2: 0.4, y2: 1.3), [0.2, 0.8, 0.4, 1.3]),
    ]

    @Test("a drag's easing is its velocity profile", arguments: easings.indices)
    func dragEasing(index: Int) throws {
        let (easing, p) = Self.easings[index]
        let events = try GestureScript {
            GestureStep.drag(path: [.zero, CGPoint(x: 300, y: 0)], duration: 0.5, easing: easing)
        }.touchEvents()
        let xs = Support.track(1, in: events).map { Double($0.location.x) }
        #expect(xs.count == 61)
        for frame in [15, 30, 45] {
            let expected = 300 * Support.bezierProgress(x1: p[0], y1: p[1], x2: p[2], y2: p[3], at: Double(frame) / 60)
            #expect(abs(xs[frame] - expected) < 1e-4, "frame \(frame): \(xs[frame]) vs \(expected)")
        }
    }

    @Test("ease-in moves less in the first half than the second; ease-out the opposite")
    func easingHalves() throws {
        func halfway(_ easing: GestureEasing) throws -> Double {
            let events = try GestureScript {
                GestureStep.drag(path: [.zero, CGPoint(x: 0, y: 300)], duration: 0.5, easing: easing)
            }.touchEvents()
            return Double(Support.track(1, in: events)[30].location.y)
        }
        #expect(try halfway(.easeIn) < 150)
        #expect(try halfway(.easeOut) > 150)
        #expect(abs(try halfway(.linear) - 150) < 1e-6)
    }

    @Test("a pinch ends with its span multiplied by its scale, about its centre")
    func pinch() throws {
        let events = try GestureScript {
            GestureStep.pinch(center: CGPoint(x: 200, y: 300), span: 100, scale: 2, duration: 0.3)
        }.touchEvents()
        let first = try #require(events.first)
        let last = try #require(events.last)
        #expect(first.touches.map(\.location) == [CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)])
        #expect(Support.near(last.touches[0].location, CGPoint(x: 100, y: 300)))
        #expect(Support.near(last.touches[1].location, CGPoint(x: 300, y: 300)))
        #expect(last.touches.allSatisfy { $0.phase == .ended })
        // The midpoint never moves.
        for event in events {
            let middle = CGPoint(x: (event.touches[0].location.x + event.touches[1].location.x) / 2,
                                 y: (event.touches[0].location.y + event.touches[1].location.y) / 2)
            #expect(Support.near(middle, CGPoint(x: 200, y: 300)))
        }
    }

    @Test("a vertical pinch in halves the span along its angle")
    func pinchWithAngle() throws {
        let events = try GestureScript {
            GestureStep.pinch(center: CGPoint(x: 100, y: 100), span: 200, angle: .pi / 2, scale: 0.5)
        }.touchEvents()
        let last = try #require(events.last)
        #expect(Support.near(last.touches[0].location, CGPoint(x: 100, y: 50)))
        #expect(Support.near(last.touches[1].location, CGPoint(x: 100, y: 150)))
    }

    @Test("a rotation turns the fingers clockwise on screen, keeping their distance")
    func rotate() throws {
        let events = try GestureScript {
            GestureStep.rotate(center: CGPoint(x: 200, y: 300), span: 120, rotation: .pi / 2)
        }.touchEvents()
        let first = try #require(events.first)
        let last = try #require(events.last)
        #expect(first.touches.map(\.location) == [CGPoint(x: 140, y: 300), CGPoint(x: 260, y: 300)])
        // The right-hand finger turns down (y grows downward), the left-hand one up.
        #expect(Support.near(last.touches[0].location, CGPoint(x: 200, y: 240)))
        #expect(Support.near(last.touches[1].location, CGPoint(x: 200, y: 360)))
        for event in events {
            #expect(abs(Support.distance(event.touches[0].location, event.touches[1].location) - 120) < 1e-9)
        }
    }

    @Test("pinch, rotate and drag together: the midpoint follows the translation")
    func pinchRotateDrag() throws {
        let events = try GestureScript {
            GestureStep.pinchRotateDrag(
                center: CGPoint(x: 200, y: 300), span: 100, scale: 0.5, rotation: .pi,
                translation: CGPoint(x: 50, y: -20), duration: 0.5, easing: .linear
            )
        }.touchEvents()
        #expect(events.count == 61)
        for (frame, event) in events.enumerated() {
            let a = event.touches[0].location
            let b = event.touches[1].location
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let t = Double(frame) / 60
            #expect(Support.near(middle, CGPoint(x: 200 + 50 * t, y: 300 - 20 * t), 1e-9))
            #expect(abs(Support.distance(a, b) - (100 - 50 * t)) < 1e-9)
        }
        // Turned half a turn: the first finger is now on the right of the midpoint (250, 280).
        let last = try #require(events.last)
        #expect(Support.near(last.touches[0].location, CGPoint(x: 275, y: 280)))
        #expect(Support.near(last.touches[1].location, CGPoint(x: 225, y: 280)))
    }

    @Test("a rotation continues from pinched fingers, taking their centre, span and angle")
    func rotateAfterPinch() throws {
        let events = try GestureScript {
            GestureStep.pinch(center: CGPoint(x: 200, y: 300), span: 100, scale: 1.5, lift: false)
            GestureStep.rotate(rotation: -.pi / 2)
        }.touchEvents()
        let last = try #require(events.last)
        // Span 150 about (200, 300), turned a quarter anticlockwise from side by side.
        #expect(Support.near(last.touches[0].location, CGPoint(x: 200, y: 375), 1e-9))
        #expect(Support.near(last.touches[1].location, CGPoint(x: 200, y: 225), 1e-9))
        #expect(last.touches.map(\.id.rawValue) == [1, 2])
    }

    static let edgeSwipes: [(edge: ScreenEdge, along: Double?, start: CGPoint, end: CGPoint)] = [
        (.left, nil, CGPoint(x: 4, y: 422), CGPoint(x: 204, y: 422)),
        (.right, nil, CGPoint(x: 386, y: 422), CGPoint(x: 186, y: 422)),
        (.top, 100, CGPoint(x: 100, y: 4), CGPoint(x: 100, y: 204)),
        (.bottom, 100, CGPoint(x: 100, y: 840), CGPoint(x: 100, y: 640)),
    ]

    @Test("an edge swipe starts just inside its edge and moves straight inward", arguments: edgeSwipes.indices)
    func edgeSwipe(index: Int) throws {
        let (edge, along, start, end) = Self.edgeSwipes[index]
        let events = try GestureScript {
            GestureStep.edgeSwipe(edge: edge, screen: CGSize(width: 390, height: 844), along: along, distance: 200)
        }.touchEvents()
        let touches = Support.track(1, in: events)
        #expect(touches.count == 37)
        #expect(touches.first?.location == start)
        #expect(touches.last?.location == end)
        #expect(touches.map(\.phase) == [.began] + Array(repeating: .moved, count: 35) + [.ended])
    }
}
