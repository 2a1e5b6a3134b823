import Benchmark
import BenchmarkRun
import Foundation
import Motion

/// A host object with one animatable property, like a view's layer.
@MainActor
final class BenchLayer {
    var modelOpacity = 0.0
    var presentationOpacity = 0.0
    static let opacityProperty = AnimatableProperty<BenchLayer, Double>(
        name: "opacity", presentation: { $0.presentationOpacity },
        setPresentation: { $0.presentationOpacity = $1 }, setModel: { $0.modelOpacity = $1 })
    var opacity: Double {
        get { modelOpacity }
        set { Self.opacityProperty.set(newValue, on: self) }
    }
}

/// `count` running animators, each moving one layer, on a manual clock.
@MainActor
func runningAnimators(_ count: Int) -> (ManualClock, [PropertyAnimator]) {
    guard let clock = try? ManualClock() else { fatalError("valid frame rate") }
    let loop = AnimationLoop(clock: clock)
    var animators: [PropertyAnimator] = []
    for _ in 0..<count {
        let layer = BenchLayer()
        guard let animator = try? PropertyAnimator(duration: 1e9, timingParameters: .easeInEaseOut, loop: loop, animations: { layer.opacity = 1 })
        else { fatalError("valid animator") }
        try? animator.startAnimation()
        animators.append(animator)
    }
    return (clock, animators)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkRun.configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))

    let curves: [(String, CubicBezierCurve?)] = [
        ("easeInEaseOut", .easeInEaseOut),
        ("easeOut", .easeOut),
        ("custom (0.3,0.1,0.2,1)", try? CubicBezierCurve(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1)),
        // A "back" curve, overshooting at both ends (easeInOutBack).
        ("back (0.68,-0.6,0.32,1.6)", try? CubicBezierCurve(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)),
    ]
    for (name, curve) in curves {
        guard let curve else { continue }
        // Times stepped by an irrational-looking stride so every part of the table is visited.
        Benchmark("CubicBezierCurve.value(at:) \(name)", configuration: .init(scalingFactor: .mega)) { benchmark in
            var x = 0.000_123
            for _ in benchmark.scaledIterations {
                blackHole(curve.value(at: x))
                x += 0.000_997
                if x >= 1 { x -= 1 }
            }
        }
    }

    Benchmark("Spring.value(at:) any time", configuration: .init(scalingFactor: .mega)) { benchmark in
        guard let spring = try? Spring(mass: 1, stiffness: 170, damping: 15) else { return }
        var t = 0.000_123
        for _ in benchmark.scaledIterations {
            blackHole(spring.value(from: 0.0, to: 1.0, initialVelocity: 0.5, at: t))
            t += 0.000_997
            if t >= 1 { t -= 1 }
        }
    }

    // One frame of 1,000 independent springs sharing a frame interval: divide by 1,000 for the
    // cost of stepping one spring by one frame.
    Benchmark("Spring step by a fixed frame, 1000 springs", configuration: .init(scalingFactor: .kilo)) { benchmark in
        guard let spring = try? Spring(mass: 1, stiffness: 170, damping: 15) else { return }
        let step = spring.propagator(over: 1.0 / 120)
        var states = (0..<1_000).map { SpringState(displacement: 1 + Double($0) / 1_000, velocity: 0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for index in states.indices { states[index] = step.apply(to: states[index]) }
            blackHole(states[0])
        }
        benchmark.stopMeasurement()
    }

    // The hop to the main actor is measured once per sample: a million frames a sample for one
    // animator, so that the hop (thousands of instructions) doesn't weigh on a frame of ~300.
    for count in [1, 100, 10_000] {
        Benchmark("AnimationLoop frame, \(count) running animators",
                  configuration: .init(scalingFactor: count == 1 ? .mega : .kilo)) { benchmark async in
            let iterations = benchmark.scaledIterations
            let (clock, animators) = await MainActor.run { runningAnimators(count) }
            benchmark.startMeasurement()
            await MainActor.run {
                for _ in iterations { clock.advance(by: 1.0 / 120) }
            }
            benchmark.stopMeasurement()
            blackHole(animators)
        }
    }
}
