@testable import Catalog
import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Stage
import Testing
import TransitionKit

/// The views of `root`'s subtree that are snapshots (replicas), and the shared elements hidden.
@MainActor
private func replicas(in root: View) -> [View] {
    (root.isSnapshot ? [root] : []) + root.stageSubviews.flatMap { replicas(in: $0) }
}

/// The replicas in `root` but the copy of the card's destination flying under the main one.
@MainActor
private func replicas(in root: View, besides director: ZoomTransitionDirector?) -> [View] {
    replicas(in: root).filter { $0 !== director?.underlay }
}

@MainActor
private func sharedElements(of demo: ZoomDemo, card index: Int) -> [View] {
    let card = demo.grid.cards[index]
    var views = [card.image, card.titleLabel, card.avatar]
    if let detail = demo.detail { views += [detail.image, detail.titleLabel, detail.avatar] }
    return views
}

@MainActor
@Suite("Zoom transition")
struct ZoomTransitionTests {
    @Test("a card zooms into its story: image, title and avatar fly as replicas, originals hidden, then shown as they were",
          arguments: ZoomDemo.Host.allCases)
    func open(host: ZoomDemo.Host) throws {
        let demo = ZoomDemo(host: host, clock: try ManualClock())
        try demo.open(card: 1)
        demo.window.run(for: 0.1)
        let flying = replicas(in: demo.window.rootView, besides: demo.controller.director)
        #expect(flying.count == 3, "one replica per matched pair")
        let underlay = try #require(demo.controller.director?.underlay as? View, "the detail's copy flies under the card")
        #expect(replicas(in: demo.window.rootView).count == 4)
        #expect(underlay.name.contains("detail") || underlay.name.contains("story") || underlay.name.contains("image"), "\(underlay.name)")
        #expect(sharedElements(of: demo, card: 1).allSatisfy { $0.isHidden }, "both ends of every pair hidden while it flies")
        #expect(demo.controller.director?.flights.map(\.pair.identifier) == ["image-1", "avatar-1", "title-1"])
        let main = try #require(demo.controller.director?.mainReplica as? View)
        #expect(main === flying.first { $0.name.contains("image") }, "the image, largest on the detail screen, is the main replica")
        try demo.window.runUntilIdle()
        #expect(demo.showsDetail)
        #expect(replicas(in: demo.window.rootView).isEmpty, "no replica left")
        #expect(sharedElements(of: demo, card: 1).allSatisfy { !$0.isHidden }, "every original shown again")
        #expect(demo.detail?.stageView.alpha == 1)
    }

