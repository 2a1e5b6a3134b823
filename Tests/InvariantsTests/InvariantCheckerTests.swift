import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
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
        #expect(checker.endings == [TransitionEnding(operation: "navigation push", from: "Root", to: "Next", isAnimated: true,
                                                     completed: completes)])
        #expect(checker.endings.first?.description == "navigation push from Root to Next: \(completes ? "completed" : "cancelled")")
    }

    @Test("the endings keep the latest, up to their limit; the counts count them all")
    func endingsBounded() throws {
        let scene = try CheckedNavigation(fault: .none, completes: true)
        let checker = InvariantChecker(window: scene.window)
        checker.maximumEndings = 2
        for index in 1...3 {
            try scene.navigation.pushViewController(ViewController(title: "Screen \(index)"), animated: index != 2)
            try scene.window.runUntilIdle(timeout: 2)
        }
        #expect(checker.completedCount == 3)
        #expect(checker.endings.map(\.to) == ["Screen 2", "Screen 3"])
        #expect(checker.endings.map(\.isAnimated) == [false, true])
        #expect(checker.endings.first?.description == "navigation push from Screen 1 to Screen 2 at once: completed")
    }

    @Test("each fault is found, as the kind of promise it breaks", arguments: [
        (Fault.leavesAlpha, InvariantViolation.Kind.hierarchy, "alpha 0.0, expected 1.0"),
        (.leavesSnapshot, .hierarchy, "the snapshot snapshot of Root is on screen"),
        (.completesTwice, .stageIssue, "completeTransition was called twice"),
        (.neverCompletes, .completion, "never completed"),
        (.hidesArriving, .hierarchy, "isHidden true, expected false"),
        (.keepsContext, .leak, "outlived the transition"),
        (.showsNaN, .nonFiniteValue, "Root has a value that is not finite"),
        (.keepsLateSnapshot, .leak, "made during a transition, is still alive off screen"),
        (.keepsLateAnimator, .leak, "outlived its transition"),
    ])
    func faultFound(fault: Fault, kind: InvariantViolation.Kind, phrase: String) throws {
        defer {
            FaultyAnimator.keptContexts.removeAll()
            FaultyAnimator.keptViews.removeAll()
            FaultyAnimator.keptAnimators.removeAll()
        }
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

    @Test("a push restyles the navigation bar (titles, back button) without a violation; a view the bar didn't have is still one")
    func barRestyled() throws {
        let scene = try CheckedNavigation(fault: .none)
        let checker = InvariantChecker(window: scene.window)
        let bar = scene.navigation.navigationBar
        let title = bar.title
        try scene.navigation.pushViewController(ViewController(title: "Next"), animated: true)
        try scene.window.runUntilIdle()
        #expect(bar.title == "Next" && bar.title != title && bar.backButtonTitle != nil)
        #expect(checker.violations.isEmpty, "\(checker.violations)")
        try scene.navigation.popViewController(animated: true)
        scene.window.runFrames(3)
        bar.addSubview(View(name: "badge", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        try scene.window.runUntilIdle()
        #expect(checker.violations.contains { $0.kind == .hierarchy && $0.message.contains("badge") })
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

    @Test("matched replicas: a director that leaves a replica flying or an original hidden is found; one that cleans up is not",
          arguments: [false, true])
    func matchedReplicas(cleansUp: Bool) throws {
        let window = Window(clock: try ManualClock())
        let grid = ViewController(title: "Grid"), detail = ViewController(title: "Detail")
        let thumbnail = View(name: "thumbnail", frame: CGRect(x: 20, y: 100, width: 60, height: 60))
        let large = View(name: "large", frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        thumbnail.sharedElementIdentifier = "photo"
        large.sharedElementIdentifier = "photo"
        grid.stageView.addSubview(thumbnail)
        detail.stageView.addSubview(large)
        let navigation = NavigationController(rootViewController: grid)
        window.rootViewController = navigation
        let source = MatchedSource(cleansUp: cleansUp)
        let controller = TransitionController(forTransitionsIn: navigation, transitionsSource: source)
        let checker = InvariantChecker(window: window)
        try navigation.pushViewController(detail, animated: true)
        try window.runUntilIdle()
        checker.checkAtRest()
        if cleansUp {
            #expect(checker.violations == [])
        } else {
            let messages = checker.violations.filter { $0.kind == .hierarchy }.map(\.message)
            #expect(messages.contains { $0.contains("snapshot of large") || $0.contains("snapshot of thumbnail") }, "\(messages)")
            #expect(messages.contains { $0.contains("isHidden true, expected false") }, "\(messages)")
        }
        ForgetfulMatchedDirector.kept.removeAll()
        _ = controller
    }
}

/// Flies every matched pair, and — unless it cleans up — leaves the replicas and the hidden
/// originals behind (its replicators are kept, so they can't clean up as they go).
@MainActor
final class ForgetfulMatchedDirector: TransitionDirector {
    static var kept: [ViewReplicator] = []
    static var cleansUp = false
    let transition: DirectedTransition
    private let replicator = ViewReplicator()
    private var hidden: [any HostView] = []

    init(transition: DirectedTransition) { self.transition = transition }

    func setUp() {
        let matches = MatchedElements(from: transition.backViewController.view, to: transition.foreViewController.view)
        for pair in matches.pairs {
            guard let replica = replicator.replicate(view: pair.source, into: transition.containerView) else { continue }
            pair.destination.isHidden = true
            hidden.append(pair.destination)
            transition.runtime.addPlan(MatchedFlight(back: pair.source, fore: pair.destination, in: transition.containerView), to: replica)
        }
        Self.kept.append(replicator)
    }

    func add(_ gestureRecognizer: GestureRecognizer) {}

    func tearDown() {
        guard Self.cleansUp else { return }
        replicator.cleanUp()
        for view in hidden { view.isHidden = false }
    }
}

/// A source of transitions flown by ``ForgetfulMatchedDirector``.
@MainActor
final class MatchedSource: TransitionsSource {
    init(cleansUp: Bool) { ForgetfulMatchedDirector.cleansUp = cleansUp }
    func transitionFor(operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?) -> Transition {
        Transition(duration: 0.3, director: ForgetfulMatchedDirector.self)
    }
}
