import Demos
import Foundation
import Recording
import Report
import SnapshotTesting
import Testing

/// The recorded motion of every demo scene, as a transcript compared with the one committed in
/// `__Snapshots__`: any change in motion shows up in review. Record a missing reference locally
/// (the test fails once while it records); CI never records (`SNAPSHOT_TESTING_RECORD=never`).
@MainActor
@Suite("Recorded frames of each built-in transition and each photo scene")
struct SceneSnapshotTests {
    nonisolated static let scenes: [DemoScene] = DemoScene.demo + [DemoHost.modal, .tabbar].map { host in
        DemoScene(identifier: "push-\(host.rawValue)", title: "Push in a \(host.rawValue) host",
                  summary: "forward, swipe back, grab", content: .builtIn(.push, host: host))
    }

    @Test("the transcript of each scene matches its reference", arguments: scenes.map(\.identifier))
    func transcript(identifier: String) throws {
        let scene = try #require(Self.scenes.first { $0.identifier == identifier })
        let recorded = try scene.record(framesPerSecond: 120)
        #expect(recorded.frames.count > 30, "a scene records its motion")
        assertSnapshot(of: SceneTranscript(scene: recorded).text, as: .lines, named: identifier)
    }
}
