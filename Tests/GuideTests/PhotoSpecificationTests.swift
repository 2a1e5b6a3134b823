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

/// A grid with one thumbnail and the viewer it opens, wired as an app would wire the
/// specification's director: a modal transition controller whose source hands out
/// `Transition(duration:director:contextElement:)`, and a dismisser for the viewer's gestures.
@MainActor
final class PhotoSpecificationScene: TransitionsSource {
    /// The thumbnail: a 1200 × 800 photo aspect-fitted in a 120 × 80 cell.
    @MainActor
    final class Thumbnail: PhotoSpecification.PhotoTransitionContextElement {
        let imageView = View(name: "thumbnail", frame: CGRect(x: 20, y: 120, width: 120, height: 80))
        init() { imageView.content = .image(ImageReference(name: "dune", pixelWidth: 1200, pixelHeight: 800)) }
        func imageElementForTransition() -> View { imageView }
    }

    /// The viewer: the photo fitted to the screen's width (390 × 260), centred.
    final class Viewer: ViewController, PhotoSpecification.PhotoForeViewController {
        let imageView = View(name: "viewer image", frame: CGRect(x: 0, y: 292, width: 390, height: 260))
        init() {
            super.init(title: "Viewer")
            imageView.content = .image(ImageReference(name: "dune", pixelWidth: 1200, pixelHeight: 800))
            stageView.addSubview(imageView)
        }
        func imageElementForTransition() -> View { imageView }
    }

    let window: Window
    let grid = ViewController(title: "Grid")
    let thumbnail = Thumbnail()
    let viewer = Viewer()
    let dismisser = TransitionDismisser()
    private(set) var controller: TransitionController?

    init() throws {
        window = Window(clock: try ManualClock())
        grid.stageView.addSubview(thumbnail.imageView)
        window.rootViewController = grid
        let controller = TransitionController(forModalPresentationsFrom: grid, transitionsSource: self)
        dismisser.transitionController = controller
        self.controller = controller
        viewer.transitioningDelegate = controller
        viewer.modalPresentationStyle = .custom
        PhotoSpecification.PhotoTransitionDirector.setUpFore(viewer, dismisser: dismisser)
    }

    func transitionFor(operationContext: TransitionOperationContext,
                       interactionController: (any TransitionInteractionController)?) -> Transition {
        Transition(duration: 0.4, director: PhotoSpecification.PhotoTransitionDirector.self, contextElement: thumbnail)
    }

    /// Every view in the window.
    var allViews: [View] {
        var views: [View] = []
        func visit(_ view: View) {
            views.append(view)
            view.stageSubviews.forEach(visit)
        }
        visit(window.rootView)
        return views
    }

    /// The replica in flight, if any.
    var replica: View? { allViews.first { $0.isSnapshot } }

    /// Nothing left behind: no replica, both photos shown.
    func expectClean(_ comment: Comment) {
        #expect(replica == nil, comment)
        #expect(!thumbnail.imageView.isHidden && !viewer.imageView.isHidden, comment)
    }
}

@MainActor
@Suite("The Photo specification's code, run")
struct PhotoSpecificationTests {
    @Test("presenting: the replica flies and grows from the thumbnail, keeping the photo's shape, while the viewer fades in; nothing left behind")
    func presents() throws {
        let scene = try PhotoSpecificationScene()
        try scene.grid.present(scene.viewer, animated: true, completion: nil)
        scene.window.run(for: 0.1)
        let replica = try #require(scene.replica, "a replica flies")
        #expect(scene.thumbnail.imageView.isHidden && scene.viewer.imageView.isHidden, "both originals hidden while it flies")
        let alpha = scene.viewer.view.alpha
        #expect(alpha > 0 && alpha < 1, "the viewer fades in: \(alpha)")
        var width = Double(replica.bounds.width)
        #expect(width > 120 && width < 390, "growing from 120 towards 390 points: \(width)")
        // One spring moves both sides of the size: the photo keeps its 3 : 2 shape.
        #expect(abs(width / Double(replica.bounds.height) - 1.5) < 1e-6)
        scene.window.run(for: 0.1)
        #expect(Double(replica.bounds.width) > width, "still growing")
        width = Double(replica.bounds.width)
        #expect(Double(replica.center.y) > 160 && Double(replica.center.y) < 422, "on its way from the cell's centre to the viewer's")

        try scene.window.runUntilIdle()
        #expect(scene.grid.presentedViewController === scene.viewer)
        #expect(scene.viewer.view.alpha == 1)
        scene.expectClean("the director's isolated deinit shows the viewer's photo; the replicator's removes the replica")
    }

    @Test("a pan on the viewer dismisses: the photo follows the finger, and let go slowly beyond the drag radius it goes back to the grid")
    func panDismisses() throws {
        let scene = try PhotoSpecificationScene()
        try scene.grid.present(scene.viewer, animated: true, completion: nil)
        try scene.window.runUntilIdle()
        try scene.window.inject(GestureScript(steps: [
            .drag(path: [CGPoint(x: 195, y: 422), CGPoint(x: 195, y: 642)], duration: 0.6, easing: .linear, lift: false),
        ]))
        scene.window.run(for: 0.8)
        let replica = try #require(scene.replica, "the dismissal flies a replica")
        // The pan's start threshold passes before the plans take it: the photo is under the
        // finger from then on, its centre 220 points down less what the threshold held back.
        #expect(abs(Double(replica.center.x) - 195) < 1, "\(replica.center)")
        #expect(Double(replica.center.y) > 622 && Double(replica.center.y) <= 642.5, "\(replica.center)")
        let fraction = try #require(scene.controller?.fractionComplete)
        #expect(fraction > 0.99, "past the 150-point radius the dismissal is scrubbed all the way: \(fraction)")
        try scene.window.inject(GestureScript(steps: [.hold(duration: 0.3), .lift]))
        try scene.window.runUntilIdle()
        #expect(scene.grid.presentedViewController == nil, "dismissed")
        scene.expectClean("dismissed cleanly")
    }

    @Test("a tap on the viewer dismisses it")
    func tapDismisses() throws {
        let scene = try PhotoSpecificationScene()
        try scene.grid.present(scene.viewer, animated: true, completion: nil)
        try scene.window.runUntilIdle()
        try scene.window.inject(GestureScript(steps: [.tap(at: CGPoint(x: 195, y: 422))]))
        try scene.window.runUntilIdle()
        #expect(scene.grid.presentedViewController == nil)
        scene.expectClean("dismissed cleanly")
    }
}