    @Test("mid-flight, each replica is between its card element and its detail element, in size and place")
    func midFlight() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        let card = demo.grid.cards[0]
        let from = card.image.convert(card.image.bounds, to: nil)
        try demo.open(card: 0)
        let detail = try #require(demo.detail)
        let to = detail.image.convert(detail.image.bounds, to: nil)
        demo.window.run(for: 0.12)
        let main = try #require(demo.controller.director?.mainReplica as? View)
        let now = main.convert(main.bounds, to: nil)
        #expect(now.width > from.width + 1 && now.width < to.width - 1, "growing: \(from.width) < \(now.width) < \(to.width)")
        #expect(now.midY > min(from.midY, to.midY) - 1 && now.midY < max(from.midY, to.midY) + 1)
        try demo.window.runUntilIdle()
    }

    @Test("a turned card: its replica starts turned as it is on screen and turns upright as it lands")
    func turnedSource() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.grid.cards[0].view.transform = .rotation(0.2)
        demo.grid.cards[0].image.transform = .rotation(0.1)
        try demo.open(card: 0)
        let flight = try #require(demo.controller.director?.flights.first { $0.pair.identifier == "image-0" })
        let replica = try #require(flight.replica as? View)
        #expect(abs(replica.transform.rotation - 0.3) < 1e-9, "the card's turn and the image's: \(replica.transform.rotation)")
        demo.window.run(for: 0.1)
        #expect(replica.transform.rotation > 0.001 && replica.transform.rotation < 0.3, "turning upright")
        var last = replica.transform.rotation
        while demo.controller.isTransitioning {
            last = replica.transform.rotation
            demo.window.run(for: 1.0 / 120)
        }
        #expect(abs(last) < 1e-3, "upright as it lands (\(last))")
        #expect(!demo.grid.cards[0].image.isHidden)
    }

    @Test("a matched view inside another matched view flies on its own: the outer replica leaves it out")
    func nestedMatches() throws {
        let size = CGSize(width: 390, height: 844)
        let window = Window(screenSize: size, clock: try ManualClock())
        let grid = ViewController(title: "grid", size: size), detail = ViewController(title: "detail", size: size)
        let card = View(name: "card", frame: CGRect(x: 20, y: 100, width: 160, height: 200))
        let image = View(name: "image", frame: CGRect(x: 10, y: 10, width: 140, height: 100))
        card.addSubview(image)
        grid.stageView.addSubview(card)
        let panel = View(name: "panel", frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let big = View(name: "big image", frame: CGRect(x: 0, y: 0, width: 390, height: 280))
        panel.addSubview(big)
        detail.stageView.addSubview(panel)
        card.sharedElementIdentifier = "card"
        panel.sharedElementIdentifier = "card"
        image.sharedElementIdentifier = "image"
        big.sharedElementIdentifier = "image"
        window.rootViewController = grid
        let zoom = ZoomTransitionController()
        try zoom.present(detail, from: grid, contextElement: nil)
        window.run(for: 0.05)
        let flights = try #require(zoom.director?.flights)
        #expect(flights.map(\.pair.identifier) == ["card", "image"], "both fly, the outer one below")
        let outer = try #require(flights.first?.replica as? View)
        #expect(outer.stageSubviews.isEmpty, "the card's replica leaves the image out: it flies on its own")
        try window.runUntilIdle()
        #expect(!card.isHidden && !image.isHidden && !panel.isHidden && !big.isHidden)
        #expect(replicas(in: window.rootView).isEmpty)
    }

    @Test("closed by the detail screen's drag, the story zooms back into its card, and everything is shown as before")
    func dismissByDrag() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 2)
        try demo.window.runUntilIdle()
        let start = CGPoint(x: 195, y: 400)
        try demo.window.inject(GestureScript {
            GestureStep.flick(from: start, velocity: CGPoint(x: 0, y: 1200), duration: 0.25)
        })
        demo.window.run(for: 0.15)
        #expect(replicas(in: demo.window.rootView, besides: demo.controller.director).count == 3)
        try demo.window.runUntilIdle()
        #expect(!demo.showsDetail, "dismissed")
        #expect(replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 2).allSatisfy { !$0.isHidden })
    }

    @Test("a small drag released slowly restores the story")
    func restore() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 0)
        try demo.window.runUntilIdle()
        try demo.window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 195, y: 400), CGPoint(x: 215, y: 440)], duration: 0.5, lift: false)
            GestureStep.hold(duration: 0.1)
            GestureStep.lift
        })
        try demo.window.runUntilIdle()
        #expect(demo.showsDetail, "restored")
        #expect(replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 0).allSatisfy { !$0.isHidden })
    }

    @Test("caught while it opens and pinched back onto its card, the story is called off")
    func grabWhileOpening() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.play(.grabWhileOpening)
        #expect(!demo.showsDetail, "cancelled: the grid again")
        #expect(replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 2).allSatisfy { !$0.isHidden })
        let kinds = demo.window.recorder.frames.flatMap(\.events).map(\.kind)
        #expect(kinds.contains(.interactionStarted))
    }

    // MARK: Ends that move or go missing

    @Test("a card scrolled out of sight: the elements fly towards where it is now and fade out on the way")
    func sourceScrolledAway() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 0)
        try demo.window.runUntilIdle()
        demo.grid.scroll(to: 600)
        try demo.close()
        demo.window.run(for: 0.05)
        // The copy underneath carries the card's fade (the main replica also cross-fades into it).
        let early = try #require((demo.controller.director?.underlay ?? demo.controller.director?.mainReplica) as? View)
        let earlyAlpha = early.alpha
        demo.window.run(for: 0.2)
        #expect(early.alpha < earlyAlpha, "fading as it nears the card: \(earlyAlpha) → \(early.alpha)")
        #expect(early.alpha > 0 && early.alpha < 1)
        let card = demo.grid.cards[0].image
        let cardNow = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
        #expect(cardNow.y < 0, "the card is above the screen")
        #expect(early.center.y < 300, "heading up towards it (at \(early.center.y))")
        try demo.window.runUntilIdle()
        #expect(!demo.showsDetail && replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 0).allSatisfy { !$0.isHidden })
    }

    @Test("a card that moves while its story closes: the replica lands where the card is at the end")
    func sourceMoves() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        // The covered grid stays still (no recede), so the card's place is where it was measured.
        demo.controller.configuration.recededScale = 1
        try demo.open(card: 2)
        try demo.window.runUntilIdle()
        try demo.close()
        demo.window.run(for: 0.1)
        // The grid scrolls 80 pt mid-flight: the landing place moves up with it.
        demo.grid.scroll(to: 80)
        let card = demo.grid.cards[2].image
        let landing = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: demo.window.rootView)
        var last: CGPoint?
        while demo.controller.isTransitioning {
            last = (demo.controller.director?.mainReplica as? View)?.center
            demo.window.run(for: 1.0 / 120)
        }
        let landed = try #require(last)
        #expect(abs(landed.x - landing.x) < 0.5 && abs(landed.y - landing.y) < 0.5, "landed at \(landed), card at \(landing)")
        #expect(sharedElements(of: demo, card: 2).allSatisfy { !$0.isHidden })
    }

    @Test("a card removed while its replica flies back to it: the replica fades where it was, and the dismissal ends cleanly")
    func sourceRemoved() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        // The covered grid stays still (no recede), so the card's place is where it was measured.
        demo.controller.configuration.recededScale = 1
        try demo.open(card: 1)
        try demo.window.runUntilIdle()
        let card = demo.grid.cards[1]
        let wasAt = card.image.convert(CGPoint(x: card.image.bounds.midX, y: card.image.bounds.midY), to: nil)
        try demo.close()
        demo.window.run(for: 0.1)
        card.view.removeFromSuperview()
        demo.window.run(for: 0.1)
        let main = try #require(demo.controller.director?.mainReplica as? View)
        #expect(main.alpha < 1, "fading: its card is gone")
        try demo.window.runUntilIdle()
        #expect(!demo.showsDetail && replicas(in: demo.window.rootView).isEmpty)
        #expect(!card.image.isHidden && !card.titleLabel.isHidden && !card.avatar.isHidden, "shown again, as they were")
        #expect(abs(main.center.x - wasAt.x) < 0.5 && abs(main.center.y - wasAt.y) < 0.5, "it flew to where the card was")
    }

    @Test("a destination of zero size: the replica stays where it is and fades out as the story opens")
    func zeroSizeDestination() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        // The covered grid stays still (no recede), so the card's place is where it was measured.
        demo.controller.configuration.recededScale = 1
        let card = demo.grid.cards[0].image
        let start = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
        // The detail's image is not laid out yet when the story opens.
        demo.detailWillOpen = { detail in detail.image.bounds = .zero }
        try demo.open(card: 0)
        demo.window.run(for: 0.2)
        let flight = try #require(demo.controller.director?.flights.first { $0.pair.identifier == "image-0" })
        let image = try #require(flight.replica as? View)
        #expect(abs(image.center.x - start.x) < 0.5 && abs(image.center.y - start.y) < 0.5, "stays put")
        #expect(image.alpha < 0.9, "fading")
        #expect(demo.controller.director?.mainReplica !== image, "with no size on the detail screen, it is not the one a touch takes")
        try demo.window.runUntilIdle()
        #expect(demo.showsDetail && replicas(in: demo.window.rootView).isEmpty)
        #expect(!card.isHidden)
    }

    // MARK: Pinch to open

    @Test("a pinch spreading on a card opens it under the fingers: the image grows with them, and let go large it opens",
          arguments: ZoomDemo.Host.allCases)
    func pinchOutOpens(host: ZoomDemo.Host) throws {
        let demo = ZoomDemo(host: host, clock: try ManualClock())
        let center = demo.imageCenter(card: 2)
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: center, span: 60, scale: 2.6, rotation: 0, translation: CGPoint(x: 60, y: -120),
                                        duration: 0.6, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.2)
        })
        demo.window.run(for: 0.7)
        #expect(demo.controller.phase == .interactive, "the pinch holds the opening")
        let main = try #require(demo.controller.director?.mainReplica as? View)
        #expect(abs(main.transform.scaleX - 2.6) < 0.15, "the image scaled with the fingers (\(main.transform.scaleX))")
        // The point grabbed when the pinch began stays under the fingers: they are on the image.
        let fingers = CGPoint(x: center.x + 60, y: center.y - 120)
        let local = main.convert(fingers, from: nil)
        #expect(main.bounds.insetBy(dx: 10, dy: 10).contains(local), "the fingers are on the image (\(local) in \(main.bounds))")
        let moved = main.convert(CGPoint(x: main.bounds.midX, y: main.bounds.midY), to: nil)
        #expect(moved.y < center.y - 60, "it travelled up with them (\(moved))")
        try demo.window.inject(GestureScript { GestureStep.lift })
        try demo.window.runUntilIdle()
        #expect(demo.showsDetail, "let go large: opened")
        #expect(replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 2).allSatisfy { !$0.isHidden })
    }

    @Test("spread a little, then pinched back in and let go: the card stays closed")
    func pinchBackInCancels() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        let center = demo.imageCenter(card: 2)
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: center, span: 60, scale: 1.5, rotation: 0, translation: .zero, duration: 0.3, lift: false)
            GestureStep.pinchRotateDrag(scale: 0.4, duration: 0.4, lift: false)
            GestureStep.hold(duration: 0.2)
            GestureStep.lift
        })
        try demo.window.runUntilIdle()
        let ended = demo.window.recorder.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }.map(\.detail)
        #expect(ended == ["start"], "the opening was called off")
        #expect(!demo.showsDetail && replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 2).allSatisfy { !$0.isHidden })
    }

    @Test("on the story, a pinch closing sends it back into its card; one spreading lets it stay", arguments: [0.4, 1.6])
    func pinchOnStory(scale: Double) throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 3)
        try demo.window.runUntilIdle()
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: CGPoint(x: 195, y: 200), span: 160, scale: scale, duration: 0.5, lift: false)
            GestureStep.hold(duration: 0.2)
            GestureStep.lift
        })
        try demo.window.runUntilIdle()
        #expect(demo.showsDetail == (scale > 1), scale < 1 ? "pinched in: dismissed" : "spread: it stays")
        #expect(replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 3).allSatisfy { !$0.isHidden })
    }

    @Test("a pinch closing on a card opens nothing")
    func pinchInOnCardDoesNothing() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: demo.imageCenter(card: 0), span: 80, scale: 0.5, rotation: 0, translation: .zero,
                                        duration: 0.4)
        })
        try demo.window.runUntilIdle()
        #expect(!demo.showsDetail && demo.window.recorder.frames.flatMap(\.events).allSatisfy { $0.kind != .transitionCompleted })
    }

    /// Spreads card 2 open with two fingers and lets go, then, 0.05 s later, takes its flying
    /// image with two fingers again and moves them by `translation` while they spread by `scale`.
    private func regrab(scale: Double, translation: CGPoint) throws -> ZoomDemo {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: demo.imageCenter(card: 2), span: 60, scale: 2, duration: 0.2, easing: .linear)
        })
        demo.window.run(for: 0.25)
        let flying = try replicaCenter(demo, "image-2")
        try demo.window.inject(GestureScript {
            GestureStep.pinchRotateDrag(center: flying, span: 80, scale: scale, translation: translation, duration: 0.3,
                                        easing: .linear)
        })
        try demo.window.runUntilIdle()
        return demo
    }

    @Test("a card spread open and spread again in flight where it is opens: the pinch, not the pan's place, decides")
    func regrabbedPinchOpens() throws {
        // The pan with the pinch has moved nothing, but the card is far from the story's place.
        let demo = try regrab(scale: 1.6, translation: .zero)
        #expect(demo.showsDetail)
        #expect(replicas(in: demo.window.rootView).isEmpty)
    }

    @Test("a card spread open, then taken in flight and dragged back to its place with a little spread, closes: the drag decides")
    func regrabbedDragCloses() throws {
        let demo = try regrab(scale: 1.1, translation: CGPoint(x: 0, y: 220))
        #expect(!demo.showsDetail)
        #expect(replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 2).allSatisfy { !$0.isHidden })
    }

    // MARK: Cascade

    /// Runs `demo` until its transition's fraction complete reaches `fraction`.
    private func run(_ demo: ZoomDemo, to fraction: Double) {
        var frames = 0
        while let now = demo.controller.fractionComplete, now < fraction, frames < 1000 {
            demo.window.run(for: 1.0 / 120)
            frames += 1
        }
    }

    /// Where the replica of `identifier` is, in window coordinates.
    private func replicaCenter(_ demo: ZoomDemo, _ identifier: String) throws -> CGPoint {
        let flight = try #require(demo.controller.director?.flights.first { $0.pair.identifier == identifier })
        let replica = try #require(flight.replica as? View)
        return replica.convert(CGPoint(x: replica.bounds.midX, y: replica.bounds.midY), to: nil)
    }

    @Test("a cascade's segments: by drawing order evenly over the spread, by distance in proportion; spread clamped to 0…0.8")
    func cascadeSegments() {
        let places = [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 200)]
        let byOrder = ZoomTransitionDirector.Cascade(.drawing, spread: 0.3).segments(places: places, main: nil)
        #expect(zip(byOrder.map(\.start), [0, 0.1, 0.2, 0.3]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(byOrder.allSatisfy { abs($0.length - 0.7) < 1e-12 })
        let byDistance = ZoomTransitionDirector.Cascade(.distanceFromMain, spread: 0.6).segments(places: places, main: 1)
        // From the second place: 100, 0, 200, 100 points; the farthest starts 0.6 later.
        let starts = byDistance.map(\.start)
        #expect(abs(starts[0] - 0.3) < 1e-12 && starts[1] == 0 && abs(starts[2] - 0.6) < 1e-12 && abs(starts[3] - 0.3) < 1e-12)
        #expect(ZoomTransitionDirector.Cascade(spread: 5).spread == 0.8 && ZoomTransitionDirector.Cascade(spread: -1).spread == 0)
        #expect(ZoomTransitionDirector.Cascade().segments(places: [.zero], main: 0) == [.entire], "one element: the whole way")
    }

    @Test("a cascade by distance: the image leads, the others leave nearest first and the story's own text fades in last")
    func cascadeOpens() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        // The covered grid stays still (no recede), so the card's place is where it was measured.
        demo.controller.configuration.recededScale = 1
        demo.cascade = ZoomTransitionDirector.Cascade(.distanceFromMain, spread: 0.4)
        let card = demo.grid.cards[0]
        let cardTitle = card.titleLabel.convert(CGPoint(x: card.titleLabel.bounds.midX, y: card.titleLabel.bounds.midY), to: nil)
        let cardAvatar = card.avatar.convert(CGPoint(x: card.avatar.bounds.midX, y: card.avatar.bounds.midY), to: nil)
        try demo.open(card: 0)
        let body = try #require(demo.detail?.body)
        // On the story, from the image: the title 168 pt away, the avatar 230, the text 322 —
        // so they start at 0.21, 0.29 and 0.40 of the transition, each over 0.6 of it.
        run(demo, to: 0.15)
        let image = try replicaCenter(demo, "image-0")
        #expect(image.x > 110, "the image has left (\(image))")
        let title = try replicaCenter(demo, "title-0"), avatar = try replicaCenter(demo, "avatar-0")
        #expect(abs(title.x - cardTitle.x) < 0.5 && abs(title.y - cardTitle.y) < 0.5, "the title waits (\(title))")
        #expect(abs(avatar.x - cardAvatar.x) < 0.5 && abs(avatar.y - cardAvatar.y) < 0.5, "the avatar waits")
        #expect(body.alpha == 0, "the story's own text waits")
        run(demo, to: 0.28)
        let avatarLater = try replicaCenter(demo, "avatar-0")
        #expect(abs(avatarLater.x - cardAvatar.x) < 0.5 && abs(avatarLater.y - cardAvatar.y) < 0.5, "the avatar, farther, still waits")
        run(demo, to: 0.38)
        let titleLater = try replicaCenter(demo, "title-0")
        #expect(abs(titleLater.x - cardTitle.x) > 1, "the title is on its way (\(titleLater))")
        #expect(body.alpha == 0)
        run(demo, to: 0.7)
        #expect(body.alpha > 0.3 && body.alpha < 0.7, "fading in over its segment (\(body.alpha))")
        try demo.window.runUntilIdle()
        #expect(demo.showsDetail && body.alpha == 1 && replicas(in: demo.window.rootView).isEmpty)
    }

    @Test("closing in the same cascade is opening played in reverse: the farthest leaves first")
    func cascadeCloses() throws {
        let demo = ZoomDemo(clock: try ManualClock())
        demo.cascade = ZoomTransitionDirector.Cascade(.distanceFromMain, spread: 0.4)
        try demo.open(card: 0)
        try demo.window.runUntilIdle()
        let detail = try #require(demo.detail)
        let storyTitle = detail.titleLabel.convert(CGPoint(x: detail.titleLabel.bounds.midX, y: detail.titleLabel.bounds.midY), to: nil)
        let storyAvatar = detail.avatar.convert(CGPoint(x: detail.avatar.bounds.midX, y: detail.avatar.bounds.midY), to: nil)
        try demo.close()
        // Mirrored: the text from 0, the avatar from 0.11, the title from 0.19.
        run(demo, to: 0.15)
        #expect(detail.body.alpha < 1, "the text fades first")
        let title = try replicaCenter(demo, "title-0"), avatar = try replicaCenter(demo, "avatar-0")
        #expect(abs(title.x - storyTitle.x) < 0.5 && abs(title.y - storyTitle.y) < 0.5, "the title, nearest the image, waits")
        #expect(abs(avatar.x - storyAvatar.x) > 0.01 || abs(avatar.y - storyAvatar.y) > 0.01, "the avatar has left")
        try demo.window.runUntilIdle()
        #expect(!demo.showsDetail && replicas(in: demo.window.rootView).isEmpty)
        #expect(sharedElements(of: demo, card: 0).allSatisfy { !$0.isHidden })
        #expect(detail.body.alpha == 1, "its opacity put back")
    }

    // MARK: With an interaction controller

    @Test("in a navigation controller driven by an edge pan, the swipe back zooms the story into its card, the replicas following the finger")
    func edgePanPops() throws {
        let size = CGSize(width: 390, height: 844)
        let window = Window(screenSize: size, clock: try ManualClock())
        let grid = ZoomGridViewController(stories: ZoomDemo.stories, size: size)
        let navigation = NavigationController(rootViewController: grid, size: size)
        window.rootViewController = navigation
        let zoom = ZoomTransitionController()
        let pops = PopOperations()
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        let controller = TransitionController(forInteractiveTransitionsIn: navigation, transitionsSource: zoom,
                                              operationDelegate: pops, interactionController: pan)
        let detail = ZoomDetailViewController(story: ZoomDemo.stories[1], index: 1, size: size)
        try navigation.pushViewController(detail, animated: true)
        window.run(for: 0.05)
        #expect(replicas(in: window.rootView).count == 4, "the push zooms: three replicas and the detail's copy under the card")
        try window.runUntilIdle()
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 4, y: 420), CGPoint(x: 200, y: 420)], duration: 0.6, easing: .linear, lift: false)
            GestureStep.hold(duration: 0.3)
        })
        window.run(for: 0.85)
        #expect(controller.phase == .interactive)
        let fraction = try #require(controller.fractionComplete)
        #expect(fraction > 0.3 && fraction < 0.7, "about half way (\(fraction))")
        // Held, the main replica rests where the fraction puts it between the story and the card.
        let card = grid.cards[1].image
        let cardCenter = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
        let storyCenter = CGPoint(x: 195, y: 146.25)
        let main = try #require(replicas(in: window.rootView).max { $0.bounds.width < $1.bounds.width })
        let expected = CGPoint(x: storyCenter.x + (cardCenter.x - storyCenter.x) * fraction,
                               y: storyCenter.y + (cardCenter.y - storyCenter.y) * fraction)
        #expect(abs(main.center.x - expected.x) < 3 && abs(main.center.y - expected.y) < 3, "\(main.center) vs \(expected)")
        try window.inject(GestureScript { GestureStep.lift })
        try window.runUntilIdle()
        #expect(navigation.topViewController === grid, "popped")
        #expect(replicas(in: window.rootView).isEmpty)
        #expect(!card.isHidden && !grid.cards[1].titleLabel.isHidden && !grid.cards[1].avatar.isHidden)
    }
}

/// Pops, as a navigation controller's edge swipe asks.
@MainActor
private final class PopOperations: InteractiveNavigationTransitionOperationDelegate {
    func performOperation(operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
                          gestureRecognizer: GestureRecognizer) {
        if operation == .pop { _ = try? controller.popViewController(animated: true) }
    }
}
