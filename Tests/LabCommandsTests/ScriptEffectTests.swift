import Recording
import Testing
@testable import LabCommands

/// A view named `name` at `x`, the rest plain.
private func view(_ name: String = "screen", x: Double = 195) -> RecordedView {
    RecordedView(
        name: name, depth: 1, zIndex: 0, centerX: x, centerY: 422, width: 390, height: 844, scaleX: 1, scaleY: 1,
        rotation: 0, opacity: 1, frameX: x - 195, frameY: 0, frameWidth: 390, frameHeight: 844, cornerRadius: 0,
        background: nil, content: .none, isSnapshot: false, clipsToBounds: false)
}

/// A frame at `time` showing `views`, with a finger down when `touched`.
private func frame(_ time: Double, _ views: [RecordedView], touched: Bool = false,
                   transition: RecordedTransition? = nil, events: [RecordedEvent] = []) -> RecordedFrame {
    RecordedFrame(time: time, views: views, touches: touched ? [RecordedTouch(id: 1, x: 24, y: 464, phase: "moved")] : [],
                  transition: transition, events: events)
}

/// What `frames` tell a fresh ``ScriptEffect``.
private func effect(of frames: [RecordedFrame]) -> ScriptEffect {
    var effect = ScriptEffect()
    for frame in frames { effect.add(frame) }
    return effect
}

@Suite("ScriptEffect: whether a script's gestures acted, from the recorded frames")
struct ScriptEffectTests {
    @Test("touches that leave the screen as it was found nothing to act on")
    func nothing() {
        let effect = effect(of: [frame(0, [view()]), frame(0.1, [view()], touched: true), frame(0.2, [view()], touched: true),
                                 frame(0.3, [view()])])
        #expect(effect.touched)
        #expect(effect.foundNothing)
    }

    @Test("no touch at all found nothing, however the screen changed (a transition started by a button)")
    func noTouch() {
        let effect = effect(of: [frame(0, [view(x: 0)], events: [RecordedEvent(kind: .transitionBegan, detail: "push", time: 0)]),
                                 frame(0.1, [view(x: 195)])])
        #expect(!effect.touched)
        #expect(effect.foundNothing)
    }

    @Test("what changed before the first touch (the scene's own way forward) doesn't count")
    func beforeTheTouch() {
        let began = RecordedEvent(kind: .transitionBegan, detail: "push from Home to Screen 2", time: 0)
        let running = RecordedTransition(name: "push from Home to Screen 2", fractionComplete: 0.5, phase: .animating, sharedElement: nil)
        let effect = effect(of: [frame(0, [view(x: 390)], transition: running, events: [began]), frame(0.1, [view(x: 195)]),
                                 frame(0.2, [view(x: 195)], touched: true), frame(0.3, [view(x: 195)])])
        #expect(effect.foundNothing)
    }

    @Test("a view that moves after the first touch acted: a page scrolled, a screen dragged", arguments: [0.1, 0.2])
    func moved(at time: Double) {
        let frames = [frame(0, [view()]), frame(0.1, [view(x: time == 0.1 ? 180 : 195)], touched: true),
                      frame(0.2, [view(x: 180)], touched: true)]
        #expect(!effect(of: frames).foundNothing)
    }

    @Test("a view that appears or goes after the first touch acted")
    func appeared() {
        #expect(!effect(of: [frame(0, [view()]), frame(0.1, [view()], touched: true), frame(0.2, [view(), view("sheet")])]).foundNothing)
        #expect(!effect(of: [frame(0, [view(), view("sheet")]), frame(0.1, [view(), view("sheet")], touched: true),
                             frame(0.2, [view()])]).foundNothing)
    }

    @Test("a transition that begins or runs after the first touch acted, even with nothing yet moved")
    func transition() {
        let began = RecordedEvent(kind: .transitionBegan, detail: "pop from Screen 2 to Home", time: 0.2)
        #expect(!effect(of: [frame(0, [view()]), frame(0.1, [view()], touched: true), frame(0.2, [view()], events: [began])]).foundNothing)
        let running = RecordedTransition(name: "pop", fractionComplete: 0, phase: .interactive, sharedElement: nil)
        #expect(!effect(of: [frame(0, [view()]), frame(0.1, [view()], touched: true, transition: running)]).foundNothing)
    }

    @Test("recording that starts at the first touch compares with the screen that touch found")
    func recordingStartsAtTheTouch() {
        #expect(effect(of: [frame(0.1, [view()], touched: true), frame(0.2, [view()])]).foundNothing)
        #expect(!effect(of: [frame(0.1, [view()], touched: true), frame(0.2, [view(x: 200)])]).foundNothing)
    }
}
