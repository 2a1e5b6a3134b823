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

/// A navigation controller whose first page shows a thumbnail, driven by the guide's
/// do-it-yourself swipe (steps, with a reset after each) and its zooming photo.
@MainActor
struct GuideNavigationScene {
    let window: Window
    let first = PageViewController(title: "Page 1", photoFrame: PhotoFrames.thumbnail)
    let navigation: NavigationController
    let router = Router()
    let swipe = SwipeInteractionController()
    let transitions = GuideTransitions()
    let controller: TransitionController

    init() throws {
        window = Window(clock: try ManualClock())
        navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        controller = TransitionController(
            forInteractiveTransitionsIn: navigation, transitionsSource: transitions,
            operationDelegate: router, interactionController: swipe)
    }

    /// The photo in flight, if a transition runs.
    var flyingPhoto: View? {
        navigation.transitionView.stageSubviews.first { $0.isSnapshot } ?? window.activeTransition?.container.stageSubviews.first { $0.isSnapshot }
    }

    func play(@GestureScriptBuilder _ steps: () -> [GestureStep]) throws {
        try window.inject(GestureScript(steps: steps()))
    }
}

@MainActor
@Suite("The guides' code, run")
struct GuideTests {
    @Test("the transcription configures the drop-in controller as the guide describes")
    func dropInConfiguration() {
        let pans = configuredPanInteractionControllers()
        let thresholds: [AnimationFraction] = [0.5, 1.0 / 3, 1.0 / 3]
        #expect(pans.map(\.completionThreshold) == thresholds)
        #expect(pans[0].minimumFlickVelocity == 800)
        #expect(!pans[1].allowFlick)
        #expect(pans[2].updateProgressAsStep)
    }

