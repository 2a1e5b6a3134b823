import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Recording
import Stage
import Testing
import TransitionKit
import TransitionTestSupport
@testable import Catalog

/// A context for testing a plan's helpers on their own.
typealias PlanContext = TestTransitionContext

/// An animation whose setup is a closure: plans added to the transition's runtime.
@MainActor
final class PlansAnimation: TransitionAnimation {
    let setUp: @MainActor (TransitionOperationContext) -> Void
    init(_ setUp: @escaping @MainActor (TransitionOperationContext) -> Void) { self.setUp = setUp }
    func setup(in operationContext: TransitionOperationContext) { setUp(operationContext) }
    var layers: [AnimationLayer] { [] }
    func completion(position: AnimatingPosition) {}
}

/// A navigation controller whose pushes and pops run plans, on the one engine: a push runs
/// forward, a pop backward.
@MainActor
final class PlanStage: TransitionsSource {
    let window: Window
    let back = ViewController(title: "Back")
    let fore = ViewController(title: "Fore")
    let navigation: NavigationController
    var controller: TransitionController?
    var duration = 1.0
    var setUp: @MainActor (TransitionOperationContext) -> Void = { _ in }

    init() throws {
        window = Window(clock: try ManualClock())
        navigation = NavigationController(rootViewController: back)
        window.rootViewController = navigation
        controller = TransitionController(forTransitionsIn: navigation, transitionsSource: self)
    }

    func transitionFor(operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?) -> Transition {
        Transition(duration: duration, animation: PlansAnimation(setUp))
    }

    /// Starts a push (forward) or, the fore controller pushed at once, a pop (backward).
    func start(_ direction: TransitionDirection) throws {
        switch direction {
        case .forward:
            try navigation.pushViewController(fore, animated: true)
        case .backward:
            try navigation.pushViewController(fore, animated: false)
            try navigation.popViewController(animated: true)
        }
    }

    /// Whether the fore controller is on top.
    var showsFore: Bool { navigation.topViewController === fore }
}

@MainActor
@Suite("Plans, each on its own")
struct PlanTests {
    @Test("a tween runs back → fore over its segment, and mirrored with the inverted curve backward")
    func tween() throws {
        let tween = TransitionTween(.opacity, segment: .firstQuarter, back: 0.0, fore: 1.0, timingFunction: .easeIn)
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
        #expect(TransitionSegment.firstQuarter.mirrored == TransitionSegment(start: 0.75, length: 0.25))
        // A curve set after the tween is made (as the Photo spec does) applies both ways.
        var later = TransitionTween(.opacity, segment: .firstQuarter, back: 0.0, fore: 1.0)
        later.timingFunction = .easeIn
        #expect(later.timingFunction.x1 == CubicBezierCurve.easeIn.x1 && later.timingFunction.x2 == CubicBezierCurve.easeIn.x2)
        #expect(later.value(at: 0.125, direction: .forward) == CubicBezierCurve.easeIn.value(at: 0.5))
        #expect(abs(later.value(at: 0.875, direction: .backward) - expected) < 1e-12)
    }

