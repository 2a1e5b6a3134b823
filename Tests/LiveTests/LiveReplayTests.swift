import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Invariants
import Live
import Motion
import Stage
import Testing

/// A session on `demo` in `host`, page frames at 60 Hz from page time 100: Forward and Back in
/// turn, each pressed at the first frame after the transition before it ended (`presses` of
/// them), then frames until everything is at rest. Returns the session and the page time.
@MainActor
private func pressedAsSoonAsAllowed(_ demo: DemoTransition, _ host: DemoHost, presses: Int = 6) throws -> (LiveSession, Double) {
    let session = try LiveSession(demo: demo, host: host)
    var time = 100.0
    _ = session.frame(at: time)
    var pressed = 0
    for _ in 0..<10_000 where pressed < presses {
        time += 1.0 / 60
        _ = session.frame(at: time)
        guard session.window.activeTransition == nil else { continue }
        #expect(session.receive(pressed % 2 == 0 ? .forward : .back) == .none)
        pressed += 1
    }
    for _ in 0..<120 {
        time += 1.0 / 60
        _ = session.frame(at: time)
    }
    return (session, time)
}

@MainActor
@Suite("Live recordings replay exactly")
struct LiveReplayTests {
    // MARK: Issue 29, point 9

    @Test("a Forward refused while a transition runs uses up no screen: live and replayed, Forward again shows Screen 3",
          arguments: [DemoHost.navigation, .modal])
    func refusedForward(host: DemoHost) throws {
        let session = try LiveSession(demo: .push, host: host)
        var time = 100.0
        func frames(_ count: Int) {
            for _ in 0..<count {
                time += 1.0 / 60
                _ = session.frame(at: time)
            }
        }
        frames(1)
        #expect(session.receive(.forward) == .none)
        frames(2)
        guard case .refused = session.receive(.forward) else {
            Issue.record("a second Forward while the first runs was not refused")
            return
        }
        frames(90)
        if host == .modal {
            #expect(session.receive(.back) == .none)
            frames(90)
        }
        #expect(session.receive(.forward) == .none)
        frames(90)
        #expect(session.status.screens.last == "Screen 3")
        guard case let .saved(_, check) = session.receive(.save) else {
            Issue.record("not saved")
            return
        }
        #expect(check.replaysExactly, "\(check.differences)")
    }
}
