import Foundation
import Testing
@testable import Report

@Suite("JSONString: a JSON string as JSONEncoder writes it")
struct JSONStringTests {
    /// Every ASCII character alone, and text beyond ASCII, quotes, backslashes and closing tags.
    static let tricky: [String] = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + [
        "", "é", "e\u{301}", "\u{2028}\u{2029}", "😀", "\u{FEFF}", "\u{7F}\u{80}\u{9F}", "a\"b\\c/d",
        "</script><script>alert(1)</script>", "<!-- <script>", "\\\"\\/", "line\none\r\ttab\u{8}\u{C}\u{0}\u{1F}",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>Ünïcödé & \"quotes\"</text></svg>",
    ]

    /// `text` written by JSONString.
    func written(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        JSONString.append(utf8: Array(text.utf8), to: &bytes)
        return bytes
    }

    @Test("the escapes JSON's grammar gives, written out by hand")
    func byHand() {
        #expect(written("") == Array(#""""#.utf8))
        #expect(written(#"a"b\c/d"#) == Array(#""a\"b\\c\/d""#.utf8))
        #expect(written("</script>") == Array(#""<\/script>""#.utf8))
        #expect(written("\u{8}\u{9}\u{A}\u{C}\u{D}") == Array(#""\b\t\n\f\r""#.utf8))
        #expect(written("\u{0}\u{1}\u{B}\u{1F}") == Array(#""\u0000\u0001\u000b\u001f""#.utf8))
        #expect(written("\u{7F}é😀\u{2028}") == [0x22] + Array("\u{7F}é😀\u{2028}".utf8) + [0x22], "as it is")
    }

    @Test("byte for byte what JSONEncoder writes, and the same text to JSONSerialization")
    func asJSONEncoder() throws {
        for text in Self.tricky {
            // An array of one string: JSONEncoder writes it as "[" + the string + "]".
            let encoded = try JSONEncoder().encode([text])
            #expect([0x5B] + written(text) + [0x5D] == Array(encoded), "\(text.debugDescription)")
            let serialized = try JSONSerialization.data(withJSONObject: [text])
            #expect([0x5B] + written(text) + [0x5D] == Array(serialized), "\(text.debugDescription)")
            let decoded = try JSONDecoder().decode([String].self, from: Data([0x5B] + written(text) + [0x5D]))
            #expect(decoded == [text])
        }
    }

    @Test("appends to what the bytes hold")
    func appends() {
        var bytes = Array("x,".utf8)
        JSONString.append(utf8: Array("/".utf8), to: &bytes)
        #expect(bytes == Array(#"x,"\/""#.utf8))
    }
}
