import Catalog
import Demos
import Foundation
import GestureScripts
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Recording
import Stage
import Testing
import TransitionKit

/// Defect 5 of issue 28: a transition ends when what it moves can no longer be seen to move —
/// not a third of a second later, while its springs creep the last fraction of a pixel — and
/// its last frame lands without a visible jump.
@MainActor
@Suite("A transition ends when it looks ended")
struct TransitionEndTests {
    /// An iPhone's pixel: a third of a point.
    nonisolated static let pixel = 1.0 / 3

    /// What the eye sees of a view in one frame (its opacity as seen: its own times its
    /// ancestors').
    private struct Look {
        var center: CGPoint
        var size: CGSize
        var scale: Double
        var rotation: Double
        var alpha: Double

        /// `view`, seen through ancestors `seen` opaque (0 when one is hidden or clear).
        @MainActor init(_ view: View, seen: Double) {
            let presentation = view.presentation
            center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            size = presentation.bounds.size
            scale = presentation.transform.scaleX
            rotation = presentation.transform.rotation
            alpha = view.isHidden ? 0 : seen * presentation.alpha
        }

        /// How far apart two looks are, in pixels of the screen: a move or resize in points;
        /// a scale or a turn by how far it moves the view's farthest edge or corner; an
        /// opacity in levels of an 8-bit channel.
        func pixels(from other: Look) -> Double {
            // Nothing of a view that can't be seen either time can be seen to move.
            guard alpha > 0 || other.alpha > 0 else { return 0 }
            let reach = Double(max(size.width, size.height, other.size.width, other.size.height)) / 2
            let corner = Double(hypot(max(size.width, other.size.width), max(size.height, other.size.height))) / 2
            return max(
                Double(hypot(center.x - other.center.x, center.y - other.center.y)) / TransitionEndTests.pixel,
                Double(max(abs(size.width - other.size.width), abs(size.height - other.size.height))) / TransitionEndTests.pixel,
                abs(scale - other.scale) * reach / TransitionEndTests.pixel,
                abs(rotation - other.rotation) * corner / TransitionEndTests.pixel,
                abs(alpha - other.alpha) * 255)
        }
    }

    /// Every view of the window, by identity, and how it looks.
    private static func looks(of window: Window) -> [ObjectIdentifier: Look] {
        var looks: [ObjectIdentifier: Look] = [:]
        func walk(_ view: View, seen: Double) {
            let look = Look(view, seen: seen)
            looks[ObjectIdentifier(view)] = look
            for child in view.stageSubviews { walk(child, seen: look.alpha) }
        }
        walk(window.rootView, seen: 1)
        // What an opaque view covering the whole window is drawn over can't be seen (the grid a
        // story covers, put back from its recede as the story ends).
        var drawn: [(id: ObjectIdentifier, view: View)] = []
        func collect(_ view: View) {
            drawn.append((ObjectIdentifier(view), view))
            for child in view.stageSubviews { collect(child) }
        }
        collect(window.rootView)
        let screen = window.rootView.bounds
        if let cover = drawn.lastIndex(where: { entry in
            guard let look = looks[entry.id], look.alpha >= 1, entry.view.backgroundColor != nil, entry.view !== window.rootView
            else { return false }
            return entry.view.convert(entry.view.bounds, to: nil).contains(screen)
        }) {
            var ancestors: Set<ObjectIdentifier> = []
            var node: View? = drawn[cover].view.stageSuperview
            while let current = node {
                ancestors.insert(ObjectIdentifier(current))
                node = current.stageSuperview
            }
            for entry in drawn[..<cover] where !ancestors.contains(entry.id) { looks[entry.id]?.alpha = 0 }
        }
        return looks
    }

    /// Runs a transition that `start` starts, frame by frame, to its end; returns when the last
    /// frame was that left some view more than a pixel from where it ends (it has moved by less
    /// since), when the transition completed, and how far the last frame moved anything.
    private static func measure(_ window: Window, isTransitioning: () -> Bool, start: () throws -> Void) throws
        -> (lastVisible: Double, completed: Double, lastStep: Double) {
        try start()
        var frames: [(time: Double, looks: [ObjectIdentifier: Look])] = []
        // Until it has begun (a gesture begins it a few frames in), then until it ends.
        var began = false
        repeat {
            window.runFrames(1)
            frames.append((window.clock.now, looks(of: window)))
            began = began || isTransitioning()
        } while (!began || isTransitioning()) && frames.count < 600
        let completed = try #require(frames.last?.time)
        let final = try #require(frames.last?.looks)
        // A view that leaves during the transition (a replica) ends where it was last seen.
        var ends = final
        for frame in frames {
            for (id, look) in frame.looks where final[id] == nil { ends[id] = look }
        }
        var lastVisible = frames[0].time
        for frame in frames where frame.looks.contains(where: { id, look in (ends[id].map { look.pixels(from: $0) } ?? 0) > 1 }) {
            lastVisible = frame.time
        }
        // The last frame's motion, of what is seen in it and in the frame before (the replica
        // handing over to the real view is no motion).
        var lastStep = 0.0
        if frames.count >= 2 {
            let before = frames[frames.count - 2].looks
            for (id, look) in final where look.alpha > 0 {
                if let earlier = before[id], earlier.alpha > 0 { lastStep = max(lastStep, look.pixels(from: earlier)) }
            }
        }
        return (lastVisible, completed, lastStep)
    }

