import Foundation
import Testing
@testable import Live

/// The frame and touches messages are read without `JSONDecoder` when they are plainly valid
/// (``LiveMessageScanner``); every message must decode to what `JSONDecoder`'s path gives, or
/// be refused with the same error.
@Suite("Live messages: the quick reading of frame and touches messages")
struct LiveMessageScannerTests {
    /// The message `decode` gives, or its error, as text; and the same by `JSONDecoder` alone.
    private func both(_ text: String) -> (quick: String, decoder: String) {
        let data = Data(text.utf8)
        func describe(_ read: () throws(LiveMessageError) -> LiveMessage) -> String {
            do { return "message \(try read())" } catch { return "error \(error)" }
        }
        return (describe { () throws(LiveMessageError) in try LiveMessage.decode(data) },
                describe { () throws(LiveMessageError) in try LiveMessage.decodeWithDecoder(data) })
    }

    static let written: [String] = [
        #"{"type":"frame","time":12.52}"#,
        #"{"type": "frame", "time": 0}"#,
        #" {"time":-0,"type":"frame"} "#,
        "{\n\t\"type\" : \"frame\" ,\r\n \"time\" : 1E+2 }\n",
        #"{"type":"frame","time":1.4983333333333333}"#,
        #"{"type":"frame","time":0.1000000000000000055511151231257827021181583404541015625}"#,
        #"{"type":"frame","time":1e6}"#,
        #"{"type":"frame","time":1000000.0000000001}"#,
        #"{"type":"frame","time":-1}"#,
        #"{"type":"frame","time":1e999}"#,
        #"{"type":"frame","time":1e-400}"#,
        #"{"type":"frame","time":1e-310}"#,
        #"{"type":"frame","time":2.2250738585072014e-308}"#,
        #"{"type":"frame","time":0e5}"#,
        #"{"type":"frame","time":-0.000e-999}"#,
        #"{"type":"frame","time":0.0000000000000000000000000000000000000000000001}"#,
        #"{"type":"frame","time":"1"}"#,
        #"{"type":"frame","time":01}"#,
        #"{"type":"frame","time":.5}"#,
        #"{"type":"frame","time":1.}"#,
        #"{"type":"frame","time":+1}"#,
        #"{"type":"frame","time":1,"time":2}"#,
        #"{"type":"frame"}"#,
        #"{"type":"frame","time":1,}"#,
        #"{"type":"frame","time":1}x"#,
        #"{"type":"frame","time":1}}"#,
        #"{"type":"fram\u0065","time":1}"#,
        #"{"type":"frame","time":1,"touches":[]}"#,
        #"{"type":"frame","time":1,"extra":null}"#,
        #"{"type":"touches","time":2.5,"touches":[{"id":3,"x":10,"y":20.5,"phase":"began"}]}"#,
        #"{"type":"touches","time":1.4983333333333333,"touches":[{"id":1,"x":100.56462766456854,"y":420,"phase":"moved"}]}"#,
        #"{"touches":[{"id":1,"x":1,"y":2,"phase":"moved"}],"type":"touches","time":1}"#,
        #"{"type":"touches","time":1,"touches":[{"phase":"ended","y":-2e2,"x":-1000000,"id":1e9}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"y":2,"phase":"stationary"},{"id":2,"x":1,"y":2,"phase":"cancelled"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1.0,"x":1,"y":2,"phase":"began"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1.5,"x":1,"y":2,"phase":"began"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":0,"x":1,"y":2,"phase":"began"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1000000.1,"y":2,"phase":"began"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"y":2,"phase":"hover"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"y":2,"phase":"began","z":1}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"y":2}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"x":3,"y":2,"phase":"began"}]}"#,
        #"{"type":"touches","time":1,"touches":[]}"#,
        #"{"type":"touches","time":1,"touches":{}}"#,
        #"{"type":"touches","time":1,"touches":[1]}"#,
        #"{"type":"touches","time":1}"#,
        #"{"type":"touches","touches":[{"id":1,"x":1,"y":2,"phase":"began"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"y":2,"phase":"began"}],"touches":[]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"y":2,"phase":"be\u0067an"}]}"#,
        #"{"type":"touches","time":1,"touches":[{"id":1,"x":1,"y":2,"phase":"began"},]}"#,
        #"{"type":"forward"}"#,
        #"{"type":"show","demo":"zoom","host":"modal"}"#,
        #"[{"type":"frame","time":1}]"#,
        "",
        "{",
        "{\"type\":\"frame\",\"time\":1\u{0}}",
    ]

    @Test("written messages, valid and not, read the same both ways", arguments: Self.written)
    func writtenMessage(_ text: String) {
        let result = both(text)
        #expect(result.quick == result.decoder)
    }

    @Test("eleven fingers, and ten")
    func fingerCount() {
        for count in [10, 11] {
            let finger = #"{"id":1,"x":1,"y":2,"phase":"began"}"#
            let text = #"{"type":"touches","time":1,"touches":[\#(Array(repeating: finger, count: count).joined(separator: ","))]}"#
            let result = both(text)
            #expect(result.quick == result.decoder)
        }
    }

    @Test("20,000 seeded messages with numbers written every way, and some of them broken")
    func seeded() {
        var state: UInt64 = 41
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        func number() -> String {
            let value = Double(bitPattern: next() << 11 | next() % 2048)
            switch next() % 6 {
            case 0: return "\(Double(next() % 2_000_000) / 1000 - 1000)"
            case 1: return "\(value)"
            case 2: return String(Int(next() % 2000) - 1000)
            case 3: return "\(Double(next() % 100_000) / 7)e\(Int(next() % 9) - 4)"
            case 4: return "\(next() % 10).\(next())"
            default: return "\(Double(next() % 1_000_000) / 997)"
            }
        }
        let phases = ["began", "moved", "stationary", "ended", "cancelled"]
        var same = 0
        for index in 0..<20_000 {
            var text: String
            if index % 2 == 0 {
                text = #"{"type":"frame","time":\#(number())}"#
            } else {
                let fingers = (0..<(1 + Int(next() % 3))).map { _ in
                    #"{"id":\#(1 + next() % 5),"x":\#(number()),"y":\#(number()),"phase":"\#(phases[Int(next() % 5)])"}"#
                }
                text = #"{"type":"touches","time":\#(number()),"touches":[\#(fingers.joined(separator: ","))]}"#
            }
            if index % 7 == 0 {
                // A byte changed, dropped or doubled somewhere.
                var bytes = Array(text.utf8)
                let at = Int(next() % UInt64(bytes.count))
                switch next() % 3 {
                case 0: bytes[at] = UInt8(next() % 128)
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
            let result = both(text)
            guard result.quick == result.decoder else {
                Issue.record("\(text): \(result.quick) ≠ \(result.decoder)")
                return
            }
            same += 1
        }
        #expect(same == 20_000)
    }
}
