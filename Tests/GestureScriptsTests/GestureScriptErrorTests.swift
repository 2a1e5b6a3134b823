import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

@Suite("GestureScript errors")
struct GestureScriptErrorTests {
    typealias Support = GestureScriptTestSupport

    /// JSON that is not a script's shape, with the path the error must name.
    static let malformed: [(json: String, path: String, reason: String)] = [
        ("{\"steps\": [", "", "not valid JSON"),
        (#"{"touchRate": 120}"#, "steps", #"required key "steps" is missing"#),
        (#"{"steps": [{"kind": "tap"}]}"#, "steps[0].at", #"required key "at" is missing"#),
        (#"{"steps": [{"at": [1, 2]}]}"#, "steps[0].kind", #"required key "kind" is missing"#),
        (#"{"steps": [{"kind": "tap", "at": [1, 2]}, {"kind": "hold", "durration": 1}]}"#,
         "steps[1].durration", #"unknown key "durration"; a hold step takes kind, duration"#),
        (#"{"steps": [], "touchrate": 60}"#, "touchrate", #"unknown key "touchrate""#),
        (#"{"steps": [{"kind": "wait", "duration": "long"}]}"#, "steps[0].duration", "expected a number"),
        (#"{"steps": [{"kind": "tap", "at": [1, 2, 3]}]}"#, "steps[0].at", "expected two numbers [x, y], got 3 values"),
        (#"{"steps": [{"kind": "tap", "at": "middle"}]}"#, "steps[0].at", "expected a point"),
        (#"{"steps": [{"kind": "drag", "path": [[0, 0], [1, "x"]]}]}"#, "steps[0].path[1][1]", "expected a number"),
        (#"{"steps": [{"kind": "drag", "path": [[0, 0], [1, 1]], "easing": "bouncy"}]}"#,
         "steps[0].easing", #"unknown easing "bouncy""#),
        (#"{"steps": [{"kind": "drag", "path": [[0, 0], [1, 1]], "easing": [0.1, 0.2]}]}"#,
         "steps[0].easing", "four numbers"),
        (#"{"steps": [{"kind": "edgeSwipe", "edge": "middle", "screen": [1, 1], "distance": 1}]}"#,
         "steps[0].edge", #"unknown edge "middle"; expected left, right, top, bottom"#),
        (#"{"steps": ["jump"]}"#, "steps[0]", #"must be "lift" or "cancel""#),
        (#"{"steps": [3]}"#, "steps[0]", "expected a step"),
    ]

    @Test("malformed JSON names the path of the problem", arguments: malformed.indices)
    func malformedJSON(index: Int) throws {
        let (json, path, reason) = Self.malformed[index]
        let error = try #require(Support.decodingError(json))
        guard case .malformedJSON = error else {
            Issue.record("\(json): expected malformed JSON, got \(error)")
            return
        }
        #expect(error.path == path, "\(json): \(error)")
        #expect(error.reason.contains(reason), "\(json): \(error)")
    }

    /// Well-formed scripts that cannot be played, with the path and reason the error must give.
    static let invalid: [(json: String, path: String, reason: String)] = [
        (#"{"touchRate": 0, "steps": []}"#, "touchRate", "must be greater than 0 and at most 10000 Hz, got 0"),
        (#"{"touchRate": 1e6, "steps": []}"#, "touchRate", "got 1000000"),
        (#"{"jitter": -1, "steps": []}"#, "jitter", "0 or more, got -1"),
        (#"{"steps": [{"kind": "tap", "at": [0, 0]}, {"kind": "wait", "duration": 0.5}, {"kind": "hold", "duration": -1}]}"#,
         "steps[2]", "no finger is down to hold"),
        (#"{"steps": [{"kind": "tap", "at": [0, 0]}, {"kind": "wait", "duration": 0.5}, {"kind": "wait", "duration": -1}]}"#,
         "steps[2].duration", "must be greater than 0, got -1"),
        (#"{"steps": [{"kind": "longPress", "at": [0, 0], "duration": 0}]}"#, "steps[0].duration", "must be greater than 0, got 0"),
        (#"{"steps": [{"kind": "longPress", "at": [0, 0], "duration": 1e7}]}"#, "steps[0].duration", "more than 1000000 frames"),
        (#"{"steps": [{"kind": "drag", "path": [[0, 0]]}]}"#, "steps[0].path", "needs at least 2 points to start a drag"),
        (#"{"steps": [{"kind": "longPress", "at": [0, 0], "lift": false}, {"kind": "drag", "path": []}]}"#,
         "steps[1].path", "needs at least 1 point to continue"),
        (#"{"steps": ["lift"]}"#, "steps[0]", "no finger is down to lift"),
        (#"{"steps": [{"kind": "cancel"}]}"#, "steps[0]", "no finger is down to cancel"),
        (#"{"steps": [{"kind": "longPress", "at": [0, 0], "lift": false}, {"kind": "wait", "duration": 1}]}"#,
         "steps[1]", "1 finger is down; use hold"),
        (#"{"steps": [{"kind": "longPress", "at": [0, 0], "lift": false}, {"kind": "tap", "at": [5, 5]}]}"#,
         "steps[1]", "1 finger is still down from an earlier step"),
        (#"{"steps": [{"kind": "tap", "at": [0, 0], "fingers": 0}]}"#, "steps[0].fingers", "must be 1…5, got 0"),
        (#"{"steps": [{"kind": "flick", "velocity": [100, 0]}]}"#, "steps[0].from", "required: no finger is down"),
        (#"{"steps": [{"kind": "flick", "from": [0, 0], "velocity": [0, 0]}]}"#, "steps[0].velocity", "must not be zero"),
        (#"{"steps": [{"kind": "flick", "from": [0, 0], "velocity": [1, 0], "duration": 0.05}]}"#,
         "steps[0].duration", "a flick at 120 Hz lasts at least"),
        (#"{"steps": [{"kind": "pinch", "center": [0, 0], "scale": 2}]}"#, "steps[0].span", "required to put two fingers down"),
        (#"{"steps": [{"kind": "pinch", "center": [0, 0], "span": 50, "scale": 0}]}"#, "steps[0].scale", "must be greater than 0, got 0"),
        (#"{"steps": [{"kind": "rotate", "center": [0, 0], "span": -5, "rotation": 1}]}"#, "steps[0].span", "got -5"),
        (#"{"steps": [{"kind": "pinch", "center": [0, 0], "span": 50, "scale": 2, "lift": false}, {"kind": "rotate", "center": [0, 0], "rotation": 1}]}"#,
         "steps[1].center", "2 fingers are already down; omit center, span, angle to continue"),
        (#"{"steps": [{"kind": "pinch", "center": [0, 0], "span": 50, "scale": 2, "lift": false}, {"kind": "rotate", "angle": 1, "rotation": 1}]}"#,
         "steps[1].angle", "2 fingers are already down"),
        (#"{"steps": [{"kind": "longPress", "at": [0, 0], "lift": false}, {"kind": "pinch", "scale": 2}]}"#,
         "steps[1]", "this step moves 2 fingers, but 1 finger is down"),
        (#"{"steps": [{"kind": "pinch", "center": [0, 0], "span": 50, "scale": 2, "lift": false}, {"kind": "drag", "path": [[1, 1]]}]}"#,
         "steps[1]", "a drag moves 1 finger, but 2 fingers are down"),
        (#"{"steps": [{"kind": "drag", "path": [[0, 0], [1, 1]], "easing": [1.5, 0, 1, 1]}]}"#,
         "steps[0].easing", "control point x1 must lie in 0…1"),
        (#"{"steps": [{"kind": "edgeSwipe", "edge": "left", "screen": [390, 0], "distance": 10}]}"#,
         "steps[0].screen", "greater than 0"),
        (#"{"steps": [{"kind": "edgeSwipe", "edge": "left", "screen": [390, 844], "along": 900, "distance": 10}]}"#,
         "steps[0].along", "must lie on the left edge, 0…844, got 900"),
        (#"{"steps": [{"kind": "edgeSwipe", "edge": "right", "screen": [390, 844], "distance": 390}]}"#,
         "steps[0].distance", "at most 386 from the right edge, got 390"),
    ]

    @Test("a script that cannot be played names the path of the problem", arguments: invalid.indices)
    func invalidScript(index: Int) throws {
        let (json, path, reason) = Self.invalid[index]
        let error = try #require(Support.decodingError(json))
        #expect(error == .invalid(path: path, reason: error.reason), "\(json): \(error)")
        #expect(error.reason.contains(reason), "\(json): \(error)")
    }

    @Test("the description reads path: reason")
    func description() {
        let error = Support.decodingError(#"{"steps": [{"kind": "hold", "duration": 1}]}"#)
        #expect(error?.description == "steps[0]: no finger is down to hold; use wait to let time pass with no finger down")
        let wait = Support.decodingError(#"{"steps": [{"kind": "wait", "duration": -1}]}"#)
        #expect(wait?.description == "steps[0].duration: must be greater than 0, got -1")
    }

    /// Scripts built in Swift with values JSON cannot hold, and the path each error must name.
    static let nonFinite: [(script: GestureScript, path: String)] = [
        (GestureScript(touchRate: .nan, steps: []), "touchRate"),
        (GestureScript(jitter: .infinity, steps: []), "jitter"),
        (GestureScript(startTime: -.infinity, steps: []), "startTime"),
        (GestureScript { GestureStep.tap(at: CGPoint(x: Double.nan, y: 0)) }, "steps[0].at"),
        (GestureScript { GestureStep.drag(path: [.zero, CGPoint(x: 0, y: Double.infinity)]) }, "steps[0].path[1]"),
        (GestureScript { GestureStep.flick(from: .zero, velocity: CGPoint(x: Double.nan, y: 1)) }, "steps[0].velocity"),
        (GestureScript { GestureStep.rotate(center: .zero, span: 10, rotation: .infinity) }, "steps[0].rotation"),
        (GestureScript { GestureStep.pinchRotateDrag(center: .zero, span: 10, translation: CGPoint(x: 0, y: Double.nan)) },
         "steps[0].translation"),
        (GestureScript { GestureStep.longPress(at: .zero, duration: .nan) }, "steps[0].duration"),
    ]

    @Test("non-finite numbers are refused before any event is made", arguments: nonFinite.indices)
    func nonFiniteValues(index: Int) throws {
        let (script, path) = Self.nonFinite[index]
        let error = try #require(Support.playingError(script))
        #expect(error.path == path, "\(error)")
        #expect(throws: error) { try script.validate() }
    }

    @Test("values that would carry a finger off every screen are refused, not played into the engine")
    func overflow() throws {
        // Issue 29: a pinch at 4.4e189 passed and froze the photo and Zoom transitions.
        let cases: [(GestureScript, path: String, says: String)] = [
            (GestureScript { GestureStep.pinch(center: .zero, span: 1e300, scale: 1e300, duration: 0.1) }, "steps[0].span", "at most 1000000 points"),
            (GestureScript { GestureStep.pinch(center: .zero, span: 200, scale: 4.4e189, duration: 0.1) }, "steps[0]", "beyond ±1000000 points"),
            (GestureScript { GestureStep.pinch(center: .zero, span: 200, scale: 1e5, duration: 0.1) }, "steps[0]", "beyond ±1000000 points"),
            (GestureScript { GestureStep.flick(from: .zero, velocity: CGPoint(x: 1e308, y: 0)) }, "steps[0]", "beyond ±1000000 points"),
            (GestureScript { GestureStep.tap(at: CGPoint(x: 2e6, y: 0)) }, "steps[0].at", "within ±1000000 points"),
            (GestureScript { GestureStep.rotate(center: .zero, span: 10, rotation: 2e3) }, "steps[0].rotation", "within ±1000 radians"),
            (GestureScript { GestureStep.pinchRotateDrag(center: .zero, span: 10, translation: CGPoint(x: 0, y: -3e6)) },
             "steps[0].translation", "within ±1000000 points"),
        ]
        for (script, path, says) in cases {
            let error = try #require(Support.playingError(script))
            #expect(error.path == path && error.reason.contains(says), "\(error)")
            #expect(throws: error) { try script.validate() }
        }
        // The largest allowed pinch plays.
        try GestureScript { GestureStep.pinch(center: .zero, span: 200, scale: 9_000, duration: 0.1) }.validate()
    }

    @Test("a script that validates plays, and one that does not makes no events")
    func validationMatchesPlaying() throws {
        let good = GestureScript { GestureStep.tap(at: .zero) }
        try good.validate()
        #expect(try good.touchEvents().count == 10)
        // The second step is bad: the first step's events are not returned either.
        let bad = GestureScript {
            GestureStep.tap(at: .zero)
            GestureStep.lift
        }
        #expect(throws: GestureScriptError.invalid(path: "steps[1]", reason: "no finger is down to lift")) {
            try bad.touchEvents()
        }
    }
}
