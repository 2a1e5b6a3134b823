import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts
import Motion
import Recording
import Testing
import TransitionKit
@testable import Stage

@MainActor
@Suite("Window and recorder")
struct WindowTests {
    @Test("scripts run through hit testing and the arena as frames run")
    func touchInjection() throws {
        let window = try makeWindow()
        let home = ViewController(title: "Home")
        window.rootViewController = home
        let card = View(name: "card", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        home.stageView.addSubview(card)
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        let elsewhere = PanGestureRecognizer()
        home.stageView.addGestureRecognizer(elsewhere)
        var endVelocity: CGPoint?
        pan.addTarget { recognizer in
            if recognizer.state == .ended { endVelocity = (recognizer as? PanGestureRecognizer)?.velocity(in: nil) }
        }
        try window.inject(GestureScript { GestureStep.flick(from: CGPoint(x: 150, y: 150), velocity: CGPoint(x: 0, y: 1500)) })
        try window.runUntilIdle()
        let velocity = try #require(endVelocity)
        #expect(abs(velocity.y - 1500) < 75 && abs(velocity.x) < 75)
        #expect(elsewhere.state == .possible)
        let touchedFrames = window.recorder.frames.filter { !$0.touches.isEmpty }
        #expect(touchedFrames.first?.touches.first?.phase == "began")
        #expect(touchedFrames.last?.touches.first?.phase == "ended")
        #expect(window.touchesDown.isEmpty)
    }

    @Test("touches are recorded once recording is on, whether injected or sent, and not before")
    func touchesRecordedOnceRecording() throws {
        let window = try makeWindow()
        window.rootViewController = ViewController(title: "Home")
        func touch(_ x: Double, _ phase: TouchPhase) throws -> TouchEvent {
            let time = window.clock.now + 0.001
            return try TouchEvent(timestamp: time, touches: [Touch(id: 1, x: x, y: 50, timestamp: time, phase: phase)])
        }
        window.recorder.isRecording = false
        try window.send(touch(50, .began))
        window.runFrames(2)
        window.recorder.isRecording = true
        window.inject([try touch(60, .moved)])
        window.runFrames(2)
        window.recorder.isRecording = false
        window.runFrames(1)
        window.recorder.isRecording = true
        try window.send(touch(70, .ended))
        window.runFrames(1)
        let phases = window.recorder.frames.flatMap(\.touches).map(\.phase)
        #expect(!phases.contains("began"), "the touch-down came before recording")
        #expect(phases.contains("moved"), "a touch injected once recording is on is recorded")
        #expect(phases.last == "ended", "a touch sent once recording is on is recorded")
    }

    @Test("scripts continue each other: a finger held down by one is moved and lifted by the next")
    func continuedScripts() throws {
        let window = try makeWindow()
        let home = ViewController(title: "Home")
        window.rootViewController = home
        let pan = PanGestureRecognizer()
        home.stageView.addGestureRecognizer(pan)
        var states: [GestureRecognizerState] = []
        var translation = CGPoint.zero
        pan.addTarget { recognizer in
            states.append(recognizer.state)
            translation = pan.translation(in: nil)
        }
        try window.inject(GestureScript {
            GestureStep.drag(path: [CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400)], duration: 0.2, easing: .linear, lift: false)
        })
        window.run(for: 0.3)
        #expect(window.touchesDown.map(\.location) == [CGPoint(x: 200, y: 400)] && pan.state == .changed)
        // Two scripts queued at once: the second starts one touch frame after the first ends.
        try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 250, y: 450)], duration: 0.1, easing: .linear, lift: false) })
        try window.inject(GestureScript {
            GestureStep.hold(duration: 0.05)
            GestureStep.lift
        })
        try window.runUntilIdle()
        #expect(translation == CGPoint(x: 150, y: 50), "one gesture, from the first touch-down")
        #expect(states.filter { $0 == .began }.count == 1 && states.last == .ended)
        #expect(window.issues.isEmpty && window.touchesDown.isEmpty)
        let ids = Set(window.recorder.frames.flatMap(\.touches).map(\.id))
        #expect(ids == [1], "the same finger throughout")
    }

    @Test("a script that puts a new finger down while one is held is refused, saying how to go on")
    func newFingerWhileHeld() throws {
        let window = try makeWindow()
        try window.inject(GestureScript { GestureStep.longPress(at: CGPoint(x: 100, y: 100), duration: 0.1, lift: false) })
        window.run(for: 0.2)
        let error = #expect(throws: GestureScriptError.self) {
            try window.inject(GestureScript { GestureStep.tap(at: CGPoint(x: 50, y: 50)) })
        }
        #expect(error?.path == "steps[0]")
        #expect(error?.reason.contains("still down from an earlier step (or an earlier script)") == true)
        #expect(error?.reason.contains("lift or cancel them first") == true)
        // Lifting first, then tapping, works.
        try window.inject(GestureScript {
            GestureStep.lift
            GestureStep.tap(at: CGPoint(x: 50, y: 50))
        })
        try window.runUntilIdle()
        #expect(window.issues.isEmpty && window.touchesDown.isEmpty)
    }

    @Test("refused touches are recorded as issues and change nothing")
    func refusedTouch() throws {
        let window = try makeWindow()
        let event = try TouchEvent(timestamp: 0, touches: [Touch(id: 3, x: 10, y: 10, timestamp: 0, phase: .moved)])
        #expect(throws: TouchError.unknownTouch(TouchIdentifier(3))) { try window.send(event) }
        #expect(window.issues == [.touchRefused("touch 3 did not begin before this event")])
    }

    @Test("runUntilIdle names what still runs")
    func idleTimeout() throws {
        let window = try makeWindow()
        let view = View(name: "spinner", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        let animator = try PropertyAnimator(duration: 100, curve: .linear, loop: window.loop) { view.alpha = 0 }
        animator.name = "slow fade"
        try animator.startAnimation()
        #expect(throws: ClockError.stillRunning(names: ["slow fade"], after: 1)) { try window.runUntilIdle(timeout: 1) }
    }

    @Test("on a display clock, each frame the host shows steps the animations to the display's time; a host settling it runs at its rate")
    func displayClock() throws {
        let clock = try DisplayClock(now: 40, settlingFrameRate: 50)
        let window = Window(clock: clock)
        let view = View(name: "fader", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        let animator = try PropertyAnimator(duration: 1, curve: .linear, loop: window.loop) { view.alpha = 0 }
        try animator.startAnimation()
        // A display's frames, unevenly spaced as a browser's are.
        window.frame(at: 40.25)
        #expect(clock.now == 40.25)
        #expect(abs(view.presentation.alpha - 0.75) < 1e-9)
        window.frame(at: 40.6)
        #expect(abs(view.presentation.alpha - 0.4) < 1e-9)
        #expect(window.frameInterval == 1.0 / 50)
        try window.runUntilIdle(timeout: 1)
        #expect(view.presentation.alpha == 0 && abs(clock.now - 41) < 1.0 / 50 + 1e-9)
    }

    @Test("the recorder captures the visible tree, back to front, with accumulated geometry")
    func recorder() throws {
        let window = try makeWindow()
        let home = ViewController(title: "Home")
        home.stageView.backgroundColor = Color(red: 1, green: 1, blue: 1)
        window.rootViewController = home
        let card = View(name: "card", frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        card.transform = Transform2D(scaleX: 2, scaleY: 2, rotation: .pi / 2)
        card.alpha = 0.5
        card.cornerRadius = 8
        card.content = .image(ImageReference(name: "photo", pixelWidth: 300, pixelHeight: 150))
        home.stageView.addSubview(card)
        let hidden = View(name: "hidden", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        home.stageView.addSubview(hidden)
        window.runFrames(1)
        let frame = try #require(window.recorder.frames.last)
        #expect(frame.views.map(\.name) == ["window", "Home", "card"])
        let recorded = frame.views[2]
        #expect(recorded.depth == 2 && recorded.zIndex == 2)
        #expect(abs(recorded.centerX - 150) < 1e-9 && abs(recorded.centerY - 125) < 1e-9)
        #expect(abs(recorded.scaleX - 2) < 1e-9 && abs(recorded.rotation - .pi / 2) < 1e-9)
        #expect(abs(recorded.frameWidth - 100) < 1e-9 && abs(recorded.frameHeight - 200) < 1e-9)
        #expect(recorded.opacity == 0.5 && recorded.cornerRadius == 16)
        #expect(recorded.content == .image(ImageReference(name: "photo", pixelWidth: 300, pixelHeight: 150)))
        let encoded = try JSONEncoder().encode(frame)
        #expect(try JSONDecoder().decode(RecordedFrame.self, from: encoded) == frame)
    }

    @Test("a recorded push: the fade, the events, and the final tree")
    func recordedPush() throws {
        let window = try makeWindow()
        let supplier = TransitionSupplier()
        let a = ViewController(title: "A"), b = ViewController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        navigation.delegate = supplier
        window.rootViewController = navigation
        try navigation.pushViewController(b, animated: true)
        try window.runUntilIdle()
        let frames = window.recorder.frames
        #expect(frames.count == 36, "0.3 s at 120 frames per second")
        #expect(frames.first?.events.map(\.kind) == [.transitionBegan])
        #expect(frames.first?.events.first?.detail == "push from A to B")
        #expect(frames.last?.events.map(\.kind) == [.transitionCompleted])
        #expect(frames.last?.events.last?.detail == "end")
        let opacities = frames.compactMap { $0.views.first { $0.name == "B" }?.opacity }
        #expect(opacities.count == 36, "the first frame is recorded after one step")
        #expect(abs((opacities.first ?? 0) - 1.0 / 36) < 1e-9)
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 < $1 })
        let names = frames.last?.views.map(\.name) ?? []
        #expect(Array(names.prefix(4)) == ["window", "navigation", "navigation transition view", "B"])
        #expect(names.count > 4 && names.dropFirst(4).allSatisfy { $0.hasPrefix("navigation bar") }, "then the bar, on top")
    }
}
