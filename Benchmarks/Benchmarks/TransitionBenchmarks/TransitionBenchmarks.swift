import Benchmark
import BenchmarkRun
import Catalog
import Foundation
import Gestures
import Motion
import Stage
import TransitionKit

/// Three layers on three marker views, in three ranges.
@MainActor
final class ThreeLayers: TransitionAnimation {
    private var views: [View] = []
    func setup(in operationContext: TransitionOperationContext) {
        let context = operationContext.context
        if let to = context.view(forKey: .to) {
            to.frame = context.containerView.bounds
            context.containerView.addSubview(to)
        }
        views = (0..<3).map { View(name: "layer \($0)", frame: CGRect(x: 0, y: Double($0) * 50, width: 40, height: 40)) }
        for view in views { context.containerView.addSubview(view) }
    }
    var layers: [AnimationLayer] {
        let ranges: [AnimationRange] = [.full, .firstHalf, .latterHalf]
        return zip(views, ranges).map { view, range in
            AnimationLayer(range: range, timingParameters: .easeInEaseOut) {
                view.alpha = 0.2
                view.center = CGPoint(x: 300, y: view.center.y)
            }
        }
    }
    func completion(position: AnimatingPosition) { for view in views { view.removeFromSuperview() } }
}

/// A shared element that follows the finger.
@MainActor
final class Follower: SharedElement, SharedElementTransition {
    let transitioningView: any HostView = View(name: "shared", frame: CGRect(x: 100, y: 100, width: 80, height: 80))
    var sharedElement: (any SharedElement)?
    var animatingPosition: AnimatingPosition = .end
    let timingParameters: TimingParameters = .easeInEaseOut
    private var start = CGPoint.zero
    func setup(in operationContext: TransitionOperationContext) { operationContext.context.containerView.addSubview(transitioningView) }
    func animation() { transitioningView.center = animatingPosition == .end ? CGPoint(x: 195, y: 300) : CGPoint(x: 140, y: 140) }
    func completion(position: AnimatingPosition) { transitioningView.removeFromSuperview() }
    func startInteraction(in context: any ViewControllerContextTransitioning, gestureRecognizer: GestureRecognizer) {
        start = gestureRecognizer.location(in: context.containerView)
    }
    func updateInteraction(in context: any ViewControllerContextTransitioning,
                           interactionController: any TransitionInteractionController, progress: TransitionProgress) {
        let finger = interactionController.gestureRecognizer.location(in: context.containerView)
        transitioningView.center = CGPoint(x: 140 + finger.x - start.x, y: 140 + finger.y - start.y)
    }
}

@MainActor
final class Source: TransitionsSource {
    func transitionFor(operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?) -> Transition {
        Transition(duration: 0.5, animation: ThreeLayers(), sharedElement: Follower())
    }
}

@MainActor
final class Pusher: InteractiveNavigationTransitionOperationDelegate {
    func performOperation(operation: NavigationControllerOperation, forInteractiveTransitionIn controller: any HostNavigationController,
                          gestureRecognizer: GestureRecognizer) {
        try? controller.pushViewController(ViewController(title: "Next"), animated: true)
    }
}

/// A window in the middle of an interactive push: returns the window, what keeps it alive, and
/// the move events for `count` frames (the finger sweeping back and forth).
@MainActor
func interactiveScene(frames count: Int) -> (Window, [any Sendable], [TouchEvent]) {
    guard let clock = try? ManualClock() else { fatalError("clock") }
    let window = Window(clock: clock)
    let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
    let source = Source()
    let pusher = Pusher()
    let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    let controller = TransitionController(forInteractiveTransitionsIn: navigation, transitionsSource: source,
                                          operationDelegate: pusher, interactionController: pan)
    window.rootViewController = navigation
    var time = 0.0
    func event(_ x: Double, _ phase: TouchPhase) -> TouchEvent {
        time += 1.0 / 120
        guard let event = try? TouchEvent(timestamp: time, touches: [Touch(id: 1, x: x, y: 400, timestamp: time, phase: phase)]) else {
            fatalError("event")
        }
        return event
    }
    for (x, phase) in [(380.0, TouchPhase.began), (370, .moved), (350, .moved), (330, .moved)] {
        try? window.send(event(x, phase))
        window.frame(at: time)
    }
    let events = (0..<count).map { index in
        let phase = Double(index % 120) / 120
        return event(300 - 150 * sin(phase * 2 * .pi), .moved)
    }
    return (window, [navigation, source, pusher, pan, controller], events)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkRun.configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))

    // One frame of an interactive push with a shared element and three layers: a finger move
    // goes through the gesture arena to the pan, the interaction controller, the driver (three
    // layers scrubbed, the shared element moved), then the frame steps the animation loop.
    Benchmark("Interactive transition frame, shared element + 3 layers", configuration: .init(scalingFactor: .kilo)) { benchmark async in
        let iterations = benchmark.scaledIterations
        let count = iterations.count
        let (window, keep, events) = await MainActor.run { interactiveScene(frames: count) }
        benchmark.startMeasurement()
        await MainActor.run { play(events, in: window) }
        benchmark.stopMeasurement()
        blackHole(keep)
        blackHole(events)
    }

    photoBenchmarks()
    zoomBenchmarks()
}
