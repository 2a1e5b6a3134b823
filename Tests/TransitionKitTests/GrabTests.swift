import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage
import Testing
@testable import TransitionKit

/// A guide-style transition whose shared element flies on the Photo specification's springs: its
/// animation adds them to the transition's runtime and names the element, which a touch can then
/// take in hand with pan, pinch and rotation.
@MainActor
final class SpringFlight: TransitionAnimation {
    let element = View(name: "spring element", frame: CGRect(x: 20, y: 600, width: 80, height: 80))
    func setup(in operationContext: TransitionOperationContext) {
        let context = operationContext.context
        if let to = context.view(forKey: .to) {
            to.frame = context.containerView.bounds
            context.containerView.addSubview(to)
        }
        context.containerView.addSubview(element)
        let runtime = operationContext.runtime
        runtime.addPlan(TransitionSpring(.position, back: CGPoint(x: 60, y: 640), fore: CGPoint(x: 195, y: 300)), to: element)
        runtime.addPlan(TransitionSpring(.scale, back: CGSize(width: 1, height: 1), fore: CGSize(width: 3, height: 3)), to: element)
        runtime.addPlan(TransitionSpring(.rotation, back: 0, fore: 0), to: element)
        runtime.sharedElementView = element
    }
    var layers: [AnimationLayer] { [] }
    func completion(position: AnimatingPosition) { element.removeFromSuperview() }
}

@MainActor
@Suite("Grab anything, any time")
struct GrabTests {
    static let timings: [(String, TimingParameters)] = [
        ("linear", .linear), ("eased", .easeInEaseOut), ("spring", AnimationTimingParameters(mass: 1, stiffness: 300, damping: 30)),
    ]

    @Test("a shared element caught mid-flight is under the finger from its first movement: no jump when the pan begins",
          arguments: 0..<3)
    func noJumpAtThePanThreshold(timing index: Int) throws {
        let square = FlyingSquare(from: CGRect(x: 20, y: 600, width: 80, height: 80), to: CGRect(x: 0, y: 100, width: 390, height: 390),
                                  timingParameters: Self.timings[index].1)
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in
            Transition(duration: 0.6, animation: DissolveTransitionAnimation(), sharedElement: square)
        })
        try scene.navigation.pushViewController(PhaseRecordingController(title: "Detail"), animated: true)
        scene.window.run(for: 0.2)
        let view = try #require(square.transitioningView as? View)
        let grab = view.presentation.center
        // A slow drag to the left: 1 point per frame at 120 fps, well inside the pan's
        // 10-point threshold for the first frames.
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [grab, CGPoint(x: grab.x - 60, y: grab.y)], duration: 0.5, easing: .linear, lift: false),
        ]))
        scene.window.runFrames(1)
        let offset = CGPoint(x: view.presentation.center.x - grab.x, y: view.presentation.center.y - grab.y)
        var largest = 0.0
        for _ in 0..<50 {
            scene.window.runFrames(1)
            let finger = try #require(scene.window.touchesDown.first?.location)
            let expected = CGPoint(x: finger.x + offset.x, y: finger.y + offset.y)
            let center = view.presentation.center
            largest = max(largest, Double(hypot(center.x - expected.x, center.y - expected.y)))
        }
        #expect(largest < 1e-9, "\(Self.timings[index].0): the element strays \(largest) pt from under the finger")
        #expect(scene.pan.panGestureRecognizer.state == .changed, "the pan began on the way")
        try scene.window.inject(GestureScript(steps: [.hold(duration: 0.1), .lift]))
        try scene.window.runUntilIdle()
        #expect(square.transitioningView.superview == nil)
    }

    @Test("a guide transition's element flown by springs is pinched and rotated about the fingers, and lands where the release says")
    func springElementPinchedAndRotated() throws {
        let flight = SpringFlight()
        let scene = try NavigationScene(source: FixedTransitionsSource { _ in Transition(duration: 0.5, animation: flight) })
        try scene.navigation.pushViewController(PhaseRecordingController(title: "Detail"), animated: true)
        scene.window.run(for: 0.15)
        let element = flight.element
        let caught = element.presentation.center
        let scaleBefore = element.transform.scaleX
        // Two fingers about the element's centre spread ×1.5 and turn 0.4 rad, not moving.
        try scene.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: caught, span: 40, scale: 1.5, rotation: 0.4, translation: .zero,
                                        duration: 0.4, easing: .linear, lift: false)
        })
        scene.window.runFrames(1)
        #expect(scene.controller.phase == .interrupted, "the touch-down of two fingers holds it")
        #expect(element.presentation.center == caught, "where the fingers caught it")
        scene.window.run(for: 0.45)
        #expect(scene.controller.phase == .interactive, "held by the fingers")
        #expect(abs(element.transform.scaleX - scaleBefore * 1.5) < 1e-6, "scaled with the pinch: \(element.transform.scaleX)")
        #expect(abs(element.transform.rotation - 0.4) < 1e-6, "turned with the fingers")
        #expect(hypot(element.center.x - caught.x, element.center.y - caught.y) < 1e-6, "about the point under the fingers")
        let fraction = try #require(scene.controller.fractionComplete)
        scene.window.run(for: 0.2)
        #expect(scene.controller.fractionComplete == fraction, "the timeline waits while the fingers hold")
        try scene.window.inject(GestureScript { GestureStep.lift })
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.map(\.title) == ["Root", "Detail"], "lifted without a pan: on to the end")
        #expect(element.superview == nil)
        #expect(scene.window.issues.isEmpty)
    }
}
