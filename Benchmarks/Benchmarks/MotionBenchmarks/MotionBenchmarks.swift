import Benchmark
import Motion

let benchmarks: @Sendable () -> Void = {
    Benchmark("placeholder") { benchmark in
        blackHole(1)
    }
}
