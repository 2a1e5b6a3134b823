import Foundation
import Recording

/// One scene as a self-contained HTML page: the frames as SVG in a player (play / pause, a
/// scrubber, frame stepping, speed 0.25× or 1×) beside plots of the motion. Nothing is loaded
/// from the network.
public struct ScenePage: Sendable {
    /// The scene shown.
    public var scene: RecordedScene
    /// Extra lines for the summary (the lab adds the engine's worst frame time).
    public var notes: [String]
    /// The summary shown: of `scene`'s frames, or of every frame recorded when `scene` keeps
    /// only some of them (``SceneReel``).
    public var summary: SceneSummary

    /// The page of `scene`, with `notes` added to its summary.
    public init(scene: RecordedScene, notes: [String] = []) {
        self.init(scene: scene, summary: SceneSummary(scene), notes: notes)
    }

    /// The page of `scene`, whose frames may be only some of those recorded, with the summary
    /// of every frame recorded and `notes` added to it.
    public init(scene: RecordedScene, summary: SceneSummary, notes: [String] = []) {
        self.scene = scene
        self.summary = summary
        self.notes = notes
    }

    /// The page's file name.
    public var fileName: String { "\(scene.identifier).html" }

    /// The HTML document.
    public func html() throws -> String {
        var page: [UInt8] = []
        try write(chunkSize: .max) { bytes in
            page = bytes
            bytes = []
        }
        return String(decoding: page, as: UTF8.self)
    }

