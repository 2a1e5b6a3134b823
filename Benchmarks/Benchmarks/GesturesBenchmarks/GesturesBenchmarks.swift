import Benchmark
import BenchmarkRun
import Foundation
import Gestures

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkRun.configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))

    // A finger moving on a curve, sampled at 120 Hz: each iteration adds one sample to a full
    // tracker (the ring buffer drops the oldest). Target: ≤ 200 ns and no allocation per sample.
    Benchmark("VelocityTracker.addSample", configuration: .init(scalingFactor: .mega)) { benchmark in
        var tracker = VelocityTracker()
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 120
            try? tracker.addSample(x: 300 * time, y: 40 * time * time, time: time)
        }
        benchmark.stopMeasurement()
        blackHole(tracker)
    }

    // The velocity of a full tracker (20 samples in the last 100 ms at 200 Hz), as a pan asks
    // for it once per frame or at the lift. Target: no allocation (it allocated 15 times per call
    // before its window moved onto the stack); measured p50 418 ns.
    Benchmark("VelocityTracker.estimatedVelocity, 20 samples", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var tracker = VelocityTracker()
        for index in 0..<20 {
            let time = Double(index) / 200
            try? tracker.addSample(x: 300 * time, y: 4000 * time * time, time: time)
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(tracker.estimatedVelocity(at: 0.095))
        }
        benchmark.stopMeasurement()
    }
}
