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

/// A dissolve for every operation.
@MainActor
final class Dissolves: TransitionsSource {
    func transitionFor(operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?) -> Transition {
        Transition(duration: 0.6, animation: DissolveTransitionAnimation())
    }
}

@MainActor
@Suite("The photo transition on Stage")
struct PhotoTransitionTests {
    let demo: PhotoDemo

    init() throws { demo = try PhotoDemo(clock: ManualClock()) }

    private func present(_ index: Int = 0) throws -> PhotoViewerController {
        try demo.window.inject(GestureScript { GestureStep.tap(at: demo.thumbnailCenter(index)) })
        try demo.window.runUntilIdle(timeout: 10)
        return try #require(demo.viewer)
    }

    private func replicaView() -> View? { demo.controller.director?.replicaImageElement as? View }

    @Test("tap presents: the photo lands fitted in the viewer, the viewer faded in, nothing left behind")
    func presentation() throws {
        let thumbnail = demo.grid.thumbnails[0].imageView
        let viewer = try present()
        #expect(demo.grid.presentedStageViewController === viewer)
        #expect(viewer.stageView.presentation.alpha == 1)
        #expect(!viewer.imageView.isHidden && !thumbnail.isHidden)
        let container = try #require(viewer.stageView.stageSuperview)
        #expect(container.stageSubviews.map(\.name) == ["Viewer"], "the replica is gone")
        // 4032×3024 fitted in 390×844: 390 × 292.5, centred.
        #expect(viewer.imageView.frame == CGRect(x: 0, y: (844 - 292.5) / 2, width: 390, height: 292.5))
    }

