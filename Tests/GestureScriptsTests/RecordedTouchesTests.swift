import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

@Suite("Recorded touches (the touches step)")
struct RecordedTouchesTests {
    typealias Support = GestureScriptTestSupport

    /// A two-finger gesture recorded off the script grid: irregular times, fingers joining and
    /// leaving, identifiers as a browser gives them.
    static let frames: [TouchFrame] = [
        TouchFrame(time: 0, touches: [.init(id: 7, location: CGPoint(x: 100, y: 300), phase: .began)]),
        TouchFrame(time: 0.0031, touches: [.init(id: 7, location: CGPoint(x: 101.5, y: 302.25), phase: .moved)]),
        TouchFrame(time: 0.0113, touches: [
            .init(id: 7, location: CGPoint(x: 103, y: 305), phase: .moved),
            .init(id: 9, location: CGPoint(x: 200, y: 305), phase: .began),
        ]),
        TouchFrame(time: 0.02, touches: [
            .init(id: 7, location: CGPoint(x: 103, y: 305), phase: .stationary),
            .init(id: 9, location: CGPoint(x: 210, y: 310), phase: .ended),
        ]),
        TouchFrame(time: 0.0377, touches: [.init(id: 7, location: CGPoint(x: 90, y: 280), phase: .moved)]),
    ]

    @Test("played exactly: each frame one event at its own time, fingers where they were, identifiers the script's own")
    func playsExactly() throws {
        let script = GestureScript(touchRate: 120, startTime: 2, steps: [.touches(Self.frames), .lift])
        let events = try script.touchEvents()
        #expect(events.count == 6)
        for (event, frame) in zip(events, Self.frames) {
            #expect(event.timestamp == 2 + frame.time)
            #expect(event.touches.map(\.location) == frame.touches.map(\.location))
            #expect(event.touches.map(\.phase) == frame.touches.map(\.phase))
        }
        #expect(events[2].touches.map(\.id.rawValue) == [1, 2], "7 and 9 become the script's 1 and 2")
        // The finger left down lifts on the next grid frame after the last recorded one.
        let lift = try #require(events.last)
        #expect(lift.touches.map(\.phase) == [.ended] && lift.touches.first?.location == CGPoint(x: 90, y: 280))
        #expect(abs(lift.timestamp - (2 + 6.0 / 120)) < 1e-12, "0.0377 s is within the 5th grid frame; the lift is the 6th")
        #expect(Support.streamProblems(events).isEmpty, "\(Support.streamProblems(events))")
        #expect(try script.extent().fingersDownAtEnd == 0)
        #expect(try GestureScript(steps: [.touches(Self.frames)]).extent().fingersDownAtEnd == 1)
    }

    @Test("JSON round trip, and a script made from events plays those events again")
    func roundTrip() throws {
        let script = GestureScript(steps: [.touches(Self.frames), .lift])
        let data = try JSONEncoder().encode(script)
        #expect(try GestureScript.decode(from: data) == script)
        let json = #"{"steps": [{"kind": "touches", "frames": [{"time": 0, "touches": [{"id": 3, "at": [5, 6], "phase": "began"}]}, "#
            + #"{"time": 0.01, "touches": [{"id": 3, "at": [7, 8], "phase": "ended"}]}]}]}"#
        let decoded = try Support.script(json)
        #expect(try decoded.touchEvents().map(\.timestamp) == [0, 0.01])
        // Events from any script, recorded and replayed, come back the same.
        let swipe = GestureScript(touchRate: 97, jitter: 1.5, seed: 4, startTime: 0.3) {
            GestureStep.drag(path: [CGPoint(x: 10, y: 400), CGPoint(x: 300, y: 420)], duration: 0.4, lift: false)
            GestureStep.flick(velocity: CGPoint(x: 900, y: 0), duration: 0.15)
        }
        let original = try swipe.touchEvents()
        let replayed = try GestureScript(recording: original).touchEvents()
        #expect(replayed == original)
    }

    @Test("moved by a translation with the rest of a script")
    func translated() throws {
        let moved = GestureScript(steps: [.touches(Self.frames)]).translated(by: CGPoint(x: 10, y: -20))
        let events = try moved.touchEvents()
        #expect(events.first?.touches.first?.location == CGPoint(x: 110, y: 280))
    }

    static let invalid: [(frames: [TouchFrame], path: String, phrase: String)] = [
        ([], "steps[0].frames", "at least 1 frame"),
        ([TouchFrame(time: 0, touches: [.init(id: 1, location: .zero, phase: .moved)])],
         "steps[0].frames[0].touches[0].phase", "is not down"),
        ([TouchFrame(time: 0, touches: [.init(id: 1, location: .zero, phase: .began)]),
          TouchFrame(time: 0.01, touches: [.init(id: 1, location: .zero, phase: .began)])],
         "steps[0].frames[1].touches[0].phase", "began again"),
        ([TouchFrame(time: 0, touches: [.init(id: 1, location: .zero, phase: .began), .init(id: 2, location: .zero, phase: .began)]),
          TouchFrame(time: 0.01, touches: [.init(id: 1, location: .zero, phase: .moved)])],
         "steps[0].frames[1].touches", "finger 2 is down but missing"),
        ([TouchFrame(time: 0.02, touches: [.init(id: 1, location: .zero, phase: .began)]),
          TouchFrame(time: 0.02, touches: [.init(id: 1, location: .zero, phase: .ended)])],
         "steps[0].frames[1].time", "must come after"),
        ([TouchFrame(time: .nan, touches: [.init(id: 1, location: .zero, phase: .began)])], "steps[0].frames[0].time", "finite"),
        ([TouchFrame(time: 0, touches: [.init(id: 1, location: CGPoint(x: Double.infinity, y: 0), phase: .began)])],
         "steps[0].frames[0].touches[0].at", ""),
        ([TouchFrame(time: 0, touches: [.init(id: 0, location: .zero, phase: .began)])], "steps[0].frames[0].touches[0].id", "1 or more"),
        ([TouchFrame(time: 0, touches: [.init(id: 1, location: .zero, phase: .began), .init(id: 1, location: .zero, phase: .began)])],
         "steps[0].frames[0].touches[1].id", "once per frame"),
    ]

    @Test("a recording that can't be played is refused, naming where", arguments: invalid.indices)
    func refused(index: Int) throws {
        let (frames, path, phrase) = Self.invalid[index]
        let error = try #require(Support.playingError(GestureScript(steps: [.touches(frames)])))
        #expect(error.path == path, "\(error)")
        #expect(phrase.isEmpty || "\(error)".contains(phrase), "\(error)")
    }

    @Test("fingers down before a recording are refused: it starts with none")
    func startsWithNoFingers() throws {
        let script = GestureScript(steps: [.longPress(at: .zero, duration: 0.1, lift: false), .touches(Self.frames)])
        let error = try #require(Support.playingError(script))
        #expect(error.path == "steps[1]", "\(error)")
    }
}
