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

@MainActor
@Suite("Layer pacing: along the curve, under the finger, and running on")
struct LayerPacingTests {
    @Test("a layer taken in hand moves linearly from where it was to its range's ends", arguments: [
        (0.0, 0.0), (0.3, 0.12), (0.5, 0.5), (0.8, 0.95), (1.0, 1.0),
    ])
    func following(grab: Double, progress: Double) {
        #expect(LayerPacing.progress(at: grab, heldAt: grab, progress: progress) == progress, "where it was taken")
        #expect(abs(LayerPacing.progress(at: 0, heldAt: grab, progress: progress)) < 1e-15 || grab == 0)
        #expect(abs(LayerPacing.progress(at: 1, heldAt: grab, progress: progress) - 1) < 1e-15 || grab == 1)
        // Linear on each side: the midpoints are halfway.
        if grab < 1 {
            let mid = LayerPacing.progress(at: (grab + 1) / 2, heldAt: grab, progress: progress)
            #expect(abs(mid - (progress + 1) / 2) < 1e-12)
        }
        if grab > 0 {
            let mid = LayerPacing.progress(at: grab / 2, heldAt: grab, progress: progress)
            #expect(abs(mid - progress / 2) < 1e-12)
        }
    }

    @Test("released, a layer left part-way runs on; one outside its range or untouched stays on its curve")
    func resumed() {
        let untouched = LayerPacing.following(heldAt: 0.4, progress: 0.3, wasRunning: false)
        #expect(untouched.resumed(at: 0.4) == .alongCurve)
        #expect(untouched.resumed(at: 0.5) == .running)
        #expect(untouched.resumed(at: 0) == .alongCurve && untouched.resumed(at: 1) == .alongCurve)
        #expect(LayerPacing.following(heldAt: 0.4, progress: 0.3, wasRunning: true).resumed(at: 0.4) == .running)
        #expect(LayerPacing.alongCurve.resumed(at: 0.5) == .alongCurve && LayerPacing.running.resumed(at: 0.5) == .running)
    }

    /// A push driven by a finger from the right edge, with a `MoveTransitionAnimation` (eased in
    /// and out): the incoming view's left edge and the finger, every frame.
    private func dragged(_ steps: [GestureStep], frames: Int) throws -> (scene: NavigationScene, edges: [(view: Double, finger: Double)]) {
        let scene = try NavigationScene()
        try scene.window.inject(GestureScript(steps: steps))
        var edges: [(Double, Double)] = []
        for _ in 0..<frames {
            scene.window.runFrames(1)
            guard let incoming = scene.navigation.transitionView.stageSubviews.last, incoming.name != "Root",
                  let finger = scene.window.touchesDown.first
            else { continue }
            edges.append((Double(incoming.presentationFrame.minX), Double(finger.location.x)))
        }
        return (scene, edges)
    }

    @Test("a finger moves every layer linearly: what it holds catches up with it without a step, then stays under it")
    func underTheFinger() throws {
        let (scene, edges) = try dragged(
            [.drag(path: [CGPoint(x: 385, y: 400), CGPoint(x: 100, y: 400)], duration: 0.5, easing: .easeInEaseOut, lift: false)],
            frames: 70)
        #expect(scene.controller.phase == .interactive)
        #expect(edges.count > 50)
        // The edge pan begins 10 points from the touch-down: the view leaves from where it is, at
        // the finger's pace, and has caught up 0.2 s later (24 frames).
        let first = try #require(edges.first)
        #expect(first.view > first.finger + 5 + 5, "the first frame doesn't jump to the finger")
        let steps = zip(edges, edges.dropFirst()).map { (view: $0.view - $1.view, finger: $0.finger - $1.finger) }
        for step in steps.prefix(24) {
            #expect(step.view >= 0 && step.view <= step.finger + 1, "view \(step.view), finger \(step.finger) a frame")
        }
        // The finger touched down 5 points inside the incoming view's left edge, and stays there.
        for (view, finger) in edges.dropFirst(25) {
            #expect(abs(view - (finger + 5)) < 1e-9, "edge \(view), finger \(finger)")
        }
    }

    @Test("released part-way, the layers run on from where the finger left them, without a jump")
    func releasedWithoutJump() throws {
        let scene = try NavigationScene()
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [CGPoint(x: 385, y: 400), CGPoint(x: 200, y: 400)], duration: 0.4, easing: .linear, lift: false), .lift,
        ]))
        var positions: [Double] = []
        var phases: [TransitionPhase?] = []
        while scene.controller.isTransitioning || positions.isEmpty {
            scene.window.runFrames(1)
            guard let incoming = scene.navigation.transitionView.stageSubviews.last, incoming.name != "Root" else { continue }
            positions.append(Double(incoming.presentationFrame.minX))
            phases.append(scene.controller.phase)
        }
        let steps = zip(positions, positions.dropFirst()).map { abs($1 - $0) }
        // The finger moved 185 points in 0.4 s (3.9 per frame); released past a third, the
        // push completes over the 0.26 s that remain: no frame moves the view further than the
        // steepest part of the curve would.
        #expect(phases.contains(.interactive) && phases.contains(.animating))
        #expect(steps.max() ?? 0 < 12, "largest step \(steps.max() ?? 0)")
        #expect(positions.last == 0, "at its end")
        #expect(scene.navigation.stack.count == 2)
    }

    @Test("a touch-down stops a layer that runs on its own where it is; let go, it runs on")
    func grabRunningLayer() throws {
        let scene = try NavigationScene()
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [CGPoint(x: 385, y: 400), CGPoint(x: 250, y: 400)], duration: 0.3, easing: .linear, lift: false), .lift,
            .wait(duration: 0.05),
            .longPress(at: CGPoint(x: 200, y: 500), duration: 0.2),
        ]))
        scene.window.run(for: 0.45)
        let incoming = try #require(scene.navigation.transitionView.stageSubviews.last)
        #expect(scene.controller.phase == .interrupted)
        let held = incoming.presentationFrame.minX
        scene.window.run(for: 0.1)
        #expect(incoming.presentationFrame.minX == held, "held still")
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.count == 2 && incoming.presentationFrame.minX == 0)
    }
}
