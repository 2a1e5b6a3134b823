import Recording
import Testing
@testable import Report

@Suite("SceneSummary: phases, outcomes, duration")
struct SceneSummaryTests {
    func frame(_ time: Double, _ phase: RecordedTransition.Phase?, name: String = "push", events: [RecordedEvent] = []) -> RecordedFrame {
        RecordedFrame(time: time, views: [],
                      transition: phase.map { RecordedTransition(name: name, fractionComplete: 0.5, phase: $0) }, events: events)
    }

    @Test("consecutive frames in one phase make one span; a new transition starts a new span")
    func phases() {
        let scene = recordedScene([
            frame(0.0, .animating, events: [RecordedEvent(kind: .transitionBegan, detail: "push A", time: 0)]),
            frame(0.1, .animating),
            frame(0.2, .interactive),
            frame(0.3, .interrupted),
            frame(0.4, .animating, events: [RecordedEvent(kind: .transitionCompleted, detail: "end", time: 0.4)]),
            frame(0.5, nil),
            frame(0.6, .animating, name: "pop", events: [RecordedEvent(kind: .transitionBegan, detail: "pop B", time: 0.6)]),
            frame(0.7, .animating, name: "pop", events: [RecordedEvent(kind: .transitionCompleted, detail: "start", time: 0.7)]),
        ])
        let summary = SceneSummary(scene)
        #expect(summary.phases.map(\.phase) == [.animating, .interactive, .interrupted, .animating, .animating])
        #expect(summary.phases.first?.start == 0 && summary.phases.first?.end == 0.1)
        #expect(summary.outcomes == ["push A at end (completed)", "pop B at start (cancelled)"])
        #expect(abs(summary.duration - 0.7) < 1e-12 && summary.frameCount == 8)
        #expect(summary.lines[0] == "phases: animating 0.000–0.100, interactive 0.200–0.200, interrupted 0.300–0.300, "
            + "animating 0.400–0.400, animating 0.600–0.700")
        #expect(summary.lines[1] == "transitions ended: push A at end (completed); pop B at start (cancelled)")
        #expect(summary.lines[2] == "duration: 0.700 s, 8 frames")
    }
}
