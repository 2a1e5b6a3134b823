import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Live
import Testing

@MainActor
@Suite("Live session: which buttons work")
struct LiveButtonsTests {
    /// A small deterministic generator (a linear congruential one), so each walk is the same.
    private struct Walk {
        var state: UInt64
        mutating func next(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
    }

    /// Frames from page time `from` for `duration` seconds at 60 Hz; the page time reached.
    private func frames(_ session: LiveSession, from: Double, for duration: Double) -> Double {
        var time = from
        for _ in 0..<Int((duration * 60).rounded()) {
            time += 1.0 / 60
            _ = session.frame(at: time)
        }
        return time
    }

    @Test("in every demo and host, canForward and canBack say exactly whether Forward and Back are done or refused",
          arguments: DemoTransition.allCases)
    func predictsRefusals(demo: DemoTransition) throws {
        for host in demo.hosts {
            let session = try LiveSession(demo: demo, host: host)
            var walk = Walk(state: UInt64(demo.rawValue.count * 31 + host.rawValue.count))
            var time = 1.0
            _ = session.frame(at: time)
            // How often each button was predicted to work and done, or predicted not to and refused.
            var seen: [String: Int] = [:]
            for step in 0..<60 {
                if step == 30 { _ = session.receive(.reducedMotion(true)) }
                let forward = walk.next(2) == 0
                let status = session.status
                let predicted = forward ? status.canForward : status.canBack
                #expect(predicted == (forward ? session.canGoForward : session.canGoBack), "the status carries the session's answer")
                let reply = session.receive(forward ? .forward : .back)
                let refused: Bool
                if case .refused = reply { refused = true } else { refused = false }
                let what = "\(demo) in \(host), step \(step): \(forward ? "Forward" : "Back") predicted "
                    + "\(predicted ? "to work" : "refused"), got \(reply); screens \(status.screens)"
                #expect(predicted == !refused, Comment(rawValue: what))
                seen["\(forward ? "forward" : "back") \(refused ? "refused" : "done")", default: 0] += 1
                // Sometimes not a frame (a second press at once), sometimes mid-flight, sometimes at rest.
                time = frames(session, from: time, for: [0, 1.0 / 60, 0.1, 0.25, 1.5, 1.5][walk.next(6)])
            }
            for kind in ["forward done", "forward refused", "back done", "back refused"] {
                #expect(seen[kind, default: 0] > 0, "\(demo) in \(host): the walk met \(kind): \(seen)")
            }
            #expect(session.status.violations.isEmpty, "\(session.status.violations)")
        }
    }

    @Test("while a finger holds a pop, neither button works; let go and at rest, both do again")
    func heldTransition() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        _ = session.frame(at: 1)
        #expect(session.status.canForward && !session.status.canBack, "Push on the root, no Pop")
        _ = session.receive(.forward)
        var time = frames(session, from: 1, for: 1.5)
        #expect(session.status.canForward && session.status.canBack && session.status.screens.count == 2)
        let finger = { (phase: TouchPhase, x: Double, at: Double) -> LiveMessage in
            .touches(time: at, touches: [Touch(id: 1, x: x, y: 420, timestamp: at, phase: phase)])
        }
        _ = session.receive(finger(.began, 4, time))
        for step in 1...10 {
            time += 1.0 / 60
            _ = session.receive(finger(.moved, 4 + Double(step) * 10, time))
            _ = session.frame(at: time)
        }
        #expect(session.status.touchesDown == 1 && !session.status.canForward && !session.status.canBack)
        if case .refused = session.receive(.back) {} else { Issue.record("Back was done while a finger held the pop") }
        _ = session.receive(finger(.ended, 104, time + 0.2))
        time = frames(session, from: time, for: 2)
        #expect(session.isAtRest && session.status.canForward, "at rest again: \(session.status.screens)")
        #expect(session.status.canBack == (session.status.screens.count == 2), "Back works only with a screen to go back from")
    }
}
