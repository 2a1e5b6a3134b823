import Benchmark
import Catalog
import Foundation
import Gestures
import Motion
import Stage
import TransitionKit

/// A grid and a detail screen sharing `pairs` elements by identifier (the first one large on
/// the detail screen, the main one), the Zoom presenting the detail, and the main replica held by
/// two fingers (pan, pinch and rotation all active) while it opens. Returns the window, the
/// controller (kept alive) and the touch events for `count` more frames.
@MainActor
func zoomHeldScene(pairs: Int, frames count: Int) -> (Window, ZoomTransitionController, [TouchEvent]) {
    guard let clock = try? ManualClock() else { fatalError("clock") }
    let size = CGSize(width: 390, height: 844)
    let window = Window(screenSize: size, clock: clock)
    let grid = ViewController(title: "grid", size: size)
    let detail = ViewController(title: "detail", size: size)
    for index in 0..<pairs {
        let column = Double(index % 10), row = Double(index / 10)
        let small = View(name: "small \(index)", frame: CGRect(x: 8 + column * 38, y: 80 + row * 38, width: 32, height: 32))
        let large = index == 0
            ? View(name: "large 0", frame: CGRect(x: 0, y: 0, width: 390, height: 300))
            : View(name: "large \(index)", frame: CGRect(x: 4 + column * 38, y: 320 + row * 26, width: 36, height: 22))
        small.sharedElementIdentifier = "element \(index)"
        large.sharedElementIdentifier = "element \(index)"
        small.backgroundColor = .white
        large.backgroundColor = .white
        grid.stageView.addSubview(small)
        detail.stageView.addSubview(large)
    }
    window.rootViewController = grid
    // Long enough that nothing settles while the fingers hold it.
    let zoom = ZoomTransitionController(duration: 30)
    try? zoom.present(detail, from: grid, contextElement: nil)
    for _ in 0..<6 { window.frame(at: window.clock.now + 1.0 / 120) }
    guard let main = zoom.director?.mainReplica else { fatalError("no main replica") }
    let start = main.convert(CGPoint(x: main.bounds.midX, y: main.bounds.midY), to: nil)
    var time = window.clock.now
    func event(_ frame: Int, _ phase: TouchPhase) -> TouchEvent {
        time += 1.0 / 120
        // The fingers spread, turn and travel, back and forth, about where they touched down.
        let wave = sin(Double(frame) / 60 * .pi)
        return twoFingers(about: CGPoint(x: start.x + 20 * wave, y: start.y + 40 * wave), span: 30 + 10 * wave,
                          angle: 0.4 * wave, at: time, phase: phase)
    }
    // Touch down on the flying element and move until every gesture has begun.
    try? window.send(event(0, .began))
    window.frame(at: time)
    for frame in 1...40 {
        try? window.send(event(frame, .moved))
        window.frame(at: time)
    }
    return (window, zoom, (0..<count).map { event(41 + $0, .moved) })
}

let zoomBenchmarks: @Sendable () -> Void = {
    // One frame of a Zoom with 1, 20 and 200 matched pairs flying, the main one held by pan,
    // pinch and rotation: every end measured again, every spring stepped, the fade scrubbed.
    for pairs in [1, 20, 200] {
        Benchmark("Zoom frame, \(pairs) matched pairs, one held by pan + pinch + rotation",
                  configuration: .init(scalingFactor: .kilo)) { benchmark async in
            let count = benchmark.scaledIterations.count
            let (window, zoom, events) = await MainActor.run { zoomHeldScene(pairs: pairs, frames: count) }
            benchmark.startMeasurement()
            await MainActor.run { play(events, in: window) }
            benchmark.stopMeasurement()
            blackHole(window)
            blackHole(zoom)
            blackHole(events)
        }
    }
}
