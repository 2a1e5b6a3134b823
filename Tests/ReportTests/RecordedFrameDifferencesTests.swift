import Foundation
import Motion
import Recording
import Testing

@Suite("RecordedFrame.viewDifferences: two frames' views compared within a tolerance")
struct RecordedFrameDifferencesTests {
    private let home = recordedView("home", center: (195, 422), size: (390, 844))
    private let card = recordedView("card", center: (100, 200), size: (160, 120), opacity: 0.5)

    @Test("the same views within 0.01 pt (and 0.001 in opacity, scale, rotation) show no difference; the times and touches don't count")
    func same() {
        var nudged = card
        nudged.centerX += 0.009
        nudged.opacity += 0.0009
        nudged.rotation -= 0.0009
        let a = RecordedFrame(time: 1, views: [home, card])
        let b = RecordedFrame(time: 7, views: [home, nudged], touches: [RecordedTouch(id: 1, x: 3, y: 4, phase: "began")])
        #expect(a.viewDifferences(from: b) == [])
    }

    @Test("a view moved, faded or turned beyond the tolerance is named with its value both ways", arguments: [
        ("centerY", 0.02, "card.centerY: 200.0 against 200.02 (more than 0.01 pt apart)"),
        ("width", -0.5, "card.width: 160.0 against 159.5 (more than 0.01 pt apart)"),
        ("opacity", 0.002, "card.opacity: 0.5 against 0.502 (more than 0.001 apart)"),
        ("rotation", 0.01, "card.rotation: 0.0 against 0.01 (more than 0.001 apart)"),
    ])
    func moved(key: String, change: Double, line: String) {
        var changed = card
        switch key {
        case "centerY": changed.centerY += change
        case "width": changed.width += change
        case "opacity": changed.opacity += change
        default: changed.rotation += change
        }
        let found = RecordedFrame(time: 0, views: [home, card]).viewDifferences(from: RecordedFrame(time: 0, views: [home, changed]))
        #expect(found == [line])
    }

    @Test("a view missing, added or drawing something else is found; a long list is cut and counted")
    func structure() {
        let a = RecordedFrame(time: 0, views: [home, card])
        #expect(a.viewDifferences(from: RecordedFrame(time: 0, views: [home])) == ["the views differ: [home, card] against [home]"])
        var snapshot = card
        snapshot.isSnapshot = true
        #expect(a.viewDifferences(from: RecordedFrame(time: 0, views: [home, snapshot])) == ["card draws other content"])
        var far = card
        far.centerX += 50
        far.centerY += 50
        far.frameX += 50
        far.frameY += 50
        far.width += 1
        far.height += 1
        let found = a.viewDifferences(from: RecordedFrame(time: 0, views: [home, far]), limit: 3)
        #expect(found.count == 4 && found.last == "and 3 more")
    }

    @Test("a value that is not finite differs from a finite one, and matches itself")
    func nonFinite() {
        var broken = card
        broken.centerX = .nan
        let a = RecordedFrame(time: 0, views: [broken])
        #expect(a.viewDifferences(from: a) == [])
        #expect(a.viewDifferences(from: RecordedFrame(time: 0, views: [card])).count == 1)
    }
}