    @Test("a dismissal the container refuses is reported, and the viewer stays as it was")
    func refusedDismissal() throws {
        let demo = PhotoDemo(host: .navigation, clock: try ManualClock())
        try demo.window.inject(GestureScript { GestureStep.tap(at: demo.thumbnailCenter(0)) })
        try demo.window.runUntilIdle(timeout: 10)
        let viewer = try #require(demo.viewer)
        var failures: [TransitionFailure] = []
        demo.controller.failureHandler = { failures.append($0) }
        // A push under the viewer runs, animated: the window refuses every other container
        // request meanwhile.
        let navigation = try #require(demo.navigation)
        let dissolves = Dissolves()
        let pushes = TransitionController(forTransitionsIn: navigation, transitionsSource: dissolves)
        try navigation.pushViewController(ViewController(title: "Under"), animated: true)
        #expect(pushes.isTransitioning)
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [demo.screenCenter, CGPoint(x: demo.screenCenter.x, y: demo.screenCenter.y + 200)], duration: 0.2)
        })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(failures == [.operationRefused(.modal(.dismiss), .transitionInProgress)])
        #expect(navigation.presentedViewController === viewer && viewer.stageView.stageSuperview != nil)
        #expect(!viewer.imageView.isHidden && !demo.controller.isTransitioning)
        #expect(demo.window.issues.isEmpty)
    }

    @Test("while a gesture holds the photo, the replica follows the fingers exactly")
    func followsFingers() throws {
        _ = try present()
        let start = demo.screenCenter
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [start, CGPoint(x: start.x + 80, y: start.y + 120)], duration: 0.4, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.2)
            GestureStep.lift
        })
        demo.window.run(for: 0.3)
        let replica = try #require(replicaView())
        let finger = try #require(demo.window.touchesDown.first?.location)
        let home = try #require(demo.controller.director?.foreFrame?.center)
        #expect(abs(replica.presentation.center.x - (home.x + finger.x - start.x)) < 1e-6)
        #expect(abs(replica.presentation.center.y - (home.y + finger.y - start.y)) < 1e-6)
        // The drag radius scrubs the timeline: distance / 150.
        let distance = Double(hypot(finger.x - start.x, finger.y - start.y))
        let progress = try #require(demo.controller.fractionComplete)
        #expect(abs(progress - min(distance / 150, 1)) < 1e-9)
        try demo.window.runUntilIdle(timeout: 10)
    }

    @Test("right after a flick, the replica moves at the gesture's velocity (within 5 %)")
    func velocityHandOff() throws {
        _ = try present()
        var script = GestureScript { GestureStep.flick(from: demo.screenCenter, velocity: CGPoint(x: 300, y: 1500)) }
        script.startTime = demo.window.clock.now + demo.window.frameInterval
        let events = try script.touchEvents()
        let lift = try #require(events.last?.timestamp)
        demo.window.inject(events)
        // Run to just before the lift, deliver it with a tiny frame, then measure over another.
        let dt = 1e-5
        demo.window.run(until: lift - dt)
        demo.window.frame(at: lift)
        let replica = try #require(replicaView())
        let before = replica.presentation.center
        demo.window.frame(at: lift + dt)
        let after = replica.presentation.center
        let velocity = CGPoint(x: (after.x - before.x) / dt, y: (after.y - before.y) / dt)
        let speed = hypot(300.0, 1500.0)
        #expect(hypot(Double(velocity.x) - 300, Double(velocity.y) - 1500) < 0.05 * speed, "\(velocity)")
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController == nil, "a flick dismisses")
    }

    @Test("pinch + rotate + drag, then a flick: dismissed, the replica lands exactly on the thumbnail")
    func dismissal() throws {
        let thumbnail = demo.grid.thumbnails[1].imageView
        let thumbnailFrame = thumbnail.convert(thumbnail.bounds, to: nil)
        _ = try present(1)
        let center = demo.screenCenter
        try demo.window.inject(GestureScript {
            // Released while still moving fast, far from home: a flick that dismisses.
            GestureStep.pinchRotateDrag(center: center, span: 120, scale: 1.4, rotation: 0.5,
                                        translation: CGPoint(x: 40, y: 300), duration: 0.5, easing: .easeIn)
        })
        var landed: CGRect?
        var frames = 0
        while demo.controller.isTransitioning || demo.window.hasPendingTouches || frames < 2 {
            if let replica = replicaView() { landed = replica.convert(replica.bounds, to: nil) }
            demo.window.runFrames(1)
            frames += 1
            guard frames < 2000 else { break }
        }
        let last = try #require(landed)
        #expect(abs(last.minX - thumbnailFrame.minX) < 0.05 && abs(last.minY - thumbnailFrame.minY) < 0.05)
        #expect(abs(last.width - thumbnailFrame.width) < 0.05 && abs(last.height - thumbnailFrame.height) < 0.05)
        #expect(demo.grid.presentedStageViewController == nil)
        #expect(!thumbnail.isHidden)
        #expect(demo.window.rootView.stageSubviews.map(\.name) == ["Photos"])
    }

    @Test("a small drag released slowly restores the viewer exactly as before")
    func restore() throws {
        let viewer = try present()
        let before = FrameRecorder.snapshot(of: demo.window, time: 0).views
        let start = demo.screenCenter
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [start, CGPoint(x: start.x + 30, y: start.y + 40)], duration: 0.5, easing: .easeInEaseOut, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController === viewer)
        #expect(FrameRecorder.snapshot(of: demo.window, time: 0).views == before)
        #expect(!viewer.imageView.isHidden)
    }

    @Test("dragged out, then brought back inside 100 points and released slowly: restored")
    func broughtBack() throws {
        let viewer = try present()
        let start = demo.screenCenter
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [start, CGPoint(x: start.x, y: start.y + 250), CGPoint(x: start.x + 20, y: start.y + 30)],
                             duration: 1.2, easing: .easeInEaseOut, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController === viewer)
        #expect(viewer.stageView.presentation.alpha == 1)
    }

    @Test("a grab during the return flight takes the photo back in hand")
    func grabMidDismissal() throws {
        let viewer = try present()
        let start = demo.screenCenter
        try demo.window.inject(GestureScript { GestureStep.flick(from: start, velocity: CGPoint(x: 0, y: 900), duration: 0.25) })
        // Let it fly a little after the release, then grab it where it is.
        demo.window.run(for: 0.35)
        let flying = try #require(replicaView())
        let grab = flying.presentation.center
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [grab, start], duration: 0.6, easing: .easeInEaseOut, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        demo.window.run(for: 0.4)
        let held = try #require(replicaView())
        #expect(held === flying && demo.controller.isTransitioning, "still in hand")
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController === viewer, "brought home and released slowly: restored")
    }

    @Test("a tap on the viewer dismisses")
    func tapDismisses() throws {
        _ = try present(2)
        try demo.window.inject(GestureScript { GestureStep.tap(at: demo.screenCenter) })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController == nil)
        #expect(demo.grid.thumbnails.allSatisfy { !$0.imageView.isHidden })
    }

    @Test("viewers come and go: the dismisser keeps the gestures of the viewers alive, not of every viewer ever shown")
    func dismisserDoesNotPileUp() throws {
        for index in 0..<6 {
            try demo.open(photo: index)
            try demo.window.runUntilIdle(timeout: 10)
            try demo.close()
            try demo.window.runUntilIdle(timeout: 10)
        }
        let gestures = demo.controller.dismisser.gestureRecognizers
        #expect(gestures.count <= 8, "the last viewer's four and the one before's, not all 24: \(gestures.count)")
    }

    @Test("every photo shape, in every host, presents (or pushes) and dismisses (or pops) without NaN", arguments: PhotoDemo.Host.allCases)
    func allShapes(host: PhotoDemo.Host) throws {
        let demo = try PhotoDemo(host: host, clock: ManualClock())
        for index in PhotoDemo.images.indices {
            try demo.window.inject(GestureScript { GestureStep.tap(at: demo.thumbnailCenter(index)) })
            try demo.window.runUntilIdle(timeout: 10)
            #expect(demo.viewer?.title == "Viewer" && demo.showsViewer)
            #expect((demo.navigation?.stack.count ?? 1) == (host == .push ? 2 : 1), "pushed only in the push host")
            try demo.window.inject(GestureScript { GestureStep.flick(from: demo.screenCenter, velocity: CGPoint(x: 0, y: 1500)) })
            try demo.window.runUntilIdle(timeout: 10)
            #expect(!demo.showsViewer)
        }
        #expect(Self.allFinite(demo.window))
        #expect(demo.window.issues.isEmpty)
        let completions = demo.window.recorder.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }
        #expect(completions.map(\.detail) == Array(repeating: "end", count: 2 * PhotoDemo.images.count))
    }

    @Test("one controller presents from a navigation controller and pushes onto it, each the right way, in turn")
    func presentThenPushOnOneNavigation() throws {
        let demo = try PhotoDemo(host: .navigation, clock: ManualClock())
        let navigation = try #require(demo.navigation)
        let thumbnail = demo.grid.thumbnails[0]
        for round in 0..<2 {
            let presented = PhotoViewerController(image: thumbnail.image, size: demo.window.screenSize)
            try demo.controller.present(presented, from: navigation, contextElement: thumbnail)
            try demo.window.runUntilIdle(timeout: 10)
            #expect(navigation.presentedStageViewController === presented && navigation.stack.count == 1, "round \(round)")
            try presented.dismiss(animated: true, completion: nil)
            try demo.window.runUntilIdle(timeout: 10)
            let pushed = PhotoViewerController(image: thumbnail.image, size: demo.window.screenSize)
            try demo.controller.push(pushed, onto: navigation, contextElement: thumbnail)
            try demo.window.runUntilIdle(timeout: 10)
            #expect(navigation.stack.last === pushed && navigation.presentedStageViewController == nil, "round \(round)")
            // The viewer's own gestures pop it: a flick down.
            try demo.window.inject(GestureScript { GestureStep.flick(from: demo.screenCenter, velocity: CGPoint(x: 0, y: 1500)) })
            try demo.window.runUntilIdle(timeout: 10)
            #expect(navigation.stack.count == 1, "round \(round)")
        }
        #expect(demo.window.issues.isEmpty)
        #expect(demo.grid.thumbnails.allSatisfy { !$0.imageView.isHidden })
    }

    @Test("a portrait photo in a landscape window, and a thumbnail partly off-screen")
    func landscape() throws {
        let demo = try PhotoDemo(screenSize: CGSize(width: 844, height: 480), clock: ManualClock())
        try demo.window.inject(GestureScript { GestureStep.tap(at: demo.thumbnailCenter(1)) })
        try demo.window.runUntilIdle(timeout: 10)
        let viewer = try #require(demo.viewer)
        // 3024×4032 fitted in 844×480: 360 × 480.
        #expect(abs(viewer.imageView.bounds.width - 360) < 1e-9 && viewer.imageView.bounds.height == 480)
        try demo.window.inject(GestureScript { GestureStep.tap(at: demo.screenCenter) })
        try demo.window.runUntilIdle(timeout: 10)
        // The second row's panorama straddles the bottom edge: tap its visible part.
        let partly = demo.grid.thumbnails[3].imageView
        let frame = partly.convert(partly.bounds, to: nil)
        #expect(frame.minY < 480 && frame.maxY > 480, "partly off-screen: \(frame)")
        try demo.window.inject(GestureScript { GestureStep.tap(at: CGPoint(x: frame.midX, y: (frame.minY + 480) / 2)) })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController != nil)
        try demo.window.inject(GestureScript { GestureStep.flick(from: demo.screenCenter, velocity: CGPoint(x: 0, y: -1500)) })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController == nil && !partly.isHidden)
        #expect(Self.allFinite(demo.window))
    }

    static func allFinite(_ window: Window) -> Bool {
        window.recorder.frames.allSatisfy { frame in
            frame.views.allSatisfy { [$0.centerX, $0.centerY, $0.width, $0.height, $0.scaleX, $0.rotation, $0.opacity].allSatisfy(\.isFinite) }
        }
    }
}

