import Demos
import Foundation
import Recording
import Testing
@testable import Report

@Suite("SceneReel: a long scene's frames in bounded memory")
struct SceneReelTests {
    func frame(_ index: Int) -> RecordedFrame {
        let phase: RecordedTransition.Phase = index % 7 < 3 ? .animating : .interactive
        let events = index % 50 == 0 ? [RecordedEvent(kind: .transitionBegan, detail: "push \(index)", time: Double(index))] : []
        return RecordedFrame(time: Double(index) / 1000, views: [],
                             transition: RecordedTransition(name: "push", fractionComplete: 0.5, phase: phase), events: events)
    }

    @Test("up to its limit it keeps every frame", arguments: [0, 1, 2, 9, 10])
    func short(count: Int) {
        var reel = SceneReel(limit: 10)
        let frames = (0..<count).map(frame)
        for frame in frames { reel.add(frame) }
        #expect(reel.frames == frames)
        #expect(reel.stride == 1)
        #expect(reel.decimationNote == nil)
    }

    @Test("a frame kept holds its views in an array of their size, not the room a recorder's appends left")
    func trimmed() {
        let views = (0..<10).map { recordedView("v\($0)", center: (Double($0), 0)) }
        var roomy: [RecordedView] = []
        roomy.reserveCapacity(1_000)
        roomy.append(contentsOf: views)
        var reel = SceneReel(limit: 10)
        reel.add(RecordedFrame(time: 0, views: roomy))
        #expect(reel.frames.map(\.views) == [views])
        // Room for 1,000 views was made; an array of 10 has room for about 10 (malloc rounds up).
        #expect(reel.frames[0].views.capacity < 2 * views.count)
    }

    @Test("frames at rest, their views the same as the frame's before, share one array of them")
    func shared() {
        // Each call makes a new array, as a recorder does for each frame.
        func views(moved: Double) -> [RecordedView] {
            (0..<10).map { recordedView("v\($0)", center: (Double($0) + ($0 == 3 ? moved : 0), 0)) }
        }
        var reel = SceneReel(limit: 10)
        for (time, moved) in [0.0, 0, 1, 1, 0].enumerated() {
            reel.add(RecordedFrame(time: Double(time), views: views(moved: moved)))
        }
        let kept = reel.frames
        #expect(kept.map(\.views) == [views(moved: 0), views(moved: 0), views(moved: 1), views(moved: 1), views(moved: 0)])
        func storage(_ index: Int) -> UnsafeRawPointer? {
            kept[index].views.withUnsafeBytes { $0.baseAddress }
        }
        #expect(storage(1) == storage(0))
        #expect(storage(3) == storage(2))
        #expect(storage(2) != storage(1))
        #expect(storage(4) != storage(3))
    }

    @Test("past it, every stride-th frame and the last, never more than the limit + 1; the summary counts every frame",
          arguments: [11, 12, 21, 40, 41, 1_000, 60_001])
    func long(count: Int) {
        // Issue 29, point 13: a page held every frame (a 60 s Zoom at 1,000 fps took 2.46 GB).
        var reel = SceneReel(limit: 10)
        var most = 0
        let frames = (0..<count).map(frame)
        for frame in frames {
            reel.add(frame)
            most = max(most, reel.frames.count)
        }
        #expect(most <= 11)
        #expect(reel.frames.count >= 6)
        #expect(reel.stride > 1)
        let expected = Swift.stride(from: 0, to: count, by: reel.stride).map { frames[$0] }
            + ((count - 1) % reel.stride == 0 ? [] : [frames[count - 1]])
        #expect(reel.frames == expected)
        #expect(reel.frameCount == count)
        #expect(reel.summary == SceneSummary(recordedScene(frames)))
        let note = reel.decimationNote?.replacingOccurrences(of: ",", with: "")
        #expect(note?.hasPrefix("shows every \(reel.stride)") == true)
        #expect(note?.hasSuffix(" frame (\(reel.frames.count) of \(count)): a page shows at most 10") == true)
    }

    @Test("a scene recorded frame by frame hands over the same frames it records")
    @MainActor
    func streamed() throws {
        let scene = try #require(DemoScene.demo.first { $0.identifier == "zoom-dismissByDrag" })
        let recorded = try scene.record(framesPerSecond: 120)
        var streamed: [RecordedFrame] = []
        let empty = try scene.record(framesPerSecond: 120) { streamed.append($0) }
        #expect(empty.frames.isEmpty)
        #expect(streamed == recorded.frames)
        #expect(!streamed.isEmpty)
    }
}
