@testable import Gestures
import Testing
@testable import TransitionKit

/// The plans hold their observer (the driver) strongly only while it holds the transition
/// interactively, and let go of it as the interaction ends, at teardown, or when asked.
@MainActor
@Suite("TransitionPlans' hold on their observer")
struct PlansObserverHoldTests {
    /// An observer that counts what it hears.
    private final class Listener: TransitionPlansObserver {
        var heard = 0
        func planGestureChanged(_ recognizer: GestureRecognizer) { heard += 1 }
    }

    private static func plans() -> TransitionPlans {
        TransitionPlans(timeline: TransitionTimeline(direction: .forward, duration: 1))
    }

    /// Plans whose only strong reference to their observer is their own: it is interactive.
    private static func plansWithInteractiveListener() -> (plans: TransitionPlans, listener: () -> Listener?) {
        let plans = Self.plans()
        weak var weakListener: Listener?
        do {
            let listener = Listener()
            weakListener = listener
            plans.observer = listener
            plans.observerIsInteractive = true
        }
        return (plans, { weakListener })
    }

    @Test("held while interactive, free once it isn't")
    func heldWhileInteractive() {
        let (plans, weakListener) = Self.plansWithInteractiveListener()
        #expect(weakListener() != nil, "an interactive observer is held by its plans")
        #expect(plans.holdsObserver)
        plans.observerIsInteractive = false
        #expect(weakListener() == nil, "the hold ends with the interaction")
        #expect(!plans.holdsObserver)
    }

    @Test("teardown and an explicit drop both let go")
    func teardownAndDrop() {
        for teardown in [true, false] {
            let (plans, weakListener) = Self.plansWithInteractiveListener()
            #expect(weakListener() != nil)
            if teardown { plans.tearDown() } else { plans.dropObserverHold() }
            #expect(weakListener() == nil, teardown ? "teardown drops the hold" : "a drop drops the hold")
        }
    }

    @Test("a tracked gesture's change reaches the observer through the hold")
    func changeReachesHeldObserver() throws {
        let plans = Self.plans()
        let listener = Listener()
        plans.observer = listener
        let pan = PanGestureRecognizer()
        plans.track(pan)
        plans.observerIsInteractive = true
        pan.requestState(.began)
        #expect(listener.heard == 1, "a change other than .changed is always told")
        pan.requestState(.changed)
        #expect(listener.heard == 1, "a change with nothing proposed is skipped while interactive")
        plans.observerIsInteractive = false
        pan.requestState(.changed)
        #expect(listener.heard == 2, "not interactive, every change is told")
    }
}
