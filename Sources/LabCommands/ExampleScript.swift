import ArgumentParser
import Demos
import Foundation
import Gestures
import GestureScripts

/// The gesture scripts that ship with the lab, and reading a script by name or path.
enum ExampleScript {
    /// Every example: its name (the file name without ".json"), the scenes it is written for,
    /// and what it does there.
    static let all: [(name: String, writtenFor: String, summary: String)] = [
        ("swipe-back", "navigation or tab bar", "swipe from the left edge past the threshold, then grab the screen as it settles"),
        ("swipe-back-slowly", "navigation or tab bar", "a short, slow swipe from the left edge; the transition cancels"),
        ("swipe-down", "modal", "swipe down past the threshold to dismiss, then grab the screen as it settles"),
        ("photo-pinch-rotate-flick", "photo", "pinch, rotate and drag together, then let go fast: dismissed"),
        ("photo-drag-and-restore", "photo", "a small drag released slowly: the viewer is restored"),
        ("photo-tap", "photo", "tap the photo: dismissed"),
        ("zoom-drag-down", "zoom", "drag the story down and let go moving: it zooms back into its card"),
        ("zoom-drag-and-restore", "zoom", "a small drag released slowly: the story stays"),
        ("zoom-page-then-dismiss", "zoom", "swipe to the next story, then flick it down: it zooms into its own card"),
    ]

    /// The file of the example `name`, if there is one.
    static func url(named name: String) -> URL? {
        guard all.contains(where: { $0.name == name }) else { return nil }
        return Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Examples")
    }

    /// The scenes the example `name` is written for ("navigation or tab bar", "photo", …), or
    /// `nil` when no example has that name.
    static func writtenFor(_ name: String) -> String? {
        all.first { $0.name == name }?.writtenFor
    }

    /// What a script file holds: a gesture script, or a live session saved with its scene.
    enum Input {
        case script(GestureScript)
        case live(LiveRecording)
    }

    /// What to add when there is no file `reference`: that no example has that name either
    /// (the closest that does, if one is close), and where the examples are listed. Nothing
    /// for a path with a folder in it, which can't name an example.
    static func missing(_ reference: String) -> String? {
        guard reference != "-", !reference.contains("/") else { return nil }
        let closest = Suggestion.closest(to: reference, in: all.map(\.name))
        return "no example script has that name ("
            + (closest.map { "did you mean '\($0)'? " } ?? "") + "see transition-lab list)"
    }

    /// The script in the example `reference` or, failing that, in the file at the path
    /// `reference`: a gesture script, or a live recording (an object with a `scene`).
    ///
    /// - Throws: `ValidationError` naming the file, and the JSON path of the problem in it.
    static func load(_ reference: String) throws -> Input {
        let data = try InputFile.read(url(named: reference)?.path ?? reference, as: "the script ", missing: missing(reference))
        do {
            if LiveRecording.isRecording(data) { return .live(try LiveRecording.decode(from: data)) }
            return .script(try GestureScript.decode(from: data))
        } catch {
            throw ValidationError("\(Printable.escaped(reference)): \(error)")
        }
    }
}