    @Test("a do-it-yourself controller that reports steps and resets its pan keeps the transition under the finger")
    func stepProgressTracksTheFinger() throws {
        let scene = try GuideNavigationScene()
        let width = Double(scene.window.screenSize.width)
        // A finger drags 117 points leftwards (0.3 of the width) and stays down.
        try scene.play {
            GestureStep.drag(path: [CGPoint(x: 300, y: 600), CGPoint(x: 183, y: 600)], duration: 0.4, easing: .linear, lift: false)
        }
        scene.window.run(for: 0.5)
        #expect(scene.controller.isTransitioning, "the swipe pushes a page")
        let fraction = try #require(scene.controller.fractionComplete)
        #expect(abs(fraction - 117 / width) < 1e-9, "the fraction is the finger's travel since it touched down: \(fraction)")
        #expect(scene.window.activeTransition?.percentComplete == fraction, "and the context knows it")

        // The photo flies with the finger: another 40 points move it 40 points.
        let photo = try #require(scene.flyingPhoto)
        let before = photo.presentation.center
        try scene.play { GestureStep.drag(path: [CGPoint(x: 143, y: 560)], duration: 0.2, easing: .linear, lift: false) }
        scene.window.run(for: 0.3)
        #expect(abs(Double(photo.presentation.center.x - before.x) + 40) < 1e-9)
        #expect(abs(Double(photo.presentation.center.y - before.y) + 40) < 1e-9)
        #expect(abs((scene.controller.fractionComplete ?? -1) - 157 / width) < 1e-9)

        // Released slowly short of half way, the push is cancelled and everything is as it was.
        try scene.play {
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        }
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.map(\.title) == ["Page 1"])
        #expect(!scene.first.photo.isHidden && scene.flyingPhoto == nil)
        #expect(scene.first.phases == ["will Page 1 → Page 2", "cancelled"])
    }

    @Test("let go while the finger drags it, the guide's photo goes on at the finger's speed, then turns for home")
    func releaseKeepsThePhotosSpeed() throws {
        let scene = try GuideNavigationScene()
        // 2.5 points a frame leftwards at 120 Hz, lifted as it moves: short of half way and slow,
        // so the push is cancelled and the photo flies back to its thumbnail.
        try scene.play {
            GestureStep.drag(path: [CGPoint(x: 300, y: 600), CGPoint(x: 150, y: 600)], duration: 0.5, easing: .linear, lift: true)
        }
        var centers: [(center: CGPoint, phase: TransitionPhase?)] = []
        for _ in 0..<90 {
            scene.window.runFrames(1)
            if let photo = scene.flyingPhoto { centers.append((photo.presentation.center, scene.controller.phase)) }
        }
        let steps = zip(centers, centers.dropFirst()).map { (dx: Double($1.center.x - $0.center.x), phase: $1.phase) }
        let held = try #require(steps.last { $0.phase == .interactive }?.dx)
        let released = try #require(steps.first { $0.phase == .animating }?.dx)
        #expect(abs(held + 2.5) < 0.01, "the photo followed the finger: \(held) a frame")
        #expect(released < 0 && abs(released - held) < 1, "the first released frame moves \(released), the last held one \(held)")
        try scene.window.runUntilIdle()
        #expect(scene.navigation.stack.map(\.title) == ["Page 1"] && scene.flyingPhoto == nil)
    }

    @Test("a flick completes the push; the photo lands on the next page's photo")
    func flickCompletes() throws {
        let scene = try GuideNavigationScene()
        try scene.play { GestureStep.flick(from: CGPoint(x: 300, y: 600), velocity: CGPoint(x: -1500, y: 0), duration: 0.2) }
        try scene.window.runUntilIdle()
        let pushed = try #require(scene.navigation.topViewController as? PageViewController)
        #expect(scene.navigation.stack.count == 2 && !pushed.photo.isHidden)
        #expect(pushed.stageView.presentation.transform == .identity && pushed.stageView.alpha == 1)
        #expect(scene.first.phases == ["will Page 1 → Page 2", "did"])
    }

    @Test("a photo caught mid-flight stays where it is, then follows the finger")
    func grabMidFlight() throws {
        let scene = try GuideNavigationScene()
        try scene.navigation.pushViewController(PageViewController(title: "Page 2", photoFrame: PhotoFrames.large), animated: true)
        scene.window.run(for: 0.1)
        let photo = try #require(scene.flyingPhoto)
        let inFlight = photo.presentation.center
        #expect(inFlight.y > PhotoFrames.thumbnail.midY + 1 && inFlight.y < PhotoFrames.large.midY - 1, "mid-flight")
        // Touch down on the photo where it is now (one frame from now it moves on a little).
        try scene.play { GestureStep.longPress(at: inFlight, duration: 0.2, lift: false) }
        scene.window.runFrames(1)
        let caught = photo.presentation.center
        scene.window.run(for: 0.15)
        #expect(scene.controller.phase == .interrupted)
        #expect(photo.presentation.center == caught, "held where the touch caught it")
        try scene.play { GestureStep.drag(path: [CGPoint(x: inFlight.x - 60, y: inFlight.y + 30)], duration: 0.2, easing: .linear, lift: false) }
        scene.window.run(for: 0.3)
        #expect(scene.controller.phase == .interactive)
        #expect(abs(Double(photo.presentation.center.x - caught.x) + 60) < 1e-9, "the photo stays under the finger")
        #expect(abs(Double(photo.presentation.center.y - caught.y) - 30) < 1e-9)
        try scene.play { GestureStep.lift }
        try scene.window.runUntilIdle()
        #expect(scene.flyingPhoto == nil && !scene.first.photo.isHidden)
    }

    @Test("modal: up presents, sideways asks for no operation, down dismisses")
    func modal() throws {
        let window = Window(clock: try ManualClock())
        let gallery = GalleryViewController(title: "Gallery")
        window.rootViewController = gallery
        let vertical = VerticalInteractionController()
        let transitions = GuideTransitions()  // held weakly by the controller, as in the seed library
        let controller = TransitionController(
            forInteractiveModalPresentationsFrom: gallery, transitionsSource: transitions, interactionController: vertical)
        try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 100, y: 500), CGPoint(x: 350, y: 480)], duration: 0.3) })
        try window.runUntilIdle()
        #expect(gallery.presentedViewController == nil && vertical.operationForInteractiveTransition() == .modal(.none))
        try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300)], duration: 0.3) })
        try window.runUntilIdle()
        #expect(gallery.presentedViewController?.title == "Detail")
        try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 700)], duration: 0.3) })
        try window.runUntilIdle()
        #expect(gallery.presentedViewController == nil && !controller.isTransitioning)
    }

    @Test("tab bar: the drop-in pan selects the next tab, and the previous one")
    func tabBar() throws {
        let window = Window(clock: try ManualClock())
        let tabs = try TabBarController(viewControllers: (1...3).map { ViewController(title: "Tab \($0)") })
        window.rootViewController = tabs
        let pan = PanInteractionController.forTabBarTransitions()
        let router = TabRouter()  // held weakly by the controller, as in the seed library
        let transitions = GuideTransitions()
        let controller = TransitionController(
            forInteractiveTransitionsIn: tabs, transitionsSource: transitions, operationDelegate: router,
            interactionController: pan)
        try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 350, y: 400), CGPoint(x: 100, y: 400)], duration: 0.4) })
        try window.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 40, y: 400), CGPoint(x: 300, y: 400)], duration: 0.4) })
        try window.runUntilIdle()
        #expect(tabs.selectedIndex == 0 && !controller.isTransitioning)
    }
}
