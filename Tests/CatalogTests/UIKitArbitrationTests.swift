import Demos
import Foundation
@testable import Gestures
import HostBridge
import Recording
import Stage
import Testing
import TransitionKit

/// UIKit's gesture system, simulated on Stage: every engine recognizer gets a stand-in, as on
/// UIKit, and the stand-ins are decided by UIKit's rules — at the end of the frame whose touches
/// asked, not inside the arena — through the UIKit host's own ``HostBridge/GestureArbitration``;
/// and, as UIKit does, a transition's context is handed over at the next frame.
///
/// The rules, as UIKit applies them to recognizers that share a touch: one that wants to begin
/// waits while a recognizer it must wait for is undecided; it fails (silently, until its touches
/// are over) if a recognizer it may not run with is active; else it begins, and the undecided
/// ones it may not run with fail. When the touches are over, every stand-in resets.
@MainActor
final class SimulatedUIKit: GestureArbiter, WindowFrameObserver {
    /// A stand-in in the simulated gesture system.
    final class StandIn: PlatformGestureRecognizer {
        let engine: GestureRecognizer
        /// The stand-in's state in the simulated system.
        var state = GestureRecognizerState.possible
        /// Whether its engine recognizer asked to begin and waits.
        var asked = false

        init(engine: GestureRecognizer) { self.engine = engine }

        func setPlatformState(_ state: GestureRecognizerState) -> Bool {
            guard !self.state.isFinished else { return false }
            if self.state == .possible, state == .began || state == .ended {
                asked = true
            } else {
                self.state = state
            }
            return true
        }
    }

    private var arbitration: GestureArbitration?
    private var standIns: [StandIn] = []
    private(set) var refusals = 0
    private(set) var confirmations = 0

    /// Takes over `window`'s arena, and starts its transitions at the next frame, as UIKit does.
    func install(on window: Window) {
        window.startsTransitionsAtNextFrame = true
        let arbitration = GestureArbitration(arena: window.arena)
        self.arbitration = arbitration
        window.arena.arbiter = self
    }

    func arena(_ arena: GestureArena, recognizer: GestureRecognizer, asksFor state: GestureRecognizerState) {
        guard let arbitration else { return }
        if arbitration.platformRecognizer(for: recognizer) == nil {
            let standIn = StandIn(engine: recognizer)
            standIns.append(standIn)
            arbitration.pair(recognizer, with: standIn)
        }
        arbitration.arena(arena, recognizer: recognizer, asksFor: state)
    }

    func arena(_ arena: GestureArena, recognizerDidChangeState recognizer: GestureRecognizer) {
        arbitration?.arena(arena, recognizerDidChangeState: recognizer)
    }

    func windowWillStepFrame(_ window: Window) {}

    func windowDidStepFrame(_ window: Window) {
        guard let arbitration else { return }
        var decided = true
        while decided {
            decided = false
            for standIn in standIns where standIn.asked && standIn.state == .possible {
                let others = standIns.filter { $0 !== standIn && Self.shareTouches($0.engine, standIn.engine) }
                if others.contains(where: { $0.state.isActive && !standIn.engine.canRecognizeSimultaneously(with: $0.engine) }) {
                    standIn.state = .failed
                    standIn.asked = false
                    refusals += 1
                    decided = true
                    continue
                }
                if others.contains(where: { $0.state == .possible && standIn.engine.requiresFailure(of: $0.engine) }) { continue }
                standIn.asked = false
                standIn.state = standIn.engine.pendingState ?? .began
                confirmations += 1
                arbitration.platformRecognizerDidBegin(standIn)
                for other in others where other.state == .possible && !standIn.engine.canRecognizeSimultaneously(with: other.engine) {
                    other.state = .failed
                    other.asked = false
                    refusals += 1
                }
                decided = true
            }
        }
        guard window.touchesDown.isEmpty else { return }
        for standIn in standIns where standIn.state != .possible || standIn.asked {
            standIn.state = .possible
            standIn.asked = false
            arbitration.platformRecognizerDidReset(standIn)
        }
    }

    private static func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        !a.touchHistory.isDisjoint(with: b.touchHistory)
    }
}

@MainActor
@Suite("The engine under UIKit's gesture arbitration")
struct UIKitArbitrationTests {
    /// How the transitions of `scene` ended, in order.
    private static func endings(of scene: RecordedScene) -> [String] {
        scene.frames.flatMap(\.events).filter { $0.kind == .transitionCompleted }.map(\.detail)
    }

    @Test("every demo scene ends as it does on Stage, its gestures decided and its transitions started as UIKit does",
          arguments: DemoScene.demo.map(\.identifier))
    func demoScenes(identifier: String) throws {
        let scene = try #require(DemoScene.demo.first { $0.identifier == identifier })
        let plain = try scene.record()
        let uikit = SimulatedUIKit()
        let installer = Installer(uikit)
        let arbitrated = try scene.record(observer: installer)
        #expect(installer.installed, "the simulated UIKit decided the scene's gestures")
        #expect(uikit.confirmations > 0, "the scene's gestures went through UIKit's decisions")
        #expect(Self.endings(of: arbitrated) == Self.endings(of: plain))
        #expect(!Self.endings(of: plain).isEmpty)
    }
}

/// Installs the simulated UIKit on the window of the first frame it sees, then forwards to it.
@MainActor
private final class Installer: WindowFrameObserver {
    let uikit: SimulatedUIKit
    private(set) var installed = false

    init(_ uikit: SimulatedUIKit) { self.uikit = uikit }

    func windowWillStepFrame(_ window: Window) {
        if !installed {
            uikit.install(on: window)
            installed = true
        }
        uikit.windowWillStepFrame(window)
    }

    func windowDidStepFrame(_ window: Window) { uikit.windowDidStepFrame(window) }
}
