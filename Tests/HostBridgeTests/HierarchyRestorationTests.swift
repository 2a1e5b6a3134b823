import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import HostBridge
import Stage
import Testing

@MainActor
@Suite("HierarchyRestoration")
struct HierarchyRestorationTests {
    let container = View(name: "container", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let from = View(name: "from")
    let to = View(name: "to")
    let other = View(name: "other")

    @Test("a cancelled push: the incoming view the animation added leaves the container")
    func cancelledPush() {
        container.addSubview(from)
        let record = HierarchyRestoration(container: container, outgoing: from, incoming: to)
        container.addSubview(to)
        record.restoreAfterCancel()
        #expect(container.stageSubviews.map(\.name) == ["from"])
    }

    @Test("a cancelled dismissal that took the outgoing view out: it goes back where it was")
    func outgoingBack() {
        container.addSubview(other)
        container.addSubview(from)
        let record = HierarchyRestoration(container: container, outgoing: from, incoming: to)
        container.insertSubview(to, at: 0)
        from.removeFromSuperview()
        record.restoreAfterCancel()
        #expect(container.stageSubviews.map(\.name) == ["other", "from"])
    }

    @Test("an incoming view that was already in the container stays")
    func incomingStays() {
        container.addSubview(to)
        container.addSubview(from)
        let record = HierarchyRestoration(container: container, outgoing: from, incoming: to)
        record.restoreAfterCancel()
        #expect(container.stageSubviews.map(\.name) == ["to", "from"])
    }

    @Test("an outgoing view that was not in the container is not put into it")
    func outgoingElsewhere() {
        let elsewhere = View(name: "elsewhere")
        elsewhere.addSubview(from)
        let record = HierarchyRestoration(container: container, outgoing: from, incoming: nil)
        record.restoreAfterCancel()
        #expect(from.stageSuperview === elsewhere)
        #expect(container.stageSubviews.isEmpty)
    }
}
