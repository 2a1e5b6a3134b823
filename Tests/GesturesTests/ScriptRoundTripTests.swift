import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Gestures
import GestureScripts

/// Scripts → touches → arena → recognizers: what a script performs is what the recognizers
/// report.
@MainActor
@Suite("Gesture scripts through the arena")
struct ScriptRoundTripTests {
    let host = TestHost()
    let arena: GestureArena

    init() { arena = GestureArena(host: host) }

    private func play(_ script: GestureScript, settle: Double = 1) throws {
        let events = try script.touchEvents()
        for event in events { try arena.handle(event) }
        arena.advance(to: (events.last?.timestamp ?? 0) + settle)
    }

    @Test("a flick at 2000 pt/s ends a pan at 2000 pt/s within 5 %", arguments: [
        CGPoint(x: 2000, y: 0), CGPoint(x: 0, y: -2000), CGPoint(x: -1200, y: 1600),
    ])
    func flick(velocity: CGPoint) throws {
        let pan = PanGestureRecognizer()
        host.root.add(pan)
        var ended: CGPoint?
        pan.addTarget { recognizer in
            if recognizer.state == .ended { ended = (recognizer as? PanGestureRecognizer)?.velocity(in: nil) }
        }
        try play(GestureScript { GestureStep.flick(from: CGPoint(x: 200, y: 400), velocity: velocity) })
        let measured = try #require(ended)
        let speed = hypot(Double(velocity.x), Double(velocity.y))
        #expect(hypot(Double(measured.x - velocity.x), Double(measured.y - velocity.y)) <= 0.05 * speed, "\(measured)")
    }

    @Test("a drag's translation is the path's displacement")
    func drag() throws {
        let pan = PanGestureRecognizer()
        host.root.add(pan)
        var last = CGPoint.zero
        pan.addTarget { recognizer in last = (recognizer as? PanGestureRecognizer)?.translation(in: nil) ?? .zero }
        try play(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 250)], duration: 0.5)
        })
        #expect(abs(last.x - 100) < 1e-9 && abs(last.y - 200) < 1e-9)
    }

    @Test("pinch, rotation and pinch + rotate + drag reach their recognizers")
    func twoFingers() throws {
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        let pan = PanGestureRecognizer()
        let together = Simultaneous()
        for recognizer in [pinch, rotation, pan] as [GestureRecognizer] {
            recognizer.delegate = together
            host.root.add(recognizer)
        }
        var scale = 1.0, angle = 0.0, translation = CGPoint.zero
        pinch.addTarget { _ in scale = pinch.scale }
        rotation.addTarget { _ in angle = rotation.rotation }
        pan.addTarget { _ in translation = pan.translation(in: nil) }
        try play(GestureScript {
            GestureStep.pinchRotateDrag(center: CGPoint(x: 200, y: 400), span: 100, scale: 2, rotation: .pi / 2,
                                        translation: CGPoint(x: 30, y: -60), duration: 0.5)
        })
        #expect(abs(scale - 2) < 1e-9)
        #expect(abs(angle - .pi / 2) < 1e-9)
        #expect(abs(translation.x - 30) < 1e-9 && abs(translation.y + 60) < 1e-9, "the midpoint moved")
    }

    @Test("tap, double tap and long press scripts are recognized; a single tap waits for the double")
    func discrete() throws {
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let press = LongPressGestureRecognizer()
        for recognizer in [single, double, press] as [GestureRecognizer] { host.root.add(recognizer) }
        let singleLog = StateLog(single), doubleLog = StateLog(double), pressLog = StateLog(press)
        try play(GestureScript {
            GestureStep.doubleTap(at: CGPoint(x: 100, y: 100))
            GestureStep.wait(duration: 1)
            GestureStep.tap(at: CGPoint(x: 100, y: 100))
            GestureStep.wait(duration: 1)
            GestureStep.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        })
        #expect(doubleLog.states == [.recognized])
        #expect(singleLog.states == [.recognized], "once, for the lone tap")
        #expect(pressLog.states == [.began, .ended])
    }

    @Test("an edge swipe begins a screen-edge pan; a cancelled touch cancels it")
    func edgeSwipe() throws {
        let edge = ScreenEdgePanGestureRecognizer(edges: .left)
        host.root.add(edge)
        let log = StateLog(edge)
        try play(GestureScript {
            GestureStep.edgeSwipe(edge: .left, screen: CGSize(width: 400, height: 800), distance: 150, lift: false)
            GestureStep.cancel
        })
        #expect(log.states.first == .began)
        #expect(log.states.last == .cancelled)
    }
}
