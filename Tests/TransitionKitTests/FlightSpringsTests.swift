import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Stage
import Testing
@testable import TransitionKit

/// A matched flight steps its own springs; a spring put in the place of one of them takes over
/// that property, and the flight's other springs go on stepping.
@MainActor
@Suite("A matched flight's springs")
struct FlightSpringsTests {
    @MainActor
    private struct Scene {
        let plans: TransitionPlans
        let replica: View
        let fore: View

        init() {
            let container = View(name: "container", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let back = View(name: "back", frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            fore = View(name: "fore", frame: CGRect(x: 100, y: 300, width: 200, height: 120))
            replica = View(name: "replica", frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            for view in [back, fore, replica] { container.addSubview(view) }
            plans = TransitionPlans(timeline: TransitionTimeline(direction: .forward, duration: 1))
            plans.addPlan(MatchedFlight(back: back, fore: fore, in: container), to: replica)
        }

        /// Steps two seconds of frames; whether the plans rest at the end.
        func settle() -> Bool {
            var atRest = false
            for _ in 0..<240 { atRest = plans.step(by: 1.0 / 120, held: false) }
            return atRest
        }
    }

    @Test("alone, the flight lands the replica on the fore end and rests")
    func landsAlone() {
        let scene = Scene()
        #expect(scene.settle())
        #expect(scene.replica.center == scene.fore.center)
        #expect(scene.replica.bounds.size == scene.fore.bounds.size)
    }

    @Test("a position spring in the place of the flight's moves the replica; the flight's size spring still lands")
    func replacedSpring() {
        let scene = Scene()
        let place = CGPoint(x: 333, y: 444)
        scene.plans.addPlan(TransitionSpring(.position, back: place, fore: place), to: scene.replica)
        #expect(scene.settle())
        #expect(scene.replica.center == place)
        #expect(scene.replica.bounds.size == scene.fore.bounds.size)
    }
}