    enum Opening: String, CaseIterable, Sendable {
        case photoModal, photoNavigation, photoPush, zoomModal, zoomPush
    }

    @Test("an opening and its dismissal end within a tenth of a second of their last visible change, landing softly",
          arguments: Opening.allCases)
    func endsWhenItLooksEnded(opening: Opening) throws {
        let clock = try ManualClock()
        let window: Window
        let isTransitioning: () -> Bool
        let open: () throws -> Void
        let close: () throws -> Void
        switch opening {
        case .photoModal, .photoNavigation, .photoPush:
            let host: PhotoDemo.Host = opening == .photoModal ? .modal : opening == .photoNavigation ? .navigation : .push
            let demo = PhotoDemo(host: host, clock: clock)
            (window, isTransitioning) = (demo.window, { demo.controller.isTransitioning })
            (open, close) = ({ try demo.open(photo: 0) }, { try demo.close() })
        case .zoomModal, .zoomPush:
            let demo = ZoomDemo(host: opening == .zoomModal ? .modal : .push, clock: clock)
            (window, isTransitioning) = (demo.window, { demo.controller.isTransitioning })
            (open, close) = ({ try demo.open(card: 1) }, { try demo.close() })
        }
        for (name, start) in [("opening", open), ("dismissal", close)] {
            let started = window.clock.now
            let (lastVisible, completed, lastStep) = try Self.measure(window, isTransitioning: isTransitioning, start: start)
            // It did move for a while, and is over.
            #expect(lastVisible - started > 0.2, "\(opening) \(name): moved until \(lastVisible - started) s")
            #expect(!isTransitioning())
            #expect(completed - lastVisible <= 0.1,
                    "\(opening) \(name): last visible change at \(lastVisible - started) s, completed at \(completed - started) s")
            #expect(lastStep < 0.5, "\(opening) \(name): the last frame moved something \(lastStep) px")
            try window.runUntilIdle()
        }
    }

    @Test("a story whose card scrolled out of sight ends as its elements finish fading, dismissed or dragged away",
          arguments: [false, true])
    func unseenEndEndsWhenFaded(dragged: Bool) throws {
        let demo = ZoomDemo(clock: try ManualClock())
        try demo.open(card: 2)
        try demo.window.runUntilIdle()
        // The grid scrolls under the story until the card is above the top of the screen.
        demo.grid.scroll(to: 600)
        let started = demo.window.clock.now
        let (lastVisible, completed, _) = try Self.measure(demo.window, isTransitioning: { demo.controller.isTransitioning }) {
            if dragged {
                let center = CGPoint(x: demo.window.screenSize.width / 2, y: demo.window.screenSize.height / 2)
                try demo.window.inject(GestureScript {
                    GestureStep.flick(from: CGPoint(x: center.x, y: center.y - 150), velocity: CGPoint(x: 0, y: 900), duration: 0.35)
                })
            } else {
                try demo.close()
            }
        }
        #expect(!demo.showsDetail && !demo.controller.isTransitioning)
        #expect(lastVisible - started > 0.1, "it faded for a while")
        #expect(completed - lastVisible <= 0.1,
                "faded out by \(lastVisible - started) s, completed at \(completed - started) s")
    }

    @Test("flung away towards a card scrolled out of sight, the story ends as the finger lifts, faded out")
    func flungTowardsAnUnseenCard() throws {
        let scene = try #require(DemoScene.demo.first { $0.identifier == "zoom-sourceScrolledAway" })
        let recorded = try scene.record(framesPerSecond: 120)
        let lift = try #require(recorded.frames.last { frame in frame.touches.contains { $0.phase == "ended" } }?.time)
        let completed = try #require(recorded.frames.first { frame in frame.events.contains { $0.kind == .transitionCompleted } }?.time)
        // The drag took the fade to its end before the finger lifted: nothing of the story is left
        // to see; what remains is the covered grid coming home from its recede on its critically
        // damped ω 15 spring (the native preset's), within a pixel in about half a second.
        #expect(completed - lift <= 0.6, "the finger lifted at \(lift) s, the transition completed at \(completed) s")
    }
}
