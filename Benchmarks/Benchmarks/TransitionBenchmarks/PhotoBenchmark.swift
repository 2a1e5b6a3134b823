import Benchmark
import Demos
import Foundation
import Gestures
import GestureScripts
import Motion
import Stage

/// The photo demo in the middle of a dismissal held by two fingers (pan, pinch and rotation all
/// active): returns the demo and the touch events for `count` more frames.
@MainActor
func photoDismissalScene(frames count: Int) -> (PhotoDemo, [TouchEvent]) {
    guard let clock = try? ManualClock() else { fatalError("clock") }
    let demo = PhotoDemo(clock: clock)
    try? demo.window.inject(GestureScript { GestureStep.tap(at: demo.thumbnailCenter(0)) })
    try? demo.window.runUntilIdle(timeout: 10)
    var time = demo.window.clock.now
    let center = demo.screenCenter
    func event(_ frame: Int, _ phase: TouchPhase) -> TouchEvent {
        time += 1.0 / 120
        // The fingers spread, turn and travel, back and forth.
        let wave = sin(Double(frame) / 60 * .pi)
        return twoFingers(about: CGPoint(x: center.x + 30 * wave, y: center.y + 60 * wave), span: 100 + 40 * wave,
                          angle: 0.4 * wave, at: time, phase: phase)
    }
    // Touch down and move until every gesture has begun.
    try? demo.window.send(event(0, .began))
    demo.window.frame(at: time)
    for frame in 1...40 {
        try? demo.window.send(event(frame, .moved))
        demo.window.frame(at: time)
    }
    let events = (0..<count).map { event(41 + $0, .moved) }
    return (demo, events)
}

let photoBenchmarks: @Sendable () -> Void = {
    // One frame of a photo dismissal with pan, pinch and rotation active: two fingers move, the
    // gestures update, the replica follows (springs paused), the drag radius scrubs the fade.
    Benchmark("Photo dismissal frame, pan + pinch + rotation", configuration: .init(scalingFactor: .kilo)) { benchmark async in
        let count = benchmark.scaledIterations.count
        let (demo, events) = await MainActor.run { photoDismissalScene(frames: count) }
        benchmark.startMeasurement()
        await MainActor.run { play(events, in: demo.window) }
        benchmark.stopMeasurement()
        blackHole(demo)
        blackHole(events)
    }
}
