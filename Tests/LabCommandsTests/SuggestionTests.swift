import Testing
@testable import LabCommands

@Suite("Suggestion: the name meant by a mistyped one")
struct SuggestionTests {
    static let commands = ["demo", "run", "list", "fuzz", "curve", "spring", "velocity", "live"]

    @Test("a name one or two edits away, a swap of neighbours, a prefix or another case is suggested", arguments: [
        ("lst", "list"), ("rn", "run"), ("fuz", "fuzz"), ("veloctiy", "velocity"), ("vel", "velocity"), ("LIST", "list"),
        ("sprnig", "spring"), ("curv", "curve"), ("deom", "demo"),
    ])
    func suggested(typed: String, meant: String) {
        #expect(Suggestion.closest(to: typed, in: Self.commands) == meant)
    }

    @Test("nothing is suggested for a name far from every one", arguments: ["xyz", "x", "", "frobnicate", "r"])
    func nothing(typed: String) {
        #expect(Suggestion.closest(to: typed, in: Self.commands) == nil)
    }

    @Test("of equally close names the first is given; a closer one wins over a prefix")
    func ties() {
        // "lve" is one edit from both "live" and "love".
        #expect(Suggestion.closest(to: "lve", in: ["live", "love"]) == "live")
        #expect(Suggestion.closest(to: "lve", in: ["love", "live"]) == "love")
        // "ru" is a prefix of "rule" and one edit from "run".
        #expect(Suggestion.closest(to: "ru", in: ["rules", "run"]) == "run")
    }

    @Test("the distance counts insertions, deletions, substitutions and swaps of neighbours")
    func distance() {
        func edits(_ a: String, _ b: String) -> Int { Suggestion.distance(Array(a), Array(b)) }
        #expect(edits("kitten", "sitting") == 3)
        #expect(edits("ab", "ba") == 1)
        #expect(edits("", "run") == 3)
        #expect(edits("list", "list") == 0)
        #expect(edits("lst", "list") == 1)
    }
}
