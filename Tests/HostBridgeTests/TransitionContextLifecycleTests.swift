import HostBridge
import Testing

@MainActor
@Suite("TransitionContextLifecycle")
struct TransitionContextLifecycleTests {
    @Test("every change of the fraction is one update, clamped; repeats and non-finite fractions are dropped")
    func updates() {
        let lifecycle = TransitionContextLifecycle(interactive: false)
        #expect(lifecycle.progress(0.25) == .update(0.25))
        #expect(lifecycle.progress(0.25) == nil)
        #expect(lifecycle.progress(1.2) == .update(1))
        #expect(lifecycle.progress(.nan) == nil)
        #expect(lifecycle.progress(-3) == .update(0))
        #expect(lifecycle.percentComplete == 0)
    }

    @Test("completing: an update to the end reached, finish, then complete, once")
    func completes() {
        let lifecycle = TransitionContextLifecycle(interactive: true)
        _ = lifecycle.progress(0.8)
        #expect(lifecycle.complete(true) == [.update(1), .finish, .complete(true)])
        #expect(lifecycle.isComplete && !lifecycle.transitionWasCancelled && !lifecycle.isInteractive)
        #expect(lifecycle.complete(true).isEmpty)
        #expect(lifecycle.complete(false).isEmpty)
        #expect(lifecycle.refusedCompletions == 2)
        #expect(lifecycle.progress(0.3) == nil)
    }

    @Test("cancelling: an update back to 0, cancel, then complete(false)")
    func cancels() {
        let lifecycle = TransitionContextLifecycle(interactive: true)
        _ = lifecycle.progress(0.4)
        #expect(lifecycle.complete(false) == [.update(0), .cancel, .complete(false)])
        #expect(lifecycle.transitionWasCancelled)
    }

    @Test("a transition already at its end makes no extra update")
    func alreadyThere() {
        let lifecycle = TransitionContextLifecycle(interactive: false)
        _ = lifecycle.progress(1)
        #expect(lifecycle.complete(true) == [.finish, .complete(true)])
    }

    @Test("interaction letting go, pausing and resuming changes only the engine's view")
    func interaction() {
        let lifecycle = TransitionContextLifecycle(interactive: true)
        lifecycle.cancelInteraction()
        #expect(!lifecycle.isInteractive && lifecycle.transitionWasCancelled)
        lifecycle.pauseForInteraction()
        #expect(lifecycle.isInteractive && !lifecycle.transitionWasCancelled)
        lifecycle.finishInteraction()
        #expect(!lifecycle.isInteractive && !lifecycle.transitionWasCancelled)
        _ = lifecycle.complete(false)
        lifecycle.pauseForInteraction()
        #expect(!lifecycle.isInteractive && lifecycle.transitionWasCancelled)
    }
}
