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

@MainActor
@Suite("The photo on the one engine: grabbed any time, released by direction")
struct PhotoGrabTests {
    let demo: PhotoDemo

    init() throws { demo = try PhotoDemo(clock: ManualClock()) }

    private func replica() throws -> View { try #require(demo.controller.director?.replicaImageElement as? View) }

    /// Taps thumbnail 0 and runs `seconds` of the presentation.
    private func opening(for seconds: Double) throws {
        try demo.window.inject(GestureScript { GestureStep.tap(at: demo.thumbnailCenter(0)) })
        demo.window.run(for: seconds)
        #expect(demo.controller.isTransitioning && demo.controller.phase == .animating)
    }

    @Test("grabbed while it flies open: held where it is, follows the finger, and a slow release far from the viewer goes back to the grid")
    func grabWhileOpeningThenBack() throws {
        try opening(for: 0.12)
        let photo = try replica()
        let caught = photo.presentation.center
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [caught, CGPoint(x: caught.x - 20, y: caught.y - 40)], duration: 0.5, easing: .linear, lift: false)
        })
        demo.window.runFrames(1)
        #expect(demo.controller.phase == .interrupted, "a touch on the flying photo holds the presentation")
        #expect(photo.presentation.center == caught, "a grab never moves it")
        demo.window.run(for: 0.55)
        #expect(demo.controller.phase == .interactive)
        let finger = try #require(demo.window.touchesDown.first?.location)
        #expect(hypot(photo.center.x - (finger.x), photo.center.y - finger.y) < 1e-6, "the point grabbed stays under the finger")
        try demo.window.inject(GestureScript {
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController == nil, "released slowly far from its place in the viewer: back to the grid")
        #expect(demo.grid.thumbnails.allSatisfy { !$0.imageView.isHidden })
        #expect(demo.window.rootView.stageSubviews.map(\.name) == ["Photos"], "no stray replica or container")
        #expect(demo.window.issues.isEmpty)
    }

    @Test("grabbed while it flies open and flicked towards the viewer: it opens")
    func grabWhileOpeningThenFlickIn() throws {
        try opening(for: 0.1)
        let photo = try replica()
        let caught = photo.presentation.center
        let home = demo.screenCenter
        let towards = CGPoint(x: (home.x - caught.x) * 4, y: (home.y - caught.y) * 4)
        try demo.window.inject(GestureScript { GestureStep.flick(from: caught, velocity: towards, duration: 0.15) })
        try demo.window.runUntilIdle(timeout: 10)
        let viewer = try #require(demo.viewer)
        #expect(demo.grid.presentedStageViewController === viewer)
        #expect(!viewer.imageView.isHidden && viewer.stageView.presentation.alpha == 1)
        #expect(demo.window.issues.isEmpty)
    }

    @Test("dragged 160 points away, then flicked back towards its place and released 44 points from it: restored")
    func flickBackHome() throws {
        try demo.open(photo: 0)
        try demo.window.runUntilIdle(timeout: 10)
        let viewer = try #require(demo.viewer)
        let home = demo.screenCenter
        let away = CGPoint(x: home.x, y: home.y + 160)
        let release = CGPoint(x: home.x, y: home.y + 44)
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [home, away], duration: 0.6, easing: .easeInEaseOut, lift: false)
            GestureStep.hold(duration: 0.1)
            // Back up at 700 pt/s, released while moving.
            GestureStep.drag(path: [away, release], duration: (160 - 44) / 700.0, easing: .linear, lift: true)
        })
        demo.window.run(for: 0.6 + 0.1 + 0.16)
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController === viewer, "a release moving towards its place keeps the viewer")
        #expect(viewer.stageView.presentation.alpha == 1 && !viewer.imageView.isHidden)
        #expect(demo.window.issues.isEmpty)
    }

    @Test("the same release moving away from its place dismisses")
    func flickAway() throws {
        try demo.open(photo: 0)
        try demo.window.runUntilIdle(timeout: 10)
        let home = demo.screenCenter
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [home, CGPoint(x: home.x, y: home.y + 44)], duration: 44 / 700.0, easing: .linear, lift: true)
        })
        try demo.window.runUntilIdle(timeout: 10)
        #expect(demo.grid.presentedStageViewController == nil)
    }
}

/// Pages with a photo: the grid's first thumbnail pushes a viewer in a navigation controller, with
/// the photo transition, driven by the guide's drop-in pan.
@MainActor
final class PushedPhotos: TransitionsSource, InteractiveNavigationTransitionOperationDelegate {
    let window: Window
    let grid: PhotoGridViewController
    let navigation: NavigationController
    let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    var controller: TransitionController?
    /// Operations the navigation controller refused.
    var refusals: [ContainerError] = []

    init() throws {
        window = Window(clock: try ManualClock())
        grid = PhotoGridViewController(images: PhotoDemo.images, size: window.screenSize)
        navigation = NavigationController(rootViewController: grid)
        window.rootViewController = navigation
        controller = TransitionController(
            forInteractiveTransitionsIn: navigation, transitionsSource: self, operationDelegate: self, interactionController: pan)
    }

    func transitionFor(operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?) -> Transition {
        Transition(duration: 0.4, director: PhotoTransitionDirector.self, contextElement: grid.thumbnails[0])
    }

    func performOperation(operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
                          gestureRecognizer: GestureRecognizer) {
        do {
            switch operation {
            case .push:
                try controller.pushViewController(PhotoViewerController(image: grid.thumbnails[0].image, size: window.screenSize), animated: true)
            case .pop:
                try controller.popViewController(animated: true)
            case .none:
                break
            }
        } catch {
            refusals.append(error)
        }
    }
}

@MainActor
@Suite("Mixing the two vocabularies")
struct MixedVocabularyTests {
    @Test("a photo transition in a navigation controller, pushed and popped by a PanInteractionController")
    func photoPushedByPan() throws {
        let photos = try PushedPhotos()
        // Swipe left from the right edge: push, following the finger; released past a third: pushed.
        try photos.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 380, y: 700), CGPoint(x: 150, y: 700)], duration: 0.5, easing: .linear, lift: false)
        })
        photos.window.run(for: 0.45)
        let controller = try #require(photos.controller)
        #expect(controller.phase == .interactive)
        let fraction = try #require(controller.fractionComplete)
        #expect(abs(fraction - Double(380 - photos.window.touchesDown[0].location.x) / 390) < 0.05, "the pan drives the timeline")
        let viewer = try #require(controller.runningOperationContext?.context.viewController(forKey: .to) as? PhotoViewerController)
        #expect(abs(viewer.stageView.alpha - CubicBezierCurve.easeInEaseOut.value(at: fraction)) < 1e-6, "the fade follows the pan")
        try photos.window.inject(GestureScript { GestureStep.hold(duration: 0.1); GestureStep.lift })
        try photos.window.runUntilIdle(timeout: 10)
        #expect(photos.navigation.topViewController === viewer && !viewer.imageView.isHidden)
        // Swipe right: pop, back to the grid.
        try photos.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 20, y: 700), CGPoint(x: 300, y: 700)], duration: 0.5, easing: .linear)
        })
        try photos.window.runUntilIdle(timeout: 10)
        #expect(photos.navigation.topViewController === photos.grid)
        #expect(photos.grid.thumbnails.allSatisfy { !$0.imageView.isHidden })
        #expect(photos.window.issues.isEmpty && photos.refusals.isEmpty)
    }
}
