import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Gestures

@MainActor
@Suite("ExternalGestureRecognizer")
struct ExternalGestureRecognizerTests {
    @Test("it follows the other recognizer's states and location, then is possible again")
    func follows() {
        let view = TestView("view", windowFrame: CGRect(x: 100, y: 200, width: 200, height: 200))
        let external = ExternalGestureRecognizer(name: "pan")
        view.add(external)
        let log = StateLog(external)
        external.follow(.began, location: CGPoint(x: 150, y: 250), numberOfTouches: 1, at: 1)
        #expect(external.state == .began)
        #expect(external.numberOfTouches == 1)
        #expect(external.location(in: view) == CGPoint(x: 50, y: 50))
        external.follow(.changed, location: CGPoint(x: 170, y: 250), numberOfTouches: 1, at: 1.1)
        #expect(external.location(in: nil) == CGPoint(x: 170, y: 250))
        external.follow(.ended, location: CGPoint(x: 180, y: 250), numberOfTouches: 0, at: 1.2)
        #expect(log.states == [.began, .changed, .ended])
        #expect(external.state == .possible)
        // The last location stays, as a lifted recognizer's does.
        #expect(external.location(in: nil) == CGPoint(x: 180, y: 250))
    }

    @Test("a delegate that refuses makes it ignore the whole gesture, not the next one")
    func refusedGesture() {
        final class Gate: GestureRecognizerDelegate {
            var allows = false
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allows }
        }
        let gate = Gate()
        let external = ExternalGestureRecognizer(name: "pan")
        external.delegate = gate
        let log = StateLog(external)
        external.follow(.began, location: .zero, numberOfTouches: 1, at: 0)
        external.follow(.changed, location: CGPoint(x: 5, y: 0), numberOfTouches: 1, at: 0.1)
        #expect(external.state == .failed)
        gate.allows = true
        external.follow(.changed, location: CGPoint(x: 9, y: 0), numberOfTouches: 1, at: 0.2)
        #expect(external.state == .failed)
        external.follow(.ended, location: CGPoint(x: 9, y: 0), numberOfTouches: 0, at: 0.3)
        #expect(log.states.isEmpty)
        external.follow(.began, location: .zero, numberOfTouches: 1, at: 0.4)
        #expect(log.states == [.began])
    }

    @Test("the other gesture failing or resetting mid-way cancels an active one")
    func cancelledByFailure() {
        let external = ExternalGestureRecognizer(name: "pan")
        let log = StateLog(external)
        external.follow(.began, location: .zero, numberOfTouches: 2, at: 0)
        external.follow(.failed, location: .zero, numberOfTouches: 0, at: 0.1)
        #expect(log.states == [.began, .cancelled])
        #expect(external.state == .possible && external.numberOfTouches == 0)
    }

    @Test("non-finite input keeps the last location and time")
    func hostileInput() {
        let external = ExternalGestureRecognizer(name: "pan")
        external.follow(.began, location: CGPoint(x: 10, y: 20), numberOfTouches: 1, at: 5)
        external.follow(.changed, location: CGPoint(x: Double.nan, y: 0), numberOfTouches: -3, at: .infinity)
        #expect(external.location(in: nil) == CGPoint(x: 10, y: 20))
        #expect(external.numberOfTouches == 0)
        #expect(external.state == .changed)
    }
}
