import Foundation
import Gestures
import Motion
import Recording
import Stage
import Testing
import TransitionKit
import TransitionTestSupport
@testable import Catalog

/// A context for testing plans on their own: the back controller presents the fore one.
typealias PlanContext = TestTransitionContext

extension TestTransitionContext {
    /// A directed transition of `duration` seconds in this context, completing it when it ends.
    func transition(_ direction: TransitionDirection, duration: Double = 1) -> DirectedTransition {
        let transition = DirectedTransition(direction: direction, context: self, fore: to, back: from,
                                            contextElement: nil, duration: duration)
        transition.onFinish = { [weak self] completed in self?.completeTransition(completed) }
        return transition
    }
}

@MainActor
@Suite("Plans, each on its own")
struct PlanTests {
    @Test("a tween runs back → fore over its segment, and mirrored with the inverted curve backward")
    func tween() throws {
        let tween = TransitionTween(.opacity, segment: .firstQuarter, back: 0.0, fore: 1.0, timingCurve: .easeIn)
        #expect(tween.value(at: 0, direction: .forward) == 0)
        #expect(tween.value(at: 0.125, direction: .forward) == CubicBezierCurve.easeIn.value(at: 0.5))
        #expect(tween.value(at: 0.5, direction: .forward) == 1)
        // Backward: the segment starts at 1 − (0 + 0.25) = 0.75, and the curve is inverted.
        #expect(tween.value(at: 0.5, direction: .backward) == 1)
        let inverted = CubicBezierCurve.easeIn.inverted
        #expect(abs(inverted.x2 - 0.58) < 1e-15 && inverted.x1 == 0 && inverted.y1 == 0 && inverted.y2 == 1)
        let expected = 1 - inverted.value(at: 0.5)
        #expect(abs(tween.value(at: 0.875, direction: .backward) - expected) < 1e-12)
        #expect(tween.value(at: 1, direction: .backward) == 0)
        #expect(TransitionSegment.firstQuarter.mirrored == TransitionSegment(position: 0.75, length: 0.25))
    }