    @Test("a tween is scrubbed by the transition's one timeline, forward and backward")
    func scrubbedTween() throws {
        for direction in [TransitionDirection.forward, .backward] {
            let stage = try PlanStage()
            let view = View(name: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.setUp = { $0.runtime.addPlan(TransitionTween(.opacity, back: 0.0, fore: 1.0), to: view) }
            try stage.start(direction)
            #expect(view.alpha == (direction == .forward ? 0 : 1), "set at once for the start")
            stage.window.run(for: 0.3)
            let fraction = try #require(stage.controller?.fractionComplete)
            #expect(fraction > 0.2 && fraction < 0.4)
            let expected = direction == .forward ? fraction : 1 - fraction
            #expect(abs(view.alpha - expected) < 1e-12, "linear: alpha follows the fraction complete")
            try stage.window.runUntilIdle()
            #expect(view.alpha == (direction == .forward ? 1 : 0))
            #expect(stage.showsFore == (direction == .forward))
        }
    }

    @Test("a plan's setter reads the timeline mid-frame, and finds where the driver just put it")
    func setterReadsTimeline() throws {
        let stage = try PlanStage()
        var timeline: TransitionTimeline?
        var seen: [(value: Double, fraction: Double, headingToFore: Bool)] = []
        let probe = PlanProperty<Double>(key: .unique(), name: "probe", restThreshold: 1e-4, get: { _ in 0 }, set: { _, value in
            // Called from inside the driver's step: the timeline's state is read while a frame runs.
            guard let timeline else { return }
            seen.append((value, timeline.fractionComplete, timeline.isHeadingToFore))
        })
        let view = View(name: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.setUp = { context in
            timeline = context.runtime.timeline
            context.runtime.addPlan(TransitionTween(probe, back: 0.0, fore: 1.0), to: view)
        }
        try stage.start(.forward)
        try stage.window.runUntilIdle()
        #expect(seen.count > 50, "a value every frame of a one-second push")
        for sample in seen {
            #expect(abs(sample.value - sample.fraction) < 1e-12 && sample.headingToFore, "linear, forward: the value is the fraction")
        }
        #expect(seen.last?.value == 1)
    }

    @Test("a spring goes to fore forward and to back backward, and the transition waits for it to settle")
    func spring() throws {
        for direction in [TransitionDirection.forward, .backward] {
            let stage = try PlanStage()
            stage.duration = 0.1
            let view = View(name: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.setUp = {
                $0.runtime.addPlan(TransitionSpring(.position, back: CGPoint(x: 0, y: 0), fore: CGPoint(x: 100, y: 0)), to: view)
            }
            try stage.start(direction)
            #expect(view.center == (direction == .forward ? CGPoint(x: 0, y: 0) : CGPoint(x: 100, y: 0)), "starts at the end it leaves")
            stage.window.run(for: 0.2)
            #expect(stage.controller?.isTransitioning == true, "the timeline has arrived; the spring has not settled")
            let x = view.center.x
            #expect(x > 0 && x < 100)
            try stage.window.runUntilIdle()
            #expect(view.center == (direction == .forward ? CGPoint(x: 100, y: 0) : CGPoint(x: 0, y: 0)))
            #expect(stage.showsFore == (direction == .forward))
        }
    }

    @Test("a paused spring holds still and restarts from where the gesture left the value, with its velocity")
    func pausesAndVelocity() throws {
        let stage = try PlanStage()
        let view = View(name: "photo", frame: CGRect(x: 150, y: 350, width: 100, height: 100))
        let pan = PanGestureRecognizer()
        stage.setUp = { operationContext in
            let runtime = operationContext.runtime
            operationContext.context.containerView.addSubview(view)
            operationContext.context.containerView.addGestureRecognizer(pan)
            runtime.addPlan(TransitionSpring(.position, back: CGPoint(x: 50, y: 50), fore: CGPoint(x: 200, y: 400)), to: view)
            runtime.addPlan(PausesSpring(.position, whileActive: pan), to: view)
            runtime.addPlan(AppliesVelocity(from: pan), to: view)
            runtime.addPlan(Draggable(withGestureRecognizer: pan), to: view)
        }
        try stage.start(.backward)
        try stage.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 200, y: 400), CGPoint(x: 300, y: 600)], duration: 0.5, easing: .linear, lift: false)
            GestureStep.flick(velocity: CGPoint(x: 0, y: 800))
        })
        // Past the pan's threshold and the view's catch-up with the finger (0.2 s).
        stage.window.run(for: 0.25)
        let finger1 = try #require(stage.window.touchesDown.first?.location)
        let center1 = view.center
        #expect(stage.controller?.phase == .interactive, "the pan holds the transition")
        stage.window.run(for: 0.15)
        let finger2 = try #require(stage.window.touchesDown.first?.location)
        // While the pan holds it, the view moves exactly as the finger does (the spring is paused).
        #expect(abs((view.center.x - center1.x) - (finger2.x - finger1.x)) < 1e-9)
        #expect(abs((view.center.y - center1.y) - (finger2.y - finger1.y)) < 1e-9)
        try stage.window.runUntilIdle()
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(!stage.showsFore)
    }

    /// The element's position, scale and rotation in each frame, with whether fingers were down.
    private struct Sample { var time: Double; var center: CGPoint; var scale: Double; var rotation: Double; var held: Bool }

    @Test("position, scale and rotation keep their velocity across the release: the springs start with the gestures'",
          arguments: [true, false])
    func velocityContinuesAcrossRelease(appliesVelocity: Bool) throws {
        let stage = try PlanStage()
        let view = View(name: "photo", frame: CGRect(x: 150, y: 350, width: 100, height: 100))
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        // The dismisser lets the three recognize together (it has no controller to start anything).
        let dismisser = TransitionDismisser()
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            dismisser.dismiss(whenGestureRecognizerBegins: recognizer)
        }
        // A soft spring whose destination is where the element starts: in the frame after the
        // release its pull changes the velocity by less than 1 %.
        let soft = try Spring(mass: 1, stiffness: 4, damping: 1)
        stage.setUp = { operationContext in
            let runtime = operationContext.runtime
            let container = operationContext.context.containerView
            container.addSubview(view)
            for recognizer in [pan, pinch, rotation] as [GestureRecognizer] { container.addGestureRecognizer(recognizer) }
            let home = CGPoint(x: 200, y: 400), one = CGSize(width: 1, height: 1)
            runtime.addPlan(TransitionSpring(.position, back: home, fore: home, spring: soft), to: view)
            runtime.addPlan(TransitionSpring(.scale, back: one, fore: one, spring: soft), to: view)
            runtime.addPlan(TransitionSpring(.rotation, back: 0, fore: 0, spring: soft), to: view)
            for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
                runtime.addPlan(PausesSpring(.position, whileActive: recognizer), to: view)
                runtime.addPlan(PausesSpring(.scale, whileActive: recognizer), to: view)
                runtime.addPlan(PausesSpring(.rotation, whileActive: recognizer), to: view)
            }
            runtime.addPlan(Draggable(withGestureRecognizer: pan), to: view)
            runtime.addPlan(Pinchable(withGestureRecognizer: pinch), to: view)
            runtime.addPlan(Rotatable(withGestureRecognizer: rotation), to: view)
            if appliesVelocity {
                runtime.addPlan(AppliesVelocity(from: pan), to: view)
                runtime.addPlan(AppliesVelocity(from: pinch), to: view)
                runtime.addPlan(AppliesVelocity(from: rotation), to: view)
            }
        }
        try stage.start(.backward)
        // Steady motion, then both fingers lift: 400 pt/s down, ×1 per second, 1 rad/s.
        try stage.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: CGPoint(x: 200, y: 400), span: 80, scale: 1.5, rotation: 0.5,
                                        translation: CGPoint(x: 0, y: 200), duration: 0.5, easing: .linear, lift: false)
            GestureStep.lift
        })
        var samples: [Sample] = []
        for _ in 0..<90 {
            stage.window.runFrames(1)
            samples.append(Sample(time: stage.window.clock.now, center: view.center, scale: view.transform.scaleX,
                                  rotation: view.transform.rotation, held: !stage.window.touchesDown.isEmpty))
        }
        let release = try #require(samples.firstIndex { !$0.held && $0.time > 0.2 }, "the fingers lift")
        func rates(_ from: Sample, _ to: Sample) -> [Double] {
            let interval = to.time - from.time
            return [Double(to.center.y - from.center.y) / interval, (to.scale - from.scale) / interval,
                    (to.rotation - from.rotation) / interval]
        }
        // The last frame the fingers moved the element, and the first the springs moved it.
        let before = rates(samples[release - 2], samples[release - 1])
        let after = rates(samples[release], samples[release + 1])
        let expected = [400.0, 1.0, 1.0]
        for index in 0..<3 {
            #expect(abs(before[index] - expected[index]) < 0.05 * expected[index], "held: \(before)")
            if appliesVelocity {
                #expect(abs(after[index] - before[index]) < 0.05 * abs(before[index]), "released: \(after) after \(before)")
            } else {
                #expect(abs(after[index]) < 0.1 * abs(before[index]), "without the plan the springs start at rest: \(after)")
            }
        }
        try stage.window.runUntilIdle(timeout: 60)
        #expect(abs(Double(view.center.y) - 400) < 1 && abs(view.transform.scaleX - 1) < 0.01, "home at rest")
    }

    @Test("pinch, rotation and drag together keep the point between the fingers under the fingers")
    func directManipulation() throws {
        let stage = try PlanStage()
        let view = View(name: "photo", frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let dismisser = TransitionDismisser()
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            dismisser.dismiss(whenGestureRecognizerBegins: recognizer)
        }
        stage.setUp = { operationContext in
            let runtime = operationContext.runtime
            let container = operationContext.context.containerView
            container.addSubview(view)
            for recognizer in [pan, pinch, rotation] as [GestureRecognizer] { container.addGestureRecognizer(recognizer) }
            runtime.addPlan(Draggable(withGestureRecognizer: pan), to: view)
            runtime.addPlan(Pinchable(withGestureRecognizer: pinch), to: view)
            runtime.addPlan(Rotatable(withGestureRecognizer: rotation), to: view)
        }
        try stage.start(.backward)
        // A point of the photo off its centre, under the fingers' midpoint at the start.
        let midpoint = CGPoint(x: 215, y: 402)
        let local = view.convert(midpoint, from: nil)
        try stage.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: midpoint, span: 80, scale: 1.8, rotation: 0.7,
                                        translation: CGPoint(x: -30, y: 50), duration: 0.5, easing: .linear, lift: false)
        })
        stage.window.run(for: 0.55)
        let fingers = stage.window.touchesDown.map(\.location)
        #expect(fingers.count == 2)
        let now = CGPoint(x: (fingers[0].x + fingers[1].x) / 2, y: (fingers[0].y + fingers[1].y) / 2)
        let stillUnder = view.convert(local, to: nil)
        #expect(abs(stillUnder.x - now.x) < 1e-6 && abs(stillUnder.y - now.y) < 1e-6, "\(stillUnder) vs \(now)")
        #expect(abs(view.transform.scaleX - 1.8) < 1e-9 && abs(view.transform.rotation - 0.7) < 1e-9)
    }

    @Test("the drag radius scrubs the timeline: distance / radius in any direction, then on from there")
    func dragRadius() throws {
        let stage = try PlanStage()
        stage.duration = 0.5
        try stage.navigation.pushViewController(stage.fore, animated: false)
        // A pan on the whole screen pops, holding the transition from its first frame.
        let pan = PanGestureRecognizer(name: "pop pan")
        let dismisser = TransitionDismisser()
        dismisser.operation = .navigation(.pop)
        dismisser.transitionController = stage.controller
        dismisser.dismiss(whenGestureRecognizerBegins: pan)
        stage.navigation.view.addGestureRecognizer(pan)
        stage.setUp = { $0.runtime.addPlan(MapDragRadius(150, panGestureRecognizer: pan), to: $0.runtime.timeline) }
        try stage.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 200, y: 400), CGPoint(x: 140, y: 320)], duration: 0.4, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        stage.window.run(for: 0.45)
        #expect(abs((stage.controller?.fractionComplete ?? -1) - 100.0 / 150) < 1e-9, "a 100-point drag up and left")
        #expect(stage.controller?.phase == .interactive)
        try stage.window.runUntilIdle()
        #expect(!stage.showsFore, "released, it runs on to its end")
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

    @Test("the dismisser starts the transition back on any gesture's beginning, held by all of them together")
    func dismisser() throws {
        let stage = try PlanStage()
        try stage.navigation.pushViewController(stage.fore, animated: false)
        let dismisser = TransitionDismisser()
        dismisser.operation = .navigation(.pop)
        dismisser.transitionController = stage.controller
        let pan = PanGestureRecognizer(name: "pan"), pinch = PinchGestureRecognizer(name: "pinch")
        for recognizer in [pan, pinch] as [GestureRecognizer] {
            dismisser.dismiss(whenGestureRecognizerBegins: recognizer)
            stage.navigation.view.addGestureRecognizer(recognizer)
        }
        var holders: [String] = []
        stage.setUp = { operationContext in
            // Both gestures take part (the first began; the second joins when it begins).
            for recognizer in [pan, pinch] as [GestureRecognizer] where recognizer.state == .began || recognizer.state == .changed {
                holders.append(recognizer.name ?? "")
            }
        }
        try stage.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: CGPoint(x: 200, y: 400), span: 100, scale: 1.5, translation: CGPoint(x: 0, y: 80),
                                        lift: false)
        })
        stage.window.run(for: 0.5)
        #expect(stage.controller?.phase == .interactive, "held by the fingers")
        #expect(!holders.isEmpty)
        try stage.window.inject(GestureScript { GestureStep.lift })
        try stage.window.runUntilIdle()
        #expect(!stage.showsFore && stage.navigation.viewControllers.count == 1, "one pop, completed")
    }
}
