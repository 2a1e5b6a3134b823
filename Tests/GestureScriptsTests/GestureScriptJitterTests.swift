import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

@Suite("GestureScript jitter")
struct GestureScriptJitterTests {
    typealias Support = GestureScriptTestSupport

    static func script(jitter: Double, seed: UInt64) -> GestureScript {
        GestureScript(jitter: jitter, seed: seed) {
            GestureStep.tap(at: CGPoint(x: 20, y: 20))
            GestureStep.drag(path: [CGPoint(x: 0, y: 100), CGPoint(x: 300, y: 100)], duration: 0.3, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
            GestureStep.pinchRotateDrag(center: CGPoint(x: 200, y: 200), span: 80, scale: 2, rotation: 1,
                                        translation: CGPoint(x: 10, y: 10))
        }
    }

    @Test("SplitMix64 gives the reference sequence")
    func generator() {
        // The first outputs of the reference splitmix64.c for seed 0.
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
        var unit = SplitMix64(seed: 12345)
        let values = (0..<1000).map { _ in unit.nextUnitInterval() }
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(Set(values).count == 1000)
    }

    @Test("the same seed gives the same events")
    func sameSeed() throws {
        let first = try Self.script(jitter: 2, seed: 42).touchEvents()
        let second = try Self.script(jitter: 2, seed: 42).touchEvents()
        #expect(first == second)
    }

    @Test("another seed gives other positions at the same times")
    func otherSeed() throws {
        let first = try Self.script(jitter: 2, seed: 42).touchEvents()
        let second = try Self.script(jitter: 2, seed: 43).touchEvents()
        #expect(first != second)
        #expect(first.map(\.timestamp) == second.map(\.timestamp))
        #expect(first.map { $0.touches.map(\.id) } == second.map { $0.touches.map(\.id) })
    }

    @Test("no jitter reports the scripted positions exactly, whatever the seed")
    func noJitter() throws {
        let exact = try Self.script(jitter: 0, seed: 1).touchEvents()
        #expect(try Self.script(jitter: 0, seed: 999).touchEvents() == exact)
        let drag = exact.filter { $0.touches.first?.id == TouchIdentifier(2) }
        #expect(drag.first?.touches.first?.location == CGPoint(x: 0, y: 100))
        #expect(drag.last?.touches.first?.location == CGPoint(x: 300, y: 100))
    }

    @Test("jitter moves each reported position by at most its amount", arguments: [0.5, 3.0])
    func bounded(amount: Double) throws {
        let exact = try Self.script(jitter: 0, seed: 7).touchEvents()
        let jittered = try Self.script(jitter: amount, seed: 7).touchEvents()
        #expect(exact.count == jittered.count)
        var largest = 0.0
        var moved = 0
        for (plain, noisy) in zip(exact, jittered) {
            #expect(plain.timestamp == noisy.timestamp)
            for (a, b) in zip(plain.touches, noisy.touches) {
                let offset = Support.distance(a.location, b.location)
                largest = max(largest, offset)
                if offset > 0 { moved += 1 }
            }
        }
        #expect(largest <= amount * (1 + 1e-12))
        // The offsets use the disc: the largest of a few hundred comes near the edge.
        #expect(largest > 0.8 * amount)
        #expect(moved == exact.reduce(0) { $0 + $1.touches.count })
        #expect(Support.streamProblems(jittered).isEmpty)
    }

    @Test("a jittered tap or hold still does not move")
    func stillFingersStayStill() throws {
        let events = try Self.script(jitter: 3, seed: 5).touchEvents()
        let tap = Support.track(1, in: events)
        #expect(Set(tap.map { [Double($0.location.x), Double($0.location.y)] }).count == 1)
        #expect(tap.dropFirst().allSatisfy { $0.phase == .stationary || $0.phase == .ended })
        let drag = Support.track(2, in: events)
        let held = drag.filter { $0.phase == .stationary || $0.phase == .ended }
        #expect(held.count == 13)
        #expect(Set(held.map { [Double($0.location.x), Double($0.location.y)] }).count == 1)
    }
}
