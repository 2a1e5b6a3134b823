import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import Motion
import Testing
@testable import TransitionKit

@Suite("Describing a transition")
struct TransitionDescriptionTests {
    @Test("animation ranges are validated: 0 ≤ start < end ≤ 1", arguments: [
        (-0.1, 0.5), (0.5, 0.5), (0.6, 0.4), (0, 1.01), (.nan, 1), (0, .infinity),
    ])
    func invalidRange(start: Double, end: Double) {
        let error = #expect(throws: TransitionError.self) { try AnimationRange.validated(start: start, end: end) }
        #expect(error?.description.hasPrefix("animation range must satisfy 0 ≤ start < end ≤ 1") == true)
    }

    @Test("a range written in the source stops with a message when it is invalid")
    func invalidRangeLiteral() async {
        await #expect(processExitsWith: .failure) { _ = AnimationRange(start: 0.6, end: 0.4) }
        await #expect(processExitsWith: .success) { _ = AnimationRange(start: 0.4, end: 0.6) }
    }

    @Test("range presets, length and mirror")
    func ranges() throws {
        let range = AnimationRange(start: 0.2, end: 0.5)
        #expect(abs(range.length - 0.3) < 1e-15)
        #expect(range.mirrored.start == 0.5 && abs(range.mirrored.end - 0.8) < 1e-15)
        #expect(AnimationRange.latterHalf.start == 0.5 && AnimationRange.full.length == 1)
        #expect(try AnimationRange.validated(start: 0.25, end: 0.75) == AnimationRange(start: 0.25, end: 0.75))
    }

    @Test("the effective duration makes room for implicit-duration springs")
    func effectiveDuration() throws {
        // A 0.6 s spring starting halfway needs 0.6 / (1 − 0.5) = 1.2 s.
        let schedule = TransitionSchedule(
            nominalDuration: 1, ranges: [.full, .latterHalf, .firstHalf], implicitDurations: [nil, 0.6, 0.3])
        #expect(abs(schedule.duration - 1.2) < 1e-12)
        #expect(schedule.windows[0] == .init(start: 0, duration: 1.2))
        #expect(schedule.windows[1] == .init(start: 0.6, duration: 0.6))
        #expect(schedule.windows[2] == .init(start: 0, duration: 0.3))
        #expect(schedule.windows[1].localFraction(at: 0.3) == 0)
        #expect(abs(schedule.windows[1].localFraction(at: 0.9) - 0.5) < 1e-12)
        #expect(schedule.windows[1].localFraction(at: 2) == 1)
        let withShared = TransitionSchedule(nominalDuration: 0.5, ranges: [.full], implicitDurations: [nil], sharedElementDuration: 0.8)
        #expect(withShared.duration == 0.8)
        let plain = TransitionSchedule(nominalDuration: 0.5, ranges: [.firstQuarter], implicitDurations: [nil])
        #expect(plain.duration == 0.5 && plain.windows[0] == .init(start: 0, duration: 0.125))
    }

