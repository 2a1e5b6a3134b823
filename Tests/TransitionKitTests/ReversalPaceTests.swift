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
import TransitionKit

/// A pan anywhere on the container, as the custom-interaction guide writes one: leftwards
/// pushes, its translation moves the transition by the container's width, and a release
/// completes when it moves fast towards the end or is past half-way.
@MainActor
private final class AnywherePanInteraction: TransitionInteractionController {
    let pan = PanGestureRecognizer()
    var gestureRecognizer: GestureRecognizer { pan }
    weak var sharedElementProvider: (any SharedElementProvider)?

    func operationForInteractiveTransition() -> TransitionOperation {
        pan.translation(in: pan.view).x < 0 ? .navigation(.push) : .none
    }

    /// Leftwards pushes on, rightwards pops on.
    private func direction(_ operationContext: TransitionOperationContext) -> Double {
        operationContext.operation.isPresenting ? -1 : 1
    }

    func progress(in operationContext: TransitionOperationContext) -> TransitionProgress {
        let container = operationContext.context.containerView
        return .step(AnimationFraction(direction(operationContext) * pan.translation(in: container).x / container.bounds.width))
    }

    func resetProgressIfNeeded(in operationContext: TransitionOperationContext) {
        pan.setTranslation(.zero, in: operationContext.context.containerView)
    }

    func completionPosition(in operationContext: TransitionOperationContext, fractionComplete: AnimationFraction) -> AnimatingPosition {
        let velocity = direction(operationContext) * pan.velocity(in: operationContext.context.containerView).x
        if abs(velocity) > 1000 { return velocity > 0 ? .end : .start }
        return fractionComplete > 0.5 ? .end : .start
    }
}

/// Defect 4 of issue 28: a layer a gesture sends back goes on from where it is at the speed it
/// had, and never moves faster than the layer's own curve does on the way in (or than the
/// finger let it go).
@MainActor
@Suite("A reversal continues where the finger left it and never outruns the way in")
struct ReversalPaceTests {
    /// One frame of the incoming view: its left edge, the clock, and who moved the transition.
    private struct Sample {
        let edge: Double
        let time: Double
        let phase: TransitionPhase?
    }

