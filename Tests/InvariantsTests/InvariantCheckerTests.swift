import Foundation
import Invariants
import Motion
import Stage
import Testing
import TransitionKit

@MainActor
@Suite("InvariantChecker")
struct InvariantCheckerTests {
    /// Pushes a screen with `fault`, runs to rest and returns what the checker found.
    private func push(with fault: Fault, completes: Bool = true) throws -> (checker: InvariantChecker, scene: CheckedNavigation) {
        let scene = try CheckedNavigation(fault: fault, completes: completes)
        let checker = InvariantChecker(window: scene.window)
        let next = ViewController(title: "Next")
        next.stageView.addSubview(View(name: "next card", frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        try scene.navigation.pushViewController(next, animated: true)
        try? scene.window.runUntilIdle(timeout: 2)
        checker.checkAtRest()
        return (checker, scene)
    }

    @Test("a correct transition, completed or cancelled, breaks no promise", arguments: [true, false])
    func correct(completes: Bool) throws {
        let (checker, scene) = try push(with: .none, completes: completes)
        #expect(checker.violations == [])
        #expect(checker.completedCount == (completes ? 1 : 0) && checker.cancelledCount == (completes ? 0 : 1))
        #expect(checker.frameCount > 20, "0.2 s at 120 fps")
        #expect(scene.navigation.stack.count == (completes ? 2 : 1))
    }

    @Test("each fault is found, as the kind of promise it breaks", arguments: [
        (Fault.leavesAlpha, InvariantViolation.Kind.hierarchy, "alpha 0.0, expected 1.0"),
        (.leavesSnapshot, .hierarchy, "the snapshot snapshot of Root is on screen"),
        (.completesTwice, .stageIssue, "completeTransition was called twice"),
        (.neverCompletes, .completion, "never completed"),
        (.hidesArriving, .hierarchy, "isHidden true, expected false"),
        (.keepsContext, .leak, "outlived the transition"),
        (.showsNaN, .nonFiniteValue, "Root has a value that is not finite"),
    ])
    func faultFound(fault: Fault, kind: InvariantViolation.Kind, phrase: String) throws {
        defer { FaultyAnimator.keptContexts.removeAll() }
        let (checker, _) = try push(with: fault)
        let found = checker.violations.filter { $0.kind == kind }
        #expect(!found.isEmpty, "\(fault) should break a \(kind) promise; found \(checker.violations)")
        #expect(found.contains { $0.message.contains(phrase) }, "\(found.map(\.message))")
    }

    @Test("a cancelled transition must leave exactly the start state: a turned view off screen is found")
    func cancelledLeavesTransform() throws {
        let (checker, _) = try push(with: .leavesTransformOnCancel, completes: false)
        let messages = checker.violations.filter { $0.kind == .hierarchy }.map(\.message)
        #expect(messages.contains { $0.contains("Next (off screen): transform") }, "\(messages)")
        // The same fault on a completed push turns a view that stays on screen.
        let (completed, _) = try push(with: .leavesTransformOnCancel, completes: true)
        #expect(completed.violations.contains { $0.kind == .hierarchy && $0.message.contains("Next: transform") })
    }

    @Test("a controller that stays appeared after its view left the screen is found at rest")
    func appearanceAtRest() throws {
        let (checker, scene) = try push(with: .none)
        #expect(checker.violations == [])
        // The app pulls the top view out by hand, behind the container's back.
        scene.navigation.stack[1].stageView.removeFromSuperview()
        checker.checkAtRest()
        #expect(checker.violations.map(\.kind) == [.appearance])
        #expect(checker.violations.first?.message.contains("Next is appeared at rest while its view is off screen") == true)
    }

    @Test("a view added behind the transition's back is not the end state")
    func strayView() throws {
        let scene = try CheckedNavigation(fault: .none)
        let checker = InvariantChecker(window: scene.window)
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        scene.window.runFrames(3)
        let stray = View(name: "stray", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.navigation.stageView.addSubview(stray)
        try scene.window.runUntilIdle()
        #expect(checker.violations.contains { $0.kind == .hierarchy && $0.message.contains("the unexpected view stray is on screen") })
    }

    @Test("an immediate change is checked too, and so is a refused one (nothing happens)")
    func immediate() throws {
        let scene = try CheckedNavigation(fault: .none)
        let checker = InvariantChecker(window: scene.window)
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: false)
        #expect(throws: ContainerError.cannotPopRootViewController) {
            try scene.navigation.popToRootViewController(animated: false)
            try scene.navigation.popViewController(animated: false)
        }
        checker.checkAtRest()
        #expect(checker.violations == [])
        #expect(checker.completedCount == 2)
    }
}
