import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Testing

/// The DocC article on the script format (GestureScripts.docc/ScriptFormat.md) says every JSON
/// example in it reads and plays: each is read here from the article itself, validated and
/// turned into touches, and the first one is the Swift builder's script at its end.
@Suite("The script format article")
struct ScriptFormatTests {
    /// The article's JSON code blocks, in order.
    static func examples() throws -> [String] {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/GestureScripts/GestureScripts.docc/ScriptFormat.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```json" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("every JSON example reads, validates and makes touches; every finger lifts or is cancelled")
    func examplesPlay() throws {
        let examples = try Self.examples()
        #expect(examples.count == 6, "the article's examples: \(examples.count)")
        for example in examples {
            let script = try GestureScript.decode(from: Data(example.utf8))
            try script.validate()
            let events = try script.touchEvents()
            #expect(!events.isEmpty, "\(example)")
            let last = try #require(events.last)
            #expect(last.touches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }, "every finger leaves: \(example)")
        }
    }

    @Test("the first example is the Swift builder's script shown at the article's end")
    func firstIsTheBuildersScript() throws {
        let first = try #require(try Self.examples().first)
        let built = GestureScript(touchRate: 120) {
            GestureStep.drag(path: [CGPoint(x: 10, y: 400), CGPoint(x: 205, y: 400)], duration: 0.4, lift: false)
            GestureStep.hold(duration: 0.2)
            GestureStep.lift
        }
        #expect(try GestureScript.decode(from: Data(first.utf8)) == built)
    }

    @Test("a misspelt key is an error naming its place, as the article says")
    func misspeltKey() {
        #expect {
            try GestureScript.decode(from: Data(#"{"steps": [{"kind": "tap", "at": [1, 2]}, {"kind": "hold", "durration": 1}]}"#.utf8))
        } throws: { error in
            "\(error)".contains("steps[1].durration")
        }
    }
}
