import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

@Suite("GestureScript.translated(by:)")
struct GestureScriptTranslationTests {
    @Test("every touch of a moved script lands offset from the original's, at the same time, in the same phase")
    func movesEveryTouch() throws {
        let script = GestureScript(touchRate: 120, seed: 3, steps: [
            .longPress(at: CGPoint(x: 40, y: 50), duration: 0.1, lift: false),
            .drag(path: [CGPoint(x: 90, y: 120)], duration: 0.2, lift: false),
            .flick(velocity: CGPoint(x: 800, y: -200), duration: 0.15),
            .tap(at: CGPoint(x: 10, y: 10), fingers: 2),
            .pinchRotateDrag(center: CGPoint(x: 200, y: 300), span: 90, angle: 0.3, scale: 1.5, rotation: 0.4,
                             translation: CGPoint(x: 20, y: 60), duration: 0.3, lift: false),
            .pinch(scale: 0.8, duration: 0.1, lift: false),
            .rotate(rotation: -0.2, duration: 0.1, lift: false),
            .hold(duration: 0.05), .lift,
            .doubleTap(at: CGPoint(x: 5, y: 6)),
        ])
        let offset = CGPoint(x: 37.5, y: -112)
        let original = try script.touchEvents()
        let moved = try script.translated(by: offset).touchEvents()
        #expect(moved.count == original.count)
        for (a, b) in zip(original, moved) {
            #expect(a.timestamp == b.timestamp && a.touches.map(\.phase) == b.touches.map(\.phase))
            for (touch, shifted) in zip(a.touches, b.touches) {
                #expect(abs(Double(shifted.location.x - touch.location.x - offset.x)) < 1e-9)
                #expect(abs(Double(shifted.location.y - touch.location.y - offset.y)) < 1e-9)
            }
        }
    }

    @Test("an edge swipe names an edge, not a place: it stays; the first fingers' middle is where a script lands")
    func edgeSwipeAndCentroid() throws {
        let swipe = GestureScript(steps: [.edgeSwipe(edge: .left, screen: CGSize(width: 390, height: 844), distance: 200)])
        #expect(swipe.translated(by: CGPoint(x: 50, y: 50)) == swipe)
        let pinch = GestureScript(steps: [.pinch(center: CGPoint(x: 120, y: 200), span: 100, angle: 0.7, scale: 2)])
        let centroid = try #require(try pinch.firstTouchCentroid())
        #expect(abs(Double(centroid.x) - 120) < 1e-9 && abs(Double(centroid.y) - 200) < 1e-9)
        #expect(try GestureScript(steps: [.wait(duration: 0.1)]).firstTouchCentroid() == nil)
    }
}
