import ArgumentParser
import Foundation
import Gestures

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

    /// The script in the example `reference` or, failing that, at the path `reference`.
    ///
    /// - Throws: `ValidationError` naming the file, and the JSON path of the problem in it.
    static func load(_ reference: String) throws -> GestureScript {
        let url = url(named: reference) ?? URL(fileURLWithPath: reference)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ValidationError("cannot read the script \(reference): \(Self.reason(error))")
        }
        do {
            return try GestureScript.decode(from: data)
        } catch {
            throw ValidationError("\(reference): \(error)")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
