import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Gestures
@testable import GestureScripts

@Suite("GestureScript JSON")
struct GestureScriptCodingTests {
    typealias Support = GestureScriptTestSupport

    /// One hand-written step of each kind, with the Swift value it must decode to.
    static let handWritten: [(json: String, step: GestureStep)] = [
        (#"{"kind": "tap", "at": [10, 20]}"#, .tap(at: CGPoint(x: 10, y: 20))),
        (#"{"kind": "tap", "at": {"x": 10, "y": 20}, "fingers": 2}"#, .tap(at: CGPoint(x: 10, y: 20), fingers: 2)),
        (#"{"kind": "doubleTap", "at": [5, 6]}"#, .doubleTap(at: CGPoint(x: 5, y: 6))),
        (#"{"kind": "longPress", "at": [1, 2], "duration": 0.6, "lift": false}"#,
         .longPress(at: CGPoint(x: 1, y: 2), duration: 0.6, lift: false)),
        (#"{"kind": "drag", "path": [[0, 0], [100, 50]], "duration": 0.3, "easing": "easeIn"}"#,
         .drag(path: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50)], duration: 0.3, easing: .easeIn)),
        (#"{"kind": "drag", "path": [[0, 0], [1, 1]], "easing": [0.3, 0, 0.7, 1.2], "lift": false}"#,
         .drag(path: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], easing: .curve(x1: 0.3, y1: 0, x2: 0.7, y2: 1.2), lift: false)),
        (#"{"kind": "flick", "from": [50, 400], "velocity": [2000, 0]}"#,
         .flick(from: CGPoint(x: 50, y: 400), velocity: CGPoint(x: 2000, y: 0))),
        (#"{"kind": "flick", "velocity": [0, -800], "duration": 0.3}"#, .flick(velocity: CGPoint(x: 0, y: -800), duration: 0.3)),
        (#"{"kind": "pinch", "center": [200, 300], "span": 100, "scale": 2}"#,
         .pinch(center: CGPoint(x: 200, y: 300), span: 100, scale: 2)),
        (#"{"kind": "pinch", "scale": 0.5, "angle": null, "lift": false}"#, .pinch(scale: 0.5, lift: false)),
        (#"{"kind": "rotate", "center": [1, 2], "span": 80, "angle": 0.5, "rotation": 1.5, "easing": "linear"}"#,
         .rotate(center: CGPoint(x: 1, y: 2), span: 80, angle: 0.5, rotation: 1.5, easing: .linear)),
        (#"{"kind": "pinchRotateDrag", "center": [0, 0], "span": 60, "scale": 1.5, "rotation": -1, "translation": [30, 40], "duration": 0.7}"#,
         .pinchRotateDrag(center: .zero, span: 60, scale: 1.5, rotation: -1, translation: CGPoint(x: 30, y: 40), duration: 0.7)),
        (#"{"kind": "pinchRotateDrag", "easing": "default"}"#, .pinchRotateDrag(easing: .default)),
        (#"{"kind": "edgeSwipe", "edge": "left", "screen": [390, 844], "distance": 200}"#,
         .edgeSwipe(edge: .left, screen: CGSize(width: 390, height: 844), distance: 200)),
        (#"{"kind": "edgeSwipe", "edge": "bottom", "screen": {"width": 390, "height": 844}, "along": 100, "distance": 300, "duration": 0.2, "easing": "easeOut", "lift": false}"#,
         .edgeSwipe(edge: .bottom, screen: CGSize(width: 390, height: 844), along: 100, distance: 300,
                    duration: 0.2, easing: .easeOut, lift: false)),
        (#"{"kind": "hold", "duration": 0.25}"#, .hold(duration: 0.25)),
        (#"{"kind": "lift"}"#, .lift),
        (#""lift""#, .lift),
        (#""cancel""#, .cancel),
        (#"{"kind": "cancel"}"#, .cancel),
        (#"{"kind": "wait", "duration": 1}"#, .wait(duration: 1)),
        (#"{"kind": "touches", "frames": [{"time": 0, "touches": [{"id": 2, "at": [5, 6], "phase": "began"}]}, {"time": 0.004, "touches": [{"id": 2, "at": {"x": 7, "y": 8}, "phase": "ended"}]}]}"#,
         .touches([TouchFrame(time: 0, touches: [.init(id: 2, location: CGPoint(x: 5, y: 6), phase: .began)]),
                   TouchFrame(time: 0.004, touches: [.init(id: 2, location: CGPoint(x: 7, y: 8), phase: .ended)])])),
    ]

    @Test("each hand-written step decodes to the Swift step", arguments: handWritten.indices)
    func decodesStep(index: Int) throws {
        let (json, step) = Self.handWritten[index]
        let data = Data(#"{"steps": [\#(json)]}"#.utf8)
        let script = try JSONDecoder().decode(GestureScript.self, from: data)
        #expect(script.steps == [step], "\(json)")
    }

    @Test("every step kind has a hand-written example")
    func everyKindCovered() {
        let kinds = Set(Self.handWritten.map(\.step.kind))
        #expect(kinds == Set(GestureStep.kinds))
        #expect(kinds.count == 14)
    }

    @Test("an unknown kind is refused")
    func unknownKind() {
        let error = Support.decodingError(#"{"steps": [{"kind": "swipe", "path": []}]}"#)
        #expect(error?.path == "steps[0].kind")
        #expect(error?.reason.hasPrefix(#"unknown step kind "swipe""#) == true)
    }

    @Test("omitted script settings take their defaults")
    func scriptDefaults() throws {
        let script = try Support.script(#"{"steps": []}"#)
        #expect(script == GestureScript(touchRate: 120, jitter: 0, seed: 0, startTime: 0, steps: []))
        let custom = try Support.script(
            #"{"touchRate": 60, "jitter": 1.5, "seed": 18446744073709551615, "startTime": 3, "steps": []}"#
        )
        #expect(custom.touchRate == 60)
        #expect(custom.jitter == 1.5)
        #expect(custom.seed == UInt64.max)
        #expect(custom.startTime == 3)
    }

    static let everyKind = GestureScript(touchRate: 90, jitter: 0.75, seed: 99, startTime: 12.5) {
        GestureStep.tap(at: CGPoint(x: 10, y: 20), fingers: 3)
        GestureStep.doubleTap(at: CGPoint(x: 5.5, y: 6))
        GestureStep.longPress(at: CGPoint(x: 1, y: 2), duration: 0.6, fingers: 2, lift: false)
        GestureStep.hold(duration: 0.1)
        GestureStep.cancel
        GestureStep.drag(path: [.zero, CGPoint(x: 100, y: 50)], easing: .curve(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1.4), lift: false)
        GestureStep.flick(velocity: CGPoint(x: 300, y: -400))
        GestureStep.pinch(center: CGPoint(x: 200, y: 300), span: 100, angle: 0.25, scale: 2, lift: false)
        GestureStep.rotate(rotation: 1.5, easing: .easeOut, lift: false)
        GestureStep.pinchRotateDrag(scale: 0.5, rotation: -1, translation: CGPoint(x: 30, y: 40))
        GestureStep.wait(duration: 0.5)
        GestureStep.edgeSwipe(edge: .right, screen: CGSize(width: 390, height: 844), along: 20, distance: 150, lift: false)
        GestureStep.lift
    }

    @Test("a script survives encoding and decoding unchanged")
    func roundTrip() throws {
        let data = try JSONEncoder().encode(Self.everyKind)
        let decoded = try GestureScript.decode(from: data)
        #expect(decoded == Self.everyKind)
        #expect(try decoded.touchEvents() == Self.everyKind.touchEvents())
    }

    @Test("the builder and hand-written JSON make the same script")
    func builderMatchesJSON() throws {
        let json = """
        {"touchRate": 120, "jitter": 0.5, "seed": 7, "steps": [
          {"kind": "longPress", "at": [100, 400], "duration": 0.6, "lift": false},
          {"kind": "drag", "path": [[300, 400]], "duration": 0.3, "lift": false},
          {"kind": "hold", "duration": 0.1},
          "lift",
          {"kind": "wait", "duration": 0.2},
          {"kind": "flick", "from": [100, 300], "velocity": [0, 2000]},
          {"kind": "flick", "from": [200, 300], "velocity": [0, 2000]},
          {"kind": "pinch", "center": [200, 300], "span": 100, "scale": 2}
        ]}
        """
        let includePinch = true
        let built = GestureScript(jitter: 0.5, seed: 7) {
            GestureStep.longPress(at: CGPoint(x: 100, y: 400), duration: 0.6, lift: false)
            GestureStep.drag(path: [CGPoint(x: 300, y: 400)], duration: 0.3, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
            [GestureStep.wait(duration: 0.2)]
            for x in [100.0, 200.0] {
                GestureStep.flick(from: CGPoint(x: x, y: 300), velocity: CGPoint(x: 0, y: 2000))
            }
            if includePinch {
                GestureStep.pinch(center: CGPoint(x: 200, y: 300), span: 100, scale: 2)
            } else {
                GestureStep.rotate(center: CGPoint(x: 200, y: 300), span: 100, rotation: 1)
            }
        }
        let decoded = try Support.script(json)
        #expect(decoded == built)
        #expect(built == GestureScript(touchRate: 120, jitter: 0.5, seed: 7, steps: built.steps))
        #expect(try decoded.touchEvents() == built.touchEvents())
    }

    @Test("encoded steps are hand-writable JSON")
    func encodedShape() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let drag = GestureStep.drag(path: [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)], duration: 0.25, easing: .easeIn)
        let text = String(decoding: try encoder.encode(drag), as: UTF8.self)
        #expect(text == #"{"duration":0.25,"easing":"easeIn","kind":"drag","lift":true,"path":[[1,2],[3,4]]}"#)
    }
}