    @Test("durations must be finite and positive")
    @MainActor
    func durations() {
        #expect(throws: TransitionError.invalidDuration(0)) { try Transition.validated(duration: 0, animation: DissolveTransitionAnimation()) }
        #expect(throws: TransitionError.self) { try Transition.validated(duration: .nan, animation: DissolveTransitionAnimation()) }
        #expect(throws: TransitionError.invalidDuration(-.infinity)) {
            try Transition.validated(duration: -.infinity, animation: DissolveTransitionAnimation())
        }
        #expect((try? Transition.validated(duration: 0.25, animation: DissolveTransitionAnimation()))?.duration == 0.25)
    }

    @Test("a duration written in the source stops with a message when it is invalid")
    func invalidDurationLiteral() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = Transition(duration: 0, animation: DissolveTransitionAnimation()) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = Transition(duration: .infinity, animation: DissolveTransitionAnimation()) }
        }
    }

    @Test("timing parameters read as the seed library's initialisers")
    func timingParameters() throws {
        #expect(AnimationTimingParameters(animationCurve: .easeIn) == .cubic(.easeIn))
        #expect(AnimationTimingParameters(animationCurve: .linear) == .linear)
        let curve = AnimationTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(curve == .cubic(try CubicBezierCurve(x1: 0.2, y1: 0, x2: 0, y2: 1)))
        #expect(!curve.hasImplicitDuration)

        let fitted = AnimationTimingParameters(dampingRatio: 0.8)
        guard case let .spring(parameters) = fitted, case .dampingRatio(0.8) = parameters.kind else {
            Issue.record("expected a damping-ratio spring, got \(fitted)")
            return
        }
        #expect(parameters.initialVelocity == 0 && !fitted.hasImplicitDuration)
        // A vector velocity: per axis for a position, its magnitude for everything else (UIKit).
        guard case let .spring(moving) = AnimationTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: -4)) else {
            Issue.record("expected a spring")
            return
        }
        #expect(moving.initialVelocity == 5 && moving.initialVelocityVector == CGVector(dx: 3, dy: -4))

        let physical = AnimationTimingParameters(mass: 2, stiffness: 300, damping: 40, initialVelocity: .zero)
        #expect(physical.hasImplicitDuration)
        let spring = try Spring(mass: 2, stiffness: 300, damping: 40)
        #expect(physical.implicitDuration == spring.settlingDuration)
        #expect(AnimationTimingParameters(mass: 2, stiffness: 300, damping: 40) == physical, "the velocity defaults to zero")
    }

    @Test("timing written in the source stops with a message when it cannot work")
    func invalidTimingLiterals() async {
        await #expect(processExitsWith: .failure) {
            _ = AnimationTimingParameters(controlPoint1: CGPoint(x: 1.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
        }
        await #expect(processExitsWith: .failure) { _ = AnimationTimingParameters(dampingRatio: 0) }
        await #expect(processExitsWith: .failure) { _ = AnimationTimingParameters(mass: 0, stiffness: 100, damping: 10) }
        await #expect(processExitsWith: .failure) {
            _ = AnimationTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: Double.nan, dy: 0))
        }
    }

    @Test("a layer reads in the seed library's order: range, timing, animation, identifier")
    @MainActor
    func layerOrder() {
        var log: [String] = []
        let labelled = AnimationLayer(range: .latterHalf, timingParameters: .linear, animation: { log.append("labelled") }, identifier: "fade")
        let trailing = AnimationLayer(timingParameters: AnimationTimingParameters(animationCurve: .easeOut)) { log.append("trailing") }
        labelled.animation()
        trailing.animation()
        #expect(log == ["labelled", "trailing"])
        #expect(labelled.identifier == "fade" && trailing.identifier == nil && trailing.range == .full)
    }

    @Test("a range tells where it lies and how far it is along, as the seed library's helpers do")
    func rangePositions() {
        let range = AnimationRange(start: 0.25, end: 0.75)
        #expect(range.position(0.1) == .isAfter && range.position(0.5) == .contains && range.position(0.9) == .isBefore)
        #expect(range.isAfter(0.1) && range.contains(0.25) && range.contains(0.75) && range.isBefore(0.9))
        #expect(range.distance(to: 0.1) == 0.15 && range.distance(to: 0.5) == 0 && abs(range.distance(to: 0.9) - 0.15) < 1e-15)
        #expect(range.relativeFractionComplete(to: 0.1) == 0 && range.relativeFractionComplete(to: 0.5) == 0.5)
        #expect(range.relativeFractionComplete(to: 0.9) == 1)
        #expect(AnimationRangePosition.isBefore.reversed == .isAfter && AnimationRangePosition.contains.reversed(true) == .contains)
        #expect(AnimationRangePosition.isAfter.reversed(false) == .isAfter)
    }

    @Test("screen edges from a vector, their axis and their opposite")
    func screenEdges() {
        #expect(TransitionScreenEdge(vector: CGVector(dx: 3, dy: -1)) == .right)
        #expect(TransitionScreenEdge(vector: CGVector(dx: -3, dy: 1)) == .left)
        #expect(TransitionScreenEdge(vector: CGVector(dx: 1, dy: -3)) == .top)
        #expect(TransitionScreenEdge(vector: CGVector(dx: 2, dy: 2)) == .bottom, "a tie is vertical")
        #expect(TransitionScreenEdge.allCases.map(\.opposite) == [.right, .left, .bottom, .top])
        #expect(TransitionScreenEdge.allCases.map(\.axis) == [.horizontal, .horizontal, .vertical, .vertical])
    }

    @Test("operations know whether they present or dismiss")
    func operations() {
        let presenting: [TransitionOperation] = [.navigation(.push), .modal(.present)]
        let dismissing: [TransitionOperation] = [.navigation(.pop), .modal(.dismiss)]
        #expect(presenting.allSatisfy { $0.isPresenting && !$0.isDismissing })
        #expect(dismissing.allSatisfy { $0.isDismissing && !$0.isPresenting })
        // A tab switch either way brings the other tab in over the current one, as in the seed library.
        let tabSwitches: [TransitionOperation] = [.tabBar(.increaseIndex), .tabBar(.decreaseIndex)]
        #expect(tabSwitches.allSatisfy { !$0.isPresenting && !$0.isDismissing && !$0.isNone })
        #expect(!TransitionOperation.none.isPresenting && TransitionOperation.none.isNone)
        #expect(TransitionOperation.modal(.none).isNone && !TransitionOperation.modal(.none).isPresenting)
    }

    @Test("progress as a step or as the fraction, clamped")
    func progress() {
        #expect(TransitionProgress.step(0.1).applied(to: 0.5) == 0.6)
        #expect(TransitionProgress.fractionComplete(0.2).applied(to: 0.5) == 0.2)
        #expect(TransitionProgress.step(0.9).applied(to: 0.5) == 1)
        #expect(TransitionProgress.fractionComplete(-1).applied(to: 0.5) == 0)
        #expect(TransitionProgress.step(.nan).applied(to: 0.5) == 0.5)
        #expect(TransitionProgress.step(0.1).value == 0.1 && TransitionProgress.step(0.1).isStep)
        #expect(TransitionProgress.fractionComplete(0.7).value == 0.7 && !TransitionProgress.fractionComplete(0.7).isStep)
    }

    @Test("pan interaction thresholds and flick velocities are validated")
    @MainActor
    func panSettings() throws {
        let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
        #expect(pan.completionThreshold == 1.0 / 3 && pan.allowFlick && pan.minimumFlickVelocity == 1200)
        #expect(!pan.updateProgressAsStep)
        try pan.setCompletionThreshold(0.5)
        #expect(pan.completionThreshold == 0.5)
        #expect(throws: TransitionError.invalidThreshold(1.5)) { try pan.setCompletionThreshold(1.5) }
        #expect(throws: TransitionError.invalidFlickVelocity(-3)) { try pan.setMinimumFlickVelocity(-3) }
        #expect(PanInteractionController.forTabBarTransitions(rightToLeft: true).transitionEdges == .forTabBarTransitions(rightToLeft: true))
        #expect(PanInteractionController.forTabBarTransitions().transitionEdges.leftOperation == .tabBar(.increaseIndex))
    }

    @Test("transition edges map each direction to an operation, as the seed library's", arguments: TransitionScreenEdge.allCases)
    func transitionEdges(edge: TransitionScreenEdge) {
        let navigation = TransitionEdges(forNavigationTransitionsAtEdge: edge)
        // New controllers come from `edge`: a movement away from it pushes, towards it pops.
        #expect(navigation.operationFor(screenEdge: edge) == .navigation(.pop))
        #expect(navigation.operationFor(screenEdge: edge.opposite) == .navigation(.push))
        #expect(navigation.screenEdgeFor(operation: .navigation(.push)) == edge.opposite)
        #expect(navigation.screenEdgeFor(operation: .modal(.present)) == nil)
        let across = TransitionScreenEdge.allCases.filter { $0.axis != edge.axis }
        #expect(across.allSatisfy { navigation.operationFor(screenEdge: $0).isNone })
        let modal = TransitionEdges(forModalTransitionsAtEdge: edge)
        #expect(modal.operationFor(screenEdge: edge) == .modal(.dismiss) && modal.operationFor(screenEdge: edge.opposite) == .modal(.present))
    }

    @Test("tab bar edges follow the reading direction")
    func tabBarEdges() {
        let leftToRight = TransitionEdges.forTabBarTransitions()
        #expect(leftToRight.leftOperation == .tabBar(.increaseIndex) && leftToRight.rightOperation == .tabBar(.decreaseIndex))
        let rightToLeft = TransitionEdges.forTabBarTransitions(rightToLeft: true)
        #expect(rightToLeft.rightOperation == .tabBar(.increaseIndex) && rightToLeft.leftOperation == .tabBar(.decreaseIndex))
        #expect(leftToRight.topOperation == .tabBar(.none))
    }

    @Test("operations of each container kind become transition operations, and back")
    func operationTypes() {
        #expect(TransitionOperation(NavigationControllerOperation.pop) == .navigation(.pop))
        #expect(TransitionOperation(ViewControllerModalOperation.present) == .modal(.present))
        #expect(TransitionOperation(TabBarControllerOperation.decreaseIndex) == .tabBar(.decreaseIndex))
        #expect(TransitionOperation.navigation(.push).value as? NavigationControllerOperation == .push)
        #expect(TransitionOperation.none.value == nil)
    }
}
