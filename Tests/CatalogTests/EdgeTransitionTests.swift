import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Stage
import Testing
import TransitionKit

/// Supplies the same built-in transition for every operation, made once.
@MainActor
final class OneTransition: TransitionsSource {
    let animation: any TransitionAnimation
    init(_ animation: any TransitionAnimation) { self.animation = animation }
    func transitionFor(operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?) -> Transition {
        Transition(duration: 1, animation: animation)
    }
}

/// A move that counts its layers' runs: a subclass, as the seed library's built-ins allow.
@MainActor
final class CountingMove: MoveTransitionAnimation {
    private(set) var setups = 0
    override func setup(in operationContext: TransitionOperationContext) {
        setups += 1
        super.setup(in: operationContext)
    }
}

/// A move with a designated initialiser of its own, a linear curve by override, half the travel,
/// and an extra fade in its `animate()`.
@MainActor
final class ShortLinearMove: MoveTransitionAnimation {
    let fadeTo: Double
    private weak var faded: (any HostView)?

    init(fadeTo: Double) {
        self.fadeTo = fadeTo
        super.init(transitionEdges: TransitionEdges(forNavigationTransitionsAtEdge: .right))
    }

    override var animationCurve: AnimationCurve {
        get { .linear }
        set {}
    }

    override func transformForTranslatingViewTo(edge: TransitionScreenEdge, outside frame: CGRect) -> Transform2D {
        super.transformForTranslatingViewTo(edge: edge, outside: frame).scaled(by: 0.5).adding(.identity.scaled(by: 0.5))
    }

    override func setup(in operationContext: TransitionOperationContext) {
        super.setup(in: operationContext)
        faded = operationContext.context.fromView
    }

    override func animate() {
        super.animate()
        faded?.alpha = fadeTo
    }
}

@MainActor
@Suite("Edge transitions with the seed library's edges")
struct EdgeTransitionTests {
    /// Runs `operation` half way and returns the centre x of the view that moves in (or out).
    private func halfway(_ animation: EdgeTransitionAnimation, pop: Bool) throws -> (incoming: Double, outgoing: Double, outgoingAlpha: Double) {
        let window = Window(clock: try ManualClock())
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
        window.rootViewController = navigation
        let next = ViewController(title: "Next")
        if pop { try navigation.pushViewController(next, animated: false) }
        let source = OneTransition(animation)
        let controller = TransitionController(forTransitionsIn: navigation, transitionsSource: source)
        if pop { try navigation.popViewController(animated: true) } else { try navigation.pushViewController(next, animated: true) }
        window.run(for: 0.5)
        let incoming = pop ? navigation.stack[0].stageView : next.stageView
        let outgoing = pop ? next.stageView : navigation.stack[0].stageView
        defer { _ = try? window.runUntilIdle() }
        _ = controller
        return (Double(incoming.presentationFrame.midX), Double(outgoing.presentationFrame.midX), outgoing.presentation.alpha)
    }

    @Test("navigation at the right edge: a push comes in from the right, a pop leaves to the right")
    func navigationAtRight() throws {
        let push = try halfway(MoveTransitionAnimation(forNavigationTransitionsAtEdge: .right), pop: false)
        // Half of a 1 s ease-in-ease-out: half way (the curve is 0.5 at 0.5, to 1e-7).
        #expect(abs(push.incoming - (195 + 195)) < 1e-3, "half way in from the right: \(push.incoming)")
        let pop = try halfway(MoveTransitionAnimation(forNavigationTransitionsAtEdge: .right), pop: true)
        #expect(abs(pop.outgoing - (195 + 195)) < 1e-3, "half way out to the right: \(pop.outgoing)")
        let left = try halfway(PushTransitionAnimation(forNavigationTransitionsAtEdge: .left), pop: false)
        #expect(abs(left.incoming) < 1e-3 && abs(left.outgoing - 390) < 1e-3, "from the left, pushing the old one right")
    }

    @Test("a reveal moves the outgoing view away towards where the finger goes")
    func reveal() throws {
        let push = try halfway(RevealTransitionAnimation(forNavigationTransitionsAtEdge: .right), pop: false)
        #expect(abs(push.outgoing - 390) < 1e-3 && push.incoming == 195, "the old screen slides right, uncovering the new one")
    }

