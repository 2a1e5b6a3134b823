import Foundation
import Motion
import Recording

/// A recorded view with the given geometry; the rest plain.
func recordedView(
    _ name: String, depth: Int = 1, center: (Double, Double) = (50, 50), size: (Double, Double) = (100, 100),
    scale: Double = 1, rotation: Double = 0, opacity: Double = 1, background: Color? = .white,
    content: ViewContent = .none
) -> RecordedView {
    RecordedView(
        name: name, depth: depth, zIndex: 0, centerX: center.0, centerY: center.1, width: size.0, height: size.1,
        scaleX: scale, scaleY: scale, rotation: rotation, opacity: opacity,
        frameX: center.0 - size.0 / 2, frameY: center.1 - size.1 / 2, frameWidth: size.0, frameHeight: size.1,
        cornerRadius: 0, background: background, content: content, isSnapshot: false, clipsToBounds: false)
}

/// A scene of `frames` on a 390 × 844 point screen at 120 fps.
func recordedScene(_ frames: [RecordedFrame]) -> RecordedScene {
    RecordedScene(identifier: "test", title: "Test <scene>", summary: "a & b", screenWidth: 390, screenHeight: 844,
                  framesPerSecond: 120, frames: frames)
}

/// A fresh, empty temporary folder: remove it with `removeItem(_:)` in a `defer`.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Removes `url` with everything in it, if it is there.
func removeItem(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
}
