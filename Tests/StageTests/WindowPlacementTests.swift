import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Testing
import TransitionKit
@testable import Stage

@MainActor
@Suite("View.windowPlacement: Stage's own walk up the hierarchy")
struct WindowPlacementTests {
    @Test("a view two levels down: its centre in the window, the scales and rotations on the way, the root")
    func known() {
        let root = View(name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scaled = View(name: "scaled", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let turned = View(name: "turned", frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(scaled)
        scaled.addSubview(turned)
        scaled.transform = .scale(x: 2, y: 3)
        turned.transform = .rotation(.pi / 2)

        let placement = turned.windowPlacement
        // (35, 45) in `scaled`, whose centre (200, 200) is its bounds' middle (100, 100) scaled
        // by 2 × 3 about it: (200 + 2 · −65, 200 + 3 · −55).
        #expect(placement.center == CGPoint(x: 70, y: 35))
        #expect(placement.scaleX == 2 && placement.scaleY == 3 && placement.rotation == .pi / 2)
        #expect(placement.root == ObjectIdentifier(root))
        // The same point by Stage's conversion (model values, as UIKit converts).
        let converted = turned.convert(CGPoint(x: turned.bounds.midX, y: turned.bounds.midY), to: nil)
        #expect(abs(converted.x - 70) < 1e-9 && abs(converted.y - 35) < 1e-9)
    }

    @Test("a root is at its bounds' middle, unscaled and unturned whatever its transform; a detached subtree's root is its top")
    func roots() {
        let alone = View(name: "alone", frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        alone.transform = .scale(x: 5, y: 5)
        let placement = alone.windowPlacement
        #expect(placement.center == CGPoint(x: 50, y: 30))
        #expect(placement.scaleX == 1 && placement.scaleY == 1 && placement.rotation == 0)
        #expect(placement.root == ObjectIdentifier(alone))
        let child = View(name: "child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        alone.addSubview(child)
        #expect(child.windowPlacement.root == ObjectIdentifier(alone))
        #expect(child.windowPlacement.center == CGPoint(x: 5, y: 5))
    }

    @Test("on random trees, Stage's walk gives exactly the numbers of the walk through HostView's superviews")
    func sameAsTheProtocolsWalk() {
        var random = SplitMix(seed: 32)
        for _ in 0..<200 {
            var views = [View(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))]
            for index in 1..<12 {
                let view = View(name: "v\(index)", frame: CGRect(x: random.next(in: -200...400), y: random.next(in: -200...800),
                                                                  width: random.next(in: 0...300), height: random.next(in: 0...300)))
                view.bounds.origin = CGPoint(x: random.next(in: -50...50), y: random.next(in: -50...50))
                view.transform = Transform2D(translationX: random.next(in: -20...20), translationY: random.next(in: -20...20),
                                             scaleX: random.next(in: -2...2), scaleY: random.next(in: 0.1...3),
                                             rotation: random.next(in: -4...4))
                views[Int(random.next(in: 0...Double(index) - 0.001))].addSubview(view)
                views.append(view)
            }
            for view in views {
                #expect(view.windowPlacement == WindowPlacement(walkingUpFrom: view as any HostView), "\(view.name)")
            }
        }
    }

    @Test("on random trees, conversions, the window and the ancestors follow the chain of superviews as a level-by-level reference does")
    func conversionsWalkEverySuperview() throws {
        var random = SplitMix(seed: 909)
        for _ in 0..<100 {
            let window = Window(clock: try ManualClock())
            var views = [window.rootView]
            for index in 1..<10 {
                let view = View(name: "v\(index)", frame: CGRect(x: random.next(in: -200...400), y: random.next(in: -200...800),
                                                                  width: random.next(in: 1...300), height: random.next(in: 1...300)))
                view.bounds.origin = CGPoint(x: random.next(in: -50...50), y: random.next(in: -50...50))
                view.transform = Transform2D(translationX: random.next(in: -20...20), translationY: random.next(in: -20...20),
                                             scaleX: random.next(in: 0.2...2), scaleY: random.next(in: 0.2...3),
                                             rotation: random.next(in: -4...4))
                views[Int(random.next(in: 0...Double(index) - 0.001))].addSubview(view)
                views.append(view)
            }
            // A detached subtree, whose top converts as a window would.
            let detached = View(name: "detached", frame: CGRect(x: 30, y: 40, width: 50, height: 60))
            let inside = View(name: "inside", frame: CGRect(x: 5, y: 6, width: 7, height: 8))
            inside.transform = Transform2D(scaleX: 2, scaleY: 2, rotation: 0.5)
            detached.addSubview(inside)
            for view in views + [detached, inside] {
                // The reference: the chain of superviews as a list, each level applied in turn.
                var chain: [View] = []
                var next: View? = view
                while let current = next, let above = current.stageSuperview {
                    chain.append(current)
                    next = above
                }
                let point = CGPoint(x: random.next(in: -100...100), y: random.next(in: -100...100))
                let up = chain.reduce(point) {
                    Geometry.toSuperview($0, center: $1.center, bounds: $1.bounds, transform: $1.transform)
                }
                let down = chain.reversed().reduce(point) {
                    Geometry.fromSuperview($0, center: $1.center, bounds: $1.bounds, transform: $1.transform)
                }
                let end = CGPoint(x: point.x + 3, y: point.y - 4)
                let downEnd = chain.reversed().reduce(end) {
                    Geometry.fromSuperview($0, center: $1.center, bounds: $1.bounds, transform: $1.transform)
                }
                #expect(view.convert(point, to: nil) == up, "\(view.name)")
                #expect(view.convertToWindow(point) == up, "\(view.name)")
                #expect(view.convert(point, from: nil) == down, "\(view.name)")
                #expect(view.convertFromWindow(point) == down, "\(view.name)")
                #expect(view.convertVectorFromWindow(CGPoint(x: 3, y: -4), at: point)
                        == CGPoint(x: downEnd.x - down.x, y: downEnd.y - down.y), "\(view.name)")
                // The same walk answers the window, whose root view tops the chain, and the
                // ancestors, which are the chain's views above this one.
                let top = chain.last?.stageSuperview ?? view
                #expect(view.window === (top === window.rootView ? window : nil), "\(view.name)")
                for other in views + [detached, inside] {
                    let isAncestor = other === view || chain.contains { $0.stageSuperview === other }
                    #expect(view.isDescendant(of: other) == isAncestor, "\(view.name) in \(other.name)")
                }
                // The conversions into the superview's coordinates are the superview's own.
                let superview = view.stageSuperview
                #expect(view.convertFromWindowToSuperview(point) == superview?.convertFromWindow(point) ?? point, "\(view.name)")
                #expect(view.convertVectorFromWindowToSuperview(CGPoint(x: 3, y: -4), at: point)
                        == superview?.convertVectorFromWindow(CGPoint(x: 3, y: -4), at: point) ?? CGPoint(x: 3, y: -4), "\(view.name)")
                #expect(view.superviewBoundsSize == superview?.bounds.size, "\(view.name)")
            }
        }
    }
}

/// A small seeded generator (SplitMix64), so the trees are the same every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(in range: ClosedRange<Double>) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + (range.upperBound - range.lowerBound) * Double(z >> 11) / Double(1 << 53)
    }
}