    @Test("tab bars: the next tab comes from the right, the previous from the left (the other way right to left)")
    func tabBar() throws {
        for (rightToLeft, nextFrom) in [(false, 390.0 + 195), (true, -195.0)] {
            let window = Window(clock: try ManualClock())
            let tabs = try TabBarController(viewControllers: (1...3).map { ViewController(title: "Tab \($0)") })
            window.rootViewController = tabs
            let source = OneTransition(MoveTransitionAnimation.forTabBarTransitions(rightToLeft: rightToLeft))
            let controller = TransitionController(forTransitionsIn: tabs, transitionsSource: source)
            try tabs.perform(operation: .increaseIndex)
            #expect(Double(tabs.tabs[1].stageView.presentationFrame.midX) == nextFrom, "right to left: \(rightToLeft)")
            try window.runUntilIdle()
            try tabs.perform(operation: .decreaseIndex)
            #expect(Double(tabs.tabs[0].stageView.presentationFrame.midX) == (rightToLeft ? 585 : -195), "the previous tab from the other side")
            try window.runUntilIdle()
            #expect(tabs.selectedIndex == 0 && !controller.isTransitioning)
            #expect(throws: ContainerError.self) { try tabs.perform(operation: .decreaseIndex) }
        }
    }

    @Test("modal at the bottom: presented from the bottom, dismissed to it")
    func modal() throws {
        let window = Window(clock: try ManualClock())
        let home = ViewController(title: "Home")
        window.rootViewController = home
        let source = OneTransition(MoveTransitionAnimation(forModalTransitionsAtEdge: .bottom))
        let controller = TransitionController(forModalPresentationsFrom: home, transitionsSource: source)
        let sheet = ViewController(title: "Sheet")
        sheet.transitioningDelegate = controller
        sheet.modalPresentationStyle = .custom
        try home.present(sheet, animated: true, completion: nil)
        #expect(sheet.stageView.presentationFrame.minY == 844, "below the screen")
        window.run(for: 0.5)
        #expect(abs(Double(sheet.stageView.presentationFrame.minY) - 422) < 1e-3, "half way up from the bottom")
        try window.runUntilIdle()
        try home.dismiss(animated: true, completion: nil)
        window.run(for: 0.5)
        #expect(abs(Double(sheet.stageView.presentationFrame.minY) - 422) < 1e-3, "half way down to the bottom")
        try window.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test("a subclass's own initialiser, curve, travel and animate() take effect, pushing and popping")
    func subclassOverrides() throws {
        let push = try halfway(ShortLinearMove(fadeTo: 0.2), pop: false)
        // Linear, half the width of travel: at half time, a quarter of the width from home.
        #expect(abs(push.incoming - (195 + 97.5)) < 1e-9, "\(push.incoming)")
        #expect(abs(push.outgoingAlpha - 0.6) < 1e-9, "its animate() fades the outgoing view too")
        let pop = try halfway(ShortLinearMove(fadeTo: 0.2), pop: true)
        #expect(abs(pop.outgoing - (195 + 97.5)) < 1e-9, "\(pop.outgoing)")
        #expect(type(of: MoveTransitionAnimation.forTabBarTransitions()) == MoveTransitionAnimation.self)
        #expect(type(of: RevealTransitionAnimation.forTabBarTransitions(rightToLeft: true)) == RevealTransitionAnimation.self)
    }

    @Test("the built-ins can be subclassed, and take UIKit's named curves")
    func subclassing() throws {
        let move = CountingMove(forNavigationTransitionsAtEdge: .right)
        move.animationCurve = .linear
        #expect(move.timingParameters == .linear)
        let push = try halfway(move, pop: false)
        #expect(move.setups == 1 && abs(push.incoming - 390) < 1e-9, "linear: half way at half time")
        let dissolve = DissolveTransitionAnimation()
        dissolve.animationCurve = .easeIn
        #expect(dissolve.timingParameters == .cubic(.easeIn))
    }
}
