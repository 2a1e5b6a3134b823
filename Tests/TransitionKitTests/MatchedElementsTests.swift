import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Stage
import Testing
import TransitionKit

@MainActor
private func view(_ name: String, id: String? = nil, in parent: View? = nil) -> View {
    let view = View(name: name, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.sharedElementIdentifier = id
    parent?.addSubview(view)
    return view
}

@MainActor
@Suite("Shared elements matched by identifier")
struct MatchedElementsTests {
    @Test("views with the same identifier pair up at any depth, in the source's drawing order")
    func pairsAtAnyDepth() {
        let grid = view("grid"), detail = view("detail")
        let card = view("card", in: grid)
        let image = view("image", id: "image", in: card)
        let title = view("title", id: "title", in: view("footer", in: card))
        let detailTitle = view("big title", id: "title", in: detail)
        let detailImage = view("big image", id: "image", in: view("header", in: view("scroll", in: detail)))
        let matches = MatchedElements(from: grid, to: detail)
        #expect(matches.pairs.map(\.identifier) == ["image", "title"])
        #expect(matches.pairs[0].source === image && matches.pairs[0].destination === detailImage)
        #expect(matches.pairs[1].source === title && matches.pairs[1].destination === detailTitle)
        #expect(matches.unmatchedIdentifiers.isEmpty)
    }

    @Test("hidden and transparent views, and everything inside them, take no part; the screens' roots are not judged")
    func visibleOnly() {
        let grid = view("grid"), detail = view("detail")
        grid.alpha = 0  // a screen a transition has faded out still matches
        let hiddenCard = view("hidden card", in: grid)
        hiddenCard.isHidden = true
        _ = view("inside hidden", id: "a", in: hiddenCard)
        let faint = view("faint", id: "b", in: grid)
        faint.alpha = 0.005
        let shown = view("shown", id: "c", in: grid)
        _ = view("a there", id: "a", in: detail)
        _ = view("b there", id: "b", in: detail)
        let cThere = view("c there", id: "c", in: detail)
        let matches = MatchedElements(from: grid, to: detail)
        #expect(matches.pairs.count == 1)
        #expect(matches.pairs.first?.source === shown && matches.pairs.first?.destination === cThere)
        #expect(matches.unmatchedIdentifiers == ["a", "b"])
    }

    @Test("an identifier used twice on a screen matches its frontmost view; identifiers on one side only are listed")
    func frontmostWins() {
        let grid = view("grid"), detail = view("detail")
        _ = view("behind", id: "x", in: grid)
        let front = view("front", id: "x", in: grid)
        _ = view("only here", id: "lonely", in: grid)
        let back = view("behind there", id: "x", in: detail)
        let frontThere = view("front there", id: "x", in: view("layer", in: detail))
        _ = back
        let matches = MatchedElements(from: grid, to: detail)
        #expect(matches.pairs.count == 1)
        #expect(matches.pairs.first?.source === front && matches.pairs.first?.destination === frontThere)
        #expect(matches.unmatchedIdentifiers == ["lonely"])
    }

    @Test("no identifiers, or a screen with none: no pairs")
    func nothingShared() {
        let grid = view("grid"), detail = view("detail")
        _ = view("plain", in: grid)
        #expect(MatchedElements(from: grid, to: detail).pairs.isEmpty)
        _ = view("named", id: "n", in: grid)
        let matches = MatchedElements(from: grid, to: detail)
        #expect(matches.pairs.isEmpty && matches.unmatchedIdentifiers == ["n"])
    }

    @Test("a snapshot carries no identifier: a replica is never matched again")
    func snapshotsAreNotMatched() throws {
        let original = view("image", id: "image")
        let snapshot = try #require(original.snapshotView())
        #expect(snapshot.sharedElementIdentifier == nil)
    }
}
