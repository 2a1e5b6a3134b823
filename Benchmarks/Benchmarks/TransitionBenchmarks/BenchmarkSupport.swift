import Foundation
import Gestures
import Stage

/// Two fingers `span` points apart about `middle`, turned by `angle` radians, at `time`.
@MainActor
func twoFingers(about middle: CGPoint, span: Double, angle: Double, at time: Double, phase: TouchPhase) -> TouchEvent {
    let dx = span / 2 * cos(angle), dy = span / 2 * sin(angle)
    let touches = [
        Touch(id: 1, x: Double(middle.x) - dx, y: Double(middle.y) - dy, timestamp: time, phase: phase),
        Touch(id: 2, x: Double(middle.x) + dx, y: Double(middle.y) + dy, timestamp: time, phase: phase),
    ]
    guard let event = try? TouchEvent(timestamp: time, touches: touches) else { fatalError("event") }
    return event
}

/// Plays `events` in `window`, one frame each, with the recorder off: the measured part of a
/// frame benchmark.
///
/// The caller keeps `events` alive until its measurement has stopped (`blackHole(events)`
/// after it): the events are made before the measurement starts, so they are freed after it
/// ends, and a frame's count is the engine's work, not the freeing of the harness's input.
@MainActor
func play(_ events: [TouchEvent], in window: Window) {
    window.recorder.isRecording = false
    for event in events {
        try? window.send(event)
        window.frame(at: event.timestamp)
    }
}
