import Demos
import Foundation
import GestureScripts
import Gestures
import Motion
import Recording
import Testing
@testable import Live

/// A seeded generator (SplitMix64): the same values on every run.
/// The frame a frame message carries.
private struct SentFrame: Decodable {
    let frame: RecordedFrame
}

/// The frame message is written by hand (``LiveJSONWriter``); it must say exactly what
/// `JSONEncoder` said — the same keys, values and number texts (the order of keys aside, which
/// `JSONEncoder` changes from run to run) — for every frame the demos show.
@MainActor
@Suite("Live frame message: written by hand, the same JSON as JSONEncoder's")
struct LiveFrameMessageTests {
    /// The hand-written message and `JSONEncoder`'s, canonical (keys sorted, texts exact).
    private func compare(_ session: LiveSession, _ frame: RecordedFrame, _ what: @autoclosure () -> String) throws -> Bool {
        let new = try CanonicalJSON.text(session.frameMessage(frame))
        let old = try CanonicalJSON.text(session.encodedFrameMessage(frame))
        guard new == old else {
            Issue.record("\(what()): the frame message differs\nnew: \(new)\nold: \(old)")
            return false
        }
        return true
    }

    private func touches(_ phase: String, x: Double, y: Double, at time: Double) -> Data {
        Data(#"{"type":"touches","time":\#(time),"touches":[{"id":1,"x":\#(x),"y":\#(y),"phase":"\#(phase)"}]}"#.utf8)
    }

    @Test("every frame of every demo and host, through buttons, a swipe, a tap, a pinch-free drag and rest",
          arguments: DemoTransition.allCases)
    func demoFrames(demo: DemoTransition) throws {
        for host in demo.hosts {
            let session = try LiveSession(demo: demo, host: host)
            var time = 0.5, compared = 0
            func frames(for duration: Double) throws {
                for _ in 0..<Int((duration * 120).rounded()) {
                    time += 1.0 / 120
                    guard case let .frame(frame) = session.receive(.frame(time: time)) else { continue }
                    guard try compare(session, frame, "\(demo) in \(host) at \(time)") else { return }
                    compared += 1
                }
            }
            try frames(for: 0.1)
            _ = session.receive(.forward)
            try frames(for: 0.2)
            // A drag from the left edge across, while the transition may still run, then let go.
            _ = session.respond(to: touches("began", x: 4, y: 420, at: time))
            for step in 1...30 {
                try frames(for: 1.0 / 120)
                _ = session.respond(to: touches("moved", x: 4 + Double(step) * 6.37, y: 420 + Double(step) * 0.5, at: time))
            }
            _ = session.respond(to: touches("ended", x: 195.1, y: 435, at: time))
            try frames(for: 0.8)
            // A tap mid-screen (opens a photo or a card where there is one), then back.
            _ = session.respond(to: touches("began", x: 100, y: 300, at: time))
            try frames(for: 1.0 / 120)
            _ = session.respond(to: touches("ended", x: 100, y: 300, at: time))
            try frames(for: 0.6)
            _ = session.receive(.slowMotion(true))
            _ = session.receive(.back)
            try frames(for: 0.4)
            _ = session.receive(.reducedMotion(true))
            _ = session.receive(.forward)
            try frames(for: 0.3)
            #expect(compared > 200, "\(demo) in \(host): \(compared) frames compared")
        }
    }

    @Test("what respond(to:) sends for a frame is the hand-written message")
    func respondSendsIt() throws {
        let session = try LiveSession(demo: .zoom)
        _ = session.frame(at: 0.5)
        _ = session.receive(.forward)
        for index in 1...40 {
            let reply = try #require(session.respond(to: Data(#"{"type":"frame","time":\#(0.5 + Double(index) / 120)}"#.utf8)))
            let frame = try JSONDecoder().decode(SentFrame.self, from: reply).frame
            // Shortest number texts read back exactly, so the frame decoded is the frame sent.
            #expect(try CanonicalJSON.text(reply) == CanonicalJSON.text(session.encodedFrameMessage(frame)))
        }
    }

    @Test("awkward values: odd numbers, escapes, every optional, a full status")
    func awkwardFrame() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        var random = SplitMix64(seed: 5)
        let numbers: [Double] = [1e-7, -1e-7, -0.0, 0, .leastNonzeroMagnitude, 1e21, 1e16, 123456789012345680, 0.1, 1.7976931348623157e308,
                                 -1.7976931348623157e308, 390, 2.5, 1e-5, 0.0001, 1e20, 1e15, 0.30000000000000004]
        let names = ["plain", "quote \" and backslash \\ and slash /", "tab\tnew\nline\r\u{8}\u{c}\u{1}\u{1f}\u{7f}", "café ☕️ 😀 \u{2028}", ""]
        for round in 0..<200 {
            func number() -> Double {
                random.next() % 2 == 0 ? numbers[Int(random.next() % UInt64(numbers.count))] : Double.random(in: -1e4...1e4, using: &random)
            }
            func name() -> String { names[Int(random.next() % UInt64(names.count))] }
            let views = (0..<4).map { index in
                RecordedView(name: name(), depth: index, zIndex: -index, centerX: number(), centerY: number(), width: abs(number()), height: 40,
                             scaleX: number(), scaleY: 1, rotation: number(), opacity: Double.random(in: 0...1, using: &random),
                             frameX: number(), frameY: number(), frameWidth: number(), frameHeight: number(), cornerRadius: number(),
                             background: index == 0 ? nil : Color(red: number(), green: 0.5, blue: 1, alpha: 0.25),
                             content: [ViewContent.none, .text(name()), .image(ImageReference(name: name(), pixelWidth: 640, pixelHeight: 480))][index % 3],
                             isSnapshot: index == 2, clipsToBounds: index == 1,
                             shadow: index == 3 ? RecordedShadow(opacity: 0.3, radius: number(), offsetX: number(), offsetY: 4, color: .black) : nil)
            }
            let frame = RecordedFrame(
                time: number(), views: views, touches: [RecordedTouch(id: 7, x: number(), y: number(), phase: "moved")],
                gestures: [RecordedGesture(name: name(), state: "changed", velocityX: number(), velocityY: number()),
                           RecordedGesture(name: "pinch", state: "began", scale: number(), scaleVelocity: number(), rotation: number(), rotationVelocity: number()),
                           RecordedGesture(name: "tap", state: "ended")],
                transition: round % 2 == 0 ? RecordedTransition(name: name(), fractionComplete: number(), phase: .interactive, sharedElement: round % 4 == 0 ? name() : nil) : nil,
                events: [RecordedEvent(kind: .note, detail: name(), time: number()), RecordedEvent(kind: .transitionBegan, detail: "x", time: 1)])
            var status = session.status
            status.screens = [name(), name()]
            status.transitions = (0..<(round % 13)).map { "transition \($0): \(name())" }
            status.violations = round % 3 == 0 ? [name()] : []
            status.engineTime = number()
            status.screenWidth = number()
            status.droppedViolations = Int.max
            status.touchesDown = Int.min
            var writer = LiveJSONWriter()
            let svg = Array("<svg \"quoted\" \\ \n>\(name())</svg>".utf8)
            writer.frameMessage(frame, svg: svg, status: status)
            #expect(writer.isValid)
            let old = LiveOutbound.encode(LiveOutbound.Frame(frame: frame, svg: String(decoding: svg, as: UTF8.self), status: status))
            let new = try CanonicalJSON.text(Data(writer.bytes)), expected = try CanonicalJSON.text(old)
            guard new == expected else {
                Issue.record("round \(round) differs\nnew: \(new)\nold: \(expected)")
                return
            }
        }
    }

