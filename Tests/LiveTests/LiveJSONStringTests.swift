import Foundation
import GestureScripts
import Testing
@testable import Live

/// Strings are escaped eight bytes at a time where none of the eight needs it
/// (``LiveJSONCursor``): escapes at every offset of a word, runs of every length and text
/// beyond ASCII must come out as `JSONEncoder` writes them.
@Suite("Live JSON strings: escaped as JSONEncoder escapes them")
struct LiveJSONStringTests {
    @Test("20,000 seeded strings of quotes, backslashes, control characters, slashes and UTF-8")
    func seededStrings() throws {
        var random = SplitMix64(seed: 23)
        let pieces = ["\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1f}", "\u{7f}", " ", "a", "<g transform=", "é", "😀", "\u{2028}", "0123456789"]
        var texts: [String] = []
        for _ in 0..<20_000 {
            let count = Int(random.next() % 40)
            texts.append((0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var writer = LiveJSONWriter()
        writer.strings(texts)
        #expect(writer.bytes == [UInt8](try encoder.encode(texts)))
        writer.reset()
        for text in texts.prefix(200) { writer.string(utf8: Array(text.utf8)) }
        let expected = try texts.prefix(200).map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: ",")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }
}