@MainActor
@Suite("Photo fit")
struct PhotoFitTests {
    @Test("aspect fit, and sensible sizes for zero-size and huge images", arguments: [
        (CGSize(width: 4032, height: 3024), CGSize(width: 390, height: 292.5)),
        (CGSize(width: 1000, height: 3000), CGSize(width: 844.0 / 3, height: 844)),
        (CGSize(width: 0, height: 0), CGSize(width: 100, height: 80)),
        (CGSize(width: 0, height: 500), CGSize(width: 100, height: 80)),
        (CGSize(width: 1e12, height: 1), CGSize(width: 390, height: 3.9e-10)),
        (CGSize(width: Double.nan, height: 10), CGSize(width: 100, height: 80)),
    ])
    func fit(image: CGSize, expected: CGSize) {
        let fitted = PhotoTransitionDirector.fittedSize(of: image, in: CGSize(width: 390, height: 844),
                                                        fallback: CGSize(width: 100, height: 80))
        #expect(abs(fitted.width - expected.width) <= 1e-9 * max(1, expected.width))
        #expect(abs(fitted.height - expected.height) <= 1e-9 * max(1, expected.height))
    }
}

@MainActor
@Suite("Photo demo scenes")
struct PhotoSceneTests {
    @Test("each scene ends where it says", arguments: PhotoScene.allCases, PhotoDemo.Host.allCases)
    func scene(scene: PhotoScene, host: PhotoDemo.Host) throws {
        let demo = try PhotoDemo(host: host, clock: ManualClock())
        try demo.play(scene)
        switch scene {
        case .present, .restore, .grabMidDismissal: #expect(demo.showsViewer)
        case .pinchRotateFlick, .grabWhileOpening: #expect(!demo.showsViewer)
        }
        #expect(demo.window.recorder.frames.count > 10)
        #expect(demo.grid.thumbnails.allSatisfy { !$0.imageView.isHidden })
        #expect(demo.window.issues.isEmpty)
    }
}
