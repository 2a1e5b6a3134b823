import Foundation
import Recording

/// The report's front page: every scene with its summary and a link to its page.
public struct IndexPage: Sendable {
    /// One entry: the scene's page and its summary lines.
    public struct Entry: Sendable {
        public var page: ScenePage
        /// Lines under the scene's title.
        public var lines: [String]

        public init(page: ScenePage, lines: [String]) {
            self.page = page
            self.lines = lines
        }
    }

    public var title: String
    public var entries: [Entry]

    /// A front page titled `title` listing `entries`.
    public init(title: String, entries: [Entry]) {
        self.title = title
        self.entries = entries
    }

    /// The HTML document.
    public func html() -> String {
        let items = entries.map { entry in
            let scene = entry.page.scene
            let lines = entry.lines.map { "<li>\(Markup.escaped($0))</li>" }.joined()
            let preview = scene.frames.isEmpty ? "" : FrameRenderer(scene: scene).svg(scene.frames[scene.frames.count / 2])
            return """
            <li class="scene"><a href="\(Markup.escaped(entry.page.fileName))"><div class="thumb">\(preview)</div>
            <div><h2>\(Markup.escaped(scene.title))</h2><p>\(Markup.escaped(scene.summary))</p><ul>\(lines)</ul></div></a></li>
            """
        }
        let style = """
        body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; padding: 16px 24px 32px; color: #1b1b1f; background: #f4f5f7; }
        h1 { font-size: 22px; } ol { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 14px; }
        .scene a { display: flex; gap: 14px; padding: 12px; background: #fff; border-radius: 10px; box-shadow: 0 1px 4px #0002; color: inherit; text-decoration: none; }
        .scene a:hover { box-shadow: 0 2px 10px #0003; }
        .thumb { flex: 0 0 90px; height: 195px; border-radius: 10px; overflow: hidden; background: #000; }
        .thumb svg { width: 100%; height: 100%; display: block; }
        h2 { font-size: 16px; margin: 2px 0 4px; } p { margin: 0 0 6px; color: #555; font-size: 14px; }
        ul { margin: 0; padding-left: 16px; font-size: 12px; color: #444; line-height: 1.45; }
        """
        return Markup.document(title: title, style: style, body: """
        <h1>\(Markup.escaped(title))</h1>
        <ol>
        \(items.joined(separator: "\n"))
        </ol>
        """)
    }
}