    @Test("a number JSON can't carry: the same error message as before")
    func nonFinite() throws {
        let session = try LiveSession(demo: .push, host: .navigation)
        _ = session.frame(at: 0.5)
        _ = session.receive(.forward)
        guard case var .frame(frame) = session.receive(.frame(time: 0.6)) else {
            Issue.record("no frame")
            return
        }
        for value in [Double.nan, .infinity, -.infinity] {
            frame.views[0].centerX = value
            let new = session.frameMessage(frame)
            // JSONEncoder's error message, its keys in its own order.
            #expect(try CanonicalJSON.text(new) == CanonicalJSON.text(session.encodedFrameMessage(frame)))
            #expect(String(decoding: new, as: UTF8.self).contains(#""type":"error""#))
        }
    }

    @Test("150,000 seeded doubles, and every ASCII character, as JSONEncoder writes them")
    func numbersAndStrings() throws {
        var random = SplitMix64(seed: 17)
        var values: [Double] = [0, -0.0, 1e-7, .leastNonzeroMagnitude, 2.2250738585072014e-308, 1e16, 1e15, 9007199254740992, 1e21, 1e22, 1e-5, 1e-4,
                                123456.789, 0.1, 1.7976931348623157e308]
        for index in 0..<150_000 {
            switch index % 3 {
            case 0:
                let value = Double(bitPattern: random.next())
                values.append(value.isFinite ? value : Double(index))
            case 1: values.append(Double.random(in: -2000...2000, using: &random))
            default: values.append(Double(Int.random(in: -100_000...100_000, using: &random)) * pow(10, Double(Int.random(in: -25...25, using: &random))))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var writer = LiveJSONWriter()
        writer.beginArray()
        for value in values { writer.number(value) }
        writer.endArray()
        #expect(writer.bytes == [UInt8](try encoder.encode(values)))

        var text = String(String.UnicodeScalarView((0..<0x80).map { Unicode.Scalar(UInt8($0)) }))
        text += "é\u{2028}\u{2029}\u{FEFF}😀e\u{301}"
        writer.reset()
        writer.strings([text, "", "/"])
        #expect(writer.bytes == [UInt8](try encoder.encode([text, "", "/"])))
        writer.reset()
        writer.beginArray()
        for value in [Int.min, -1, 0, 1, Int.max] { writer.integer(value) }
        writer.bool(true)
        writer.bool(false)
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[-9223372036854775808,-1,0,1,9223372036854775807,true,false]")
    }
}
