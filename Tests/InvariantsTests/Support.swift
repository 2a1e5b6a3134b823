import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import TransitionKit
@testable import Stage

/// What a ``FaultyAnimator`` gets wrong, on purpose, so the checker has something to find.
enum Fault: String, CaseIterable, Sendable {
    /// Nothing: a correct fade.
    case none
    /// Leaves the leaving view transparent after it has left.
    case leavesAlpha
    /// Leaves a snapshot of the leaving view in the container.
    case leavesSnapshot
    /// Calls `completeTransition` twice.
    case completesTwice
    /// Never calls `completeTransition`.
    case neverCompletes
    /// Hides the arriving view.
    case hidesArriving
    /// Leaves the arriving view turned when the transition is cancelled.
    case leavesTransformOnCancel
    /// Keeps the transition context after the transition.
    case keepsContext
    /// Puts NaN on screen for one frame.
    case showsNaN
    /// Adds a snapshot of the leaving view halfway through, takes it off at the end, and keeps it.
    case keepsLateSnapshot
    /// Starts a second animation halfway through (after the checker has looked at the running
    /// animations) and keeps it after the transition.
    case keepsLateAnimator
}

/// A fade that ends completed or cancelled, with one ``Fault``.
@MainActor
final class FaultyAnimator: ViewControllerAnimatedTransitioning {
    let fault: Fault
    let completes: Bool
    /// Where a context is kept by ``Fault/keepsContext``.
    static var keptContexts: [any ViewControllerContextTransitioning] = []
    /// Where a snapshot is kept by ``Fault/keepsLateSnapshot``.
    static var keptViews: [any HostView] = []
    /// Where an animator is kept by ``Fault/keepsLateAnimator``.
    static var keptAnimators: [PropertyAnimator] = []
    /// Adds the late snapshot halfway through (kept until the transition ends).
    private var halfway: PropertyAnimator?

    init(fault: Fault, completes: Bool = true) {
        self.fault = fault
        self.completes = completes
    }

    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.2 }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
              let fromView = context.view(forKey: .from)
        else { return context.completeTransition(false) }
        let container = context.containerView
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        container.addSubview(toView)
        let snapshot = fault == .leavesSnapshot ? fromView.snapshotView() : nil
        if let snapshot { container.addSubview(snapshot) }
        if fault == .hidesArriving { toView.isHidden = true }
        if fault == .leavesTransformOnCancel { toView.transform = .rotation(0.5) }
        let completes = completes
        let fault = fault
        let animator = try? PropertyAnimator(duration: 0.2, curve: .linear, loop: context.animationLoop) {
            toView.alpha = 1
            fromView.alpha = 0
        }
        var late: (any HostView)?
        if fault == .keepsLateSnapshot {
            halfway = try? PropertyAnimator(duration: 0.1, curve: .linear, loop: context.animationLoop) {}
            halfway?.addCompletion { _ in
                late = fromView.snapshotView()
                if let late { container.addSubview(late) }
            }
            try? halfway?.startAnimation()
        }
        if fault == .keepsLateAnimator {
            let loop = context.animationLoop
            halfway = try? PropertyAnimator(duration: 0.1, curve: .linear, loop: loop) {}
            halfway?.addCompletion { _ in
                guard let late = try? PropertyAnimator(duration: 0.05, curve: .linear, loop: loop, animations: { toView.alpha = 1 })
                else { return }
                try? late.startAnimation()
                Self.keptAnimators.append(late)
            }
            try? halfway?.startAnimation()
        }
        // Straight onto the screen, as a broken animation would put it.
        if fault == .showsNaN { (fromView as? View)?.presentation.center = CGPoint(x: Double.nan, y: 0) }
        animator?.addCompletion { _ in
            if fault != .leavesAlpha { fromView.alpha = 1 }
            if fault == .showsNaN, let fromView = fromView as? View { fromView.presentation.center = fromView.center }
            if !completes {
                toView.alpha = 1
                if fault != .leavesTransformOnCancel { toView.transform = .identity }
            }
            switch fault {
            case .neverCompletes: return
            case .completesTwice: context.completeTransition(completes)
            case .keepsContext: Self.keptContexts.append(context)
            case .keepsLateSnapshot:
                late?.removeFromSuperview()
                if let late { Self.keptViews.append(late) }
            default: break
            }
            context.completeTransition(completes)
        }
        try? animator?.startAnimation()
    }
}

/// A navigation controller's delegate that hands out one animator per transition.
@MainActor
final class FaultyNavigationDelegate: NavigationControllerDelegate {
    var next: @MainActor () -> FaultyAnimator

    init(_ next: @escaping @MainActor () -> FaultyAnimator) { self.next = next }

    func navigationController(
        _ navigationController: any HostNavigationController, animationControllerFor operation: NavigationControllerOperation,
        from: any HostViewController, to: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { next() }
}

/// A window with a navigation controller on a root screen (a card inside), under a checker.
@MainActor
struct CheckedNavigation {
    let window: Window
    let navigation: NavigationController
    let delegate: FaultyNavigationDelegate

    init(fault: Fault, completes: Bool = true) throws {
        window = Window(clock: try ManualClock())
        let root = ViewController(title: "Root")
        root.stageView.addSubview(View(name: "card", frame: CGRect(x: 20, y: 100, width: 200, height: 120)))
        navigation = NavigationController(rootViewController: root)
        delegate = FaultyNavigationDelegate { FaultyAnimator(fault: fault, completes: completes) }
        navigation.delegate = delegate
        window.rootViewController = navigation
    }
}