    /// Writes ``html()``'s document as UTF-8 in pieces: `emit` takes the bytes made so far each
    /// time they reach `chunkSize` bytes (after a frame), and the rest at the end, and leaves
    /// `bytes` empty (its capacity is then reused).
    ///
    /// The frames go into the page one by one — each drawn into one reused buffer and written as
    /// a JSON string there — so a page written to a file holds about `chunkSize` bytes and one
    /// frame's SVG, not the page.
    ///
    /// - Throws: What `emit` throws, or an `EncodingError` when a frame's time isn't finite.
    func write(chunkSize: Int, to emit: (_ bytes: inout [UInt8]) throws -> Void) throws {
        let renderer = FrameRenderer(scene: scene)
        let times = scene.frames.map { Double(Number.fixed($0.time, digits: 6)) ?? 0 }
        // The frames' JSON is written as JSONEncoder writes it (JSONString): with "/" escaped, so
        // no "</script>" can end the data early.
        let timeData = String(decoding: try JSONEncoder().encode(times), as: UTF8.self)
        let plots = ScenePlots(scene: scene, summary: summary).all
        let facts = (summary.lines + notes).map { "<li>\(Markup.escaped($0))</li>" }.joined()
        let aspect = scene.screenHeight > 0 ? scene.screenWidth / scene.screenHeight : 1
        let count = scene.frames.count
        let style = Self.style + "\n#screen { aspect-ratio: \(Number.fixed(aspect, digits: 4)); }"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(chunkSize, 1 << 16) * 2)
        bytes.append(contentsOf: Markup.documentStart(title: "\(scene.title) · transition-lab", style: style).utf8)
        bytes.append(contentsOf: """
            <header><a href="index.html">← all scenes</a><h1>\(Markup.escaped(scene.title))</h1><p>\(Markup.escaped(scene.summary))</p></header>
            <main>
            <section class="player">
            <div id="screen">\(scene.frames.first.map(renderer.svg) ?? "")</div>
            <div class="controls">
            <button id="play" type="button">Play</button>
            <button id="previous" type="button" title="previous frame (←)">◀</button>
            <button id="next" type="button" title="next frame (→)">▶</button>
            <input id="scrubber" type="range" min="0" max="\(max(count - 1, 0))" value="0" step="1" aria-label="frame">
            <label>speed <select id="speed"><option value="0.25">0.25×</option><option value="1" selected>1×</option></select></label>
            </div>
            <p class="readout"><span id="frame-number">frame 1 of \(count)</span> · <span id="frame-time">\(Number.fixed(scene.startTime, digits: 3)) s</span></p>
            </section>
            <section class="facts">
            <h2>Summary</h2><ul>\(facts)</ul>
            <div class="plots">\(plots.joined(separator: "\n"))</div>
            </section>
            </main>
            <script id="frames" type="application/json">[
            """.utf8)
        var svg: [UInt8] = []
        for (index, frame) in scene.frames.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            svg.removeAll(keepingCapacity: true)
            renderer.write(frame, to: &svg)
            JSONString.append(utf8: svg, to: &bytes)
            if bytes.count >= chunkSize { try emit(&bytes) }
        }
        bytes.append(contentsOf: """
            ]</script>
            <script id="times" type="application/json">\(timeData)</script>
            <script>\(Self.script)</script>
            """.utf8)
        bytes.append(contentsOf: Markup.documentEnd.utf8)
        try emit(&bytes)
    }

    static let style = """
    body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1b1b1f; background: #f4f5f7; }
    header { padding: 16px 24px 4px; } header h1 { margin: 6px 0 4px; font-size: 22px; } header p { margin: 0; color: #555; }
    header a { color: #1f5fbf; text-decoration: none; font-size: 14px; }
    main { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px 24px 32px; align-items: flex-start; }
    .player { flex: 0 0 auto; }
    #screen { height: min(72vh, 640px); background: #000; border-radius: 18px; overflow: hidden; box-shadow: 0 4px 18px #0003; }
    #screen svg { width: 100%; height: 100%; display: block; }
    .controls { display: flex; gap: 8px; align-items: center; margin-top: 12px; font-size: 14px; }
    .controls button { font-size: 14px; padding: 4px 10px; min-width: 40px; }
    #scrubber { width: 200px; }
    .readout { font-size: 13px; color: #555; font-variant-numeric: tabular-nums; margin: 6px 0 0; }
    .facts { flex: 1 1 560px; min-width: 320px; } .facts h2 { font-size: 16px; margin: 0 0 6px; }
    .facts ul { margin: 0 0 12px; padding-left: 18px; font-size: 14px; line-height: 1.5; }
    .plots { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 12px; }
    svg.plot { width: 100%; height: auto; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px #0002; }
    svg.plot .title { font-size: 13px; font-weight: 600; fill: #1b1b1f; }
    svg.plot .legend, svg.plot .tick { font-size: 11px; fill: #444; }
    svg.plot .axis { font-size: 12px; fill: #333; } svg.plot .note { font-size: 13px; fill: #777; }
    svg.plot .grid { stroke: #e3e5e8; stroke-width: 1; } svg.plot .frame { fill: none; stroke: #9aa0a6; stroke-width: 1; }
    svg.plot .cursor { stroke: #1b1b1f; stroke-width: 1.5; stroke-dasharray: 4 3; }
    """

    static let script = """
    "use strict";
    (function () {
      const frames = JSON.parse(document.getElementById("frames").textContent);
      const times = JSON.parse(document.getElementById("times").textContent);
      const screen = document.getElementById("screen");
      const scrubber = document.getElementById("scrubber");
      const play = document.getElementById("play");
      const speed = document.getElementById("speed");
      const number = document.getElementById("frame-number");
      const clock = document.getElementById("frame-time");
      const plots = Array.from(document.querySelectorAll("svg.plot"));
      let index = 0, playing = false, playTime = 0, lastTick = 0;

      function show(next) {
        if (frames.length === 0) { return; }
        index = Math.max(0, Math.min(frames.length - 1, next));
        screen.innerHTML = frames[index];
        scrubber.value = String(index);
        number.textContent = "frame " + (index + 1) + " of " + frames.length;
        clock.textContent = times[index].toFixed(3) + " s";
        for (const plot of plots) {
          const cursor = plot.querySelector(".cursor");
          if (!cursor) { continue; }
          const x0 = Number(plot.dataset.x0), x1 = Number(plot.dataset.x1);
          const t0 = Number(plot.dataset.t0), t1 = Number(plot.dataset.t1);
          const x = x0 + (times[index] - t0) / Math.max(t1 - t0, 1e-9) * (x1 - x0);
          cursor.setAttribute("x1", String(x));
          cursor.setAttribute("x2", String(x));
        }
      }
      function setPlaying(on) {
        playing = on && frames.length > 1;
        play.textContent = playing ? "Pause" : "Play";
        if (playing) {
          if (index >= frames.length - 1) { show(0); }
          playTime = times[index];
          lastTick = performance.now();
          requestAnimationFrame(tick);
        }
      }
      function tick(now) {
        if (!playing) { return; }
        playTime += (now - lastTick) / 1000 * Number(speed.value);
        lastTick = now;
        let next = index;
        while (next + 1 < frames.length && times[next + 1] <= playTime) { next += 1; }
        if (next !== index) { show(next); }
        if (index >= frames.length - 1) { setPlaying(false); return; }
        requestAnimationFrame(tick);
      }
      play.addEventListener("click", function () { setPlaying(!playing); });
      document.getElementById("previous").addEventListener("click", function () { setPlaying(false); show(index - 1); });
      document.getElementById("next").addEventListener("click", function () { setPlaying(false); show(index + 1); });
      scrubber.addEventListener("input", function () { setPlaying(false); show(Number(scrubber.value)); });
      document.addEventListener("keydown", function (event) {
        // The scrubber and the speed menu handle their own keys.
        if (event.target === scrubber || event.target === speed) { return; }
        if (event.key === "ArrowLeft") { setPlaying(false); show(index - 1); }
        else if (event.key === "ArrowRight") { setPlaying(false); show(index + 1); }
        else if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
      });
      show(0);
    })();
    """
}
