import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Gestures

@MainActor
@Suite("UncheckedPanMeasuringState and UncheckedFingerPairMeasuringState: actions that re-set what is measured")
struct MeasuringStateTests {
    let host = TestHost()
    let arena: GestureArena

    init() { arena = GestureArena(host: host) }

    @Test("a pan action that zeroes the translation on every change sees each move's step")
    func panZeroesTranslation() throws {
        let pan = PanGestureRecognizer()
        host.root.add(pan)
        var steps: [CGPoint] = []
        var velocities: [CGPoint] = []
        pan.addTarget { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer, pan.state.isActive else { return }
            steps.append(pan.translation(in: nil))
            velocities.append(pan.velocity(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        // The same moves to a pan that keeps its translation.
        let controlHost = TestHost()
        let controlArena = GestureArena(host: controlHost)
        let control = PanGestureRecognizer()
        controlHost.root.add(control)
        var controlVelocities: [CGPoint] = []
        control.addTarget { recognizer in
            if let pan = recognizer as? PanGestureRecognizer, pan.state.isActive { controlVelocities.append(pan.velocity(in: nil)) }
        }
        var feed = TouchFeed(arena: arena)
        var controlFeed = TouchFeed(arena: controlArena)
        try feed.down(1, 100, 100, at: 0)
        try controlFeed.down(1, 100, 100, at: 0)
        for (index, (x, y)) in [(120.0, 100.0), (125, 103), (135, 100)].enumerated() {
            let time = 0.01 * Double(index + 1)
            try feed.move(1, x, y, at: time)
            try controlFeed.move(1, x, y, at: time)
        }

        #expect(steps == [CGPoint(x: 20, y: 0), CGPoint(x: 5, y: 3), CGPoint(x: 10, y: -3)])
        // The velocity is measured on the fingers' path, which re-setting the translation leaves alone.
        #expect(velocities.count == 3)
        #expect(velocities == controlVelocities)
        #expect(control.translation(in: nil) == CGPoint(x: 35, y: 0))
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test("a pinch action that re-sets the scale to 1 on every change sees each move's ratio")
    func pinchResetsScale() throws {
        let pinch = PinchGestureRecognizer()
        host.root.add(pinch)
        var scales: [Double] = []
        pinch.addTarget { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer, pinch.state.isActive else { return }
            scales.append(pinch.scale)
            pinch.scale = 1
        }
        var feed = TouchFeed(arena: arena)
        try place(&feed, span: 100, angle: 0, at: 0, phase: .began)
        try place(&feed, span: 110, angle: 0, at: 0.01, phase: .moved)
        try place(&feed, span: 121, angle: 0, at: 0.02, phase: .moved)
        try place(&feed, span: 121 * 1.1, angle: 0, at: 0.03, phase: .moved)

        #expect(scales.count == 3)
        #expect(scales.allSatisfy { abs($0 - 1.1) < 1e-9 })
        #expect(abs(pinch.scale - 1) < 1e-9)
    }

    @Test("a rotation action that re-sets the rotation to 0 on every change sees each move's turn")
    func rotationResetsRotation() throws {
        let rotation = RotationGestureRecognizer()
        host.root.add(rotation)
        var turns: [Double] = []
        rotation.addTarget { recognizer in
            guard let rotation = recognizer as? RotationGestureRecognizer, rotation.state.isActive else { return }
            turns.append(rotation.rotation)
            rotation.rotation = 0
        }
        var feed = TouchFeed(arena: arena)
        try place(&feed, span: 100, angle: 0, at: 0, phase: .began)
        try place(&feed, span: 100, angle: 0.1, at: 0.01, phase: .moved)
        try place(&feed, span: 100, angle: 0.25, at: 0.02, phase: .moved)
        try place(&feed, span: 100, angle: 0.2, at: 0.03, phase: .moved)

        #expect(turns.count == 3)
        let expected = [0.1, 0.15, -0.05]
        for (turn, step) in zip(turns, expected) { #expect(abs(turn - step) < 1e-9) }
    }
}
