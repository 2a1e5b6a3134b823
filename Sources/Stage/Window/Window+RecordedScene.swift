import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Recording

extension Window {
    /// What the window recorded so far (its ``FrameRecorder``'s frames), as a scene a report
    /// can show: `Report`'s `ScenePage.write(_:to:)` turns it into a page with a player and
    /// plots.
    ///
    /// - Parameters:
    ///   - title: The scene's title; its identifier (the page's file name) is made from it:
    ///     lowercase letters and digits, words joined by "-" ("scene" when none is left).
    ///   - summary: One line on what the scene shows.
    public func recordedScene(title: String, summary: String = "") -> RecordedScene {
        RecordedScene(
            identifier: Self.identifier(for: title), title: title, summary: summary,
            screenWidth: Double(screenSize.width), screenHeight: Double(screenSize.height),
            framesPerSecond: frameInterval > 0 ? 1 / frameInterval : 120, frames: recorder.frames)
    }

    /// `title` as a file name: lowercase ASCII letters and digits, other runs turned into one
    /// "-", at most 60 characters; "scene" when nothing is left.
    static func identifier(for title: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in title.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var identifier = String(words.joined(separator: "-").prefix(60))
        while identifier.hasSuffix("-") { identifier.removeLast() }
        return identifier.isEmpty ? "scene" : identifier
    }
}
