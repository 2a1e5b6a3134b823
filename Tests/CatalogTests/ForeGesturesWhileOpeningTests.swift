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

/// A screen that looks open answers its gestures as it does at rest, even while the transition
/// that brings it in is still settling — and a gesture on it while it comes in takes the
/// transition from where it is.
@MainActor
@Suite("The fore controller's gestures while it opens")
struct ForeGesturesWhileOpeningTests {
    /// When the gesture starts after the opening began, in seconds: mid-flight, in the tail
    /// (everything looks open, the transition still runs), at rest.
    enum Moment: Double, CaseIterable, Sendable {
        case midFlight = 0.15
        case tail = 0.45
        case rest = 3
    }

    /// A gesture on the open screen, and whether it stays open after it.
    enum Gesture: String, CaseIterable, Sendable {
        case farDrag, shortSlowDrag, pinchClosed, tap

        func steps(at point: CGPoint) -> [GestureStep] {
            switch self {
            case .farDrag:
                [.drag(path: [point, CGPoint(x: point.x, y: point.y + 300)], duration: 0.3, easing: .linear)]
            case .shortSlowDrag:
                [.drag(path: [point, CGPoint(x: point.x, y: point.y + 40)], duration: 0.5, lift: false), .hold(duration: 0.15), .lift]
            case .pinchClosed:
                [.pinch(center: point, span: 200, scale: 0.4, duration: 0.3)]
            case .tap:
                [.tap(at: point)]
            }
        }
    }

    /// Nothing hidden, nothing flying.
    private static func isClean(_ window: Window) -> Bool {
        func views(_ root: View) -> [View] { [root] + root.stageSubviews.flatMap(views) }
        return views(window.rootView).allSatisfy { !$0.isHidden && !$0.isSnapshot }
    }

    @Test("a drag or a pinch on the story's body does what it does at rest, mid-flight, in the tail or at rest",
          arguments: Moment.allCases, [Gesture.farDrag, .shortSlowDrag, .pinchClosed])
    func zoomStory(moment: Moment, gesture: Gesture) throws {
        for host in ZoomDemo.Host.allCases {
            let demo = ZoomDemo(host: host, clock: try ManualClock())
            try demo.open(card: 1)
            demo.window.run(for: moment.rawValue)
            #expect(demo.controller.isTransitioning == (moment != .rest), "the opening still runs, or has ended")
            let body = try #require(demo.detail?.body)
            let point = body.convert(CGPoint(x: body.bounds.midX, y: body.bounds.midY), to: nil)
            try demo.window.inject(GestureScript(steps: gesture.steps(at: point)))
            try demo.window.runUntilIdle()
            #expect(demo.showsDetail == (gesture == .shortSlowDrag), "\(host): \(gesture) at \(moment)")
            #expect(Self.isClean(demo.window))
        }
    }

    @Test("a tap or a drag on the photo viewer, off the photo, does what it does at rest, mid-flight, in the tail or at rest",
          arguments: Moment.allCases, [Gesture.farDrag, .shortSlowDrag, .tap])
    func photoViewer(moment: Moment, gesture: Gesture) throws {
        for host in [PhotoDemo.Host.modal, .push] {
            let demo = PhotoDemo(host: host, clock: try ManualClock())
            try demo.open(photo: 0)
            demo.window.run(for: moment.rawValue)
            #expect(demo.controller.isTransitioning == (moment != .rest), "the opening still runs, or has ended")
            // Above the photo (fitted to the screen's width, in its middle): the viewer's own view.
            let point = CGPoint(x: 40, y: 120)
            try demo.window.inject(GestureScript(steps: gesture.steps(at: point)))
            try demo.window.runUntilIdle()
            #expect(demo.showsViewer == (gesture == .shortSlowDrag), "\(host): \(gesture) at \(moment)")
            #expect(Self.isClean(demo.window))
        }
    }
}
