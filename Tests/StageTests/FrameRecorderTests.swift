import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Recording
import Testing
@testable import Stage

@Suite("FrameRecorder: where a recorded view is on screen")
@MainActor
struct FrameRecorderTests {
    /// A chain five deep under the root, each level moved, scaled and turned (one level left
    /// plain), with bounds that don't start at the origin.
    func deepTree(in window: Window) -> [View] {
        var parent = window.rootView
        var chain: [View] = []
        for level in 0..<5 {
            let view = View(name: "level \(level)", frame: CGRect(x: 13.25 * Double(level), y: 7.5 + Double(level), width: 120 - 9 * Double(level), height: 80))
            view.backgroundColor = .white
            if level != 2 {
                view.transform = Transform2D(translationX: 3.1 * Double(level), translationY: -1.7, scaleX: 0.93 + 0.04 * Double(level),
                                             scaleY: 1.07 - 0.05 * Double(level), rotation: 0.31 * Double(level) - 0.4)
            }
            view.bounds = CGRect(x: 2.5 * Double(level), y: -1.25, width: view.bounds.width, height: view.bounds.height)
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        return chain
    }

    @Test("each view's centre, scale, turn and frame are the very numbers its own walk to the window gives")
    func sameNumbersAsTheWalk() throws {
        let window = try makeWindow()
        let chain = deepTree(in: window)
        let frame = FrameRecorder.snapshot(of: window, time: 0)
        for view in chain {
            let recorded = try #require(frame.views.first { $0.name == view.name })
            let bounds = view.presentation.bounds
            // The walk up the hierarchy, point by point, as the recorder once did it.
            let center = view.toWindow(CGPoint(x: bounds.midX, y: bounds.midY), .presentation)
            let right = view.toWindow(CGPoint(x: bounds.midX + 1, y: bounds.midY), .presentation)
            let corners = [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
            ].map { view.toWindow($0, .presentation) }
            let box = Geometry.boundingBox(corners)
            #expect(recorded.centerX == Double(center.x))
            #expect(recorded.centerY == Double(center.y))
            #expect(recorded.scaleX == Double(hypot(right.x - center.x, right.y - center.y)))
            #expect(recorded.rotation == Double(atan2(right.y - center.y, right.x - center.x)))
            #expect([recorded.frameX, recorded.frameY, recorded.frameWidth, recorded.frameHeight]
                    == [Double(box.minX), Double(box.minY), Double(box.width), Double(box.height)])
        }
        // Turned and scaled through five levels: not the identity, so the test can tell.
        let deepest = try #require(frame.views.first { $0.name == "level 4" })
        #expect(abs(deepest.rotation) > 0.1)
    }

    @Test("a hidden or transparent view is left out with everything under it, and its siblings keep their place")
    func hiddenBranch() throws {
        let window = try makeWindow()
        let chain = deepTree(in: window)
        chain[1].isHidden = true
        let sibling = View(name: "sibling", frame: CGRect(x: 40, y: 30, width: 10, height: 10))
        chain[0].addSubview(sibling)
        let frame = FrameRecorder.snapshot(of: window, time: 0)
        #expect(frame.views.map(\.name).filter { $0.hasPrefix("level") || $0 == "sibling" } == ["level 0", "sibling"])
        let recorded = try #require(frame.views.first { $0.name == "sibling" })
        let center = sibling.toWindow(CGPoint(x: sibling.bounds.midX, y: sibling.bounds.midY), .presentation)
        #expect(recorded.centerX == Double(center.x) && recorded.centerY == Double(center.y))
    }
}
