import Foundation
import Recording

extension ScenePage {
    /// Writes `scene` as a report in `folder`: its page (the player and the plots, named after
    /// the scene's identifier) and an `index.html` that leads to it, all or nothing
    /// (``ReportWriter``). Returns the page's URL — open it in a browser.
    ///
    /// With Stage, one call shows your own transition, recorded by the window as it ran:
    ///
    /// ```swift
    /// let page = try ScenePage.write(window.recordedScene(title: "Swipe back"), to: URL(fileURLWithPath: "report"))
    /// ```
    ///
    /// A scene of more than ``SceneReel/defaultLimit`` frames shows every 2nd, 4th, … frame and
    /// its last (the summary counts every frame, and says so).
    ///
    /// - Parameters:
    ///   - scene: The recorded scene.
    ///   - folder: The folder to write into (created with its parents if missing; other files
    ///     in it are left alone).
    ///   - fillsPlainViews: Whether views that draw nothing of their own get a pale colour and
    ///     their name (``Recording/RecordedScene/fillingPlainViews()``), so a screen of plain
    ///     views isn't drawn black; `true` by default.
    /// - Throws: ``ReportError`` when the folder can't be written; it is then as it was.
    @discardableResult
    public static func write(_ scene: RecordedScene, to folder: URL, fillsPlainViews: Bool = true) throws(ReportError) -> URL {
        var reel = SceneReel()
        for frame in scene.frames { reel.add(frame) }
        var shown = scene
        shown.frames = reel.frames
        if fillsPlainViews { shown = shown.fillingPlainViews() }
        // The index is a file of its own: a scene can't take its name.
        if shown.identifier == "index" || shown.identifier.isEmpty { shown.identifier = "scene-\(shown.identifier)" }
        let page = ScenePage(scene: shown, summary: reel.summary, notes: reel.decimationNote.map { [$0] } ?? [])
        // The index shows the middle frame.
        var thumbnail = shown
        if !thumbnail.frames.isEmpty { thumbnail.frames = [thumbnail.frames[thumbnail.frames.count / 2]] }
        let index = IndexPage(title: scene.title, entries: [.init(page: ScenePage(scene: thumbnail, summary: reel.summary),
                                                                  lines: reel.summary.lines)])
        let draft = try ReportWriter(folder: folder).begin()
        try draft.add(page)
        try draft.add("index.html", contents: index.html())
        return try draft.commit()[0]
    }
}