    @Test("tweens are scrubbed by the timeline")
    func scrubbedTween() throws {
        let context = try PlanContext(from: "Back", to: "Fore", presentationStyle: .custom)
        let transition = context.transition(.forward)
        let view = View(name: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        transition.add(TransitionTween(.opacity, back: 0.0, fore: 1.0), to: view)
        transition.timeline.isScrubbing = true
        transition.timeline.progress = 0.3
        transition.start()
        context.window.runFrames(1)
        #expect(abs(view.alpha - 0.3) < 1e-12)
        transition.timeline.isScrubbing = false
        context.window.run(for: 0.5)
        #expect(abs(view.alpha - 0.8) < 1e-9)
        try context.window.runUntilIdle()
        #expect(view.alpha == 1 && context.completions == [true])
    }

    @Test("a spring goes to fore forward, to back backward, and retargeting keeps value and velocity")
    func spring() throws {
        let context = try PlanContext(from: "Back", to: "Fore", presentationStyle: .custom)
        let transition = context.transition(.backward)
        let view = View(name: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        transition.add(TransitionSpring(.position, back: CGPoint(x: 0, y: 0), fore: CGPoint(x: 100, y: 0)), to: view)
        #expect(view.center == CGPoint(x: 100, y: 0), "a backward spring starts at fore")
        transition.start()
        context.window.run(for: 0.1)
        let x1 = view.center.x
        #expect(x1 < 100 && x1 > 0)
        context.window.runFrames(1)
        let x2 = view.center.x
        transition.callOff()
        context.window.runFrames(1)
        let x3 = view.center.x
        // Continuity: the frame after retargeting keeps moving the same way, slowed, not jumping.
        #expect(x3 < x2 && (x2 - x3) < (x1 - x2) * 2)
        try context.window.runUntilIdle()
        #expect(view.center == CGPoint(x: 100, y: 0) && context.completions == [false])
    }

    @Test("a paused spring holds still and restarts from where the gesture left the value, with its velocity")
    func pausesAndVelocity() throws {
        let context = try PlanContext(from: "Back", to: "Fore", presentationStyle: .custom)
        let transition = context.transition(.backward)
        let view = View(name: "photo", frame: CGRect(x: 150, y: 350, width: 100, height: 100))
        context.container.addSubview(view)
        let pan = PanGestureRecognizer()
        context.container.addGestureRecognizer(pan)
        transition.add(TransitionSpring(.position, back: CGPoint(x: 50, y: 50), fore: CGPoint(x: 200, y: 400)), to: view)
        transition.add(PausesSpring("position", whileActive: pan), to: view)
        transition.add(AppliesVelocity(from: pan), to: view)
        transition.add(Draggable(withGestureRecognizer: pan), to: view)
        transition.start()
        try context.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 200, y: 400), CGPoint(x: 300, y: 600)], duration: 0.5, easing: .linear, lift: false)
            GestureStep.flick(velocity: CGPoint(x: 0, y: 800))
        })
        context.window.run(for: 0.2)
        let finger1 = try #require(context.window.touchesDown.first?.location)
        let center1 = view.center
        context.window.run(for: 0.2)
        let finger2 = try #require(context.window.touchesDown.first?.location)
        // While the pan holds it, the view moves exactly as the finger does (the spring is paused).
        #expect(abs((view.center.x - center1.x) - (finger2.x - finger1.x)) < 1e-9)
        #expect(abs((view.center.y - center1.y) - (finger2.y - finger1.y)) < 1e-9)
        try context.window.runUntilIdle()
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("pinch, rotation and drag together keep the point between the fingers under the fingers")
    func directManipulation() throws {
        let context = try PlanContext(from: "Back", to: "Fore", presentationStyle: .custom)
        let transition = context.transition(.backward)
        let view = View(name: "photo", frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        context.container.addSubview(view)
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let dismisser = TransitionDismisser()
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            dismisser.dismiss(whenGestureRecognizerBegins: recognizer)
            context.container.addGestureRecognizer(recognizer)
        }
        transition.add(Draggable(withGestureRecognizer: pan), to: view)
        transition.add(Pinchable(withGestureRecognizer: pinch), to: view)
        transition.add(Rotatable(withGestureRecognizer: rotation), to: view)
        transition.timeline.isScrubbing = true
        transition.start()
        // A point of the photo under the fingers' midpoint at the start: (195, 422), its centre
        // is 0, 0 from there... use an off-centre midpoint to make the test meaningful.
        let midpoint = CGPoint(x: 215, y: 402)
        let local = view.convert(midpoint, from: nil)
        try context.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: midpoint, span: 80, scale: 1.8, rotation: 0.7,
                                        translation: CGPoint(x: -30, y: 50), duration: 0.5, easing: .linear, lift: false)
        })
        context.window.run(for: 0.55)
        let fingers = context.window.touchesDown.map(\.location)
        #expect(fingers.count == 2)
        let now = CGPoint(x: (fingers[0].x + fingers[1].x) / 2, y: (fingers[0].y + fingers[1].y) / 2)
        let stillUnder = view.convert(local, to: nil)
        #expect(abs(stillUnder.x - now.x) < 1e-6 && abs(stillUnder.y - now.y) < 1e-6, "\(stillUnder) vs \(now)")
        #expect(abs(view.transform.scaleX - 1.8) < 1e-9 && abs(view.transform.rotation - 0.7) < 1e-9)
    }

    @Test("the drag radius scrubs the timeline: distance / radius in any direction, then real time")
    func dragRadius() throws {
        let context = try PlanContext(from: "Back", to: "Fore", presentationStyle: .custom)
        let transition = context.transition(.backward, duration: 0.5)
        let pan = PanGestureRecognizer()
        context.container.addGestureRecognizer(pan)
        transition.add(MapDragRadius(150, panGestureRecognizer: pan))
        transition.timeline.isScrubbing = true  // held at 0 until the pan takes it
        transition.start()
        try context.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 200, y: 400), CGPoint(x: 140, y: 320)], duration: 0.4, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        context.window.run(for: 0.45)
        #expect(abs(transition.timeline.progress - 100.0 / 150) < 1e-9, "a 100-point drag up and left")
        #expect(transition.timeline.isScrubbing)
        try context.window.runUntilIdle()
        #expect(transition.timeline.progress == 1 && context.completions == [true])
    }

    @Test("the replicator places a replica where the original is, hides it, and cleans up")
    func replicator() throws {
        let context = try PlanContext(from: "Back", to: "Fore", presentationStyle: .custom)
        let cell = View(name: "cell", frame: CGRect(x: 20, y: 100, width: 120, height: 120))
        cell.transform = Transform2D(scaleX: 0.5, scaleY: 0.5, rotation: 0.3)
        let image = View(name: "image", frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        image.content = .image(ImageReference(name: "p", pixelWidth: 100, pixelHeight: 60))
        cell.addSubview(image)
        context.window.rootView.addSubview(cell)
        let replicator = ViewReplicator()
        let replica = try #require(replicator.replicate(view: image, into: context.container) as? View)
        #expect(image.isHidden && replica.superview === context.container)
        let original = image.convert(CGPoint(x: 50, y: 30), to: nil)
        let copy = replica.convert(CGPoint(x: 50, y: 30), to: nil)
        #expect(abs(original.x - copy.x) < 1e-9 && abs(original.y - copy.y) < 1e-9)
        #expect(replica.content == image.content && replica.bounds.size == image.bounds.size)
        replicator.cleanUp()
        #expect(!image.isHidden && replica.superview == nil)
        #expect(replicator.replicate(view: View(name: "empty"), into: context.container) == nil)
    }

    @Test("the dismisser starts on any gesture's beginning, all recognized together")
    func dismisser() throws {
        let context = try PlanContext(from: "Back", to: "Fore", presentationStyle: .custom)
        let dismisser = TransitionDismisser()
        var started: [String] = []
        dismisser.onBegin = { started.append($0.name ?? "") }
        let pan = PanGestureRecognizer(name: "pan"), pinch = PinchGestureRecognizer(name: "pinch"), tap = TapGestureRecognizer(name: "tap")
        for recognizer in [pan, pinch, tap] as [GestureRecognizer] {
            dismisser.dismiss(whenGestureRecognizerBegins: recognizer)
            context.container.addGestureRecognizer(recognizer)
        }
        try context.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: CGPoint(x: 200, y: 400), span: 100, scale: 1.5, translation: CGPoint(x: 0, y: 80))
            GestureStep.wait(duration: 0.5)
            GestureStep.tap(at: CGPoint(x: 100, y: 100))
        })
        try context.window.runUntilIdle()
        #expect(started == ["pinch", "pan", "tap"] || started == ["pan", "pinch", "tap"])
    }
}
