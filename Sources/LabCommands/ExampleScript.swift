import ArgumentParser
import Demos
import Foundation
import Gestures
import GestureScripts

/// The gesture scripts that ship with the lab, and reading a script by name or path.
enum ExampleScript {
    /// Every example: its name (the file name without ".json") and what it does.
    static let all: [(name: String, summary: String)] = [
        ("swipe-back", "navigation or tab bar: swipe from the left edge past the threshold, then grab the screen as it settles"),
        ("swipe-back-slowly", "navigation or tab bar: a short, slow swipe from the left edge; the transition cancels"),
        ("swipe-down", "modal: swipe down past the threshold to dismiss, then grab the screen as it settles"),
        ("photo-pinch-rotate-flick", "photo: pinch, rotate and drag together, then let go fast: dismissed"),
        ("photo-drag-and-restore", "photo: a small drag released slowly: the viewer is restored"),
        ("photo-tap", "photo: tap the photo: dismissed"),
    ]

    /// The file of the example `name`, if there is one.
    static func url(named name: String) -> URL? {
        guard all.contains(where: { $0.name == name }) else { return nil }
        return Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Examples")
    }

    /// What a script file holds: a gesture script, or a live session saved with its scene.
    enum Input {
        case script(GestureScript)
        case live(LiveRecording)
    }

    /// The script in the example `reference` or, failing that, in the file at the path
    /// `reference`: a gesture script, or a live recording (an object with a `scene`).
    ///
    /// - Throws: `ValidationError` naming the file, and the JSON path of the problem in it.
    static func load(_ reference: String) throws -> Input {
        let data = try InputFile.read(url(named: reference)?.path ?? reference, as: "the script ")
        do {
            if LiveRecording.isRecording(data) { return .live(try LiveRecording.decode(from: data)) }
            return .script(try GestureScript.decode(from: data))
        } catch {
            throw ValidationError("\(Printable.escaped(reference)): \(error)")
        }
    }
}
