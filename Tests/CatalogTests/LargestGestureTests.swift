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

/// Issue 29, point 2: what the scripts' bounds still allow — a pinch that spreads the fingers to
/// the edge of the allowed plane, 160 turns, a drag a million points long — ends: the photo and
/// Zoom transitions it starts come to rest within the lab's 10 seconds, with everything in place.
@MainActor
@Suite("The largest gestures a script may make end")
struct LargestGestureTests {
    enum Gesture: String, CaseIterable, Sendable {
        case pinchOut, pinchIn, turn, longDrag, all

        func steps(at point: CGPoint) -> [GestureStep] {
            switch self {
            case .pinchOut: [.pinch(center: point, span: 200, scale: 9_000, duration: 0.3)]
            case .pinchIn: [.pinch(center: point, span: 200, scale: 1.0 / 9_000, duration: 0.3)]
            case .turn: [.rotate(center: point, span: 200, rotation: 1_000, duration: 0.3)]
            case .longDrag: [.drag(path: [point, CGPoint(x: point.x, y: 999_000)], duration: 0.3)]
            case .all:
                [.pinchRotateDrag(center: point, span: 200, scale: 400, rotation: -1_000,
                                  translation: CGPoint(x: 0, y: 900_000), duration: 0.3)]
            }
        }
    }

    @Test("on the open photo", arguments: Gesture.allCases)
    func photo(gesture: Gesture) throws {
        let demo = PhotoDemo(host: .modal, clock: try ManualClock())
        try demo.open(photo: 0)
        try demo.window.runUntilIdle()
        try demo.window.inject(GestureScript(steps: gesture.steps(at: demo.screenCenter)))
        try demo.window.runUntilIdle(timeout: 10)
        #expect(!demo.controller.isTransitioning, "\(gesture)")
        #expect(demo.window.issues.isEmpty, "\(demo.window.issues)")
    }

    @Test("on the open story's image", arguments: Gesture.allCases)
    func zoom(gesture: Gesture) throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 1)
        try demo.window.runUntilIdle()
        let image = try #require(demo.detail?.image)
        let center = image.convert(CGPoint(x: image.bounds.midX, y: image.bounds.midY), to: nil)
        try demo.window.inject(GestureScript(steps: gesture.steps(at: center)))
        try demo.window.runUntilIdle(timeout: 10)
        #expect(!demo.controller.isTransitioning, "\(gesture)")
    }
}