    /// An animated push (a 0.5 s move, eased in and out), grabbed at 55 % of its time by a
    /// finger that drags the incoming view `dx` points back in `duration` seconds and lifts as
    /// it moves; every frame until the push settles.
    private func grabbedAndSentBack(dx: Double, duration: Double, pop: Bool = false) throws -> (samples: [Sample], stack: Int) {
        let interaction = AnywherePanInteraction()
        let scene = try NavigationScene(interactionController: interaction)
        if pop {
            try scene.navigation.pushViewController(ViewController(title: "Next"), animated: false)
            try scene.window.runUntilIdle()
            _ = try scene.navigation.popViewController(animated: true)
        } else {
            try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        }
        let start = scene.window.clock.now
        var samples: [Sample] = []
        func record() {
            guard let incoming = scene.navigation.transitionView.stageSubviews.first(where: { $0.name == "Next" }) else { return }
            samples.append(Sample(
                edge: Double(incoming.presentationFrame.minX), time: scene.window.clock.now, phase: scene.controller.phase))
        }
        while scene.window.clock.now < start + 0.275 - 1e-9 {
            scene.window.runFrames(1)
            record()
        }
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [CGPoint(x: 200, y: 400), CGPoint(x: 200 + dx, y: 400)], duration: duration, easing: .linear, lift: true),
        ]))
        while scene.controller.isTransitioning, samples.count < 600 {
            scene.window.runFrames(1)
            record()
        }
        return (samples, scene.navigation.stack.count)
    }

    /// Speed between consecutive samples, points per second (positive: towards the right).
    private func velocities(_ samples: [Sample]) -> [(velocity: Double, phase: TransitionPhase?)] {
        zip(samples, samples.dropFirst()).map { (velocity: ($1.edge - $0.edge) / ($1.time - $0.time), phase: $1.phase) }
    }

    @Test("sent back at 55 %, the view leaves at the finger's speed and never outruns the way in", arguments: [
        (60.0, 0.15), (30.0, 0.25), (90.0, 0.12),
    ])
    func sentBack(dx: Double, duration: Double) throws {
        let (samples, stack) = try grabbedAndSentBack(dx: dx, duration: duration)
        #expect(stack == 1, "cancelled: the push went back")
        let moves = velocities(samples)
        // The way in: the move's own curve, peaking half-way through its time (before the grab).
        let wayIn = moves.prefix { $0.phase == .animating }.map { -$0.velocity }
        let forwardPeak = try #require(wayIn.max())
        // The move covers 390 points in 0.5 s; eased in and out it peaks well above the mean.
        #expect(forwardPeak > 390 / 0.5 * 1.3)
        let held = moves.drop { $0.phase == .animating }.prefix { $0.phase != .animating }
        let fingerSpeed = try #require(held.last?.velocity)
        #expect(abs(fingerSpeed - dx / duration) < 0.1 * dx / duration, "the view followed the finger: \(fingerSpeed) pt/s")
        let released = Array(moves.drop { $0.phase == .animating }.drop { $0.phase != .animating })
        #expect(released.count > 10)
        // Continuous: the first released frame goes on the way the finger went, its speed
        // changing no more than the curve then changes it from frame to frame.
        let first = try #require(released.first?.velocity)
        let curveChanges = zip(released.prefix(10), released.dropFirst().prefix(10)).map { abs($1.velocity - $0.velocity) }
        #expect(first > 0, "goes on towards the start")
        #expect(abs(first - fingerSpeed) <= curveChanges.max() ?? 0,
                "released at \(first) pt/s after \(fingerSpeed) pt/s held; the curve then changes by \(curveChanges)")
        // Never faster than the way in, nor than the finger let it go.
        let limit = max(forwardPeak, fingerSpeed) * 1.01
        let fastest = released.map { abs($0.velocity) }.max() ?? 0
        #expect(fastest <= limit, "way back peaks at \(fastest) pt/s; way in \(forwardPeak) pt/s, finger \(fingerSpeed) pt/s")
        #expect((samples.last?.edge ?? 0) > 389, "back off screen at its start")
    }

    @Test("a pop sent back at 55 % leaves at the finger's speed and never outruns the way out")
    func popSentBack() throws {
        let (samples, stack) = try grabbedAndSentBack(dx: -60, duration: 0.15, pop: true)
        #expect(stack == 2, "cancelled: the page stays")
        let moves = velocities(samples)
        let wayOut = moves.prefix { $0.phase == .animating }.map(\.velocity)
        let forwardPeak = try #require(wayOut.max())
        let held = moves.drop { $0.phase == .animating }.prefix { $0.phase != .animating }
        let fingerSpeed = try #require(held.last?.velocity)
        #expect(abs(fingerSpeed + 400) < 40, "the page followed the finger leftwards: \(fingerSpeed) pt/s")
        let released = Array(moves.drop { $0.phase == .animating }.drop { $0.phase != .animating })
        let first = try #require(released.first?.velocity)
        let curveChanges = zip(released.prefix(10), released.dropFirst().prefix(10)).map { abs($1.velocity - $0.velocity) }
        #expect(first < 0 && abs(first - fingerSpeed) <= curveChanges.max() ?? 0, "released at \(first) pt/s after \(fingerSpeed)")
        let fastest = released.map { abs($0.velocity) }.max() ?? 0
        #expect(fastest <= max(forwardPeak, abs(fingerSpeed)) * 1.01, "way back \(fastest) pt/s; way out \(forwardPeak), finger \(fingerSpeed)")
        #expect(abs(samples.last?.edge ?? 99) < 1, "back in place")
    }
}
